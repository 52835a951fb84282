import Foundation
import Testing
@testable import LedgerStore
import StatementCore

@Suite struct LedgerConcurrencyAndCheckTests {
    /// Statements for one account, each with rows on distinct days so none overlap.
    static func statements(account: String, count: Int, rows: Int) -> [Statement] {
        (0..<count).map { index in
            let transactions = (0..<rows).map { line in
                Transaction(
                    date: LocalDate(dayNumber: 20_000 + index * rows + line), description: "shop \(line)",
                    amount: eur(-Int64(100 + line)), page: 1, line: line + 1)
            }
            // Each statement opens where the one before closed, so the account reconciles.
            let spentBefore = Int64(index) * Int64((0..<rows).reduce(0) { $0 + 100 + $1 })
            var result = statement(transactions, opening: 100_000 - spentBefore)
            result.account = account
            return result
        }
    }

    @Test(arguments: testedBackends) func twoWritersAndAReaderAllSucceed(_ backend: LedgerBackend) async throws {
        let directory = try TemporaryDirectory()
        let path = try directory.ledgerLocation(backend)
        // No ledger yet: the three connections race to create and migrate it too. SQLite's lock is
        // not fair: on a loaded machine (a debug build, the whole suite beside it) one writer can
        // wait for the other's fifteen imports longer than the tool's 10 s, which is the tool
        // telling a person to try again, not a lost write. The test waits as long as it needs.
        let patient: Int32 = 120_000
        let writers = ["…1111", "…2222"].map { account in
            Task.detached { () throws -> Int in
                let ledger = try Ledger(path: path, busyTimeoutMilliseconds: patient)
                var inserted = 0
                for (index, statement) in Self.statements(account: account, count: 15, rows: 40).enumerated() {
                    inserted += try ledger.importStatement(request(statement, file: "\(account)-\(index).pdf")).inserted
                }
                return inserted
            }
        }
        let reader = Task.detached { () throws -> Int in
            let ledger = try Ledger(path: path, busyTimeoutMilliseconds: patient)
            var reads = 0
            for _ in 0..<30 {
                _ = try ledger.transactions(TransactionFilter(limit: 50))
                _ = try ledger.statements()
                reads += 1
            }
            return reads
        }
        var total = 0
        for writer in writers { total += try await writer.value }
        #expect(try await reader.value == 30)
        #expect(total == 2 * 15 * 40)
        let ledger = try Ledger(path: path)
        #expect(try count(ledger, "transactions") == Int64(total))
        #expect(try ledger.check().isHealthy)
    }

    @Test(arguments: testedBackends) func checkFindsAStatementThatNoLongerAddsUp(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(
            request(
                statement([
                    row("2025-03-02", "Mercadona", -4_530),
                    row("2025-03-03", "Bar", -300),
                ]), file: "m.pdf"))
        #expect(try ledger.check().isHealthy)
        // An app edits an amount behind the ledger's back.
        try ledger.database.run(
            "UPDATE transactions SET amount_minor = ? WHERE description = ?",
            [.integer(-3_000), .text("Bar")])
        let report = try ledger.check()
        #expect(report.unbalancedStatements.count == 1)
        #expect(report.fingerprintProblems.count == 1)
        #expect(report.integrityProblems.isEmpty && report.foreignKeyProblems.isEmpty)
    }

    @Test func checkFindsDanglingForeignKeys() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: directory.ledgerPath)
        _ = try ledger.importStatement(request(statement([row("2025-03-02", "Mercadona", -4_530)]), file: "m.pdf"))
        try ledger.database.execute("PRAGMA foreign_keys=OFF")
        try ledger.database.run("UPDATE transactions SET category_id = ?", [.text("vanished")])
        #expect(try ledger.check().foreignKeyProblems.count == 1)
    }

    @Test func locationPrecedence() {
        let environment = ["HOME": "/home/ana", "XDG_DATA_HOME": "/data"]
        #expect(LedgerLocation.resolve(explicit: "/x.sqlite", environment: environment) == "/x.sqlite")
        #expect(
            LedgerLocation.resolve(explicit: nil, environment: environment.merging(["STATEMENT_IMPORT_LEDGER": "/e.sqlite"]) { $1 }) == "/e.sqlite")
        #expect(LedgerLocation.resolve(explicit: nil, environment: environment) == "/data/statement-import/ledger.sqlite")
        #expect(
            LedgerLocation.resolve(explicit: nil, environment: ["HOME": "/home/ana"])
                == "/home/ana/.local/share/statement-import/ledger.sqlite")
    }

    @Test func theConfigurationFileNamesTheLedgerAfterTheEnvironment() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.path + "/statement-import"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let environment = ["HOME": "/home/ana", "XDG_CONFIG_HOME": directory.path]
        try "[ledger]\nlocation = postgresql://ana@db.example.org/household?sslmode=require\n"
            .write(toFile: folder + "/config", atomically: true, encoding: .utf8)
        #expect(LedgerLocation.resolve(explicit: nil, environment: environment) == "postgresql://ana@db.example.org/household?sslmode=require")
        #expect(
            LedgerLocation.resolve(explicit: nil, environment: environment.merging(["STATEMENT_IMPORT_LEDGER": "/e.sqlite"]) { $1 }) == "/e.sqlite")
        try "[ledger]\nlocation = ~/ledgers/home.sqlite\n".write(toFile: folder + "/config", atomically: true, encoding: .utf8)
        #expect(LedgerLocation.resolve(explicit: nil, environment: environment) == "/home/ana/ledgers/home.sqlite")
        try "[ledger]\nlocation = home.sqlite\n".write(toFile: folder + "/config", atomically: true, encoding: .utf8)
        #expect(LedgerLocation.resolve(explicit: nil, environment: environment) == folder + "/home.sqlite")
    }
}
