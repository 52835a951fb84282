import Foundation
import Testing
@testable import LedgerStore
import TestSupport
import StatementCore

/// The ledger on a real PostgreSQL server: what only a server has (other machines at once, a
/// connection dropped under an import, a restart, a login), beside the shared tests both backends run.
@Suite(.enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.unavailableReason)))
struct PostgreSQLLedgerTests {
    let march = [
        row("2025-03-02", "Mercadona Valencia", -4_530, line: 1), row("2025-03-10", "NÓMINA ACME", 250_000, line: 2),
        row("2025-03-20", "Café Central", -250, line: 3), row("2025-03-25", "Renfe billete", -1_890, line: 4),
    ]

    func freshDatabase() throws -> String { try PostgreSQLTestServer.shared.get().makeDatabase() }

    @Test func anEmptyDatabaseIsNoLedgerUntilImportCreatesIt() throws {
        let url = try freshDatabase()
        #expect(throws: LedgerError.missing(path: url)) { try Ledger(path: url, mode: .reading) }
        let ledger = try Ledger(path: url)
        #expect(ledger.backend == .postgresql)
        #expect(try ledger.storedSchemaVersion() == Ledger.schemaVersion)
        let reader = try Ledger(path: url, mode: .reading)
        #expect(try reader.categories().count == ledger.categories().count)
        // A reading connection changes nothing, and says so in the user's words.
        let error = #expect(throws: PostgreSQLError.self) { try reader.database.run("DELETE FROM import_runs") }
        #expect(error.flatMap { LedgerError.classifying($0, path: url) } == .notPermitted(path: url))
    }

    @Test func anotherProgramsDatabaseIsNeverMigratedAndANewerOneAsksForAnUpgrade() throws {
        let foreign = try freshDatabase()
        try PostgreSQLDatabase(url: foreign).execute("CREATE TABLE recipes (name TEXT)")
        #expect(throws: LedgerError.notALedger(path: foreign)) { try Ledger(path: foreign) }
        let newer = try freshDatabase()
        try Ledger(path: newer).database.run("UPDATE schema_version SET version = ?", [.integer(Ledger.schemaVersion + 1)])
        #expect(throws: LedgerError.newerVersion(path: newer, found: Ledger.schemaVersion + 1, supported: Ledger.schemaVersion)) {
            try Ledger(path: newer, mode: .reading)
        }
    }

    @Test func theSameColumnsInTheSameOrderAsSQLite() throws {
        let directory = try TemporaryDirectory()
        let sqlite = try Ledger(path: directory.ledgerPath)
        let server = try Ledger(path: try freshDatabase())
        let tables = try sqlite.database.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") { $0.text(0) }
        #expect(tables.count == LedgerTable.all.count)
        for table in tables {
            let local = try sqlite.database.query("SELECT name FROM pragma_table_info(?) ORDER BY cid", [.text(table)]) { $0.text(0) }
            let remote = try server.database.query(
                """
                SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?
                ORDER BY ordinal_position
                """, [.text(table)]
            ) { $0.text(0) }
            #expect(local == remote, "\(table)")
        }
    }

    @Test func exportsAreTheSameTextOnBothBackends() throws {
        let directory = try TemporaryDirectory()
        let server = try TemporaryDirectory()
        let fromSQLite = try LedgerExportTests.exampleLedger(in: directory, on: .sqlite)
        let fromServer = try LedgerExportTests.exampleLedger(in: server, on: .postgresql)
        for format in [ExportFormat.hledger, .beancount] {
            // Row ids are random UUIDs on each backend; everything else must be the same text.
            let withoutIDs = { (text: String) in
                text.replacingOccurrences(
                    of: "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", with: "ID",
                    options: .regularExpression
                ).split(separator: "\n")
            }
            let local = withoutIDs(try fromSQLite.export(format))
            let remote = withoutIDs(try fromServer.export(format))
            #expect(local == remote, "\(format): \(local.filter { !remote.contains($0) }) against \(remote.filter { !local.contains($0) })")
        }
        #expect(try fromServer.check().isHealthy)
    }

    @Test func twoImportersOfTheSameStatementsAtOnceNeverDoubleARow() async throws {
        let url = try freshDatabase()
        _ = try Ledger(path: url)
        let statements = LedgerConcurrencyAndCheckTests.statements(account: "…4242", count: 12, rows: 30)
        let importers = [false, true].map { reversed in
            Task.detached { () throws -> Int in
                let ledger = try Ledger(path: url)
                let order = reversed ? Array(statements.indices.reversed()) : Array(statements.indices)
                var inserted = 0
                for index in order {
                    inserted += try ledger.importStatement(request(statements[index], file: "s\(index).pdf")).inserted
                }
                return inserted
            }
        }
        var inserted = 0
        for importer in importers { inserted += try await importer.value }
        let ledger = try Ledger(path: url)
        #expect(inserted == 12 * 30)
        #expect(try count(ledger, "transactions") == 12 * 30)
        #expect(try count(ledger, "statements") == 12)
        #expect(try count(ledger, "statement_rows") == 12 * 30)
        // The fixture's statements share one period, so reconciliation (by period) is not asked here.
        let report = try ledger.check()
        #expect(report.unbalancedStatements.isEmpty && report.fingerprintProblems.isEmpty, "\(report.problems)")
    }

    @Test func aConnectionDroppedMidImportLeavesNoPartOfTheStatement() throws {
        let url = try freshDatabase()
        _ = try Ledger(path: url)
        let large = statement(
            (0..<6_000).map { line in
                Transaction(
                    date: LocalDate(dayNumber: 20_000 + line / 20), description: "shop \(line)", amount: eur(-Int64(100 + line)),
                    page: 1 + line / 40, line: line % 40 + 1)
            })
        // Its own thread, not the shared task pool, which other tests may keep busy for minutes.
        let outcome = ThreadOutcome()
        let importer = Thread {
            do {
                let ledger = try Ledger(path: url)
                _ = try ledger.importStatement(request(large, file: "large.pdf"))
                outcome.finish(nil)
            } catch {
                outcome.finish(LedgerError.classifying(error, path: url))
            }
        }
        importer.start()
        let admin = try PostgreSQLDatabase(url: url)
        // Inside the statement's transaction: the importer's connection has written and is inserting rows.
        let deadline = Date().addingTimeInterval(300)
        while Date() < deadline, !outcome.isFinished,
            try admin.scalarInt(
                """
                SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
                AND backend_xid IS NOT NULL AND query LIKE '%INSERT INTO transactions%'
                """) == 0
        {
            usleep(2_000)
        }
        let ended = try admin.scalarInt(
            """
            SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
            """)
        #expect(ended == 1)
        #expect(outcome.wait() == .connectionLost(path: url))
        let ledger = try Ledger(path: url)
        for table in ["statements", "transactions", "statement_rows", "accounts"] {
            #expect(try count(ledger, table) == 0, "\(table) kept rows of a statement whose import was cut off")
        }
        #expect(try ledger.importStatement(request(large, file: "large.pdf")).inserted == 6_000)
    }

    @Test func aServerRestartBetweenStatementsIsNotNoticed() throws {
        let server = try PostgreSQLTestServer()
        defer { server.remove() }
        let url = try server.makeDatabase()
        let ledger = try Ledger(path: url)
        #expect(try ledger.importStatement(request(statement(march), file: "march.pdf")).inserted == 4)
        try server.restart()
        let april = statement(
            [row("2025-04-03", "Lidl", -700)], opening: 100_000 + march.reduce(0) { $0 + $1.amount.minorUnits },
            from: "2025-04-01", to: "2025-04-30")
        #expect(try ledger.importStatement(request(april, file: "april.pdf")).inserted == 1)
        #expect(try count(ledger, "transactions") == 5)
        try server.stop()
        let error = #expect(throws: (any Error).self) { try ledger.transactions() }
        let classified = error.flatMap { LedgerError.classifying($0, path: url) }
        #expect(
            classified?.description.contains("cannot connect to the ledger's server") == true || classified == .connectionLost(path: url),
            "\(String(describing: error))")
    }

    @Test func noServerThereIsOneSentenceNamingTheURLWithoutItsPassword() throws {
        let directory = try TemporaryDirectory()
        let url = "postgresql://anna:s3cret@/ledger?host=\(directory.path)&connect_timeout=2"
        let error = #expect(throws: LedgerError.self) { try Ledger(path: url) }
        let sentence = error?.description ?? ""
        #expect(sentence.hasPrefix("postgresql://anna@/ledger?host=\(directory.path)"), "\(sentence)")
        #expect(sentence.contains("cannot connect to the ledger's server") && !sentence.contains("s3cret"), "\(sentence)")
        #expect(!sentence.contains("\n"))
    }
}

extension PostgreSQLLedgerTests {
    @Test func oneBatchAtATimeAcrossMachinesUntilItsConnectionEnds() throws {
        let url = try freshDatabase()
        var first: Ledger? = try Ledger(path: url)
        let second = try Ledger(path: url)
        #expect(try first?.claimBatchLock() == true)
        #expect(try second.claimBatchLock() == false)
        first = nil
        // The server lets go once the first connection's backend has seen it close: a moment later.
        var claimed = false
        for _ in 0..<500 where !claimed {
            claimed = try second.claimBatchLock()
            if !claimed { usleep(10_000) }
        }
        #expect(claimed)
        #expect(try Ledger(path: try TemporaryDirectory().ledgerPath).claimBatchLock() == true)
    }
}

/// What a test's own thread ended with, waited for without the task pool.
private final class ThreadOutcome: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var error: LedgerError?
    private var finished = false

    var isFinished: Bool { lock.withLock { finished } }

    func finish(_ error: LedgerError?) {
        lock.withLock {
            self.error = error
            finished = true
        }
        done.signal()
    }

    func wait() -> LedgerError? {
        done.wait()
        return lock.withLock { error }
    }
}

extension PostgreSQLLedgerTests {
    @Test func aVersion3ServerLedgerMigratesInOneStepAndKeepsItsRows() throws {
        let url = try freshDatabase()
        do {
            let ledger = try Ledger(path: url)
            _ = try ledger.importStatement(request(statement(march), file: "march.pdf"))
            // As version 3 left it: no bank_code column, no remote_agreement, transfer_pairs or budgets table, no provenance.
            try ledger.database.execute(
                "ALTER TABLE accounts DROP COLUMN bank_code; DROP TABLE remote_agreement; DROP TABLE transfer_pairs; DROP TABLE row_proofs; DROP TABLE budgets; DROP TABLE unverified_acceptances; DROP TABLE removed_sections; "
                    + "ALTER TABLE statements DROP COLUMN format; ALTER TABLE transactions DROP COLUMN bank_reference; "
                    + LedgerForeignAmountsTests.undoForeignAmounts
                    + "UPDATE schema_version SET version = 3")
        }
        let reader = try Ledger(path: url, mode: .reading)
        #expect(try reader.storedSchemaVersion() == Ledger.schemaVersion)
        #expect(try reader.database.query("SELECT bank_code FROM accounts") { $0.optionalText(0) } == [nil])
        #expect(try count(reader, "transactions") == 4)
        #expect(try reader.remoteAgreement(serviceURL: "http://127.0.0.1:8080/v1", model: "tiny") == nil)
    }
}
