import Foundation
import Testing
@testable import LedgerStore

@Suite struct LedgerBenchmarkTests {
    @Test func smallRunCompletes() throws {
        let report = try LedgerBenchmark.run(rows: 300)
        #expect(report.rows == 300 && report.ledgerSeconds > 0 && report.rawSeconds > 0)
    }

    /// LEDGER_BENCH_ROWS=20000 swift test -c release --filter LedgerStoreTests.LedgerBenchmarkTests
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LEDGER_BENCH_ROWS"] != nil))
    func printThroughput() throws {
        let rows = Int(ProcessInfo.processInfo.environment["LEDGER_BENCH_ROWS"] ?? "") ?? 20_000
        print(try LedgerBenchmark.run(rows: rows))
    }
}
