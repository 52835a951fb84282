import StatementCore

/// Where an account's statements do not join up with each other or with the ledger's rows.
public struct ReconciliationFinding: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// No statement covers the days between two statements of the account.
        case gap(after: LocalDate, before: LocalDate)
        /// A statement opens with another balance than the one before it closed with.
        case openingDisagrees(previousClosing: Money, opening: Money, previousStatementID: Int64)
        /// The ledger's running sum of the account's rows (duplicates left out) is not the
        /// statement's closing balance; `lookAlikes` are rows that may explain it, `markedDuplicates`
        /// rows marked duplicate whose amounts make up the difference exactly (a wrong mark).
        case runningSumDiffers(ledger: Money, closing: Money, lookAlikes: [String], markedDuplicates: [String] = [])
    }

    public var kind: Kind
    public var accountID: Int64
    /// "…5678", or the name a person gave the account.
    public var account: String
    public var statementID: Int64
    public var fileName: String

    /// The statements the finding is about: its own, and for an opening the one before it.
    public var statementIDs: Set<Int64> {
        if case let .openingDisagrees(_, _, previous) = kind { [statementID, previous] } else { [statementID] }
    }

    /// A gap is a missing statement, not a ledger that disagrees with the bank.
    public var isGap: Bool { if case .gap = kind { true } else { false } }

    /// The difference is made up exactly by rows marked duplicate: taking a mark back mends it,
    /// where re-importing the statement would add nothing (its file is already imported).
    public var isExplainedByDuplicateMarks: Bool {
        if case let .runningSumDiffers(_, _, _, marked) = kind { !marked.isEmpty } else { false }
    }

    public var description: String {
        switch kind {
        case let .gap(after, before):
            return "no statement between \(after.iso) and \(before.iso) for \(account)"
        case let .openingDisagrees(previousClosing, opening, previous):
            return "statement \(statementID) \(fileName) for \(account) opens at \(opening.decimalString) \(opening.currency.code), "
                + "but statement \(previous) before it closed at \(previousClosing.decimalString)"
        case let .runningSumDiffers(ledger, closing, lookAlikes, markedDuplicates):
            var text =
                "\(account): the ledger's rows come to \(ledger.decimalString) \(ledger.currency.code) at the end of statement "
                + "\(statementID) \(fileName), which closes at \(closing.decimalString)"
            if !lookAlikes.isEmpty {
                text +=
                    "; look-alike rows that may be the same payment twice: \(lookAlikes.joined(separator: ", ")) "
                    + "(mark one with `review --duplicate ID`)"
            }
            if !markedDuplicates.isEmpty {
                let rows = markedDuplicates.count == 1 ? "the row" : "the rows"
                text +=
                    "; \(rows) marked duplicate \(markedDuplicates.joined(separator: ", ")) make\(markedDuplicates.count == 1 ? "s" : "") up the difference: "
                    + "if the mark is wrong, take it back with `statement-import review --not-duplicate ID`"
            }
            return text
        }
    }
}
