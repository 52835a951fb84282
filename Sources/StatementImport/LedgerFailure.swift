import Foundation
import LedgerStore

/// Turns what the ledger layer throws into one line with advice that fits: a held lock is
/// "try again", a file that is not a ledger says so, and no NSCocoaErrorDomain text leaks out.
enum LedgerFailure {
    static func appError(_ error: any Error, path: String, doing action: String) -> AppError {
        let name = DisplayName.of(path)
        if let error = error as? AppError { return error }
        if let error = error as? SQLiteError {
            let primary = error.code & 0xFF
            switch primary {
            case 5, 6: // SQLITE_BUSY, SQLITE_LOCKED
                return AppError(.ledgerBusy, "\(name): another statement-import is writing this ledger; try again")
            case 26: // SQLITE_NOTADB
                return AppError(.ledgerUnavailable, "\(name): not a statement-import ledger (the file is not SQLite): pass --ledger with the right file")
            case 11: // SQLITE_CORRUPT
                return AppError(.ledgerUnavailable, "\(name): the ledger is damaged: restore a backup, or move it away and import the statements again")
            case 13: // SQLITE_FULL
                return AppError(.ledgerUnavailable, "\(name): the disk is full; nothing was changed: free some space and try again")
            case 8: // SQLITE_READONLY
                return AppError(.ledgerUnavailable, "\(name): the ledger is read-only: check its permissions, or use a reading command")
            case 14: // SQLITE_CANTOPEN
                return AppError(.ledgerUnavailable, "\(name): cannot open the ledger: check the path and its permissions, or pass --ledger PATH")
            default:
                return AppError(.ledgerUnavailable, "\(name): cannot \(action) the ledger (SQLite: \(oneLine(error.message))): run `statement-import check`")
            }
        }
        if let error = error as? LedgerError {
            switch error {
            case .schemaTooNew:
                return AppError(.ledgerUnavailable, "\(name): made by a newer version of statement-import (\(error)): upgrade statement-import")
            case .noSuchTransaction, .lockedTransaction, .categoryExists:
                return .badData("\(name): \(error)")
            case .suggestionCountMismatch:
                return AppError(.internalError, "\(name): \(error); please report it")
            }
        }
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain {
            let reason = (nsError.userInfo[NSUnderlyingErrorKey] as? NSError).map { String(cString: strerror(Int32($0.code))) }
                ?? "permission denied or not a folder"
            return AppError(.ledgerUnavailable, "\(name): cannot create the ledger's folder (\(reason)): check the path and its permissions, or pass --ledger PATH")
        }
        return AppError(.ledgerUnavailable, "\(name): cannot \(action) the ledger (\(oneLine(String(describing: error)))): run `statement-import check`")
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
