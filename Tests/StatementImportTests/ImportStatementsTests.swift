import Foundation
import LedgerStore
import Testing
@testable import StatementImport

/// The import use case without the CLI: events in order, outcomes, and nothing created when the
/// request is wrong.
@Suite struct ImportStatementsTests {
    final class RecordedEvents: ImportEvents {
        var lines: [String] = []
        func importStarted(fileCount: Int) { lines.append("started \(fileCount)") }
        func fileStarted(_ path: String, number: Int, of total: Int) {
            lines.append("file \(number)/\(total) \((path as NSString).lastPathComponent)")
        }
        func fileFinished(_ result: FileImportResult) {
            lines.append("finished \((result.path as NSString).lastPathComponent) \(result.problem.map(\.rawValue) ?? "ok")")
        }
        func warning(_ message: String) { lines.append("warning") }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static func sample(_ name: String) -> String { root.appendingPathComponent("SampleStatements/\(name)").path }

    let directory: URL
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ImportStatementsTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func request(_ paths: [String], passwordFile: String? = nil) -> ImportStatements.Request {
        let environment = [
            "STATEMENT_IMPORT_RULES": Self.root.appendingPathComponent("Rules").path,
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
        ]
        return ImportStatements.Request(
            paths: paths, ledger: LedgerAccess(path: directory.appendingPathComponent("ledger.sqlite").path),
            folders: RuleFolders(environment: environment), passwordFile: passwordFile,
            environment: environment)
    }

    @Test func eventsComeInOrderAndABadFileDoesNotStopTheRun() throws {
        let events = RecordedEvents()
        let summary = try ImportStatements(
            request([
                Self.sample("current-account-en.pdf"), Self.sample("bad/truncated.pdf"),
                directory.appendingPathComponent("missing.pdf").path,
            ])
        ).run(events: events)
        #expect(
            events.lines == [
                "started 3", "file 1/3 missing.pdf", "finished missing.pdf noInput",
                "file 2/3 current-account-en.pdf", "finished current-account-en.pdf ok",
                "file 3/3 truncated.pdf", "finished truncated.pdf badData",
            ])
        #expect(summary.counts.imported == 1)
        #expect(summary.counts.failed == 2)
        #expect(summary.problems == [.noInput, .badData])
        #expect(summary.categorised + summary.needsReview > 0)
    }

    @Test func aFileTheLedgerHoldsIsSkippedBeforeItIsRead() throws {
        let passwordFile = directory.appendingPathComponent("password").path
        try "sample-pass".write(toFile: passwordFile, atomically: true, encoding: .utf8)
        let encrypted = Self.sample("bad/encrypted.pdf")
        let first = try ImportStatements(request([encrypted], passwordFile: passwordFile)).run(events: RecordedEvents())
        #expect(first.counts.imported == 1)
        // Without the password reading it would fail: skipped by its SHA-256, it is never opened.
        let events = RecordedEvents()
        let again = try ImportStatements(request([encrypted])).run(events: events)
        #expect(events.lines == ["started 1", "file 1/1 encrypted.pdf", "finished encrypted.pdf ok"])
        #expect(again.counts.skipped == 1 && again.counts.rowsInserted == 0 && again.counts.failed == 0)
        #expect(again.categorised == 0 && again.needsReview == 0)
        guard case .alreadyImported = again.results.first?.status else {
            Issue.record("expected already imported, got \(String(describing: again.results.first?.status))")
            return
        }
    }

    @Test func rulesAreReadOnlyWhenAFileIsToBeRead() throws {
        let statement = Self.sample("current-account-en.pdf")
        _ = try ImportStatements(request([statement])).run(events: RecordedEvents())
        let rules = directory.appendingPathComponent("config/statement-import/rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        try "rule \"Broken\" when".write(to: rules.appendingPathComponent("mine.rules"), atomically: true, encoding: .utf8)
        // Everything asked for is there already: nothing needs the rules, so their mistake stops nothing.
        let again = try ImportStatements(request([statement])).run(events: RecordedEvents())
        #expect(again.counts.skipped == 1 && again.counts.failed == 0)
        // A file to read needs them: the mistake is reported before anything is read.
        let error = #expect(throws: AppError.self) {
            try ImportStatements(request([statement, Self.sample("bad/truncated.pdf")])).run(events: RecordedEvents())
        }
        #expect(error?.category == .configuration)
    }

    @Test func aMissingPasswordFileCreatesNoLedger() throws {
        #expect(throws: AppError.self) {
            try ImportStatements(
                request(
                    [Self.sample("current-account-en.pdf")],
                    passwordFile: directory.appendingPathComponent("nope").path)
            ).run(events: RecordedEvents())
        }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("ledger.sqlite").path))
    }

    @Test func aCorrectionAndWhatItTeachesAreStoredTogether() throws {
        _ = try ImportStatements(request([Self.sample("current-account-en.pdf")])).run(events: RecordedEvents())
        let access = LedgerAccess(path: directory.appendingPathComponent("ledger.sqlite").path)
        let teacher = try CategoryTeacher(access)
        let row = try #require(try access.openForReading().transactions().first)
        try teacher.set(row.id, category: "food")
        let ledger = try access.openForReading()
        #expect(try ledger.transaction(id: row.id)?.locked == true)
        #expect(try ledger.learnedMerchants().contains { $0.categoryID == "food" })
        #expect(throws: AppError.self) { try teacher.set(row.id, category: "not-a-category") }
        #expect(throws: AppError.self) { try teacher.set("no-such-id", category: "food") }
    }
}
