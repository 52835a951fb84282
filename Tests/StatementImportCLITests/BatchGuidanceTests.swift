import Foundation
import Testing

/// What `batch` tells a person to do next is what works.
@Suite(.serialized, .enabled(if: toolIsBuilt))
struct BatchGuidanceTests {
    /// A file failed for its password stays in failed/ until it changes or `--retry-failed`: a
    /// second run given the password leaves it there, so the line says how to retry it.
    @Test func aFileWaitingForItsPasswordSaysHowToRetryIt() throws {
        let box = try BatchInbox()
        try box.add("bad/encrypted.pdf", as: "encrypted.pdf")
        let first = try box.batch()
        #expect(first.status == 1)
        let line = first.stderr.split(separator: "\n").first { $0.contains("encrypted.pdf") } ?? ""
        #expect(line.contains("STATEMENT_IMPORT_PDF_PASSWORD"), "\(first.stderr)")
        #expect(line.contains("statement-import batch --retry-failed"), "\(first.stderr)")
        let retry = try box.batch(["--retry-failed"], environment: ["STATEMENT_IMPORT_PDF_PASSWORD": "sample-pass"])
        #expect(retry.status == 0, "\(retry.stderr)")
        #expect(box.files(in: box.failed) == [])
    }

    /// A dry run's summary says what would happen, as `import --dry-run` does, never that files
    /// were imported or rows added.
    @Test func aDryRunSummarySaysWouldImport() throws {
        let box = try BatchInbox()
        try box.add("cuenta-es.pdf", as: "cuenta-es.pdf")
        let run = try box.batch(["--dry-run", "--verbose"])
        #expect(run.status == 0, "\(run.stderr)")
        let summary = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(summary.contains("1 would import"), "\(run.stdout)")
        #expect(summary.contains("17 rows would be added"), "\(run.stdout)")
        #expect(!FileManager.default.fileExists(atPath: box.ledger))
    }
}
