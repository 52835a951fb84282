import Foundation
import LedgerStore

/// Turns what the ledger layer throws into an AppError: the ledger's own sentence (which names
/// the file and says what to do) with the category that fits. A held lock is "busy", a missing
/// ledger "no input"; no SQL and no NSCocoaErrorDomain text reaches the user.
enum LedgerFailure {
    static func appError(_ error: any Error, path: String, doing action: String) -> AppError {
        if let error = error as? AppError { return error }
        if let ledgerError = LedgerError.classifying(error, path: path) {
            return AppError(category(of: ledgerError), DisplayName.of(ledgerError.description), decision: decision(for: ledgerError))
        }
        let name = DisplayName.of(path)
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain {
            let underlying = (nsError.userInfo[NSUnderlyingErrorKey] as? NSError)?.code ?? (nsError.domain == NSPOSIXErrorDomain ? nsError.code : 0)
            let reason = underlying == 0 ? "permission denied or not a folder" : String(cString: strerror(Int32(underlying)))
            return AppError(
                .ledgerUnavailable, "\(name): cannot \(action) the ledger (\(reason)): check the path and its permissions, or pass --ledger PATH")
        }
        return AppError(.internalError, "\(name): could not \(action) the ledger (\(oneLine(String(describing: error)))); please report it")
    }

    static func category(of error: LedgerError) -> AppError.Category {
        switch error {
        case .missing: return .noInput
        case .busy: return .ledgerBusy
        case .noSuchTransaction, .lockedTransaction, .categoryExists, .unnamedAccount, .ambiguousAccount, .unclearAccount, .uncodedNumber,
            .contradictsStoredStatement, .noSuchStatement,
            .noSuchCategory, .retiredCategory, .shippedCategory, .invalidCategory, .notATransfer:
            return .badData
        case .suggestionCountMismatch, .insertReturnedNoID, .rowBreaksSchema: return .internalError
        case .notALedger, .newerVersion, .readOnly, .diskFull, .cannotOpen, .damaged, .ioFailure, .notPermitted, .copyTargetNotEmpty,
            .copyMismatch:
            return .ledgerUnavailable
        case .cannotConnect, .connectionLost: return .unavailable
        }
    }

    /// A statement the ledger cannot place without the owner's word: `--account NAME` places it.
    static func decision(for error: LedgerError) -> String? {
        switch error {
        case .unnamedAccount, .ambiguousAccount, .unclearAccount, .uncodedNumber: return "--account NAME"
        // Once the contradicted statement is taken back (the error says how), the file goes in as it is.
        case .contradictsStoredStatement: return ""
        default: return nil
        }
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
