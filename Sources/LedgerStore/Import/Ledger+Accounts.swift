import StatementCore

extension Ledger {
    /// The account `statement` belongs to, created when it is new. Never merges two accounts a
    /// statement tells apart: a full number is looked up by its hash; an account known only by its
    /// last four digits (a ledger from before schema 3) is claimed by the first full number ending
    /// that way. A statement printing no number goes to the account the person named, or, when
    /// they named exactly one at this institution before, to that one; otherwise it is refused.
    func resolveAccount(for statement: Statement, named name: String?) throws -> ResolvedAccount {
        let institution = statement.institution ?? AccountIdentity.unknownInstitution
        let currency = statement.currency.code.uppercased()
        switch AccountIdentity(statement: statement) {
        case let .number(hash, masked):
            let identity = "number:" + hash
            if let found = try account(identity: identity) { return try named(found, name) }
            let legacy = "masked:" + AccountIdentity.maskedKey(institution: institution, masked: masked, currency: currency)
            if let claimed = try account(identity: legacy) {
                try database.run("UPDATE accounts SET identity = ? WHERE id = ?", [.text(identity), .integer(claimed.id)])
                return try named(ResolvedAccount(id: claimed.id, fingerprintKey: claimed.fingerprintKey, identity: identity), name)
            }
            return try insertAccount(statement, masked: masked, identity: identity, fingerprintKey: identity, name: name)
        case .masked(let masked):
            let key = AccountIdentity.maskedKey(institution: institution, masked: masked, currency: currency)
            if let found = try account(identity: "masked:" + key) { return try named(found, name) }
            let sameEnding = try database.query("""
                SELECT id, fingerprint_key, identity FROM accounts WHERE institution = ? AND masked_number = ? AND currency = ?
                """, [.text(institution), .text(masked), .text(currency)]) {
                ResolvedAccount(id: $0.int64(0), fingerprintKey: $0.text(1), identity: $0.text(2))
            }
            if sameEnding.count == 1 { return try named(sameEnding[0], name) }
            if sameEnding.count > 1 { throw LedgerError.ambiguousAccount(institution: institution, masked: masked) }
            return try insertAccount(statement, masked: masked, identity: "masked:" + key, fingerprintKey: key, name: name)
        case .unnumbered:
            if let name {
                let identity = "name:" + [institution, name, currency].joined(separator: "\u{1F}")
                if let found = try account(identity: identity) { return found }
                return try insertAccount(statement, masked: "unknown", identity: identity, fingerprintKey: identity, name: name)
            }
            let remembered = try database.query("""
                SELECT id, fingerprint_key, identity, name FROM accounts
                WHERE institution = ? AND currency = ? AND identity LIKE 'name:%' ORDER BY id
                """, [.text(institution), .text(currency)]) {
                (account: ResolvedAccount(id: $0.int64(0), fingerprintKey: $0.text(1), identity: $0.text(2)), name: $0.optionalText(3) ?? "")
            }
            if remembered.count == 1 { return remembered[0].account }
            throw LedgerError.unnamedAccount(institution: institution, knownNames: remembered.map(\.name))
        }
    }

    private func account(identity: String) throws -> ResolvedAccount? {
        try database.query("SELECT id, fingerprint_key FROM accounts WHERE identity = ?", [.text(identity)]) {
            ResolvedAccount(id: $0.int64(0), fingerprintKey: $0.text(1), identity: identity)
        }.first
    }

    /// A name given for a numbered account becomes its display name, once.
    private func named(_ account: ResolvedAccount, _ name: String?) throws -> ResolvedAccount {
        if let name {
            try database.run("UPDATE accounts SET name = ? WHERE id = ? AND name IS NULL", [.text(name), .integer(account.id)])
        }
        return account
    }

    private func insertAccount(_ statement: Statement, masked: String, identity: String, fingerprintKey: String,
                               name: String?) throws -> ResolvedAccount {
        let id = try database.insertReturningID("""
            INSERT INTO accounts (institution, masked_number, currency, kind, identity, fingerprint_key, name)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """, [.text(statement.institution ?? AccountIdentity.unknownInstitution), .text(masked),
                  .text(statement.currency.code.uppercased()), .text(statement.kind.rawValue), .text(identity),
                  .text(fingerprintKey), .text(name)])
        return ResolvedAccount(id: id, fingerprintKey: fingerprintKey, identity: identity)
    }
}
