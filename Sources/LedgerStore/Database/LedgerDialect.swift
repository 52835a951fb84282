/// What differs between the databases a ledger can live in, asked of one value per backend
/// (sql-kit's `SQLDialect` is the model): which locations it takes, how a location is printed and
/// whether a ledger may be there, opening (creating and migrating) it, and which of its errors
/// a person can act on. What differs per open connection (the stored schema version, the
/// integrity check, the batch lock, resetting identities after a copy) is asked of the
/// connection itself (`LedgerDatabase`), so nothing ever downcasts one to find out.
/// A new backend is one type conforming to this, a `LedgerDatabase`, and a row in `LedgerDialects`.
protocol LedgerDialect: Sendable {
    var backend: LedgerBackend { get }
    /// Whether the ledger is a file on this machine, named by a path (`~/` and relative paths are
    /// resolved; whether it is there is known without opening it), rather than a database on a
    /// server named by a URL (taken as written; only connecting tells whether it holds a ledger).
    var isFile: Bool { get }
    /// Whether `location` names a ledger of this backend.
    func claims(_ location: String) -> Bool
    /// The location as messages may show it (a URL without its password).
    func printable(_ location: String) -> String
    /// Whether a ledger may be there, found out without opening anything.
    func mayExist(_ location: String) -> Bool
    /// Opens the ledger; `.writing` creates it when missing and migrates it to the current schema.
    func open(_ location: String, mode: LedgerOpenMode, busyTimeoutMilliseconds: Int32) throws -> any LedgerDatabase
    /// One of this backend's errors as a `LedgerError` a person can act on; nil for another
    /// backend's error or for one that means a bug.
    func classify(_ error: any Error, path: String) -> LedgerError?
}
