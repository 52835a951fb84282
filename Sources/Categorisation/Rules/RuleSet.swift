import Foundation
import StatementCore

/// The rules of all rule files, in precedence order, ready to categorise rows.
/// Precedence (docs/rules.md): earlier directory (the user's) first, then higher `priority`,
/// then file name order, then order within the file. The first rule that holds wins.
public struct RuleSet: Categoriser {
    public let rules: [Rule]
    /// The rules left out because they name a category the ledger lacks, each a warning naming
    /// its file and line (`RuleCatalog`); adding the category brings the rule back.
    public var skipped: [RuleParseError] = []
    /// Compiled on first use: `import` loads every folder's rules, then categorises with the
    /// user's and the shipped ones apart, so the set of them all is never compiled there.
    private let lazyCompiled: LazyCompiledRules
    let memo = SuggestionMemo()

    public var name: String { "rules" }

    public init(rules: [Rule]) {
        self.rules = rules.enumerated().sorted { left, right in
            let (a, b) = (left.element, right.element)
            if a.layer != b.layer { return a.layer < b.layer }
            if a.priority != b.priority { return a.priority > b.priority }
            return left.offset < right.offset
        }.map(\.element)
        lazyCompiled = LazyCompiledRules(rules: self.rules)
    }

    /// Parses one file's text. `layer` is its directory's position (0 = the user's).
    public static func parse(
        _ text: String, fileName: String, categoryIDs: Set<String> = Taxonomy.defaultIDs,
        layer: Int = 0
    ) throws(RuleLoadError) -> [Rule] {
        let parsed = try parseSkippingUnknownCategories(text, fileName: fileName, categoryIDs: categoryIDs, layer: layer, skips: false)
        return parsed.rules
    }

    /// Parses one file's text; a rule naming a category outside `categoryIDs` is left out and
    /// returned in `skipped` as a warning naming its file and line (when `skips`; else an error).
    public static func parseSkippingUnknownCategories(
        _ text: String, fileName: String, categoryIDs: Set<String> = Taxonomy.defaultIDs,
        layer: Int = 0, skips: Bool = true
    ) throws(RuleLoadError) -> (rules: [Rule], skipped: [RuleParseError]) {
        var parser: RuleParser
        do {
            parser = try RuleParser(
                text: text, fileName: fileName, categoryIDs: categoryIDs, layer: layer, skipsUnknownCategories: skips)
        } catch {
            throw RuleLoadError(errors: [error])
        }
        let (rules, errors, skipped) = parser.parseFile()
        guard errors.isEmpty else { throw RuleLoadError(errors: errors) }
        return (rules, skipped)
    }

    /// Loads every `*.rules` file of each directory and its subdirectories (in path order, so
    /// `10-income.rules` before `pt/BR.rules`); directories that do not exist are
    /// skipped, so a person without their own rules simply gets the shipped ones.
    /// Pass the user's directory first: its rules take precedence.
    public static func load(
        directories: [String],
        extraCategoryIDs: Set<String> = []
    ) throws -> RuleSet {
        let categoryIDs = Taxonomy.defaultIDs.union(extraCategoryIDs)
        var rules: [Rule] = []
        var errors: [RuleParseError] = []
        for (layer, directory) in directories.enumerated() {
            for name in ruleFileNames(in: directory) {
                let path = (directory as NSString).appendingPathComponent(name)
                let text = try String(contentsOfFile: path, encoding: .utf8)
                do {
                    rules += try parse(text, fileName: path, categoryIDs: categoryIDs, layer: layer)
                } catch {
                    errors += error.errors
                }
            }
        }
        guard errors.isEmpty else { throw RuleLoadError(errors: errors) }
        return RuleSet(rules: rules)
    }

    /// The `*.rules` files under the directory, as paths relative to it, sorted.
    public static func ruleFileNames(in directory: String) -> [String] {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: directory)) ?? []
        return paths.filter { $0.hasSuffix(".rules") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
    }

    /// What `rules check` says of where the rules apply: how many apply everywhere and how many are
    /// scoped to each country, currency or language.
    public var scopeSummary: String {
        var counts: [String: Int] = [:]
        var everywhere = 0
        for rule in rules {
            let scope = rule.condition.scope
            if scope.isEmpty { everywhere += 1 }
            for test in Set(scope) { counts[test, default: 0] += 1 }
        }
        let scoped = counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return (["everywhere: \(everywhere)"] + scoped).joined(separator: "\n")
    }

    /// `$XDG_CONFIG_HOME/statement-import/rules`, else `~/.config/statement-import/rules`.
    public static func userRulesDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
            return config + "/statement-import/rules"
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.config/statement-import/rules"
    }

    public func suggest(_ inputs: [CategorisationInput]) -> [Suggestion] {
        // A person without rules of their own: nothing to fold or scan.
        guard !rules.isEmpty else { return Array(repeating: .none, count: inputs.count) }
        let (compiled, prefixes) = (lazyCompiled.value.rules, lazyCompiled.value.explanationPrefixes)
        // Kept from the last call on these rules (the batch of rows before): see `SuggestionMemo`.
        var memo = self.memo.take { SuggestionMemo.State(facts: compiled.makeFacts()) }
        defer { self.memo.keep(memo) }
        // Rows a rule takes for the same reasons share one explanation string, not a copy a row (a
        // long statement's suggestions are held until its rows are stored); a statement prints the
        // same rows again and again, and amounts and dates matter to the rules only by where they
        // fall among the values compared: each key is decided once (`memo.explanations`, `memo.answers`).
        func answer() -> Suggestion? {
            let key = compiled.answerKey(memo.facts)
            if let known = memo.answers[key] { return known }
            var suggestion: Suggestion? = nil
            if let index = compiled.firstHolding(facts: &memo.facts) {
                var trace: [String]? = []
                _ = compiled.holds(compiled.conditions[index], &memo.facts, &trace)
                let reasons = trace ?? []
                let explanation: String
                if let known = memo.explanations[index]?[reasons] {
                    explanation = known
                } else {
                    explanation = prefixes[index] + reasons.joined(separator: " and ")
                    memo.explanations[index, default: [:]][reasons] = explanation
                }
                let rule = rules[index]
                suggestion = Suggestion(
                    categoryID: rule.categoryID, confidence: rule.confidence, source: .rule,
                    explanation: explanation, payee: rule.payee)
            }
            // Full, it starts again: the descriptions a statement prints again are near each other.
            if memo.answers.count >= Self.answersKept { memo.answers.removeAll(keepingCapacity: true) }
            memo.answers[key] = suggestion
            return suggestion
        }
        // Tried on the description without its payment-channel words, else on the whole of it (a
        // rule may know the channel: "IFD*" is iFood).
        return inputs.map { input in
            memo.facts.reset(for: input)
            if let suggestion = answer() { return suggestion }
            guard memo.facts.useWholeDescription() else { return .none }
            return answer() ?? .none
        }
    }

    /// How many rows' answers the rules keep (each its folded text and a suggestion), over every
    /// `suggest` on them, as long as the rules live: 50,000 put 10 to 23 MB on the peak of an
    /// import of 52,000 distinct descriptions (docs/development/benchmarks.md), and a statement's
    /// repeated rows come within a few thousand rows of each other.
    static let answersKept = 8_192

    /// True when the explanation a rule wrote says it held because of whose account it is
    /// (`account is business`): a fact stored rows do not keep (`SettlingStrength`).
    public static func testsAccountHolder(explanation: String) -> Bool {
        let tests = AccountKind.Holder.allCases.map { "account is \($0.rawValue)" }
        return explanation.components(separatedBy: " and ").contains { reason in
            tests.contains { reason == $0 || reason.hasSuffix("): " + $0) }
        }
    }

    func suggestion(for rule: Rule, reasons: [String]) -> Suggestion {
        Suggestion(
            categoryID: rule.categoryID, confidence: rule.confidence, source: .rule,
            explanation: Self.explanationPrefix(of: rule) + reasons.joined(separator: " and "),
            payee: rule.payee)
    }

    /// How every explanation `rule` writes begins: its name and file and line, which no rule of
    /// another folder shares.
    static func explanationPrefix(of rule: Rule) -> String { "rule \"\(rule.name)\" (\(rule.location)): " }

    /// True when one of these rules wrote `suggestion` (a person's own rules, told from the shipped).
    public func wrote(_ suggestion: Suggestion) -> Bool {
        suggestion.source == .rule && rules.contains { suggestion.explanation.hasPrefix(Self.explanationPrefix(of: $0)) }
    }

    /// Every rule that holds for the row and why, in precedence order; the first one is the choice.
    public func explain(_ input: CategorisationInput) -> RuleExplanation {
        let compiled = lazyCompiled.value.rules
        var facts = compiled.makeFacts()
        func matching(_ candidates: [Int]) -> [RuleExplanation.Match] {
            candidates.compactMap { index in
                var trace: [String]? = []
                guard compiled.holds(compiled.conditions[index], &facts, &trace) else { return nil }
                return .init(rule: rules[index], reasons: trace ?? [])
            }
        }
        var matches = matching(compiled.candidates(for: input, facts: &facts))
        let matched = facts.folded()
        let stripped = facts.whole.map { whole in
            let words = String(decoding: whole, as: UTF8.self).split(separator: " ")
            return words.prefix(words.count - matched.split(separator: " ").count).joined(separator: " ")
        }
        var triedWhole = false
        if matches.isEmpty, facts.useWholeDescription() {
            triedWhole = true
            matches = matching(compiled.candidates(facts: &facts))
        }
        let chosen = matches.first.map { suggestion(for: $0.rule, reasons: $0.reasons) } ?? .none
        return RuleExplanation(
            description: input.description, foldedDescription: facts.folded(),
            strippedChannelWords: stripped, matchedWholeDescription: triedWhole,
            locale: input.locale, matches: matches, chosen: chosen)
    }
}
