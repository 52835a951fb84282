import StatementCore

extension Ledger {
    /// Every row of `transfer_pairs`, oldest first.
    public func transferPairs() throws -> [StoredTransferPair] {
        try database.query("SELECT \(StoredTransferPair.columns) FROM transfer_pairs ORDER BY id", [], StoredTransferPair.init(row:))
    }

    public func transferAccounts() throws -> [TransferAccount] {
        let holders = try holderWords()
        return try accounts().map { account in
            var transfer = TransferAccount(account)
            transfer.holderWords = holders[account.id] ?? []
            return transfer
        }
    }

    /// Per account, the name words of the holder its latest statement printing one names (ledger
    /// version 9 keeps it); none in a ledger read where it cannot be upgraded from before.
    private func holderWords() throws -> [Int64: [String]] {
        guard try storedSchemaVersion() > LedgerSchema.migrations.firstIndex(of: LedgerSchema.versionForeignAmounts) ?? 0 else {
            return [:]
        }
        var words: [Int64: [String]] = [:]
        let rows = try database.query(
            "SELECT account_id, holder_name FROM statements WHERE holder_name IS NOT NULL ORDER BY id", []
        ) { ($0.int64(0), $0.text(1)) }
        for (account, name) in rows {
            let lines = name.split(separator: "\n").map(String.init)
            words[account] = HolderBlock(names: lines).nameWords.map(AccountMention.folded)
        }
        return words
    }

    /// Pairs the transfers among every row of the ledger that is in no pair yet and that no person
    /// unpaired, and stores them as `found`; a pair that stands, and a person's word, are never
    /// changed (`review --find-pairs`). Runs inside the caller's transaction when there is one. An
    /// import pairs the rows it stores itself (`pairImportedTransfers`).
    @discardableResult
    public func findTransferPairs() throws -> TransferMatch {
        let matcher = TransferMatcher(accounts: try transferAccounts())
        guard matcher.canPair else { return TransferMatch() }
        return try atomically {
            let match = matcher.match(try freeTransferLegs(since: nil, until: nil))
            try storeFound(match.pairs)
            return match
        }
    }

    /// Stores the matcher's pairs as `found`, in the order given.
    func storeFound(_ pairs: [TransferPair]) throws {
        let now = LedgerClock.timestamp()
        for pair in pairs {
            try database.run(
                """
                INSERT INTO transfer_pairs (outgoing_id, incoming_id, status, strength, created_at, updated_at)
                VALUES (?, ?, 'found', ?, ?, ?)
                """, [.text(pair.outgoingID), .text(pair.incomingID), .text(pair.strength.rawValue), .text(now), .text(now)])
        }
    }

    /// What a check says about transfers, without writing: legs whose partner should be in the
    /// ledger but is not, legs with two equal candidates, and pairs the ledger has not stored yet
    /// (a ledger from before pairing, until `review --find-pairs`).
    public func transferFlags() throws -> TransferMatch {
        TransferMatcher(accounts: try transferAccounts()).match(try freeTransferLegs(since: nil, until: nil))
    }

    /// Rows in no `transfer_pairs` row, duplicates left out, oldest first; with `amounts`, only
    /// the rows of those amounts (as many as the database takes in one statement).
    func freeTransferLegs(since: LocalDate?, until: LocalDate?, amounts: [Int64]? = nil) throws -> [TransferLeg] {
        var conditions = [
            "duplicate = 0", "id NOT IN (SELECT outgoing_id FROM transfer_pairs WHERE outgoing_id IS NOT NULL)",
            "id NOT IN (SELECT incoming_id FROM transfer_pairs WHERE incoming_id IS NOT NULL)",
        ]
        var values: [DatabaseValue] = []
        if let since { conditions.append("date >= ?"); values.append(.text(since.iso)) }
        if let until { conditions.append("date <= ?"); values.append(.text(until.iso)) }
        if let amounts {
            conditions.append("amount_minor IN (\(Array(repeating: "?", count: amounts.count).joined(separator: ", ")))")
            values += amounts.map(DatabaseValue.integer)
        }
        return try database.query(
            "SELECT \(TransferLeg.columns) FROM transactions WHERE \(conditions.joined(separator: " AND ")) ORDER BY date, id",
            values, TransferLeg.init(row:))
    }

    /// A person pairs two rows as one transfer: money out of one account, into another. A pair
    /// either row stood in is unpaired (the person's word replaces the tool's), and a "not a
    /// transfer" either row carried is lifted. Returns what the person should hear of it: rows of
    /// one currency moving different amounts (`checkPersonPair`).
    @discardableResult
    public func pairTransfer(_ firstID: String, _ secondID: String) throws -> String? {
        try atomically {
            guard let first = try transaction(id: firstID) else { throw LedgerError.noSuchTransaction(firstID) }
            guard let second = try transaction(id: secondID) else { throw LedgerError.noSuchTransaction(secondID) }
            guard first.accountID != second.accountID, first.amount.minorUnits.signum() * second.amount.minorUnits.signum() == -1 else {
                throw LedgerError.notATransfer(
                    "\(firstID.prefix(8)) and \(secondID.prefix(8)) are not money out of one account and into another")
            }
            let (outgoing, incoming) = first.amount.minorUnits < 0 ? (first, second) : (second, first)
            let note = try Ledger.checkPersonPair(outgoing: outgoing, incoming: incoming, standing: try transferPairs())
            let now = LedgerClock.timestamp()
            for id in [outgoing.id, incoming.id] {
                try database.run(
                    """
                    UPDATE transfer_pairs SET status = 'unpaired', updated_at = ?
                    WHERE status <> 'unpaired' AND (outgoing_id = ? OR incoming_id = ?)
                    """, [.text(now), .text(id), .text(id)])
                try database.run(
                    "DELETE FROM transfer_pairs WHERE status = 'unpaired' AND (outgoing_id IS NULL OR incoming_id IS NULL) AND (outgoing_id = ? OR incoming_id = ?)",
                    [.text(id), .text(id)])
            }
            try database.run(
                """
                INSERT INTO transfer_pairs (outgoing_id, incoming_id, status, strength, created_at, updated_at)
                VALUES (?, ?, 'confirmed', 'person', ?, ?)
                """, [.text(outgoing.id), .text(incoming.id), .text(now), .text(now)])
            try recordLedgerEvent(
                action: "transfer paired", subject: "transaction \(outgoing.id)", detail: "with transaction \(incoming.id), by a person")
            return note
        }
    }

    /// A person says a row is no transfer: the pair it stood in is unpaired (and the tool never
    /// pairs those legs again); a row in no pair is marked so that no flag asks for its partner.
    /// Returns the pair that was undone, nil when the row stood alone.
    @discardableResult
    public func unpairTransfer(_ id: String) throws -> StoredTransferPair? {
        try atomically {
            guard let row = try transaction(id: id) else { throw LedgerError.noSuchTransaction(id) }
            let now = LedgerClock.timestamp()
            if let pair = try transferPairs().first(where: { $0.stands && $0.holds(id) }) {
                try database.run(
                    "UPDATE transfer_pairs SET status = 'unpaired', updated_at = ? WHERE id = ?", [.text(now), .integer(pair.id)])
                try recordLedgerEvent(
                    action: "transfer unpaired", subject: "transaction \(id)",
                    detail: "pair \(pair.id) (\(pair.outgoingID ?? "?") → \(pair.incomingID ?? "?")) undone by a person")
                return pair
            }
            let outgoing = row.amount.minorUnits < 0
            try database.run(
                """
                INSERT INTO transfer_pairs (outgoing_id, incoming_id, status, strength, created_at, updated_at)
                VALUES (?, ?, 'unpaired', 'person', ?, ?)
                """, [outgoing ? .text(id) : .null, outgoing ? .null : .text(id), .text(now), .text(now)])
            try recordLedgerEvent(action: "transfer unpaired", subject: "transaction \(id)", detail: "marked no transfer by a person")
            return nil
        }
    }

    /// A person confirms the tool's pair holding this row: it becomes theirs.
    @discardableResult
    public func confirmTransferPair(_ id: String) throws -> StoredTransferPair {
        try atomically {
            guard try transaction(id: id) != nil else { throw LedgerError.noSuchTransaction(id) }
            guard var pair = try transferPairs().first(where: { $0.stands && $0.holds(id) }) else {
                throw LedgerError.notATransfer("\(id.prefix(8)) is in no pair to confirm: `review --pair ID=ID` pairs it")
            }
            try database.run(
                "UPDATE transfer_pairs SET status = 'confirmed', updated_at = ? WHERE id = ?",
                [.text(LedgerClock.timestamp()), .integer(pair.id)])
            try recordLedgerEvent(
                action: "transfer pair confirmed", subject: "transaction \(id)",
                detail: "pair \(pair.id) (\(pair.outgoingID ?? "?") → \(pair.incomingID ?? "?"))")
            pair.status = .confirmed
            return pair
        }
    }
}
