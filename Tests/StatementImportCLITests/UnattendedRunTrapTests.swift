import Foundation
import StatementPDFWriter
import Testing

/// Issue 36 item 8 through the built binary: settings that would make every nightly run do the
/// wrong thing quietly are refused, or mean what a person means by them.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct UnattendedRunTrapTests {
    @Test func aProcessedFolderThatIsTheInboxIsRefusedAndNothingMoves() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        try box.add("cuenta-es.pdf", as: "march.pdf")
        let run = try ToolRun.run(
            ["batch", "--inbox", box.inbox, "--processed", box.inbox + "/", "--failed", box.failed, "--settle", "0"],
            in: box.root, environment: box.environment)
        #expect(run.status == 78, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("the processed folder is the inbox itself"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.inbox).contains("march.pdf"))
    }

    @Test func anInboxOfTildeIsTheHomeFolderNotAFolderNamedTilde() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        let home = box.root.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ToolRun.sample("cuenta-es.pdf"), toPath: home.appendingPathComponent("march.pdf").path)
        try box.writeConfiguration("[batch]\ninbox = ~\nprocessed = ~/done\nfailed = ~/failed\nsettle = 0\n")
        var environment = box.environment
        environment["HOME"] = home.path
        let run = try ToolRun.run(["batch"], in: box.root, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: box.root.appendingPathComponent("config/statement-import/~").path))
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("done").path))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("march.pdf").path))
    }

    /// A file of a 251-byte name whose twin is already in failed/ needs a `-2`, and its error record
    /// a longer name still: it stayed in the inbox on every run. The name is shortened to fit.
    @Test func aLongNameWhoseTwinIsInFailedStillLeavesTheInbox() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        let name = String(repeating: "n", count: 247) + ".pdf"
        try FileManager.default.createDirectory(atPath: box.failed, withIntermediateDirectories: true)
        try Data("not a pdf".utf8).write(to: URL(fileURLWithPath: box.failed + "/" + name))
        try Data("not a pdf either".utf8).write(to: URL(fileURLWithPath: box.inbox + "/" + name))
        let run = try box.batch(["--jobs", "1"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: box.inbox + "/" + name), "\(run.stderr)")
        let failed = try FileManager.default.contentsOfDirectory(atPath: box.failed)
        // The twin, the file under a name cut to leave room for its record, and the record.
        #expect(failed.count == 3, "\(failed)")
        #expect(failed.contains { $0.hasSuffix(".pdf.error.json") }, "\(failed)")
        #expect(!run.stderr.contains("cannot write"), "\(run.stderr)")
    }

    /// doctor passed while every batch exited 73 for a run-report folder it could not make. Both
    /// now agree: doctor fails on it, as the run does.
    @Test func doctorFailsWhereBatchCannotWriteItsRunReport() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        let blocked = box.root.appendingPathComponent("state-is-a-file")
        try Data("not a folder".utf8).write(to: blocked)
        var environment = box.environment
        environment["XDG_STATE_HOME"] = blocked.path
        try box.add("cuenta-es.pdf", as: "march.pdf")
        let batch = try ToolRun.run(
            ["batch", "--inbox", box.inbox, "--processed", box.processed, "--failed", box.failed, "--settle", "0"],
            in: box.root, environment: environment)
        #expect(batch.status == 73, "\(batch.stderr)")
        let doctor = try ToolRun.run(
            ["doctor"], in: box.root,
            environment: environment.merging(["XDG_DATA_HOME": box.root.appendingPathComponent("data").path]) { $1 })
        #expect(doctor.status == 1, "\(doctor.stdout)")
        #expect(doctor.stdout.contains("FAIL run reports"), "\(doctor.stdout)")
    }

    /// Issue 36 item 9: a letter with no table was told to name its currency and account, then to
    /// accept it unproven. It is one line pointing at how it was read, in import and in batch.
    @Test func aLetterWithNoTableIsOneLineThatAsksNothing() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        let writer = PDFDocumentWriter()
        let page = writer.addPage()
        for (index, line) in [
            "Northwind Bank", "Dear Customer,", "We are writing to tell you about changes to our terms and conditions.",
            "From 1 May 2025 the fee for an arranged overdraft will be $12 a month.", "Yours sincerely,", "The Northwind Team",
        ].enumerated() {
            page.text(line, x: 60, y: 80 + Double(index) * 24, size: 11)
        }
        let letter = box.root.appendingPathComponent("letter.pdf")
        try writer.data().write(to: letter)
        let run = try ToolRun.run(["import", "--ledger", box.ledger, letter.path], in: box.root, environment: box.environment)
        #expect(run.status == 65, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("no transaction table found"), "\(run.stderr)")
        #expect(run.stderr.contains("parse --explain"), "\(run.stderr)")
        for question in ["--currency", "--account", "--accept-unverified"] {
            #expect(!run.stderr.contains(question), "\(question): \(run.stderr)")
        }
    }
}
