import StatementCore

extension Ledger {
    /// Pairs the transfers an import's rows, dated `since` through `until`, may complete, inside
    /// the import's transaction: stores as `found` each pair that matching every free row of the
    /// ledger from a margin before `since` to a margin after `until` finds with a leg in those
    /// days, the same pairs in the same order as such a matching over the whole window (a leg booked
    /// days before or after is found; rows of earlier imports that a leg of this one sets free to
    /// pair, or that were never paired, are paired too). Only the window's rows that could be a leg
    /// are read back and weighed (`transferCandidates`), so a file costs a pass over the window's
    /// amounts, not every row of every account rebuilt and matched again.
    @discardableResult
    func pairImportedTransfers(since: LocalDate, until: LocalDate) throws -> [TransferPair] {
        let matcher = TransferMatcher(accounts: try transferAccounts())
        // Nothing to pair: no row is read back (a first import of a long statement).
        guard matcher.canPair else { return [] }
        let margin = 2 * max(matcher.namedWindowDays, matcher.amountWindowDays)
        return try atomically {
            let legs = try transferCandidates(since: since.adding(days: -margin), until: until.adding(days: margin))
            guard !legs.isEmpty else { return [] }
            let dates = Dictionary(legs.map { ($0.id, $0.date) }, uniquingKeysWith: { first, _ in first })
            func inside(_ id: String) -> Bool {
                guard let date = dates[id] else { return false }
                return date >= since && date <= until
            }
            let pairs = matcher.match(legs).pairs.filter { inside($0.outgoingID) || inside($0.incomingID) }
            try storeFound(pairs)
            return pairs
        }
    }

    /// The free rows dated `since` through `until` (as `freeTransferLegs` reads them: duplicates
    /// left out, oldest first) whose amount some row of those days also moves the other way: the
    /// matcher pairs a leg only with one of the same amount in the opposite direction, so no other
    /// row has a candidate, and a row with none changes nothing for the rest (what a leg ends as
    /// depends only on the legs it could pair with, and on theirs). Every row's amount is read
    /// first, rows in pairs and duplicates too: they can only add amounts to look for.
    func transferCandidates(since: LocalDate, until: LocalDate) throws -> [TransferLeg] {
        var outgoing: Set<UInt64> = []
        var incoming: Set<UInt64> = []
        _ = try database.query(
            "SELECT amount_minor FROM transactions WHERE date >= ? AND date <= ?", [.text(since.iso), .text(until.iso)]
        ) { row in
            let amount = row.int64(0)
            if amount < 0 { outgoing.insert(amount.magnitude) } else if amount > 0 { incoming.insert(amount.magnitude) }
        }
        // Each magnitude here came from a positive amount, so both of its signs fit an Int64.
        let both = outgoing.intersection(incoming).sorted()
        guard let last = both.last else { return [] }
        var amounts = both.flatMap { [-Int64($0), Int64($0)] }
        // The list is filled up to a power of two by repeating an amount, so a run of many files
        // prepares (and each connection keeps) a statement for a handful of lengths, not one a file.
        var length = 16
        while length < amounts.count { length *= 2 }
        // So many amounts that most of the window's rows are likely legs: its free rows are read
        // whole and the others left out here, as a list that long would cost the database as much.
        guard length <= Self.candidateAmountLimit, length + 2 <= database.parameterLimit else {
            let wanted = Set(both)
            return try freeTransferLegs(since: since, until: until).filter { wanted.contains($0.amount.minorUnits.magnitude) }
        }
        amounts += Array(repeating: Int64(last), count: length - amounts.count)
        return try freeTransferLegs(since: since, until: until, amounts: amounts)
    }

    /// The most amounts a candidate query lists (a power of two).
    static let candidateAmountLimit = 2_048
}
