import StatementCore

extension Ledger {
    /// What a person's `--pair` may not do, and what it should hear. A pair the person confirmed
    /// is theirs: a new pair never takes one of its legs silently, they undo it first. And a
    /// transfer between one's accounts moves one amount: two rows of one currency that differ
    /// (a payment and an income paired) take the income out of the report as a transfer, so the
    /// pair is stored (the person may know where the difference went) and the difference said.
    /// Across currencies the amounts differ by the rate.
    static func checkPersonPair(outgoing: StoredTransaction, incoming: StoredTransaction, standing: [StoredTransferPair]) throws -> String? {
        let short = { (id: String) in String(id.prefix(8)) }
        let same = { (pair: StoredTransferPair) in pair.outgoingID == outgoing.id && pair.incomingID == incoming.id }
        for id in [outgoing.id, incoming.id] {
            guard let pair = standing.first(where: { $0.status == .confirmed && $0.holds(id) && !same($0) }) else { continue }
            let other = (pair.outgoingID == id ? pair.incomingID : pair.outgoingID).map(short) ?? "?"
            throw LedgerError.notATransfer(
                "\(short(id)) is in a transfer you confirmed with \(other): undo it first with `statement-import review --unpair \(short(id))`")
        }
        guard outgoing.amount.currency == incoming.amount.currency, outgoing.amount.minorUnits.magnitude != incoming.amount.minorUnits.magnitude
        else { return nil }
        let out = Money(minorUnits: Int64(clamping: outgoing.amount.minorUnits.magnitude), currency: outgoing.amount.currency)
        return "\(short(outgoing.id)) moves \(out.groupedString) \(out.currency.code) out and \(short(incoming.id)) "
            + "\(incoming.amount.groupedString) \(incoming.amount.currency.code) in: both now count as a transfer, neither as spending "
            + "nor income; `statement-import review --unpair \(short(outgoing.id))` undoes it"
    }
}
