/// An account an accounts overview names, with whether its money moved in the period: a file
/// whose overview names several accounts yields a statement for each that moved, or says which
/// it did not read (`StatementParser.unreadAccounts`).
struct OverviewAccount: Hashable, Sendable {
    var account: PrintedAccount
    var page: Int
    var line: Int
    /// A total is not zero, or the closing balance is not the opening.
    var moved: Bool
    /// The balances its row prints, as magnitudes in minor units: a statement of the account
    /// starts and ends at them, and a section of the file printing them is that account's.
    var opening: Int64? = nil
    var closing: Int64? = nil

    /// The accounts the overviews name by a number (four digits at least, so "…7788" can be
    /// told from the statement's own), the rows adding them up left out.
    static func named(in overviews: [AccountsOverview], readings: [LineReading], reader: LineReader) -> [OverviewAccount] {
        var found: [OverviewAccount] = []
        for overview in overviews {
            for row in overview.rows where readings[row].summary != .total {
                let reading = readings[row]
                let words = reading.line.words
                let named = reading.descriptionRange.filter { reader.amount(words, at: $0, from: $0) == nil }
                let digits = named.map { words[$0].text }.joined().filter(\.isASCIIDigit)
                guard digits.count >= 4 else { continue }
                var opening: Int64?, closing: Int64?, totals: Int64 = 0
                for (cell, token) in overview.figures(of: reading, reader: reader) {
                    switch cell.label {
                    case .opening?: opening = opening ?? token.magnitude
                    case .closing?: closing = closing ?? token.magnitude
                    case .total?: totals |= token.magnitude
                    case nil: continue
                    }
                }
                found.append(
                    OverviewAccount(
                        account: PrintedAccount(number: digits), page: reading.line.page, line: reading.line.number,
                        moved: totals != 0 || opening != closing, opening: opening, closing: closing))
            }
        }
        return found
    }
}
