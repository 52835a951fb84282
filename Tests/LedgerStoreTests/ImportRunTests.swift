import Foundation
import Testing
@testable import LedgerStore

@Suite struct ImportRunTests {
    @Test(arguments: testedBackends) func checkReportsRunsLeftRunning(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let killed = try ledger.beginImportRun()
        let finished = try ledger.beginImportRun()
        try ledger.finishImportRun(id: finished, counts: ImportRunCounts())
        #expect(try ledger.check().abandonedRuns.isEmpty)
        let later = Date().addingTimeInterval(Ledger.abandonedRunAge + 60)
        let report = try ledger.check(now: later)
        #expect(report.abandonedRuns.count == 1)
        #expect(report.abandonedRuns.first?.hasPrefix("import run \(killed) started ") == true)
        #expect(report.isHealthy)
    }

    @Test(arguments: testedBackends) func aRunThatCouldNotBeginIsRecordedAsFailed(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        var counts = ImportRunCounts()
        counts.recordFailure()
        let id = try ledger.recordFailedImportRun(counts: counts)
        let rows = try ledger.database.query(
            "SELECT status, failed, finished_at IS NOT NULL FROM import_runs WHERE id = ?",
            [.integer(id)]
        ) { ($0.text(0), $0.int(1), $0.bool(2)) }
        #expect(rows.count == 1 && rows[0] == ("failed", 1, true))
    }
}
