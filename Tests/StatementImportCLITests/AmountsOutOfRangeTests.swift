import Foundation
import StatementPDFWriter
import Testing

/// A statement of amounts whose sum is beyond `Int64` minor units is bad data: one line naming
/// the file, exit 65, and a batch goes on. It used to trap (SIGILL) in the verifier.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not found next to the tests or in .build/debug: run `swift build` first"))
struct AmountsOutOfRangeTests {
    /// 120 rows of 999,999,999,999,999.99 over three pages, between an opening and a closing balance.
    private func writeHugeStatement(to url: URL) throws {
        let writer = PDFDocumentWriter(title: "Huge statement")
        var row = 0
        for pageNumber in 1...3 {
            let page = writer.addPage()
            page.text("Tailspin Test Bank", x: 40, y: 50, font: .helveticaBold, size: 14)
            page.text("Statement period 01/03/2025 to 31/03/2025", x: 40, y: 70)
            if pageNumber == 1 {
                page.text("Opening balance", x: 40, y: 90)
                page.text("0.00", x: 520, y: 90, align: .right)
            }
            page.text("Date", x: 40, y: 110, font: .helveticaBold)
            page.text("Description", x: 110, y: 110, font: .helveticaBold)
            page.text("Paid in", x: 440, y: 110, font: .helveticaBold, align: .right)
            for line in 0..<40 {
                row += 1
                let y = 125 + Double(line) * 14
                page.text("14/03/2025", x: 40, y: y)
                page.text("TRANSFER \(row)", x: 110, y: y)
                page.text("999,999,999,999,999.99", x: 440, y: y, align: .right)
            }
            if pageNumber == 3 {
                page.text("Closing balance", x: 40, y: 700)
                page.text("1.00", x: 520, y: 700, align: .right)
            }
        }
        try writer.data().write(to: url)
    }

    @Test func parseSaysOneLineAndExits65() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("huge.pdf")
        try writeHugeStatement(to: pdf)
        let result = try ToolRun.run(["parse", pdf.path, "--format", "json"], in: directory)
        #expect(result.status == 65, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.contains(pdf.path) == true)
        #expect(lines.first?.contains("beyond the range") == true)
        #expect(result.stdout.isEmpty)
    }

    @Test func importGoesOnToTheNextFile() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("huge.pdf")
        try writeHugeStatement(to: pdf)
        let ledger = directory.appendingPathComponent("ledger.sqlite").path
        let result = try ToolRun.run(
            ["import", "--ledger", ledger, pdf.path, ToolRun.sample("cuenta-es.pdf")], in: directory,
            environment: [
                "HOME": directory.path, "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
                "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
            ])
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").filter { $0.contains("huge.pdf") }.count == 1, "\(result.stderr)")
        #expect(result.stdout.contains("imported \(ToolRun.sample("cuenta-es.pdf"))"), "\(result.stdout)")
    }

    @Test func explainPrintsEveryLineAndTheDecisions() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ToolRun.run(["parse", ToolRun.sample("cuenta-es.pdf"), "--explain"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(" header | columns date"))
        #expect(result.stdout.contains(" row | date 2025-04-"))
        #expect(result.stdout.contains("decision currency: EUR"))
        #expect(result.stdout.contains("check passed: opening 2,315.48 + 17 rows"))
        #expect(result.stdout.contains("verdict: verified"))
    }
}
