import Foundation
import LedgerStore
import Toolbox

/// Opens the shared ledger for a use case. Only import creates it; every other use case needs
/// one that exists ("no ledger at PATH", no input), and reading ones open it read-only, so a
/// read-only ledger file can still be read.
public struct LedgerAccess: Sendable {
    /// How long a writer waits for another one's lock before the run is "busy" (milliseconds);
    /// `STATEMENT_IMPORT_BUSY_TIMEOUT_MS` overrides it.
    public static let defaultBusyTimeout: Int32 = 10_000

    /// The ledger: --ledger, STATEMENT_IMPORT_LEDGER, the configuration file or the XDG default;
    /// a file path or a server URL, as given (a URL may carry a password: only libpq sees it).
    let location: String
    /// Where the ledger is, as messages show it: the path, or the URL without a password.
    public var path: String { LedgerLocation.printable(location) }
    public var busyTimeoutMilliseconds: Int32
    /// A busy timeout in the environment that is no number of milliseconds: said when the ledger
    /// is opened, rather than silently replaced by the default.
    private var busyTimeoutProblem: AppError?
    /// The command's connections to this ledger, shared by every copy (`CommandSession`); nil
    /// opens a new connection each time.
    var connections: LedgerConnections?

    public static let busyTimeoutVariable = "STATEMENT_IMPORT_BUSY_TIMEOUT_MS"

    /// `settings`: the command's configuration file, for `[ledger] location`.
    public init(explicitPath: String?, environment: [String: String], settings: SettingsFile? = nil) {
        location = LedgerLocation.resolve(explicit: explicitPath, environment: environment, settings: settings)
        busyTimeoutMilliseconds = LedgerAccess.defaultBusyTimeout
        guard let text = environment[LedgerAccess.busyTimeoutVariable], !text.isEmpty else { return }
        if let value = Int32(text.trimmingCharacters(in: .whitespaces)), (0...3_600_000).contains(value) {
            busyTimeoutMilliseconds = value
        } else {
            busyTimeoutProblem = AppError(
                .configuration,
                "\(LedgerAccess.busyTimeoutVariable)=\(text.prefix(40)) is not a number of milliseconds: "
                    + "set a whole number from 0 to 3600000, or unset it for the default of \(LedgerAccess.defaultBusyTimeout)")
        }
    }

    public init(path: String, busyTimeoutMilliseconds: Int32 = LedgerAccess.defaultBusyTimeout) {
        self.location = path
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
    }

    /// A throwaway ledger at `path` for a dry run with no ledger yet, opened with this one's
    /// settings: a busy timeout the real run refuses is refused by the dry run too, in the same words.
    public func throwaway(at path: String) -> LedgerAccess {
        var scratch = LedgerAccess(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        scratch.busyTimeoutProblem = busyTimeoutProblem
        return scratch
    }

    /// Says the command will write to this ledger, so its reads share the writing connection.
    public func willWrite() { connections?.willWrite() }

    /// Whether the ledger may be there without opening it (a file that exists, or a server).
    public var mayExist: Bool { LedgerLocation.mayExist(location) }

    /// Opens the ledger, creating it (0600, in a 0700 folder) when it is not there yet.
    public func openForWriting() throws(AppError) -> Ledger {
        try open(.writing, doing: "open")
    }

    /// Opens an existing ledger read-only; a missing one is reported, never created.
    public func openForReading() throws(AppError) -> Ledger {
        try open(.reading, doing: "read")
    }

    /// Opens the ledger read-only, or nil when there is none yet (no file, or a database
    /// without a ledger's tables); nothing is created to find out.
    public func openForReadingIfPresent() throws(AppError) -> Ledger? {
        if let busyTimeoutProblem { throw busyTimeoutProblem }
        do {
            return try connect(.reading)
        } catch LedgerError.missing {
            return nil
        } catch {
            throw LedgerFailure.appError(error, path: path, doing: "read")
        }
    }

    /// Opens an existing ledger to change it (review, learned --forget, recategorise). On a
    /// server, a database without a ledger is "missing" as a missing file is: read first.
    public func openExisting() throws(AppError) -> Ledger {
        guard LedgerLocation.mayExist(location) else {
            throw LedgerFailure.appError(LedgerError.missing(path: path), path: path, doing: "open")
        }
        if !LedgerLocation.isFile(location) { _ = try openForReading() }
        return try openForWriting()
    }

    private func open(_ mode: LedgerOpenMode, doing action: String) throws(AppError) -> Ledger {
        if let busyTimeoutProblem { throw busyTimeoutProblem }
        do {
            return try connect(mode)
        } catch {
            throw LedgerFailure.appError(error, path: path, doing: action)
        }
    }

    /// The command's connection for `mode` when there is a session, else a new one.
    private func connect(_ mode: LedgerOpenMode) throws -> Ledger {
        let location = location
        let timeout = busyTimeoutMilliseconds
        let open = { (mode: LedgerOpenMode) throws -> Ledger in
            try Ledger(path: location, mode: mode, busyTimeoutMilliseconds: timeout)
        }
        guard let connections else { return try open(mode) }
        return try connections.connection(mode, exists: FileManager.default.fileExists(atPath: location), open: open)
    }

    /// Runs `body` on the ledger opened read-only, turning a ledger failure into an AppError.
    public func reading<Result>(_ body: (Ledger) throws -> Result) throws(AppError) -> Result {
        let ledger = try openForReading()
        do {
            return try body(ledger)
        } catch {
            throw LedgerFailure.appError(error, path: path, doing: "read")
        }
    }

    /// The categories people added to an existing ledger, which rule files may name; empty when
    /// there is no ledger yet (nothing is created to find out). A ledger that is there but cannot
    /// be read is an error, never "no categories".
    public func userCategoryIDs() throws(AppError) -> Set<String> {
        guard let ledger = try openForReadingIfPresent() else { return [] }
        do {
            return Set(try ledger.categories().filter(\.userDefined).map(\.id))
        } catch {
            throw LedgerFailure.appError(error, path: path, doing: "read")
        }
    }

    /// Which of these files (SHA-256) the ledger, when there is one, holds already; nothing is
    /// created or locked to find out, so `import` and `batch` ask before their readers start.
    public func held(_ hashes: some Sequence<String>) -> Set<String> {
        guard let ledger = try? openForReadingIfPresent() else { return [] }
        return Set(hashes.filter { (try? ledger.isImported(sha256: $0)) == true })
    }
}
