extension Ledger {
    /// The advisory lock key of unattended runs ("STMIBTCH" in ASCII).
    static let batchLockKey: Int64 = 0x5354_4D49_4254_4348

    /// Claims the one-batch-at-a-time lock of a ledger on a server, without waiting: false when a
    /// batch on another machine holds it (each machine's inbox lock cannot see the others). The
    /// server drops it when this connection ends, however the run ends. A SQLite ledger lives on
    /// one machine, where the inbox lock already serialises runs: always true.
    public func claimBatchLock() throws -> Bool {
        try database.claimSharedLock(key: Ledger.batchLockKey)
    }
}
