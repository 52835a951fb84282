/// What the parser decided once for a whole statement, each with the reason: for `parse --explain`
/// and for a user writing a layout profile.
public struct ParseDecisions: Hashable, Sendable {
    /// "',' (voted by the amounts)", "'.' (layout profile es-bank)"
    public var decimalMark: String
    /// "day-month (a date with a day above 12 was read as day-month)"
    public var dateOrder: String
    /// "from the statement period 2025-03-01..2025-03-31"
    public var yearInference: String
    /// The readings tried where the text left a section's meaning open, each with its score and
    /// the one chosen; nil when the first reading was kept without a choice.
    public var readings: [String]?
    /// Each line's role and each decision's readings, as the parse recorded them; nil unless the
    /// parser was asked to trace (`parse --explain`). Never stored or written as JSON.
    public var trace: ParseTrace?
    /// The accounts an accounts overview in the statement names, for the check that each one
    /// that moved is read (`StatementParser.notingUnreadAccounts`). Not written as JSON.
    var overviewAccounts: [OverviewAccount] = []

    public init(decimalMark: String = "", dateOrder: String = "", yearInference: String = "") {
        self.decimalMark = decimalMark
        self.dateOrder = dateOrder
        self.yearInference = yearInference
    }
}

/// Synthesised here, beside the type: a batch worker hands statements over as JSON. The trace
/// is for `parse --explain` only and stays out of it.
extension ParseDecisions: Codable {
    enum CodingKeys: String, CodingKey { case decimalMark, dateOrder, yearInference, readings }
}
