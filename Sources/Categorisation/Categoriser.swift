/// Anything that can suggest categories: locked user choices, rules, learned memory, a remote model.
/// A batch in, one suggestion per row out, in the same order.
public protocol Categoriser: Sendable {
    var name: String { get }
    func suggest(_ inputs: [CategorisationInput]) throws -> [Suggestion]
}
