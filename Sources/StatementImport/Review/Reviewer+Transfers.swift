import LedgerStore
import StatementCore

/// Review's transfers: a person pairs two rows, unpairs a pair (or marks a row no transfer),
/// confirms the tool's pair, asks the tool to pair the whole ledger, and lists what stands.
extension Reviewer {
    /// Scripted `--pair ID=ID`: the two rows are one transfer, whatever the tool thought. Returns
    /// a note when their amounts differ in one currency.
    @discardableResult
    public func pairTransfer(_ first: String, _ second: String) throws(AppError) -> String? {
        try transferWriting { try ledger.pairTransfer(first, second) }
    }

    /// Scripted `--unpair ID`: the pair undone, or nil when the row was in none (now marked no transfer).
    public func unpairTransfer(_ id: String) throws(AppError) -> StoredTransferPair? {
        try transferWriting { try ledger.unpairTransfer(id) }
    }

    /// Scripted `--confirm-pair ID`.
    public func confirmTransferPair(_ id: String) throws(AppError) -> StoredTransferPair {
        try transferWriting { try ledger.confirmTransferPair(id) }
    }

    /// `--find-pairs`: pairs the transfers of the whole ledger (a ledger from before pairing).
    public func findTransferPairs() throws(AppError) -> TransferMatch {
        try transferWriting { try ledger.findTransferPairs() }
    }

    /// `--pairs`: each pair that stands, one line each, then the flags `check` lists.
    public func transferListing() throws(AppError) -> (pairs: [String], flags: [String]) {
        do {
            let rows = Dictionary(
                uniqueKeysWithValues: try ledger.transactions(TransactionFilter(duplicates: .included)).map { ($0.id, $0) })
            let accounts = StoredAccount.distinctLabels(try ledger.accounts())
            let pairs = try ledger.transferPairs().filter(\.stands).compactMap { pair -> String? in
                guard let outgoing = pair.outgoingID.flatMap({ rows[$0] }), let incoming = pair.incomingID.flatMap({ rows[$0] }) else {
                    return nil
                }
                let how = pair.status == .confirmed ? "confirmed" : "found: \(pair.strength.words)"
                return "\(ReviewRow.shortID(outgoing.id)) → \(ReviewRow.shortID(incoming.id))  \(outgoing.date.iso)  "
                    + "\(String(outgoing.amount.description.drop { $0 == "-" }))  "
                    + "\(accounts[outgoing.accountID] ?? "?") → \(accounts[incoming.accountID] ?? "?")  (\(how))"
            }
            let flags = try ledger.transferNotes()
            return (pairs, flags)
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "read")
        }
    }

    private func transferWriting<Result>(_ body: () throws -> Result) throws(AppError) -> Result {
        do { return try body() } catch { throw LedgerFailure.appError(error, path: ledger.path, doing: "write") }
    }
}
