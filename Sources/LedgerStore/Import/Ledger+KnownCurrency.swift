import StatementCore

extension Ledger {
    /// The currency the ledger already holds this statement's account in, for a statement that
    /// does not say its own: the accounts at its institution ending in the same four characters
    /// (or, for a statement printing no number, the accounts the person's name can join,
    /// `currencies(ofAccountsNamed:for:)`). Nil when there is none, or when such accounts exist in
    /// several currencies: then only the person can say.
    public func knownCurrency(for statement: Statement, named name: String?) throws -> Currency? {
        let institution = statement.institution ?? AccountIdentity.unknownInstitution
        let codes: [String]
        if let masked = statement.account, masked != "unknown" {
            codes = try database.query(
                "SELECT DISTINCT currency FROM accounts WHERE institution = ? AND masked_number = ?",
                [.text(institution), .text(masked)]
            ) { $0.text(0) }
        } else if let name {
            codes = try currencies(ofAccountsNamed: name, for: statement)
        } else {
            return nil
        }
        return codes.count == 1 ? Currency(code: codes[0]) : nil
    }

    /// The currencies of the accounts `--account NAME` joins a statement printing no number to
    /// (`nameAccount`): those of that name at its bank and, for a file naming no bank (a CSV
    /// download), those of that name a statement printing a number made at any bank. So a download
    /// named after the account of its bank's PDFs is in that account's currency, as a person expects.
    public func currencies(ofAccountsNamed name: String, for statement: Statement) throws -> [String] {
        let institution = statement.institution ?? AccountIdentity.unknownInstitution
        return try database.query(
            """
            SELECT DISTINCT currency FROM accounts
            WHERE name = ? AND (institution = ? OR (? = ? AND identity NOT LIKE 'name:%')) ORDER BY currency
            """, [.text(name), .text(institution), .text(institution), .text(AccountIdentity.unknownInstitution)]
        ) { $0.text(0) }
    }
}
