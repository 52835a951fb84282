import Foundation
import StatementImport
import StatementPDFWriter
import Testing

/// Issue 34, item 5: nothing that is not verified reaches the ledger unless the person accepts
/// it. A statement printing no balance at all is refused by `import` with the command that
/// stores it, stored with `--accept-unverified`, and filed under failed/ by `batch` with that
/// command beside it.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not found next to the tests or in .build/debug: run `swift build` first"))
struct UnverifiedStatementTests {
    /// One page of made-up rows with their amounts and nothing else: no balance, no total.
    static func writeStatementWithoutBalances(to url: URL) throws {
        let writer = PDFDocumentWriter(title: "No balances")
        let page = writer.addPage()
        page.text("Fernhill Savings Bank", x: 40, y: 50, font: .helveticaBold, size: 12)
        page.text("Account number 12345678 - amounts in EUR", x: 40, y: 68)
        page.text("Statement period 01/03/2025 to 31/03/2025", x: 40, y: 82)
        page.text("Date", x: 40, y: 110, font: .helveticaBold)
        page.text("Description", x: 110, y: 110, font: .helveticaBold)
        page.text("Amount", x: 520, y: 110, font: .helveticaBold, align: .right)
        let rows: [(String, String, String)] = [
            ("03/03/2025", "BAKERY ON THE CORNER", "-4.20"), ("07/03/2025", "SALARY MADE-UP EMPLOYER", "1,250.00"),
            ("12/03/2025", "BOOKSHOP PURCHASE", "-18.90"), ("21/03/2025", "RENT TO LANDLORD", "-600.00"),
        ]
        for (index, row) in rows.enumerated() {
            let y = 126 + Double(index) * 14
            page.text(row.0, x: 40, y: y)
            page.text(row.1, x: 110, y: y)
            page.text(row.2, x: 520, y: y, align: .right)
        }
        try writer.data().write(to: url)
    }

    static func environment(_ directory: URL) -> [String: String] {
        [
            "HOME": directory.path, "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
            "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
            "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
        ]
    }

    @Test func importRefusesItUnlessAccepted() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("no-balance.pdf")
        try Self.writeStatementWithoutBalances(to: pdf)
        let parsed = try ToolRun.run(["parse", pdf.path, "--explain"], in: directory, environment: Self.environment(directory))
        #expect(parsed.stdout.contains("verdict: unverifiable"), "\(parsed.stdout)")
        let ledger = directory.appendingPathComponent("ledger.sqlite").path
        let refused = try ToolRun.run(["import", "--ledger", ledger, pdf.path], in: directory, environment: Self.environment(directory))
        #expect(refused.status == 65, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stderr.contains("not verified, not imported"), "\(refused.stderr)")
        #expect(refused.stderr.contains(ImportCommandLine.of(pdf.path, decision: "--accept-unverified")), "\(refused.stderr)")
        #expect(!refused.stdout.contains("imported \(pdf.path)"), "\(refused.stdout)")
        let accepted = try ToolRun.run(
            ["import", "--ledger", ledger, pdf.path, "--accept-unverified"], in: directory, environment: Self.environment(directory))
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.contains("imported \(pdf.path): 4 rows (unverifiable)"), "\(accepted.stdout)")
        let listed = try ToolRun.run(["statements", "--ledger", ledger], in: directory, environment: Self.environment(directory))
        #expect(listed.stdout.contains("unverifiable (accepted)"), "\(listed.stdout)")
    }

    @Test func batchFilesItUnderFailedWithTheCommand() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        try Self.writeStatementWithoutBalances(to: URL(fileURLWithPath: box.inbox + "/no-balance.pdf"))
        let run = try box.batch()
        #expect(run.status != 0, "\(run.stderr)")
        #expect(run.stderr.contains("no-balance.pdf: is not verified"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: box.failed + "/no-balance.pdf"))
        let record = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: box.failed + "/no-balance.pdf.error.json")))
        let command = (record as? [String: Any])?["command"] as? String
        #expect(command == ImportCommandLine.of(box.failed + "/no-balance.pdf", decision: "--accept-unverified"), "\(String(describing: command))")
        #expect(!FileManager.default.fileExists(atPath: box.processed + "/no-balance.pdf"))
        // Issue 36, item 1: the run's report gives each file's verdicts.
        let files = try box.lastReport().objects("files")
        #expect(files.map { $0["verdicts"] as? [String] } == [["unverifiable"]], "\(files)")
    }

    @Test func batchReportsTheVerdictOfAStoredFile() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        try box.add("cuenta-es.pdf", as: "cuenta.pdf")
        let run = try box.batch()
        #expect(run.status == 0, "\(run.stderr)")
        let files = try box.lastReport().objects("files")
        #expect(files.map { $0["verdicts"] as? [String] } == [["verified"]], "\(files)")
    }
}
