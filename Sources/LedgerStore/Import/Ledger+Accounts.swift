import StatementCore

extension Ledger {
    /// The account `statement` belongs to, created when it is new. Never merges two accounts a
    /// statement tells apart: a full number is looked up by its hash and bank code; an account
    /// known only by its last four digits (a ledger from before schema 3) is claimed by the first
    /// full number ending that way. A statement printing only the last four digits joins the
    /// account ending that way whose statements it agrees with (see `cardEvidence`). A statement
    /// printing no number goes to the account the person named, or, when they named exactly one
    /// for statements of this institution and layout before, to that one; otherwise it is refused
    /// (and one printing no number over the same days as another of its file goes apart from it).
    /// `rows` keeps the fingerprints weighing a card computed, for the import to reuse. `apart`
    /// holds the accounts other statements of the same file took over the same days: one file
    /// never prints two statements of one account for the same days, so those are other accounts.
    func resolveAccount(
        for statement: Statement, named name: String?, rows: StatementFingerprints, apart: Set<Int64> = []
    ) throws -> ResolvedAccount {
        switch AccountIdentity(statement: statement) {
        case let .number(hash, masked, code):
            // "--account 4417" on a number ending 4417 says which account, it is no name for it.
            let name = name.flatMap { Ledger.pointsAtLastFour($0, masked: masked) ? nil : $0 }
            return try numberedAccount(statement, hash: hash, masked: masked, code: code, name: name)
        case .masked(let masked):
            return try lastFourAccount(statement, masked: masked, name: name, rows: rows, apart: apart)
        case .unnumbered:
            return try nameAccount(for: statement, named: name, rows: rows, apart: apart)
        }
    }

    /// A full number, with the bank code printed beside it when there is one. The same number
    /// seen before without its code (an older ledger, a statement that did not print it) is that
    /// account, which takes the code; a number printed without a code joins the one account
    /// holding it at some code, and is refused when several do.
    private func numberedAccount(
        _ statement: Statement, hash: String, masked: String, code: String?,
        name: String?
    ) throws -> ResolvedAccount {
        let institution = statement.institution ?? AccountIdentity.unknownInstitution
        let bare = "number:" + hash
        let identity = code.map { bare + "/" + $0 } ?? bare
        if let found = try account(identity: identity) { return try named(found, name) }
        if code != nil, let uncoded = try account(identity: bare) {
            return try named(try claim(uncoded, identity: identity, bankCode: statement.bankCode), name)
        }
        if code == nil {
            let coded = try accounts(where: "identity LIKE ?", [.text(bare + "/%")])
            if coded.count == 1 { return try named(coded[0].account, name) }
            if let match = coded.first(where: { $0.name != nil && $0.name == name }) { return match.account }
            if coded.count > 1 {
                throw LedgerError.uncodedNumber(
                    institution: institution, masked: masked, codes: coded.map { $0.bankCode ?? "?" },
                    names: coded.compactMap(\.name))
            }
        }
        var elsewhere = try sameIBANElsewhere(statement)
        if elsewhere.isEmpty { elsewhere = try samePlainNumberProven(statement) }
        if elsewhere.count == 1 {
            let held = try database.query("SELECT institution FROM accounts WHERE id = ?", [.integer(elsewhere[0].id)]) { $0.text(0) }
            // A statement naming its bank takes over a download's account; its rows keep their fingerprints.
            guard let institution = statement.institution, held.first == AccountIdentity.unknownInstitution else {
                return try named(elsewhere[0], name)
            }
            try database.run("UPDATE accounts SET institution = ? WHERE id = ?", [.text(institution), .integer(elsewhere[0].id)])
            return try named(try claim(elsewhere[0], identity: identity, bankCode: statement.bankCode), name)
        }
        let currency = statement.currency.code.uppercased()
        let legacy = "masked:" + AccountIdentity.maskedKey(institution: institution, masked: masked, currency: currency)
        if let claimed = try account(identity: legacy) {
            return try named(try claim(claimed, identity: identity, bankCode: statement.bankCode), name)
        }
        if let name, let downloaded = try namedDownloadAccount(name, statement: statement) {
            try database.run(
                "UPDATE accounts SET institution = ?, masked_number = ? WHERE id = ?",
                [.text(institution), .text(masked), .integer(downloaded.id)])
            return try claim(downloaded, identity: identity, bankCode: statement.bankCode)
        }
        return try insertAccount(statement, masked: masked, identity: identity, fingerprintKey: identity, name: name)
    }

    /// Only the last four digits are printed, so two cards of one bank may look alike. The
    /// statement joins the account ending that way it agrees with, or the one the person named;
    /// an account whose statements contradict it (the same days with other rows, or a balance
    /// that does not carry over from the statement just before) is another card, and the
    /// statement is refused unless a name keeps it apart. Accounts in `apart` are not candidates:
    /// a statement whose only candidates are apart is a new account of its own.
    private func lastFourAccount(
        _ statement: Statement, masked: String, name: String?,
        rows: StatementFingerprints, apart: Set<Int64>
    ) throws -> ResolvedAccount {
        let institution = statement.institution ?? AccountIdentity.unknownInstitution
        let currency = statement.currency.code.uppercased()
        let key = AccountIdentity.maskedKey(institution: institution, masked: masked, currency: currency)
        let alike = try accounts(
            where: "institution = ? AND masked_number = ? AND currency = ? AND identity NOT LIKE 'name:%'",
            [.text(institution), .text(masked), .text(currency)])
        let candidates = alike.filter { !apart.contains($0.account.id) }
        if !apart.isEmpty, candidates.isEmpty {
            return try accountApart(statement, masked: masked, key: key, alike: alike)
        }
        // A name given for the whole file named the account an earlier statement of it took.
        let given = alike.contains { apart.contains($0.account.id) && $0.name == name } ? nil : name
        if let name = given, let match = candidates.first(where: { $0.name == name }) { return match.account }
        // "--account 3107" (or …3107): the person says it is the unnamed card already stored.
        if let name = given, Ledger.pointsAtLastFour(name, masked: masked),
            let stored = candidates.first(where: { $0.name == nil }) ?? (candidates.count == 1 ? candidates.first : nil)
        {
            return stored.account
        }
        // Last four digits with no stored card ending that way: a new card, unnamed (a name of
        // digits would hide that its last four are known).
        let name = given.flatMap { Ledger.pointsAtLastFour($0, masked: masked) ? nil : $0 }
        // Only a card's statement is weighed: a bank account printing only its last digits
        // keeps joining the one account ending that way, and `check` reports what disagrees.
        guard statement.kind == .card || candidates.count > 1 || name != nil else {
            if let only = candidates.first { return try named(only.account, name) }
            return try insertAccount(statement, masked: masked, identity: "masked:" + key, fingerprintKey: key, name: nil)
        }
        var judged: [(candidate: AccountCandidate, evidence: CardEvidence)] = []
        for candidate in candidates where name == nil || candidate.name == nil {
            judged.append((candidate, try cardEvidence(statement, account: candidate.account, rows: rows)))
        }
        let fitting = judged.filter { !$0.evidence.isContradiction }
        let continued = fitting.filter { $0.evidence == .same }
        if let only = continued.count == 1 ? continued[0] : (fitting.count == 1 ? fitting[0] : nil) {
            return try named(only.candidate.account, name)
        }
        if let name {
            let identity = "masked:" + key + "\u{1F}" + name
            return try insertAccount(statement, masked: masked, identity: identity, fingerprintKey: identity, name: name)
        }
        if candidates.isEmpty {
            return try insertAccount(statement, masked: masked, identity: "masked:" + key, fingerprintKey: key, name: nil)
        }
        if fitting.isEmpty, case .contradiction(let why)? = judged.first?.evidence {
            throw LedgerError.unclearAccount(institution: institution, masked: masked, why: why, names: candidates.compactMap(\.name))
        }
        throw LedgerError.ambiguousAccount(institution: institution, masked: masked)
    }

    /// Another account printed with the same last digits in the same file: unnamed, and told
    /// apart from the others ending that way by its place among them.
    private func accountApart(
        _ statement: Statement, masked: String, key: String, alike: [AccountCandidate]
    ) throws -> ResolvedAccount {
        var ordinal = alike.count + 1
        while try account(identity: "masked:" + key + "\u{1F}#\(ordinal)") != nil { ordinal += 1 }
        let identity = "masked:" + key + "\u{1F}#\(ordinal)"
        return try insertAccount(statement, masked: masked, identity: identity, fingerprintKey: identity, name: nil)
    }

    /// "3107", "…3107", "...3107" for an account shown as "…3107".
    static func pointsAtLastFour(_ name: String, masked: String) -> Bool {
        let digits = masked.drop { $0 == "…" }
        return !digits.isEmpty && [String(digits), "…" + digits, "..." + digits].contains(name)
    }

    func account(identity: String) throws -> ResolvedAccount? {
        try database.query("SELECT id, fingerprint_key FROM accounts WHERE identity = ?", [.text(identity)]) {
            ResolvedAccount(id: $0.int64(0), fingerprintKey: $0.text(1), identity: identity)
        }.first
    }

    func accounts(where condition: String, _ values: [DatabaseValue]) throws -> [AccountCandidate] {
        try database.query("SELECT id, fingerprint_key, identity, name, bank_code FROM accounts WHERE \(condition) ORDER BY id", values) {
            AccountCandidate(
                account: ResolvedAccount(id: $0.int64(0), fingerprintKey: $0.text(1), identity: $0.text(2)),
                name: $0.optionalText(3), bankCode: $0.optionalText(4))
        }
    }

    /// An account known by less takes the fuller identity; its rows keep their fingerprint key.
    private func claim(_ account: ResolvedAccount, identity: String, bankCode: String?) throws -> ResolvedAccount {
        try database.run(
            "UPDATE accounts SET identity = ?, bank_code = COALESCE(bank_code, ?) WHERE id = ?",
            [.text(identity), .text(bankCode), .integer(account.id)])
        return ResolvedAccount(id: account.id, fingerprintKey: account.fingerprintKey, identity: identity)
    }

    /// The one account a file printing neither number nor bank (a CSV download) was stored under
    /// with `--account NAME`: a statement printing its number, given the same name, is that
    /// account, which takes the number (its rows keep their fingerprints).
    private func namedDownloadAccount(_ name: String, statement: Statement) throws -> ResolvedAccount? {
        let found = try accounts(
            where: "name = ? AND currency = ? AND identity LIKE 'name:%' AND institution = ?",
            [.text(name), .text(statement.currency.code.uppercased()), .text(AccountIdentity.unknownInstitution)])
        return found.count == 1 ? found[0].account : nil
    }

    /// A name given for a numbered account becomes its display name, once.
    private func named(_ account: ResolvedAccount, _ name: String?) throws -> ResolvedAccount {
        if let name {
            try database.run("UPDATE accounts SET name = ? WHERE id = ? AND name IS NULL", [.text(name), .integer(account.id)])
        }
        return account
    }

    func insertAccount(
        _ statement: Statement, masked: String, identity: String, fingerprintKey: String,
        name: String?
    ) throws -> ResolvedAccount {
        let id = try database.insertReturningID(
            """
            INSERT INTO accounts (institution, masked_number, currency, kind, identity, fingerprint_key, name, bank_code)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .text(statement.institution ?? AccountIdentity.unknownInstitution), .text(masked),
                .text(statement.currency.code.uppercased()), .text(statement.kind.rawValue), .text(identity),
                .text(fingerprintKey), .text(name), .text(statement.bankCode),
            ])
        return ResolvedAccount(id: id, fingerprintKey: fingerprintKey, identity: identity)
    }
}
