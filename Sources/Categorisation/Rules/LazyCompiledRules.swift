import Foundation

/// A rule set's compiled form, built the first time a row is categorised or explained rather than
/// when the set is made: sets made only to be split or counted never pay for the matcher.
final class LazyCompiledRules: @unchecked Sendable {
    struct Value {
        let rules: CompiledRules
        /// `rule "name" (file:line): ` for each rule, built once rather than for every row it categorises.
        let explanationPrefixes: [String]
    }

    private let source: [Rule]
    private let lock = NSLock()
    private var built: Value?

    init(rules: [Rule]) {
        source = rules
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let value = Value(
            rules: CompiledRules(rules: source),
            explanationPrefixes: source.map { "rule \"\($0.name)\" (\($0.location)): " })
        built = value
        return value
    }
}
