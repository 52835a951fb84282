import Foundation
import Testing
@testable import LedgerStore
import StatementCore
import Toolbox

/// One account's section of a combined file removed while the other stays: the ledger records it
/// (`removed_sections`), the file no longer counts as wholly imported, and importing it again
/// stores that section alone, never the kept one a second time.
@Suite struct LedgerRemovedSectionsTests {
    let current = [
        row("2025-03-02", "Mercadona Valencia", -4_530, line: 8),
        row("2025-03-10", "TRANSFERENCIA A CUENTA 5678", -20_000, line: 9),
    ]
    let savings = [
        row("2025-03-10", "TRANSFERENCIA DESDE CUENTA 1234", 20_000, line: 20),
        row("2025-03-31", "Intereses", 312, line: 21),
    ]
    let file = "combined.pdf"

    private func combined(savingsVerdict: Verification.Verdict = .verified) -> [StatementImportRequest] {
        var second = statement(savings, opening: 500_000, verdict: savingsVerdict)
        second.account = "…5678"
        second.kind = .savings
        return [request(statement(current), file: file), request(second, file: file)]
    }

    private func statementID(_ ledger: Ledger, section: Int) throws -> Int64 {
        try #require(try ledger.statements().first { $0.section == section }?.id)
    }

    /// What the ledger holds, table by table, to compare before a removal and after the return.
    private func counts(_ ledger: Ledger) throws -> [Int64] {
        try ["statements", "transactions", "statement_rows", "accounts", "transfer_pairs"].map { try count(ledger, $0) }
    }

    @Test(arguments: testedBackends, [1, 2])
    func theRemovedSectionComesBackAloneWhenTheFileIsImportedAgain(_ backend: LedgerBackend, _ removed: Int) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatements(combined())
        let whole = try counts(ledger)
        #expect(whole == [2, 4, 4, 2, 1])
        let kept = try ledger.statements().first { $0.section != removed }
        let removal = try ledger.removeStatement(id: try statementID(ledger, section: removed))
        #expect(removal.sameFile == [kept?.id].compactMap { $0 })
        let sha = SHA256.hexDigest(file)
        #expect(try ledger.removedSections().map { [$0.fileSHA256, String($0.section), $0.fileName] } == [[sha, String(removed), file]])
        #expect(try !ledger.isImported(sha256: sha))
        #expect(try ledger.check().isHealthy)

        let again = try ledger.importStatements(combined())
        #expect(again.map(\.status) == (removed == 1 ? [.imported, .alreadyImported] : [.alreadyImported, .imported]))
        #expect(again.map(\.inserted) == (removed == 1 ? [2, 0] : [0, 2]))
        #expect(try counts(ledger) == whole)
        #expect(try ledger.statements().map(\.section).sorted() == [1, 2])
        // The kept statement is the one stored first, untouched.
        #expect(try ledger.statements().first { $0.section != removed } == kept)
        #expect(try ledger.removedSections().isEmpty && ledger.isImported(sha256: sha))
        #expect(try ledger.check().isHealthy)

        let third = try ledger.importStatements(combined())
        #expect(third.map(\.status) == [.alreadyImported, .alreadyImported])
        #expect(try counts(ledger) == whole)
    }

    @Test(arguments: testedBackends) func aDryRunShowsTheSectionComingBackAndChangesNothing(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatements(combined())
        _ = try ledger.removeStatement(id: try statementID(ledger, section: 2))
        let before = try counts(ledger)
        let dry = try ledger.importStatements(combined(), options: ImportOptions(dryRun: true))
        #expect(dry.map(\.status) == [.alreadyImported, .imported] && dry.allSatisfy(\.dryRun))
        #expect(try counts(ledger) == before)
        #expect(try ledger.removedSections().map(\.section) == [2])
    }

    /// Every section removed: the file is wholly out, nothing is left listed, and it imports whole.
    @Test(arguments: testedBackends) func removingEverySectionLeavesNothingListed(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatements(combined())
        _ = try ledger.removeStatement(id: try statementID(ledger, section: 2))
        _ = try ledger.removeStatement(id: try statementID(ledger, section: 1))
        #expect(try ledger.removedSections().isEmpty)
        #expect(try ledger.importStatements(combined()).map(\.status) == [.imported, .imported])
        #expect(try counts(ledger) == [2, 4, 4, 2, 1])
    }

    /// The kept section was stored unverified on request; bringing the verified one back does not
    /// need the request again, since the kept one is not stored again.
    @Test(arguments: testedBackends) func onlyTheSectionStoredAgainMustBeAdmitted(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let first = try ledger.importStatements(combined(savingsVerdict: .failed), options: ImportOptions(acceptUnverified: true))
        #expect(first.map(\.status) == [.imported, .imported])
        _ = try ledger.removeStatement(id: try statementID(ledger, section: 1))
        let again = try ledger.importStatements(combined(savingsVerdict: .failed))
        #expect(again.map(\.status) == [.imported, .alreadyImported])
        #expect(try ledger.statements().map(\.section).sorted() == [1, 2])
    }

    /// A ledger from before version 11 (as one read where it cannot be upgraded still is) lists no
    /// removed section and its files count as imported as they did; opened again, it gains the table.
    @Test func aVersion10LedgerListsNoneAndGainsTheTable() throws {
        let directory = try TemporaryDirectory()
        do {
            let ledger = try Ledger(path: directory.ledgerPath)
            _ = try ledger.importStatements(combined())
            try ledger.database.execute("DROP TABLE removed_sections")
            try ledger.database.execute(
                "PRAGMA user_version = \(LedgerSchema.migrations.firstIndex(of: LedgerSchema.removedSectionsVersion) ?? 0)")
            #expect(try ledger.storedSchemaVersion() == Ledger.schemaVersion - 1)
            #expect(try ledger.removedSections().isEmpty)
            #expect(try ledger.isImported(sha256: SHA256.hexDigest(file)))
        }
        let reopened = try Ledger(path: directory.ledgerPath, mode: .reading)
        #expect(try reopened.storedSchemaVersion() == Ledger.schemaVersion)
        #expect(try count(reopened, "removed_sections") == 0)
        #expect(try reopened.isImported(sha256: SHA256.hexDigest(file)))
    }
}
