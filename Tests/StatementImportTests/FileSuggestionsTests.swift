import Categorisation
import Foundation
import LedgerStore
import StatementCore
@testable import StatementImport
import StatementPDFWriter
import Testing

/// With several threads, a file's rows are categorised while the ledger gets the write ready:
/// the ledger ends up exactly as with one thread, and a file that fails still leaves nothing.
@Suite struct FileSuggestionsTests {
    let directory: URL
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("FileSuggestionsTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func request(_ paths: [String], ledger: String, jobs: Int) -> ImportStatements.Request {
        let environment = [
            "STATEMENT_IMPORT_RULES": Self.root.appendingPathComponent("Rules").path,
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
        ]
        return ImportStatements.Request(
            paths: paths, ledger: LedgerAccess(path: directory.appendingPathComponent(ledger).path),
            folders: RuleFolders(environment: environment), environment: environment,
            jobs: jobs)
    }

    /// What the ledger holds of each row, less its random id and the time it was stored.
    func stored(_ ledger: String) throws -> [String] {
        try LedgerAccess(path: directory.appendingPathComponent(ledger).path).openForReading().transactions()
            .sorted { ($0.page, $0.line) < ($1.page, $1.line) }
            .map { row in
                [
                    row.date.iso, row.description, "\(row.amount.minorUnits)", row.categoryID ?? "-", "\(row.confidence)",
                    row.categorySource.rawValue, row.categoryReason, row.payee ?? "-", row.reviewStatus.rawValue, row.reviewReason,
                    row.fingerprint, "\(row.page):\(row.line)",
                ].joined(separator: "|")
            }
    }

    @Test func aStatementImportedOnTwoThreadsIsStoredAsOnOne() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("large.pdf").path
        try LargeStatement.make(pages: 12).pdf.write(to: URL(fileURLWithPath: path))
        let one = try ImportStatements(request([path], ledger: "one.sqlite", jobs: 1)).run(events: SilentEvents())
        let two = try ImportStatements(request([path], ledger: "two.sqlite", jobs: 2)).run(events: SilentEvents())
        #expect(one.counts.imported == 1 && two.counts.imported == 1)
        #expect(two.counts.rowsInserted == one.counts.rowsInserted && one.counts.rowsInserted > 300)
        #expect(two.categorised == one.categorised && two.needsReview == one.needsReview && one.categorised > 0)
        #expect(try stored("two.sqlite") == stored("one.sqlite"))
        // A ledger made by this import held nothing: the file was hashed while it was parsed, not before.
        let statements = try LedgerAccess(path: directory.appendingPathComponent("two.sqlite").path).openForReading().statements()
        #expect(statements.map(\.fileSHA256) == [FileHasher.sha256(path)])
        // Again into the same ledger: hashed first this time, and skipped before it is read.
        let again = try ImportStatements(request([path], ledger: "two.sqlite", jobs: 2)).run(events: SilentEvents())
        #expect(again.counts.skipped == 1 && again.counts.rowsInserted == 0)
    }

    @Test func aStatementThatDoesNotAddUpLeavesNothingOnTwoThreads() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = Self.root.appendingPathComponent("Tests/StatementImportCLITests/Fixtures/trial/trap-misprinted-amount/statement.pdf").path
        let summary = try ImportStatements(request([path], ledger: "ledger.sqlite", jobs: 2)).run(events: SilentEvents())
        #expect(summary.counts.failed == 1 && summary.problems == [.badData])
        #expect(summary.categorised == 0 && summary.needsReview == 0)
        let ledger = try LedgerAccess(path: directory.appendingPathComponent("ledger.sqlite").path).openForReading()
        #expect(try ledger.transactions().isEmpty && ledger.statements().isEmpty)
    }

    @Test func aFailureToCategoriseIsKnownAtOnceOnlyWithoutAThread() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let failure = AppError(.internalError, "categorisation failed")
        let now = FileSuggestions.start(onThread: false) { () throws(AppError) in throw failure }
        #expect(now.failureSoFar == failure)
        let alongside = FileSuggestions.start(onThread: true) { () throws(AppError) in throw failure }
        #expect(alongside.failureSoFar == nil)
        #expect(throws: failure) { try alongside.result.get() }
        let rows = [CategorisedRow(suggestion: .none, needsReview: true)]
        #expect(try FileSuggestions.start(onThread: true) { [rows] }.result.get() == [rows])
    }
}

private final class SilentEvents: ImportEvents {
    func importStarted(fileCount: Int) {}
    func fileStarted(_ path: String, number: Int, of total: Int) {}
    func fileFinished(_ result: FileImportResult) {}
    func warning(_ message: String) {}
}
