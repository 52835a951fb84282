extension Ledger {
    /// The pairs (found or confirmed) a journal posts as one transaction each: both legs among
    /// `rows` (none marked duplicate), in two accounts, of one currency, neither carrying an
    /// original amount of another currency. A pair whose later leg falls on the day a gap entry
    /// sets its account's balance is left to post leg by leg: hledger would count the leg, parsed
    /// with the earlier day, before that entry.
    func journalTransfers(_ rows: [StoredTransaction], context: ExportContext, gaps: [JournalPlan.Gap]) throws -> [JournalTransfer] {
        guard try storedSchemaVersion() > LedgerSchema.migrations.firstIndex(of: LedgerSchema.transferPairsVersion) ?? 0 else { return [] }
        let byID = Dictionary(rows.map { ($0.id, $0) }) { first, _ in first }
        let gapDays = Set(gaps.map { "\($0.account)\u{1F}\($0.date.iso)" })
        return try transferPairs().compactMap { pair -> JournalTransfer? in
            guard pair.stands, let outgoingID = pair.outgoingID, let incomingID = pair.incomingID,
                let outgoing = byID[outgoingID], let incoming = byID[incomingID], outgoing.accountID != incoming.accountID,
                outgoing.amount.currency == incoming.amount.currency,
                ForeignPosting.original(of: outgoing) == nil, ForeignPosting.original(of: incoming) == nil
            else { return nil }
            let transfer = JournalTransfer(outgoing: outgoing, incoming: incoming, status: pair.status)
            let later = outgoing.date > incoming.date ? outgoing : incoming
            guard transfer.difference != nil,
                later.date == transfer.date || !gapDays.contains("\(context.accountName(later.accountID))\u{1F}\(later.date.iso)")
            else { return nil }
            return transfer
        }
    }
}
