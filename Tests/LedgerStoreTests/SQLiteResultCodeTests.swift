import CSQLite3
import Testing
@testable import LedgerStore

@Suite struct SQLiteResultCodeTests {
    @Test func extendedCodeMatchesItsPrimaryButNotAnotherExtendedCode() {
        let snapshot = SQLiteResultCode(rawValue: SQLITE_BUSY | (2 << 8))
        #expect(snapshot == .busySnapshot)
        #expect(SQLiteResultCode.busy ~= snapshot)
        #expect(!(SQLiteResultCode.constraintUnique ~= .constraintPrimaryKey))
        #expect(SQLiteResultCode.constraint ~= .constraintUnique)
        #expect(snapshot.primary == .busy && !snapshot.isPrimary)
        #expect(snapshot.isBusy && SQLiteResultCode(rawValue: SQLITE_LOCKED | (1 << 8)).isBusy)
        #expect(!SQLiteResultCode.corrupt.isBusy)
        #expect(SQLiteError(.constraintUnique, message: "", sql: nil).isConstraintViolation)
    }

    @Test func busyAndLockedAreToldApartFromBroken() {
        let path = "/tmp/ledger.sqlite"
        let busy = [SQLITE_BUSY, SQLITE_BUSY | (2 << 8), SQLITE_LOCKED, SQLITE_LOCKED | (1 << 8)]
        for code in busy {
            #expect(LedgerError.classifying(SQLiteResultCode(rawValue: code), path: path) == .busy(path: path))
        }
        #expect(LedgerError.classifying(.notADatabase, path: path) == .notALedger(path: path))
        #expect(LedgerError.classifying(SQLiteResultCode(rawValue: SQLITE_CORRUPT | (1 << 8)), path: path) == .damaged(path: path))
        #expect(LedgerError.classifying(.full, path: path) == .diskFull(path: path))
        #expect(LedgerError.classifying(SQLiteResultCode(rawValue: SQLITE_READONLY | (8 << 8)), path: path) == .readOnly(path: path))
        #expect(LedgerError.classifying(SQLiteResultCode(rawValue: SQLITE_CANTOPEN | (1 << 8)), path: path) == .cannotOpen(path: path))
        #expect(LedgerError.classifying(SQLiteResultCode(rawValue: SQLITE_IOERR | (3 << 8)), path: path) == .ioFailure(path: path))
        // Bugs are not the user's to fix: the caller reports them as internal errors.
        #expect(LedgerError.classifying(.constraintUnique, path: path) == nil)
        #expect(LedgerError.classifying(.misuse, path: path) == nil)
        #expect(LedgerError.busy(path: path).isTemporary && !LedgerError.damaged(path: path).isTemporary)
    }

    @Test func sentencesAreOneLineWithoutSQL() {
        let error = SQLiteError(.full, message: "database or disk is full", sql: "INSERT INTO transactions VALUES (?)")
        let sentence = LedgerError.classifying(error, path: "/data/ledger.sqlite")?.description ?? ""
        #expect(sentence == "/data/ledger.sqlite: the disk is full: free some space and run again")
        let all: [LedgerError] = [
            .missing(path: "p"), .busy(path: "p"), .notALedger(path: "p"),
            .newerVersion(path: "p", found: 9, supported: 2), .readOnly(path: "p"),
            .diskFull(path: "p"), .cannotOpen(path: "p"), .damaged(path: "p"), .ioFailure(path: "p"),
        ]
        for error in all {
            #expect(
                !error.description.contains("\n") && !error.description.contains("SQL")
                    && !error.description.contains("NSCocoaErrorDomain"))
            #expect(error.description.contains("p"))
        }
    }
}
