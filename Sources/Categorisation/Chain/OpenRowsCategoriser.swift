/// A member of the chain asked once about the rows several statements left open, not statement
/// by statement: a remote model, whose requests fill up and whose cost is per request. It comes
/// after the members asked row by row, and it is shown the rows they settled, so it can measure
/// itself against what is known.
public protocol OpenRowsCategoriser: Sendable {
    var name: String { get }
    /// One suggestion per row of `open` (`.none` for a row it leaves alone). `settled`: the rows
    /// the members before it settled, with how.
    func suggest(open: [CategorisationInput], settled: [(input: CategorisationInput, row: CategorisedRow)]) -> OpenRowsAnswer
}

/// What an `OpenRowsCategoriser` answered.
public struct OpenRowsAnswer: Sendable {
    public var suggestions: [Suggestion]
    /// False when the member may only suggest (a remote model that disagreed too often with the
    /// settled rows): its answers then never settle a row, however confident.
    public var maySettle: Bool

    public init(suggestions: [Suggestion], maySettle: Bool = true) {
        self.suggestions = suggestions
        self.maySettle = maySettle
    }
}
