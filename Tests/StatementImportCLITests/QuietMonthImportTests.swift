import Foundation
import StatementPDFWriter
import Testing

/// A month with no transactions, drawn as a PDF: stored as a statement of 0 rows when its two
/// balances agree, refused naming the difference when they do not.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct QuietMonthImportTests {
    private func draw(closing: String, in box: BatchInbox) throws -> URL {
        let writer = PDFDocumentWriter()
        let page = writer.addPage()
        let lines: [(String, Double, Double)] = [
            ("Northwind Savings Bank plc", 60, 80), ("Account number 12345678 Sort code 20-30-40", 60, 100),
            ("Statement period 01/04/2025 to 30/04/2025", 60, 120),
            ("Date", 60, 160), ("Description", 140, 160), ("Amount", 380, 160), ("Balance", 480, 160),
            ("Opening balance", 140, 180), ("2,515.87", 480, 180),
            ("Closing balance", 140, 200), (closing, 480, 200),
        ]
        for (text, x, y) in lines { page.text(text, x: x, y: y, size: 10) }
        let file = box.root.appendingPathComponent("april-\(closing).pdf")
        try writer.data().write(to: file)
        return file
    }

    @Test func equalBalancesAreStoredAsAStatementOfNoRowsOnce() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        let april = try draw(closing: "2,515.87", in: box)
        let run = try ToolRun.run(["import", "--ledger", box.ledger, april.path], in: box.root, environment: box.environment)
        #expect(run.status == 0, "\(run.stderr)")
        let again = try ToolRun.run(["import", "--ledger", box.ledger, april.path], in: box.root, environment: box.environment)
        #expect(again.status == 0, "\(again.stderr)")
        let statements = try ToolRun.run(["statements", "--ledger", box.ledger], in: box.root, environment: box.environment)
        #expect(statements.stdout.contains("2025-04-01"), "\(statements.stdout)")
        #expect(!statements.stdout.contains("gap"), "\(statements.stdout)")
    }

    @Test func differingBalancesAreRefusedSayingByHowMuch() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        let april = try draw(closing: "2,600.00", in: box)
        for extra in [[], ["--accept-unverified"]] {
            let run = try ToolRun.run(["import", "--ledger", box.ledger] + extra + [april.path], in: box.root, environment: box.environment)
            #expect(run.status == 65, "\(run.stderr)")
            #expect(run.stderr.contains("differ by 84.13") && run.stderr.contains("no row was read"), "\(run.stderr)")
            #expect(!run.stderr.contains("no transaction table"), "\(run.stderr)")
        }
    }
}
