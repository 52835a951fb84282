import StatementCore

/// Compact views of a parsed statement for the hand-built layout tests: one string per fact, so a
/// failing expectation prints what the parser saw next to what the statement says.
extension Statement {
    /// "2025-02-01..2025-02-28", or nil when no period was found.
    var periodText: String? { period.map { "\($0.start.iso)..\($0.end.iso)" } }

    /// (opening, closing) as decimal strings.
    var balancesText: [String?] { [openingBalance?.decimalString, closingBalance?.decimalString] }

    /// The problems as "page P, line L: message".
    var problemTexts: [String] { verification.problems.map(\.description) }
}
