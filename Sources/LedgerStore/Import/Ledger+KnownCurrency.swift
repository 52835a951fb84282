import StatementCore

extension Ledger {
    /// The currency the ledger already holds this statement's account in, for a statement that
    /// does not say its own: the accounts at its institution ending in the same four characters
    /// (or, for a statement printing no number, the account the person named). Nil when there is
    /// none, or when such accounts exist in several currencies: then only the person can say.
    public func knownCurrency(for statement: Statement, named name: String?) throws -> Currency? {
        let institution = statement.institution ?? AccountIdentity.unknownInstitution
        let codes: [String]
        if let masked = statement.account, masked != "unknown" {
            codes = try database.query(
                "SELECT DISTINCT currency FROM accounts WHERE institution = ? AND masked_number = ?",
                [.text(institution), .text(masked)]
            ) { $0.text(0) }
        } else if let name {
            codes = try database.query(
                "SELECT DISTINCT currency FROM accounts WHERE institution = ? AND name = ?",
                [.text(institution), .text(name)]
            ) { $0.text(0) }
        } else {
            return nil
        }
        return codes.count == 1 ? Currency(code: codes[0]) : nil
    }
}
