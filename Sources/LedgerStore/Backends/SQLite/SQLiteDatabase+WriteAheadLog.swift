import Foundation

extension SQLiteDatabase {
    /// Puts the file in WAL mode, waiting for another connection doing the same.
    ///
    /// Switching a new file's journal takes its write lock while this connection already holds a
    /// shared one, so when another connection holds the write lock (two imports starting at once on
    /// a ledger that does not exist yet, each switching it) SQLite answers busy at once rather than
    /// call the busy handler, which could deadlock there. Nothing is held between tries, so trying
    /// again cannot deadlock; it is bounded by the same timeout as any other wait for the lock.
    func switchToWriteAheadLog(waitingUpTo timeoutMilliseconds: Int32) throws {
        let sql = "PRAGMA journal_mode=WAL"
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int(max(timeoutMilliseconds, 0))))
        while true {
            do {
                let mode = try scalarText(sql)
                guard mode?.lowercased() == "wal" else {
                    throw SQLiteError(.error, message: "journal_mode is \(mode ?? "nil"), not wal", sql: sql)
                }
                return
            } catch let error as SQLiteError where error.isBusy && clock.now < deadline {
                usleep(5_000)
            }
        }
    }
}
