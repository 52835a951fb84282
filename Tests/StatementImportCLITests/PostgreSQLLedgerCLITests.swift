import Foundation
@testable import LedgerStore
import TestSupport
import StatementPDFWriter
import Testing

/// The tool with `--ledger postgresql://…` against a real server: every command, `ledger copy`
/// both ways, and an importer killed or cut off mid-statement (the statement is absent, not partial).
@Suite(
    .serialized,
    .enabled(
        if: PostgreSQLTestServer.isAvailable && toolIsBuilt,
        Comment(rawValue: PostgreSQLTestServer.unavailableReason + " (or the tool is not built)")))
struct PostgreSQLLedgerCLITests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ["HOME": directory.path, "XDG_DATA_HOME": directory.path + "/data", "XDG_CONFIG_HOME": directory.path + "/config"]
    }

    func tool(_ arguments: [String]) throws -> ToolRun { try ToolRun.run(arguments, in: directory, environment: environment) }

    func freshDatabase() throws -> String { try PostgreSQLTestServer.shared.get().makeDatabase() }

    func samples() throws -> [String] {
        let folder = ToolRun.packageRoot.appendingPathComponent("SampleStatements")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".pdf") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    /// Transaction ids are random per ledger; everything else must read the same on both backends.
    func withoutIDs(_ text: String) -> String {
        text.replacingOccurrences(
            of: "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\\b[0-9a-f]{8}\\b", with: "ID",
            options: .regularExpression)
    }

    @Test func everyCommandReadsAndWritesTheServerLedgerAsItDoesAFile() throws {
        let url = try freshDatabase()
        let file = directory.appendingPathComponent("ledger.sqlite").path
        #expect(try tool(["transactions", "--ledger", url]).status == 66)
        // doctor reports an empty database and creates nothing in it, as reading commands.
        #expect(try tool(["doctor", "--ledger", url]).stdout.contains("holds no ledger yet"))
        #expect(try tool(["review", "--list", "--ledger", url]).status == 66)
        #expect(
            try PostgreSQLDatabase(url: url).scalarInt(
                "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = current_schema()") == 0)
        for ledger in [file, url] {
            let imported = try tool(["import", "--ledger", ledger] + samples())
            #expect(imported.status == 0, "\(imported.stderr)")
        }
        for command in [
            ["transactions", "--format", "csv"], ["statements"], ["accounts"], ["export", "--format", "ledger"],
            ["export", "--format", "beancount"], ["export", "--format", "csv"], ["check"], ["review", "--list"],
            ["categories"], ["recategorise", "--dry-run"],
        ] {
            let local = try tool(command + ["--ledger", file])
            let remote = try tool(command + ["--ledger", url])
            #expect(remote.status == local.status, "\(command): \(remote.stderr)")
            #expect(
                withoutIDs(remote.stdout.replacingOccurrences(of: url, with: "LEDGER"))
                    == withoutIDs(local.stdout.replacingOccurrences(of: file, with: "LEDGER")), "\(command)")
        }
        let reviewed = try tool(["review", "--list", "--format", "json", "--ledger", url])
        let first = try #require(((try JSONSerialization.jsonObject(with: Data(reviewed.stdout.utf8)) as? [[String: Any]])?.first)?["id"] as? String)
        #expect(try tool(["review", "--set", "\(first)=food", "--ledger", url]).status == 0)
        #expect(try tool(["categories", "add", "coffee", "Coffee", "--parent", "restaurants", "--ledger", url]).status == 0)
        #expect(try tool(["learned", "--ledger", url]).stdout.contains("1 merchants learned"))
        let removed = try tool(["statements", "remove", "1", "--ledger", url])
        #expect(removed.status == 0 && removed.stdout.hasPrefix("removed statement 1"), "\(removed.stderr)")
        let doctor = try tool(["doctor", "--ledger", url])
        #expect(doctor.stdout.contains("\(url): writable, schema version \(Ledger.schemaVersion)"), "\(doctor.stdout)")
        #expect(try tool(["check", "--ledger", url]).status == 0)
    }

    @Test func ledgerCopyMovesALedgerToTheServerAndBackProvedByCountsAndBalances() throws {
        let url = try freshDatabase()
        let file = directory.appendingPathComponent("source.sqlite").path
        let back = directory.appendingPathComponent("back.sqlite").path
        #expect(try tool(["import", "--ledger", file] + samples()).status == 0)
        #expect(try tool(["categories", "add", "coffee", "Coffee", "--parent", "restaurants", "--ledger", file]).status == 0)
        let there = try tool(["ledger", "copy", file, url])
        #expect(there.status == 0, "\(there.stderr)")
        #expect(there.stdout.contains("verified: the row counts of all \(LedgerTable.all.count) tables and the balances of"), "\(there.stdout)")
        let again = try tool(["ledger", "copy", file, url])
        #expect(again.status == 73)
        #expect(again.stderr.contains("already holds a ledger") && again.stderr.contains("copy into a new, empty database"), "\(again.stderr)")
        let home = try tool(["ledger", "copy", url, back])
        #expect(home.status == 0, "\(home.stderr)")
        for format in ["csv", "json", "ledger", "beancount"] {
            #expect(
                try tool(["export", "--format", format, "--ledger", back]).stdout
                    == tool(["export", "--format", format, "--ledger", file]).stdout, "\(format)")
        }
        // The server ledger goes on after the copy: new ids follow the copied ones.
        let large = directory.appendingPathComponent("large-2.pdf")
        try LargeStatement.make(pages: 2).pdf.write(to: large)
        let more = try tool(["import", "--ledger", url, large.path])
        #expect(more.status == 0, "\(more.stderr)")
        #expect(try tool(["check", "--ledger", url]).status == 0)
        #expect(try tool(["ledger", "copy", directory.appendingPathComponent("none.sqlite").path, url]).status == 66)
    }

    @Test func aPasswordInTheURLIsNeverPrinted() throws {
        let url = try freshDatabase().replacingOccurrences(of: "postgresql://postgres@", with: "postgresql://postgres:pa55word@")
        let runs = [
            try tool(["import", "--ledger", url] + samples()), try tool(["check", "--ledger", url]),
            try tool(["doctor", "--ledger", url]), try tool(["transactions", "--ledger", url + "&dbname=nonexistent"]),
        ]
        for run in runs {
            #expect(!(run.stdout + run.stderr).contains("pa55word"), "\(run.stdout) \(run.stderr)")
        }
        #expect(runs[1].stdout.contains("postgresql://postgres@/"))
    }

    /// Starts an import of a large statement and waits until it is inside the statement's
    /// transaction: its connection has written (a transaction id) and is inserting rows.
    /// Long enough that its rows take a while to write: the ledger now writes a 40-page statement's
    /// 2,000 rows in a few milliseconds, less than it took the test to reach in.
    static let largePages = 200

    func importerInsideItsTransaction(_ url: String, alsoImporting more: [String] = []) throws -> Process {
        let large = directory.appendingPathComponent("large.pdf")
        try LargeStatement.make(pages: Self.largePages).pdf.write(to: large)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(ToolRun.binary))
        process.arguments = ["import", "--ledger", url, large.path] + more
        process.environment = ToolRun.isolated(ProcessInfo.processInfo.environment, in: directory).merging(environment) { $1 }
        let errors = directory.appendingPathComponent("importer.stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let admin = try PostgreSQLDatabase(url: url)
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline,
            try admin.scalarInt(
                """
                SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
                AND backend_xid IS NOT NULL AND query LIKE '%INSERT INTO transactions%'
                """) == 0
        {
            usleep(2_000)
        }
        // Some rows in, not all: inside the statement.
        return process
    }

    func statementAbsent(_ url: String) throws {
        let ledger = try Ledger(path: url)
        for table in ["statements", "transactions", "statement_rows", "accounts"] {
            #expect(try ledger.database.scalarInt("SELECT COUNT(*) FROM \(table)") == 0, "\(table) kept part of the statement")
        }
    }

    @Test func anImporterKilledMidStatementLeavesNoPartOfIt() throws {
        let url = try freshDatabase()
        _ = try Ledger(path: url)
        let importer = try importerInsideItsTransaction(url)
        #expect(importer.isRunning, "the import finished before it could be killed")
        kill(importer.processIdentifier, SIGKILL)
        importer.waitUntilExit()
        #expect(importer.terminationReason == .uncaughtSignal)
        try statementAbsent(url)
        let rerun = try tool(["import", "--ledger", url, directory.appendingPathComponent("large.pdf").path])
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(
            try Ledger(path: url).database.scalarInt("SELECT COUNT(*) FROM transactions")
                == Int64(LargeStatement.make(pages: Self.largePages).statement.entries.count))
    }

    @Test func aConnectionDroppedMidImportIsOneClearErrorAndNoPartOfTheStatement() throws {
        let url = try freshDatabase()
        _ = try Ledger(path: url)
        let importer = try importerInsideItsTransaction(url)
        let admin = try PostgreSQLDatabase(url: url)
        _ = try admin.query(
            """
            SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
            """
        ) { $0.bool(0) }
        importer.waitUntilExit()
        let stderr = (try? String(contentsOf: directory.appendingPathComponent("importer.stderr"), encoding: .utf8)) ?? ""
        #expect(importer.terminationStatus != 0)
        #expect(stderr.contains("the connection to the ledger's server was lost"), "\(stderr)")
        #expect(!stderr.contains("SELECT") && !stderr.contains("INSERT"), "\(stderr)")
        try statementAbsent(url)
    }

    /// Issue 36 item 9: a server lost during a two-file import is the run's trouble, exit 69 as
    /// with one file, not the 1 of "some files failed".
    @Test func aConnectionDroppedDuringATwoFileImportExits69() throws {
        let url = try freshDatabase()
        _ = try Ledger(path: url)
        let importer = try importerInsideItsTransaction(url, alsoImporting: [ToolRun.sample("cuenta-es.pdf")])
        let admin = try PostgreSQLDatabase(url: url)
        _ = try admin.query(
            """
            SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
            """
        ) { $0.bool(0) }
        importer.waitUntilExit()
        let stderr = (try? String(contentsOf: directory.appendingPathComponent("importer.stderr"), encoding: .utf8)) ?? ""
        #expect(importer.terminationStatus == 69, "\(stderr)")
        #expect(stderr.contains("the connection to the ledger's server was lost"), "\(stderr)")
    }

    /// Issue 36 item 6: a server lost for good while `review` waits for an answer ends the review
    /// with its one line and the server's exit code, 69; it does not ask the next row, or the same one
    /// again, for each answer still waiting on its input.
    @Test func aServerLostDuringReviewEndsItWithOneLine() throws {
        let url = try freshDatabase()
        let imported = try tool(["import", "--ledger", url] + samples())
        #expect(imported.status == 0, "\(imported.stderr)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(ToolRun.binary))
        process.arguments = ["review", "--ledger", url]
        process.environment = ToolRun.isolated(ProcessInfo.processInfo.environment, in: directory).merging(environment) { $1 }
        let output = directory.appendingPathComponent("review.stdout"), errors = directory.appendingPathComponent("review.stderr")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        let answers = Pipe()
        process.standardInput = answers
        try process.run()
        // The first question is on the screen: the review has read its rows and waits.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline, ((try? Data(contentsOf: output))?.count ?? 0) == 0 { usleep(20_000) }
        usleep(200_000)
        // Gone for good: a connection cut while the database also refuses new ones (a cut alone is
        // mended by the ledger's one reconnect, and the review goes on).
        let server = try PostgreSQLTestServer.shared.get()
        let name = try #require(url.split(separator: "?").first?.split(separator: "/").last.map(String.init))
        let admin = try PostgreSQLDatabase(url: server.url(database: "postgres"))
        try admin.execute("ALTER DATABASE \(name) ALLOW_CONNECTIONS false")
        defer { try? admin.execute("ALTER DATABASE \(name) ALLOW_CONNECTIONS true") }
        _ = try admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '\(name)'") { $0.bool(0) }
        answers.fileHandleForWriting.write(Data(String(repeating: "r food\ny\n", count: 50).utf8))
        try answers.fileHandleForWriting.close()
        process.waitUntilExit()
        let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        let stdout = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        #expect(process.terminationStatus == 69, "\(stderr) \(stdout.suffix(1500))")
        #expect(stderr.components(separatedBy: "the connection to the ledger's server was lost").count == 2, "\(stderr)")
    }
}
