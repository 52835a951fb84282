import Foundation

/// A ledger in a SQLite file on this machine.
struct SQLiteDialect: LedgerDialect {
    var backend: LedgerBackend { .sqlite }
    var isFile: Bool { true }

    /// Any path: `LedgerDialects` asks the server backends first.
    func claims(_ location: String) -> Bool { true }

    func printable(_ location: String) -> String { location }

    func mayExist(_ location: String) -> Bool { FileManager.default.fileExists(atPath: location) }

    func open(_ location: String, mode: LedgerOpenMode, busyTimeoutMilliseconds: Int32) throws -> any LedgerDatabase {
        // SQLite would block for ever opening a named pipe, and a folder or a device is no ledger
        // either: only a regular file (or none yet) is opened.
        var status = stat()
        if stat(location, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            throw LedgerError.notALedger(path: location)
        }
        return try SQLiteLedgerOpener.open(path: location, mode: mode, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    }

    func classify(_ error: any Error, path: String) -> LedgerError? {
        guard let error = error as? SQLiteError else { return nil }
        return LedgerError.classifying(error.resultCode, path: path)
    }
}

extension LedgerError {
    /// The user-facing kind of a SQLite failure; nil for codes that mean a bug (misuse, constraint,
    /// SQL error), which the caller reports as an internal error.
    static func classifying(_ code: SQLiteResultCode, path: String) -> LedgerError? {
        switch code {
        case .busy, .locked: return .busy(path: path)
        case .notADatabase: return .notALedger(path: path)
        case .corrupt: return .damaged(path: path)
        case .full: return .diskFull(path: path)
        case .readOnly: return .readOnly(path: path)
        case .cannotOpen, .permission: return .cannotOpen(path: path)
        case .ioError: return .ioFailure(path: path)
        default: return nil
        }
    }
}

extension LedgerBackend {
    public static let sqlite = LedgerBackend(rawValue: "sqlite")
}

/// What differs per connection on a SQLite file.
extension SQLiteDatabase {
    public func storedSchemaVersion() throws -> Int { try userVersion }

    public func integrityProblems() throws -> [String] { try SQLiteLedgerOpener.integrityProblems(self) }

    public func foreignKeyProblems() throws -> [String] { try SQLiteLedgerOpener.foreignKeyProblems(self) }

    /// A file lives on one machine, where the inbox lock already serialises runs.
    public func claimSharedLock(key: Int64) throws -> Bool { true }

    /// An INTEGER PRIMARY KEY continues after the largest id there is: nothing to reset.
    public func resetIdentity(of table: String) throws {}
}
