import Foundation
import LedgerStore
import StatementCore
import Testing
@testable import StatementImport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `BatchRun` starts its readers before the ledger opens, as `import` does: these show when they
/// start, which files they read, and that nothing of them outlives a run that stops early. The
/// readers are `/bin/sh` scripts that note their pid and answer with a prepared statement, each
/// file its own; the files go into a real SQLite ledger through the pipeline `import` uses.
@Suite(.serialized) struct BatchRunTests {
    @Test func readersStartBeforeTheLedgerOpensAndASetupThatFailsStopsThemAndRemovesTheirFolder() throws {
        for failure in [SetupFailure.ledgerCannotOpen, .ledgerHeldByAnotherMachine] {
            let box = try Box(files: ["a.pdf", "b.pdf", "c.pdf"], reader: .hangs)
            defer { box.remove() }
            var sawReaderFirst = false
            let result = box.run { () throws(AppError) -> BatchLedger in
                sawReaderFirst = box.waitForReaders()
                switch failure {
                case .ledgerCannotOpen: throw AppError(.ledgerUnavailable, "ledger.sqlite: cannot be opened: check the path")
                case .ledgerHeldByAnotherMachine: return try box.ledger(claims: false)
                }
            }
            #expect(sawReaderFirst, "\(failure): no reader had started when the ledger was opened")
            #expect(result.exitCode == (failure == .ledgerCannotOpen ? 73 : 75))
            let pids = box.readerPIDs()
            #expect(!pids.isEmpty)
            for pid in pids { #expect(kill(pid, 0) == -1 && errno == ESRCH, "reader \(pid) is still there") }
            #if os(Linux)
            #expect(!box.notedScratch.isEmpty, "the readers noted no scratch folder")
            #endif
            #expect(box.scratchFolders().isEmpty)
            #expect(box.inboxFiles() == ["a.pdf", "b.pdf", "c.pdf"])
        }
    }

    @Test func filesTheLedgerHoldsAreNotReadAgain() throws {
        let box = try Box(files: ["a.pdf", "b.pdf", "c.pdf"], reader: .answers)
        defer { box.remove() }
        let held = try #require(FileHasher.sha256(box.inbox + "/b.pdf"))
        try box.store("b.pdf", sha256: held)
        let result = box.run(heldAlready: { hashes in Set(hashes).intersection([held]) }) { () throws(AppError) -> BatchLedger in
            // Both readers (two jobs) are at work before the ledger opens: neither is b's.
            #expect(box.waitForReaders(count: 2))
            return try box.ledger()
        }
        #expect(result.exitCode == 0, "\(result.problems)")
        #expect(box.readFiles() == ["a.pdf", "c.pdf"])
        #expect(try box.storedFiles() == ["a.pdf", "b.pdf", "c.pdf"])
        let outcomes = result.report?.files.map { "\($0.name) \($0.outcome)" }
        #expect(outcomes == ["a.pdf imported", "b.pdf alreadyImported", "c.pdf imported"])
        #expect(box.scratchFolders().isEmpty)
    }

    /// Another run stored a file between the early look and the ledger's opening: its early
    /// readers give way to ones for the files still to read, and that file is not stored twice.
    @Test func aFileStoredMeanwhileIsSettledNotStored() throws {
        let box = try Box(files: ["a.pdf", "b.pdf", "c.pdf"], reader: .answers)
        defer { box.remove() }
        let held = try #require(FileHasher.sha256(box.inbox + "/a.pdf"))
        try box.store("a.pdf", sha256: held)
        let result = box.run { () throws(AppError) -> BatchLedger in try box.ledger() }
        #expect(result.exitCode == 0, "\(result.problems)")
        #expect(try box.storedFiles() == ["a.pdf", "b.pdf", "c.pdf"])
        #expect(result.report?.files.map(\.outcome) == [.alreadyImported, .imported, .imported])
        #expect(box.scratchFolders().isEmpty)
    }

    @Test func aSecondRunWhileTheFirstHoldsTheInboxIsRefusedAndStartsNoReader() throws {
        let box = try Box(files: ["a.pdf", "b.pdf"], reader: .answers)
        defer { box.remove() }
        let release = DispatchSemaphore(value: 0)
        let firstDone = DispatchSemaphore(value: 0)
        let first = FirstResult()
        Thread {
            first.value = box.run { () throws(AppError) -> BatchLedger in
                _ = box.waitForReaders()
                release.wait()
                return try box.ledger()
            }
            firstDone.signal()
        }.start()
        #expect(box.waitForReaders())
        let secondMarks = box.root + "/marks-of-the-second"
        let second = box.run(marks: secondMarks) { () throws(AppError) -> BatchLedger in
            Issue.record("the second run opened the ledger")
            return try box.ledger()
        }
        #expect(second.exitCode == 75 && second.report == nil && second.problems.count == 1)
        #expect(!FileManager.default.fileExists(atPath: secondMarks))
        release.signal()
        firstDone.wait()
        #expect(first.value?.exitCode == 0)
        #expect(first.value?.report?.totals.imported == 2)
        #expect(box.scratchFolders().isEmpty)
    }

    /// The run's report lists each budget in its period holding the run's day, in percent only.
    @Test func theRunReportsEachBudgetInPercentWithoutAnAmount() throws {
        let box = try Box(files: ["a.pdf"], reader: .answers)
        defer { box.remove() }
        let first = try #require(LocalDate(year: 2025, month: 1, day: 31))
        let result = box.run { () throws(AppError) -> BatchLedger in
            var ledger = try box.ledger()
            do {
                try ledger.ledger.setBudget(
                    StoredBudget(categoryID: "food", limit: Money(minorUnits: 40_000, currency: .eur), cadence: "month", startsOn: first))
            } catch {
                throw AppError(.internalError, "\(error)")
            }
            ledger.budgetClock = .fixed(first.adding(days: 28))
            return ledger
        }
        #expect(result.exitCode == 0, "\(result.problems)")
        let use = try #require(result.report?.budgets?.first)
        #expect(use.category == "food" && use.periodStart == "2025-02-28" && use.periodEnd == "2025-03-30" && use.daysLeft == 31)
        #expect(use.percentSpent == 0 && use.level == "within" && use.every == "month")
        let written = try String(contentsOfFile: box.root + "/state/last-run.json", encoding: .utf8)
        #expect(written.contains("\"percent_spent\"") && !written.contains("40000") && !written.contains("400.00"), "\(written)")
        #expect(!result.problems.contains { $0.contains("budget") })
    }
}

private enum SetupFailure {
    case ledgerCannotOpen
    case ledgerHeldByAnotherMachine
}

private final class FirstResult: @unchecked Sendable {
    var value: BatchResult?
}

/// One run's folders, its reader script and what the readers left behind.
private struct Box {
    enum Reader {
        case answers
        case hangs
    }

    let root: String
    let reader: Reader
    var inbox: String { root + "/inbox" }
    var marks: String { root + "/marks" }

    init(files: [String], reader: Reader) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("BatchRun-\(UUID().uuidString)").path
        self.reader = reader
        for folder in [inbox, marks, root + "/rules"] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        for (index, name) in files.enumerated() {
            try Data("%PDF-1.4 file \(index)\n".utf8).write(to: URL(fileURLWithPath: inbox + "/" + name))
        }
        try FileManager.default.createDirectory(atPath: answers, withIntermediateDirectories: true)
        for (index, name) in files.enumerated() {
            try JSONEncoder().encode(WorkerAnswer(statements: [Box.statement(index)], pages: 3))
                .write(to: URL(fileURLWithPath: answers + "/" + name + ".json"))
        }
    }

    var answers: String { root + "/answers" }

    /// The statement file `index` prints: one that adds up, on an account of its own.
    static func statement(_ index: Int) -> Statement {
        BatchRefusalTests.statement(account: "…\(1000 + index)")
    }

    /// The run's ledger in the box's folder, as `batch` opens it; `claims: false` stands for
    /// another machine's run holding a shared ledger.
    func ledger(claims: Bool = true) throws(AppError) -> BatchLedger {
        let environment = ["STATEMENT_IMPORT_RULES": root + "/rules", "XDG_CONFIG_HOME": root + "/config"]
        let session = LedgerSession(
            ledger: LedgerAccess(path: root + "/ledger.sqlite"), folders: RuleFolders(environment: environment),
            environment: environment)
        var ledger = try BatchLedger.open(session, dryRun: false, scratch: root + "/scratch")
        if !claims { ledger.claimRun = { false } }
        return ledger
    }

    /// `name`'s statement stored under `sha256`, as an earlier run would have left it.
    func store(_ name: String, sha256: String) throws {
        let index = try #require(inboxFiles().firstIndex(of: name))
        let ledger = try self.ledger().ledger
        _ = try ledger.importStatements(
            [
                StatementImportRequest(
                    statement: Box.statement(index), fileName: name, fileSHA256: sha256,
                    toolVersion: "test",
                    suggestions: Box.statement(index).transactions.map { _ in nil })
            ], options: ImportOptions())
    }

    /// The files the ledger holds, by name.
    func storedFiles() throws -> [String] {
        try Ledger(path: root + "/ledger.sqlite", mode: .reading).statements().map(\.fileName).sorted()
    }

    /// `marks`: where the readers note their pids (the box's own folder unless given).
    func run(
        marks: String? = nil, heldAlready: @escaping ([String]) -> Set<String> = { _ in [] },
        openLedger: @escaping () throws(AppError) -> BatchLedger
    ) -> BatchResult {
        let script =
            // Where the answer goes, noted before the pid, so the run's own scratch folder is known
            // once a reader is seen (Linux's /proc).
            "mkdir -p \"$MARKS\"; out=$(readlink /proc/$$/fd/1 2>/dev/null); echo \"$out\" > \"$MARKS/$(basename \"$1\").out\"; "
            + "echo $$ > \"$MARKS/$(basename \"$1\").pid\"; "
            + (reader == .hangs ? "exec sleep 60" : "cat \"$ANSWERS/$(basename \"$1\").json\"")
        let worker = WorkerCommand(
            executable: "/bin/sh", arguments: ["-c", script, "reader"],
            environment: ["PATH": "/usr/bin:/bin", "MARKS": marks ?? self.marks, "ANSWERS": answers])
        let request = BatchRequest(
            folders: BatchFolders(inbox: inbox, processed: root + "/processed", failed: root + "/failed"),
            settle: 0, jobs: 2, fileTimeout: 30, stateDirectory: root + "/state", toolVersion: "test")
        return BatchRun(
            request: request, worker: worker, environment: [:],
            heldAlready: heldAlready, openLedger: openLedger
        ).run()
    }

    /// Waits (up to ten seconds) until `count` readers have noted their pids.
    func waitForReaders(count: Int = 1) -> Bool {
        for _ in 0..<1000 {
            if readerPIDs().count >= count { return true }
            usleep(10_000)
        }
        return false
    }

    func readFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: marks)) ?? []).filter { $0.hasSuffix(".pid") }
            .map { ($0 as NSString).deletingPathExtension }.sorted()
    }

    func readerPIDs() -> Set<pid_t> {
        Set(
            readFiles().compactMap { name in
                (try? String(contentsOfFile: marks + "/" + name + ".pid", encoding: .utf8))
                    .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            })
    }

    /// The scratch folders the readers noted their answers going to (none without /proc).
    var notedScratch: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: marks)) ?? []).filter { $0.hasSuffix(".out") }
            .compactMap { try? String(contentsOfFile: marks + "/" + $0, encoding: .utf8) }
            .map { URL(fileURLWithPath: $0.trimmingCharacters(in: .whitespacesAndNewlines)).deletingLastPathComponent().path }
            .filter { $0.contains("statement-import-batch-") }
    }

    /// The run's scratch folders still there: a run removes its own however it ends. Its readers
    /// noted where their answers went, so these are this run's alone; where they could not (no
    /// /proc), every batch scratch folder of this process, as other suites' runs make such
    /// folders too (`ImportPipelineTests`, `BatchRefusalTests`). Either way this waits (up to
    /// thirty seconds, on a loaded machine) for them to go, so only a folder left behind remains.
    func scratchFolders() -> [String] {
        let noted = notedScratch
        var left: [String] = []
        for _ in 0..<3000 {
            if noted.isEmpty {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? []
                left = names.filter { $0.hasPrefix("statement-import-batch-\(getpid())-") }
            } else {
                left = Set(noted).filter { FileManager.default.fileExists(atPath: $0) }.sorted()
            }
            if left.isEmpty { return [] }
            usleep(10_000)
        }
        return left
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }

    func inboxFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: inbox)) ?? []).filter { $0.hasSuffix(".pdf") }.sorted()
    }
}
