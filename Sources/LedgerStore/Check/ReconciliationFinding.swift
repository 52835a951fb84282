import StatementCore

/// Where an account's statements do not join up with each other or with the ledger's rows.
public struct ReconciliationFinding: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// No statement covers the days between two statements of the account.
        case gap(after: LocalDate, before: LocalDate)
        /// A statement opens with another balance than the one before it closed with.
        case openingDisagrees(previousClosing: Money, opening: Money, previousStatementID: Int64)
        /// The ledger's running sum of the account's rows (duplicates left out) is not the
        /// statement's closing balance; `lookAlikes` are rows that may explain it.
        case runningSumDiffers(ledger: Money, closing: Money, lookAlikes: [String])
    }

    public var kind: Kind
    public var accountID: Int64
    /// "…5678", or the name a person gave the account.
    public var account: String
    public var statementID: Int64
    public var fileName: String

    /// A gap is a missing statement, not a ledger that disagrees with the bank.
    public var isGap: Bool { if case .gap = kind { true } else { false } }

    public var description: String {
        switch kind {
        case let .gap(after, before):
            return "no statement between \(after.iso) and \(before.iso) for \(account)"
        case let .openingDisagrees(previousClosing, opening, previous):
            return "statement \(statementID) \(fileName) for \(account) opens at \(opening.decimalString) \(opening.currency.code), "
                + "but statement \(previous) before it closed at \(previousClosing.decimalString)"
        case let .runningSumDiffers(ledger, closing, lookAlikes):
            var text =
                "\(account): the ledger's rows come to \(ledger.decimalString) \(ledger.currency.code) at the end of statement "
                + "\(statementID) \(fileName), which closes at \(closing.decimalString)"
            if !lookAlikes.isEmpty {
                text +=
                    "; look-alike rows that may be the same payment twice: \(lookAlikes.joined(separator: ", ")) "
                    + "(mark one with `review --duplicate ID`)"
            }
            return text
        }
    }
}
