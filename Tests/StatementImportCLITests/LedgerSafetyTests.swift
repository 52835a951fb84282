import Foundation
import LedgerStore
import StatementPDFWriter
import Testing
import TestSupport

/// The ledger against a real `statement-import` process: SIGKILL at many points of an import,
/// the same file twice, an overlapping statement, and two writers plus a reader at once.
/// The process is the built binary, so a kill really stops it wherever it is (no in-process mocking).
@Suite(.serialized)
struct LedgerSafetyTests {
    // MARK: 1. SIGKILL at many points

    @Test func killedImportLeavesLedgerIntact() throws {
        let tool = try #require(Tool.find(), Tool.missingMessage)
        let dir = try TemporaryFolder()
        let large = try dir.write(LargeStatement.make(pages: 60).pdf, as: "large-60.pdf")
        let samples = Tool.samplePDFs()
        try #require(
            samples.count == SampleStatement.all.count,
            "expected the \(SampleStatement.all.count) SampleStatements/*.pdf, found \(samples.count)")
        // Samples on both sides of the large one, so kills land between statements as well as inside them.
        let files = Array(samples.prefix(2)) + [large] + Array(samples.dropFirst(2))

        // What a parse of each file says: the rows each of its stored statements must have
        // (one statement per account the file prints).
        var expectedRows: [String: [Int]] = [:]
        for file in files {
            expectedRows[(file as NSString).lastPathComponent] = try tool.parsedRowCounts(file, in: dir)
        }
        #expect(expectedRows["large-60.pdf"] == [LargeStatement.make(pages: 60).statement.entries.count])

        // A clean import into a fresh ledger: the reference, and its duration spreads the kill points.
        let reference = dir.path("reference.sqlite")
        // Its largest WAL size is watched too (the last connection deletes the WAL on a clean exit).
        let started = Date()
        let clean = try tool.start(["import", "--ledger", reference] + files, in: dir, output: "reference")
        var walSize = 0
        while clean.isRunning {
            walSize = max(walSize, fileSize(reference + "-wal"))
            usleep(200)
        }
        clean.waitUntilExit()
        let duration = Date().timeIntervalSince(started)
        try #require(clean.terminationStatus == 0, "clean import failed: \(dir.read("reference.stderr"))")
        let referenceState = try LedgerState(path: reference)
        #expect(referenceState.transactionCount == expectedRows.values.joined().reduce(0, +))

        // The WAL file only grows during a run (checkpoints reuse it from the start), so its size is
        // a progress meter of the writes: kill points keyed on it land inside the large statement's
        // write transaction, which a delay alone rarely hits (parsing dominates the run).
        try #require(walSize > 0, "no WAL file seen during the clean import to measure writes by")

        enum KillPoint { case after(seconds: Double), walReaches(bytes: Int) }
        let timed = 10, walKeyed = 5
        let killPoints: [KillPoint] =
            (0..<timed).map { point in
                // From a few milliseconds to 95% of a clean run, evenly spread.
                .after(seconds: 0.003 + (duration * 0.95 - 0.003) * Double(point) / Double(timed - 1))
            } + (1...walKeyed).map { point in .walReaches(bytes: walSize * point / (walKeyed + 1)) }
        var report: [String] = []
        for (point, killPoint) in killPoints.enumerated() {
            let ledgerPath = dir.path("killed-\(point).sqlite")
            let process = try tool.start(["import", "--ledger", ledgerPath] + files, in: dir)
            let delay: String
            switch killPoint {
            case .after(let seconds):
                delay = String(format: "after %.3fs", seconds)
                usleep(useconds_t(seconds * 1_000_000))
            case .walReaches(let bytes):
                delay = "at WAL \(bytes) bytes"
                while process.isRunning && fileSize(ledgerPath + "-wal") < bytes { usleep(200) }
            }
            let pid = process.processIdentifier
            let killed = process.isRunning && kill(pid, SIGKILL) == 0
            process.waitUntilExit()
            // The import may finish between the isRunning check and the signal: then it must
            // have exited cleanly, and the checks below hold just the same.
            if killed {
                #expect(
                    process.terminationReason == .uncaughtSignal || process.terminationStatus == 0,
                    "kill point \(point) (\(delay)): exited \(process.terminationStatus) instead of being killed")
            }

            // Right after the kill: healthy, and each stored file whole, every account of it.
            let afterKill = try LedgerState(path: ledgerPath)
            #expect(afterKill.report.isHealthy, "kill point \(point) (\(delay)): \(afterKill.report.problems)")
            #expect(afterKill.integrity == "ok", "kill point \(point): integrity_check says \(afterKill.integrity)")
            for (file, stored) in afterKill.statementsByFile {
                let expected = expectedRows[file]
                #expect(
                    stored.map(\.linkedRows) == expected,
                    "kill point \(point): \(file) has \(stored.map(\.linkedRows)) statement_rows, its parse has \(expected ?? [])")
                #expect(stored.map(\.rowCount) == expected, "kill point \(point): \(file) row_count \(stored.map(\.rowCount))")
            }
            #expect(afterKill.orphanTransactions == 0, "kill point \(point): transactions no statement row points at")
            report.append(
                "\(delay): \(killed ? "killed" : "finished") with \(afterKill.statements.count) statements, \(afterKill.transactionCount) rows")

            // Run it again to the end: exactly the clean import's rows, nothing lost, nothing doubled.
            let rerun = try tool.run(["import", "--ledger", ledgerPath] + files, in: dir)
            #expect(rerun.status == 0, "kill point \(point): rerun exited \(rerun.status): \(rerun.stderr)")
            let final = try LedgerState(path: ledgerPath)
            #expect(final.report.isHealthy, "kill point \(point) after rerun: \(final.report.problems)")
            #expect(final.transactionCount == referenceState.transactionCount, "kill point \(point) after rerun")
            #expect(final.fingerprints == referenceState.fingerprints, "kill point \(point): rows differ from a clean import")
            #expect(Set(final.statements.map(\.fileName)) == Set(expectedRows.keys))
            for (file, stored) in final.statementsByFile { #expect(stored.map(\.linkedRows) == expectedRows[file]) }
        }
        print(
            "LedgerSafetyTests: clean import \(String(format: "%.3f", duration))s, WAL \(walSize) bytes; kill points:\n  "
                + report.joined(separator: "\n  "))
    }

    // MARK: 2. The same files twice

    @Test func importingTwiceAddsNothing() throws {
        let tool = try #require(Tool.find(), Tool.missingMessage)
        let dir = try TemporaryFolder()
        let ledgerPath = dir.path("ledger.sqlite")
        let samples = Tool.samplePDFs()
        try #require(samples.count == SampleStatement.all.count)

        let first = try tool.run(["import", "--ledger", ledgerPath] + samples, in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        let before = try LedgerState(path: ledgerPath)
        #expect(before.transactionCount > 0)

        let second = try tool.run(["import", "--ledger", ledgerPath] + samples, in: dir)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.components(separatedBy: "already imported").count - 1 >= samples.count, "\(second.stdout)")
        let after = try LedgerState(path: ledgerPath)
        #expect(after.transactionCount == before.transactionCount)
        #expect(after.fingerprints == before.fingerprints)
        #expect(after.statements.count == before.statements.count)
    }

    // MARK: 3. Overlapping statements

    @Test func overlappingStatementAddsOnlyNewRows() throws {
        let tool = try #require(Tool.find(), Tool.missingMessage)
        let dir = try TemporaryFolder()
        let entries = LargeStatement.make(pages: 2).statement.entries
        let base = LargeStatement.make(pages: 2).statement
        try #require(entries.count >= 30, "a two-page statement has \(entries.count) rows")
        // First statement: rows 0..<20; second: rows 12..<end. Rows 12..<20 are in both.
        let firstEnd = 20, secondStart = 12
        func part(_ range: Range<Int>) -> StatementDescription {
            let opening = base.openingBalance + entries[0..<range.lowerBound].reduce(0) { $0 + $1.amount }
            return StatementDescription(
                institution: base.institution, institutionAddress: base.institutionAddress,
                accountHolder: base.accountHolder, accountNumber: base.accountNumber, currency: base.currency,
                periodStart: entries[range.lowerBound].date, periodEnd: entries[range.upperBound - 1].date,
                openingBalance: opening, entries: Array(entries[range]))
        }
        let first = try dir.write(StatementLayoutRenderer.render(part(0..<firstEnd), style: .ukCurrentAccount), as: "first.pdf")
        let second = try dir.write(
            StatementLayoutRenderer.render(part(secondStart..<entries.count), style: .ukCurrentAccount),
            as: "second.pdf")
        let ledgerPath = dir.path("ledger.sqlite")

        let one = try tool.run(["import", "--ledger", ledgerPath, first], in: dir)
        #expect(one.status == 0, "\(one.stdout) \(one.stderr)")
        #expect(try LedgerState(path: ledgerPath).transactionCount == firstEnd)

        let two = try tool.run(["import", "--ledger", ledgerPath, second], in: dir)
        #expect(two.status == 0, "\(two.stdout) \(two.stderr)")
        let overlap = firstEnd - secondStart
        #expect(two.stdout.contains("\(entries.count - firstEnd) rows, \(overlap) already in the ledger"), "\(two.stdout)")
        let state = try LedgerState(path: ledgerPath)
        #expect(state.report.isHealthy, "\(state.report.problems)")
        #expect(state.transactionCount == entries.count)
        #expect(state.statements.map(\.linkedRows).sorted() == [firstEnd, entries.count - secondStart].sorted())

        // The whole year as one statement adds nothing: every row is already there.
        let whole = try dir.write(LargeStatement.make(pages: 2).pdf, as: "whole.pdf")
        let three = try tool.run(["import", "--ledger", ledgerPath, whole], in: dir)
        #expect(three.status == 0, "\(three.stdout) \(three.stderr)")
        #expect(try LedgerState(path: ledgerPath).transactionCount == entries.count)
    }

    // MARK: 4. Two writers and a reader at once

    @Test func twoImportsAndAReaderAtOnce() throws {
        let tool = try #require(Tool.find(), Tool.missingMessage)
        let dir = try TemporaryFolder()
        let large = try dir.write(LargeStatement.make(pages: 40).pdf, as: "large-40.pdf")
        let samples = Tool.samplePDFs()
        try #require(samples.count == SampleStatement.all.count)
        let ledgerPath = dir.path("ledger.sqlite")

        // No ledger file yet: both writers and the reader race to create and migrate it too.
        let writerA = try tool.start(["import", "--ledger", ledgerPath, large], in: dir, output: "a")
        let writerB = try tool.start(["import", "--ledger", ledgerPath] + samples, in: dir, output: "b")
        var reads = 0
        var readerFailures: [String] = []
        repeat {
            let read = try tool.run(["transactions", "--ledger", ledgerPath], in: dir)
            reads += 1
            // Until a writer has created the ledger, a reader is told there is none (66) and creates nothing.
            let notYetCreated = read.status == 66 && read.stderr.contains("no ledger at")
            if (read.status != 0 && !notYetCreated) || read.stderr.lowercased().contains("locked") {
                readerFailures.append("read \(reads) exited \(read.status): \(read.stderr)")
            }
        } while writerA.isRunning || writerB.isRunning
        writerA.waitUntilExit()
        writerB.waitUntilExit()

        #expect(readerFailures.isEmpty, "\(readerFailures)")
        for (name, writer) in [("a", writerA), ("b", writerB)] {
            let stderr = dir.read("\(name).stderr")
            #expect(writer.terminationStatus == 0, "writer \(name): \(stderr)")
            #expect(!stderr.lowercased().contains("locked"), "writer \(name): \(stderr)")
        }
        let state = try LedgerState(path: ledgerPath)
        #expect(state.report.isHealthy, "\(state.report.problems)")
        var expected = LargeStatement.make(pages: 40).statement.entries.count
        var statements = 1
        for sample in samples {
            let counts = try tool.parsedRowCounts(sample, in: dir)
            expected += counts.reduce(0, +)
            statements += counts.count
        }
        #expect(state.statements.count == statements)
        #expect(state.transactionCount == expected, "after \(reads) reads")
    }
}

// MARK: - Helpers

private func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
}

/// The built `statement-import` binary, next to the test bundle in .build/<configuration>.
private struct Tool {
    let executable: URL

    static let missingMessage: Comment = "statement-import binary not found next to the test bundle: run `swift build` first"

    static func find() -> Tool? {
        let fileManager = FileManager.default
        let starts = [
            CommandLine.arguments.first.map { URL(fileURLWithPath: $0) }, Bundle.main.bundleURL,
            Bundle.main.executableURL,
        ].compactMap { $0 }
        for start in starts {
            var directory = start.standardizedFileURL
            for _ in 0..<8 {
                let candidate = directory.appendingPathComponent("statement-import")
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    fileManager.isExecutableFile(atPath: candidate.path)
                {
                    return Tool(executable: candidate)
                }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        return nil
    }

    /// SampleStatements/*.pdf of this package, found from this source file.
    static func samplePDFs() -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let directory = root.appendingPathComponent("SampleStatements")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".pdf") }.sorted().map { directory.appendingPathComponent($0).path }
    }

    struct Result { var status: Int32; var stdout: String; var stderr: String }

    /// Starts the tool with stdout and stderr going to files (no pipe to fill up), in a private
    /// environment: HOME and XDG directories inside the test's directory.
    func start(_ arguments: [String], in dir: TemporaryFolder, output: String? = nil) throws -> Process {
        let name = output ?? UUID().uuidString
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ToolRun.isolated(ProcessInfo.processInfo.environment, in: dir.url)
        environment["HOME"] = dir.url.path
        environment["XDG_DATA_HOME"] = dir.path("xdg-data")
        environment["XDG_CONFIG_HOME"] = dir.path("xdg-config")
        environment.removeValue(forKey: "STATEMENT_IMPORT_LEDGER")
        environment.removeValue(forKey: "STATEMENT_IMPORT_RULES")
        process.environment = environment
        _ = FileManager.default.createFile(atPath: dir.path("\(name).stdout"), contents: nil)
        _ = FileManager.default.createFile(atPath: dir.path("\(name).stderr"), contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: dir.path("\(name).stdout")))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: dir.path("\(name).stderr")))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    func run(_ arguments: [String], in dir: TemporaryFolder) throws -> Result {
        let name = UUID().uuidString
        let process = try start(arguments, in: dir, output: name)
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: dir.read("\(name).stdout"), stderr: dir.read("\(name).stderr"))
    }

    /// The number of transactions `statement-import parse FILE --format json` reports, per
    /// statement: one for most files, one per account for a combined statement.
    func parsedRowCounts(_ file: String, in dir: TemporaryFolder) throws -> [Int] {
        let parsed = try run(["parse", file, "--format", "json"], in: dir)
        try #require(parsed.status == 0, "parse \(file): \(parsed.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(parsed.stdout.utf8)) as? [String: Any]
        let statements = (object?["statements"] as? [[String: Any]]) ?? object.map { [$0] } ?? []
        return try statements.map { statement in
            try #require(statement["transactions"] as? [Any], "parse \(file) printed no transactions array").count
        }
    }
}

/// What the tests look at in a ledger, read through LedgerStore (one connection, closed after).
private struct LedgerState {
    struct Statement { var fileName: String; var section: Int; var rowCount: Int; var linkedRows: Int }

    var report: LedgerCheckReport
    var integrity: String
    var statements: [Statement]
    var transactionCount: Int
    var fingerprints: [String]
    var orphanTransactions: Int

    /// Each file's statements in the order its accounts are printed.
    var statementsByFile: [String: [Statement]] {
        Dictionary(grouping: statements, by: \.fileName).mapValues { $0.sorted { $0.section < $1.section } }
    }

    init(path: String) throws {
        let ledger = try Ledger(path: path)
        report = try ledger.check()
        integrity = try ledger.database.query("PRAGMA integrity_check") { $0.text(0) }.joined(separator: "\n")
        statements = try ledger.statements().map { stored in
            Statement(
                fileName: stored.fileName, section: stored.section, rowCount: stored.rowCount,
                linkedRows: try ledger.statementRows(statementID: stored.id).count)
        }
        transactionCount = Int(try ledger.database.scalarInt("SELECT count(*) FROM transactions") ?? -1)
        fingerprints = try ledger.database.query("SELECT fingerprint FROM transactions ORDER BY fingerprint") { $0.text(0) }
        orphanTransactions = Int(
            try ledger.database.scalarInt(
                """
                SELECT count(*) FROM transactions t WHERE NOT EXISTS (SELECT 1 FROM statement_rows r WHERE r.transaction_id = t.id)
                """) ?? -1)
    }
}
