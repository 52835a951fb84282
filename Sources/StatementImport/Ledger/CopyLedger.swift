import LedgerStore

/// `ledger copy FROM TO`: a whole ledger from one place to another (a SQLite file to a
/// PostgreSQL database, or back), into a ledger that is empty, in one transaction of the target,
/// proved by the row count of every table and the balance of every account before it commits.
public struct CopyLedger: Sendable {
    public var source: LedgerAccess
    public var target: LedgerAccess

    public init(source: LedgerAccess, target: LedgerAccess) {
        self.source = source
        self.target = target
    }

    public func run() throws(AppError) -> LedgerCopyReport {
        guard source.path != target.path else {
            throw AppError.usage("ledger copy needs two different ledgers; \(target.path) was given as both")
        }
        let from = try source.openForReading()
        let to = try target.openForWriting()
        do {
            return try from.copy(to: to)
        } catch {
            throw LedgerFailure.appError(error, path: target.path, doing: "copy into")
        }
    }
}
