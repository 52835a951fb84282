import Foundation
import LedgerStore

/// Opens the shared ledger for a use case. Writing commands create it when it is missing;
/// reading commands never do: a path with no ledger is "no input", not a new empty file.
public struct LedgerAccess: Sendable {
    /// The ledger file: --ledger, STATEMENT_IMPORT_LEDGER or the XDG default.
    public let path: String

    public init(explicitPath: String?, environment: [String: String]) {
        path = LedgerLocation.resolve(explicit: explicitPath, environment: environment)
    }

    public init(path: String) {
        self.path = path
    }

    /// Opens the ledger, creating it (and its private folder) when it is not there yet.
    public func openForWriting() throws(AppError) -> Ledger {
        do {
            return try Ledger(path: path)
        } catch {
            throw LedgerFailure.appError(error, path: path, doing: "open")
        }
    }

    /// Opens an existing ledger; a missing one is reported, never created.
    public func openForReading() throws(AppError) -> Ledger {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .noInput("no ledger at \(DisplayName.of(path)); import a statement first or pass --ledger")
        }
        guard !isDirectory.boolValue else {
            throw AppError(.ledgerUnavailable, "\(DisplayName.of(path)) is a folder, not a ledger: pass --ledger with the ledger file")
        }
        return try openForWriting()
    }

    /// Runs `body` on the opened ledger, turning a ledger failure into an AppError.
    public func reading<Result>(_ body: (Ledger) throws -> Result) throws(AppError) -> Result {
        let ledger = try openForReading()
        do {
            return try body(ledger)
        } catch {
            throw LedgerFailure.appError(error, path: path, doing: "read")
        }
    }

    public func writing<Result>(_ body: (Ledger) throws -> Result) throws(AppError) -> Result {
        let ledger = try openForWriting()
        do {
            return try body(ledger)
        } catch {
            throw LedgerFailure.appError(error, path: path, doing: "write")
        }
    }
}
