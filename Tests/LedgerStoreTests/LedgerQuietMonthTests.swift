import Foundation
import Testing
@testable import LedgerStore
import StatementCore

/// A month with no transactions is a statement of 0 rows: stored, it closes the gap between its neighbours.
@Suite struct LedgerQuietMonthTests {
    private func month(_ rows: [Transaction], opening: Int64, _ start: String, _ end: String) -> Statement {
        var result = statement(rows, opening: opening, from: start, to: end)
        result.account = "…5678"
        return result
    }

    @Test(arguments: testedBackends) func aQuietMonthClosesTheGapAndAddsNothingTwice(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(
            request(month([row("2025-03-02", "Lidl", -1_000)], opening: 50_000, "2025-03-01", "2025-03-31"), file: "march.pdf"))
        _ = try ledger.importStatement(
            request(month([row("2025-05-02", "Lidl", -1_000)], opening: 49_000, "2025-05-01", "2025-05-31"), file: "may.pdf"))
        #expect(try ledger.check().gaps == ["no statement between 2025-03-31 and 2025-05-01 for …5678"])
        let quiet = try ledger.importStatement(request(month([], opening: 49_000, "2025-04-01", "2025-04-30"), file: "april.pdf"))
        #expect(quiet.status == .imported && quiet.inserted == 0)
        let report = try ledger.check()
        #expect(report.gaps.isEmpty, "\(report.gaps)")
        #expect(report.isHealthy, "\(report.problems)")
        let again = try ledger.importStatement(request(month([], opening: 49_000, "2025-04-01", "2025-04-30"), file: "april.pdf"))
        #expect(again.status == .alreadyImported)
        #expect(try count(ledger, "statements") == 3)
        #expect(try count(ledger, "transactions") == 2)
    }
}
