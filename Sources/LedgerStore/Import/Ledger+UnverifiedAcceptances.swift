import StatementCore

extension Ledger {
    /// Every remembered acceptance, by account then layout.
    public func unverifiedAcceptances() throws -> [UnverifiedAcceptance] {
        try database.query(
            "SELECT \(UnverifiedAcceptance.columns) FROM unverified_acceptances ORDER BY account_id, layout", [],
            UnverifiedAcceptance.init(row:))
    }

    /// Forgets the acceptances of one account: its statements printing no balance are refused
    /// again until a person accepts one. Returns how many were forgotten.
    @discardableResult
    public func forgetUnverifiedAcceptances(accountID: Int64) throws -> Int {
        try atomically {
            let forgotten = try unverifiedAcceptances().filter { $0.accountID == accountID }
            guard !forgotten.isEmpty else { return 0 }
            try database.run("DELETE FROM unverified_acceptances WHERE account_id = ?", [.integer(accountID)])
            try recordLedgerEvent(
                action: "unverified acceptance forgotten", subject: "account \(accountID)",
                detail: forgotten.map(\.layout).joined(separator: "; "))
            return forgotten.count
        }
    }

    /// The layouts any account accepted: a statement of none of them is refused before any work.
    func acceptedUnverifiedLayouts() throws -> Set<String> {
        Set(try database.query("SELECT layout FROM unverified_acceptances", []) { $0.text(0) })
    }

    func acceptsUnverified(accountID: Int64, layout: String) throws -> Bool {
        try database.scalarInt(
            "SELECT 1 FROM unverified_acceptances WHERE account_id = ? AND layout = ?", [.integer(accountID), .text(layout)]) != nil
    }

    /// Remembers a person's acceptance of `statement`'s account and layout (inside the import's transaction).
    func rememberUnverifiedAcceptance(accountID: Int64, statement: Statement, fileName: String) throws {
        let layout = NamedAccountIdentity.layout(of: statement)
        try database.run(
            """
            INSERT INTO unverified_acceptances (account_id, layout, file_name, accepted_at) VALUES (?, ?, ?, ?)
            ON CONFLICT (account_id, layout) DO NOTHING
            """, [.integer(accountID), .text(layout), .text(fileName), .text(LedgerClock.timestamp())])
        try recordLedgerEvent(
            action: "unverified acceptance remembered", subject: "account \(accountID)", detail: "\(layout) from \(fileName)")
    }
}
