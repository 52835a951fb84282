import StatementCore

extension Ledger {
    /// What a person's `--pair` may not do. A transfer between one's accounts moves one amount:
    /// two rows of one currency that differ are not one transfer (an income taken out of the
    /// report as a transfer, and `check` none the wiser); across currencies the amounts differ by
    /// the rate, so they may. And a pair the person confirmed is theirs: a new pair never takes
    /// one of its legs silently, they undo it first.
    static func checkPersonPair(outgoing: StoredTransaction, incoming: StoredTransaction, standing: [StoredTransferPair]) throws {
        let short = { (id: String) in String(id.prefix(8)) }
        if outgoing.amount.currency == incoming.amount.currency, outgoing.amount.minorUnits.magnitude != incoming.amount.minorUnits.magnitude {
            let out = Money(minorUnits: Int64(clamping: outgoing.amount.minorUnits.magnitude), currency: outgoing.amount.currency)
            throw LedgerError.notATransfer(
                "\(short(outgoing.id)) moves \(out.groupedString) \(out.currency.code) out and \(short(incoming.id)) "
                    + "\(incoming.amount.groupedString) \(incoming.amount.currency.code) in: a transfer between your accounts "
                    + "moves one amount (rows of two currencies may differ)")
        }
        let same = { (pair: StoredTransferPair) in pair.outgoingID == outgoing.id && pair.incomingID == incoming.id }
        for id in [outgoing.id, incoming.id] {
            guard let pair = standing.first(where: { $0.status == .confirmed && $0.holds(id) && !same($0) }) else { continue }
            let other = (pair.outgoingID == id ? pair.incomingID : pair.outgoingID).map(short) ?? "?"
            throw LedgerError.notATransfer(
                "\(short(id)) is in a transfer you confirmed with \(other): undo it first with `statement-import review --unpair \(short(id))`")
        }
    }
}
