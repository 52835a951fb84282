import StatementCore

/// What identifies an account across statements: the unique key of the `accounts` table.
public struct AccountKey: Hashable, Sendable {
    public var institution: String
    public var maskedNumber: String
    public var currency: String

    public init(institution: String, maskedNumber: String, currency: String) {
        self.institution = institution
        self.maskedNumber = maskedNumber
        self.currency = currency.uppercased()
    }

    /// Statements that do not print an institution or number still need one stable account,
    /// so they share an explicit "unknown" one per currency rather than failing to import.
    public init(statement: Statement) {
        self.init(institution: statement.institution ?? "Unknown", maskedNumber: statement.account ?? "unknown",
                  currency: statement.currency.code)
    }

    /// The text that goes into fingerprints; unit separators keep fields from running together.
    var fingerprintText: String { [institution, maskedNumber, currency].joined(separator: "\u{1F}") }
}
