import Foundation
import Testing

/// The small things a user meets on their first day (issue 35, item 8).
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct DayOneTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(arguments, in: directory, environment: environment)
    }

    @Test func aDryRunIntoANewLedgerCreatesNoLedgerFile() throws {
        let ledger = directory.appendingPathComponent("new/ledger.sqlite").path
        let dryRun = try run(["import", "--dry-run", "--ledger", ledger, ToolRun.sample("cuenta-es.pdf")])
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stdout.contains("would import"), "\(dryRun.stdout)")
        #expect(!FileManager.default.fileExists(atPath: ledger))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("new").path))
    }

    @Test func aMistypedCommandGetsASuggestion() throws {
        let typo = try run(["imprt", ToolRun.sample("cuenta-es.pdf")])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("unknown command 'imprt' (did you mean import?)"), "\(typo.stderr)")
    }

    @Test func aPictureOrAnEmptyFileIsNotCalledAWebPage() throws {
        let empty = directory.appendingPathComponent("empty.pdf")
        try Data().write(to: empty)
        let photo = directory.appendingPathComponent("photo.pdf")
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [UInt8](repeating: 0, count: 64)).write(to: photo)
        for (path, says) in [(empty.path, "is empty (0 bytes)"), (photo.path, "is a JPEG image, not a PDF")] {
            let parsed = try run(["parse", path])
            #expect(parsed.status == 65, "\(parsed.stderr)")
            #expect(parsed.stderr.contains(says), "\(parsed.stderr)")
            #expect(!parsed.stderr.contains("HTML") && !parsed.stderr.contains("web page"), "\(parsed.stderr)")
        }
        let page = try run(["parse", ToolRun.sample("bad/error-page.pdf")])
        #expect(page.stderr.contains("web page"), "\(page.stderr)")
    }

    @Test func accountsLearnedAndStatementsPrintAHeaderLine() throws {
        #expect(try run(["import", ToolRun.sample("cuenta-es.pdf")]).status == 0)
        let headers = [
            "accounts": "Id\tInstitution\tNumber\tCurrency\tKind\tName", "learned": "Merchant\tCategory\tConfidence",
            "statements": "Id\tFile\tAccount\tPeriod\tVerdict\tRows",
        ]
        for (command, header) in headers {
            let listed = try run([command])
            #expect(listed.status == 0, "\(listed.stderr)")
            #expect(listed.stdout.split(separator: "\n").first?.hasPrefix(header) == true, "\(command): \(listed.stdout)")
        }
    }

    @Test func batchVerboseCountsThePDFsStillSettling() throws {
        let box = try BatchInbox()
        try box.add("cuenta-es.pdf", as: "just-downloaded.pdf")
        let run = try box.batch(["--settle", "3600", "--verbose"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("settling just-downloaded.pdf"), "\(run.stdout)")
        #expect(run.stdout.contains("0 files: ") && run.stdout.contains("1 still settling, left for the next run"), "\(run.stdout)")
        #expect(box.files(in: box.inbox).contains("just-downloaded.pdf"))
        #expect(try box.lastReport()["settling"] as? [String] == ["just-downloaded.pdf"])
    }

    @Test func anInboxGivenAloneFilesIntoProcessedBesideIt() throws {
        let box = try BatchInbox()
        let inbox = box.root.appendingPathComponent("Statements/inbox").path
        try FileManager.default.createDirectory(atPath: inbox, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ToolRun.sample("cuenta-es.pdf"), toPath: inbox + "/cuenta-es.pdf")
        let run = try ToolRun.run(["batch", "--inbox", inbox, "--settle", "0"], in: box.root, environment: box.environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(box.files(in: box.root.appendingPathComponent("Statements/processed").path).count == 1)
        #expect(!FileManager.default.fileExists(atPath: box.root.appendingPathComponent("data/statement-import/processed").path))
        // As configured, when the configuration says where.
        let elsewhere = box.root.appendingPathComponent("filed").path
        try box.writeConfiguration("[batch]\nprocessed = \(elsewhere)\n")
        try FileManager.default.copyItem(atPath: ToolRun.sample("current-account-en.pdf"), toPath: inbox + "/current-account-en.pdf")
        let configured = try ToolRun.run(["batch", "--inbox", inbox, "--settle", "0"], in: box.root, environment: box.environment)
        #expect(configured.status == 0, "\(configured.stderr)")
        #expect(box.files(in: elsewhere).count == 1)
    }

    @Test func theInstalledSystemdUnitPointsAtThePrefixUsed() throws {
        let binary = try #require(ToolRun.binary)
        let prefix = directory.appendingPathComponent("prefix")
        let install = try ToolRun.run(
            [ToolRun.packageRoot.appendingPathComponent("scripts/install").path, prefix.path], in: directory,
            environment: ["STATEMENT_IMPORT_INSTALL_BINARY": binary], executable: "/bin/bash")
        #expect(install.status == 0, "\(install.stderr)")
        let unit = try String(
            contentsOf: prefix.appendingPathComponent("share/statement-import/systemd/statement-import-batch.service"), encoding: .utf8)
        let lines = unit.split(separator: "\n")
        let documentation = try #require(lines.first { $0.hasPrefix("Documentation=") })
        let guide = prefix.appendingPathComponent("share/doc/statement-import/scheduling.md").path
        #expect(documentation.contains("file://" + guide), "\(documentation)")
        #expect(FileManager.default.fileExists(atPath: guide))
        #expect(lines.contains("ExecStart=" + prefix.appendingPathComponent("bin/statement-import").path + " batch"), "\(unit)")
        // The unit in the checkout expects the default prefix, ~/.local, and points nowhere else.
        let shipped = try String(
            contentsOf: ToolRun.packageRoot.appendingPathComponent("contrib/systemd/statement-import-batch.service"), encoding: .utf8)
        #expect(!shipped.contains("/usr/local") && shipped.contains("ExecStart=%h/.local/bin/statement-import batch"))
    }
}
