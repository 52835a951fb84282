import StatementCore

extension Ledger {
    /// A statement printing no number: the account the person named (`--account NAME`), or the
    /// one name remembered for statements like it. A remembered name is a guess from what the
    /// statement looks like, so it applies only where the institution was found and the layout
    /// (kind, layout profile, table header) is the same: another bank's card, or a bank whose name
    /// was not read, asks again instead of joining the account.
    func nameAccount(for statement: Statement, named name: String?) throws -> ResolvedAccount {
        let institution = statement.institution ?? AccountIdentity.unknownInstitution
        let currency = statement.currency.code.uppercased()
        let layout = NamedAccountIdentity.layout(of: statement)
        let named = try database.query(
            """
            SELECT id, fingerprint_key, identity, name FROM accounts
            WHERE institution = ? AND currency = ? AND identity LIKE 'name:%' ORDER BY id
            """, [.text(institution), .text(currency)]
        ) { (account: ResolvedAccount(id: $0.int64(0), fingerprintKey: $0.text(1), identity: $0.text(2)), name: $0.optionalText(3) ?? "") }
        if let name {
            let identity = NamedAccountIdentity(institution: institution, name: name, currency: currency, layout: layout)
            // The person said which account: the one of that name at this bank, whatever it looked like.
            let same = named.filter { $0.name == name }
            if let found = same.first(where: { $0.account.identity == identity.text }) ?? same.first {
                // Named before the layout was part of the identity: it remembers this one from now on.
                guard NamedAccountIdentity.layout(ofIdentity: found.account.identity) == nil else { return found.account }
                try database.run("UPDATE accounts SET identity = ? WHERE id = ?", [.text(identity.text), .integer(found.account.id)])
                return ResolvedAccount(id: found.account.id, fingerprintKey: found.account.fingerprintKey, identity: identity.text)
            }
            // A file printing neither number nor bank (a CSV download) named after an account a
            // statement with a number was given that name for: that account, so its PDF proves it.
            let elsewhere = try database.query(
                """
                SELECT id, fingerprint_key, identity FROM accounts
                WHERE name = ? AND currency = ? AND identity NOT LIKE 'name:%' AND (? = ? OR institution = ?)
                """, [.text(name), .text(currency), .text(institution), .text(AccountIdentity.unknownInstitution), .text(institution)]
            ) { ResolvedAccount(id: $0.int64(0), fingerprintKey: $0.text(1), identity: $0.text(2)) }
            if elsewhere.count == 1 { return elsewhere[0] }
            return try insertAccount(statement, masked: "unknown", identity: identity.text, fingerprintKey: identity.text, name: name)
        }
        let alike = named.filter { NamedAccountIdentity.layout(ofIdentity: $0.account.identity) == layout }
        // A bank whose name was not read cannot be told from another: asked every time.
        guard institution != AccountIdentity.unknownInstitution else {
            throw LedgerError.unnamedAccount(institution: institution, knownNames: [])
        }
        if alike.count == 1 { return alike[0].account }
        throw LedgerError.unnamedAccount(institution: institution, knownNames: alike.map(\.name))
    }
}
