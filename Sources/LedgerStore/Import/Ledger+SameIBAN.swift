import StatementCore

extension Ledger {
    /// The accounts holding the statement's IBAN under another bank's name. An IBAN names one
    /// account in the world, whoever printed it: a download that names no bank (a CSV, CAMT or
    /// MT940 file, stored under "Unknown") and the bank's own statement are one account. For a
    /// statement naming its bank, the download's account; for a download, the accounts of named
    /// banks holding that IBAN. A plain number is unique only at its bank, so it never crosses banks.
    func sameIBANElsewhere(_ statement: Statement) throws -> [ResolvedAccount] {
        guard let printed = statement.accountNumber.map(AccountIdentity.plain), AccountIdentity.isIBAN(printed) else { return [] }
        let currency = statement.currency.code.uppercased()
        func identity(at institution: String) -> String {
            "number:" + AccountIdentity.numberHash(institution: institution, printed: printed, currency: currency)
        }
        if let institution = statement.institution, institution != AccountIdentity.unknownInstitution {
            return try account(identity: identity(at: AccountIdentity.unknownInstitution)).map { [$0] } ?? []
        }
        let institutions = try database.query(
            "SELECT DISTINCT institution FROM accounts WHERE currency = ? AND institution <> ? AND identity LIKE 'number:%'",
            [.text(currency), .text(AccountIdentity.unknownInstitution)]
        ) { $0.text(0) }
        return try institutions.compactMap { try account(identity: identity(at: $0)) }
    }
}
