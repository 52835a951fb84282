import StatementCore

extension Ledger {
    /// A statement printing no number: the account the person named (`--account NAME`), or the
    /// one name remembered for statements like it. A remembered name is a guess from what the
    /// statement looks like, so it applies only where the institution was found and the layout
    /// (kind, layout profile, table header) is the same: another bank's card, or a bank whose name
    /// was not read, asks again instead of joining the account. Of several remembered for statements
    /// like it, the one whose balance it carries over is taken, when only one fits.
    /// `apart` holds the accounts other statements of the same file took over the same days: one
    /// file never prints one account twice for the same days, so a statement that would join one
    /// of those goes apart instead (`unnumberedApart`), never merged into it.
    func nameAccount(
        for statement: Statement, named name: String?, rows: StatementFingerprints, apart: Set<Int64> = []
    ) throws -> ResolvedAccount {
        let found = try namedOrRemembered(statement, named: name, rows: rows, apart: apart)
        guard apart.contains(found.id) else { return found }
        return try unnumberedApart(statement, from: found, rows: rows, apart: apart)
    }

    private func namedOrRemembered(
        _ statement: Statement, named name: String?, rows: StatementFingerprints, apart: Set<Int64>
    ) throws -> ResolvedAccount {
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
        // Several (two a file printed without numbers, "Joint" and "Joint (2)"): the one whose
        // statements this one continues (the same rows over the same days, or the balance carried
        // over), when exactly one does; one its file gave another statement of these days is not it.
        var continued: [ResolvedAccount] = []
        for candidate in alike where !apart.contains(candidate.account.id) {
            if try cardEvidence(statement, account: candidate.account, rows: rows) == .same { continued.append(candidate.account) }
        }
        if continued.count == 1 { return continued[0] }
        throw LedgerError.unnamedAccount(institution: institution, knownNames: alike.map(\.name))
    }

    /// A statement printing no number whose account another statement of its file took over the
    /// same days (two cards or accounts printed without numbers, both named by one `--account`):
    /// another account, called after the first with its place among them, "Joint (2)", so the
    /// person sees both. It joins the account of that name an earlier file's statement went to,
    /// unless that account's statements contradict it (`cardEvidence`: other rows over the same
    /// days, a balance that does not carry over); then the next place is tried, up to a new account.
    private func unnumberedApart(
        _ statement: Statement, from found: ResolvedAccount, rows: StatementFingerprints, apart: Set<Int64>
    ) throws -> ResolvedAccount {
        let institution = statement.institution ?? AccountIdentity.unknownInstitution
        let currency = statement.currency.code.uppercased()
        let stem = try database.query("SELECT name FROM accounts WHERE id = ?", [.integer(found.id)]) { $0.optionalText(0) }.first ?? nil
        let first = stem ?? "account \(found.id)"
        // One place more than there are accounts is always free: the search ends.
        let count = try database.query("SELECT COUNT(*) FROM accounts", []) { $0.int64(0) }.first ?? 0
        for place in 2...(Int(clamping: count) + 2) {
            let name = "\(first) (\(place))"
            let same = try database.query(
                """
                SELECT id, fingerprint_key, identity FROM accounts
                WHERE institution = ? AND currency = ? AND identity LIKE 'name:%' AND name = ? ORDER BY id
                """, [.text(institution), .text(currency), .text(name)]
            ) { ResolvedAccount(id: $0.int64(0), fingerprintKey: $0.text(1), identity: $0.text(2)) }
            if var earlier = same.first {
                if apart.contains(earlier.id) { continue }
                if try cardEvidence(statement, account: earlier, rows: rows).isContradiction { continue }
                earlier.keptApart = (first, name)
                return earlier
            }
            let identity = NamedAccountIdentity(
                institution: institution, name: name, currency: currency, layout: NamedAccountIdentity.layout(of: statement))
            var made = try insertAccount(statement, masked: "unknown", identity: identity.text, fingerprintKey: identity.text, name: name)
            made.keptApart = (first, name)
            return made
        }
        throw LedgerError.unnamedAccount(institution: institution, knownNames: [first])
    }
}
