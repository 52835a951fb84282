import Foundation
import StatementPDFWriter
import Testing

/// `parse --explain` prints the readings the parse tried for a decision its first reading left
/// unproven, each with its verdict, and the one chosen; `parse` alone keeps the chosen one.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not found next to the tests or in .build/debug: run `swift build` first"))
struct ParseExplainReadingsTests {
    /// A made-up statement whose rows print the running balance before the amount, under a
    /// header that names no money column. Two rows: one step of the balance is too few for the
    /// arithmetic to name the columns on the first reading (`ArithmeticRoles`), so the columns
    /// decision tries both orders.
    private func writeBalanceFirstStatement(to url: URL) throws {
        let writer = PDFDocumentWriter(title: "Balance first")
        let page = writer.addPage()
        page.text("Quayside Test Bank", x: 40, y: 50, font: .helveticaBold, size: 14)
        page.text("Statement period 01/03/2025 to 31/03/2025", x: 40, y: 70)
        page.text("Opening balance", x: 110, y: 90)
        page.text("100.00", x: 530, y: 90, align: .right)
        page.text("Date", x: 40, y: 110, font: .helveticaBold)
        page.text("Description", x: 110, y: 110, font: .helveticaBold)
        let rows = [
            ("03/03/2025", "CORNER SHOP", "80.00", "-20.00"), ("10/03/2025", "SALARY", "580.00", "500.00"),
        ]
        for (index, row) in rows.enumerated() {
            let y = 125 + Double(index) * 14
            page.text(row.0, x: 40, y: y)
            page.text(row.1, x: 110, y: y)
            page.text(row.2, x: 440, y: y, align: .right)
            page.text(row.3, x: 530, y: y, align: .right)
        }
        page.text("Closing balance", x: 110, y: 180)
        page.text("580.00", x: 530, y: 180, align: .right)
        try writer.data().write(to: url)
    }

    @Test func explainListsEachReadingTriedAndTheOneChosen() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("balance-first.pdf")
        try writeBalanceFirstStatement(to: pdf)
        let explained = try ToolRun.run(["parse", pdf.path, "--explain"], in: directory)
        #expect(explained.status == 0, "\(explained.stderr)")
        let readings = explained.stdout.split(separator: "\n").filter { $0.hasPrefix("decision reading: columns:") }
        #expect(readings.count == 2, "\(explained.stdout)")
        #expect(readings.first?.contains("the running balance last: failed") == true, "\(readings)")
        #expect(
            readings.last?.hasSuffix(
                "the running balance first, then the amount: verified, 2 rows, 0 lines unread, 2 proven by the running balance <- chosen") == true,
            "\(readings)")
        #expect(explained.stdout.contains("verdict: verified"))

        let parsed = try ToolRun.run(["parse", pdf.path, "--format", "json"], in: directory)
        #expect(parsed.status == 0, "\(parsed.stderr)")
        #expect(parsed.stdout.contains("\"verdict\": \"verified\""), "\(parsed.stdout)")
    }

    /// A made-up statement listing the year's interest, dated, under its closing balance.
    private func writeInterestAfterClosingStatement(to url: URL) throws {
        let writer = PDFDocumentWriter(title: "Interest after the closing balance")
        let page = writer.addPage()
        page.text("Quayside Test Bank", x: 40, y: 50, font: .helveticaBold, size: 14)
        page.text("Statement period 01/03/2025 to 31/03/2025", x: 40, y: 70)
        page.text("Date", x: 40, y: 95, font: .helveticaBold)
        page.text("Description", x: 110, y: 95, font: .helveticaBold)
        page.text("Amount", x: 440, y: 95, font: .helveticaBold, align: .right)
        page.text("Opening balance", x: 110, y: 110)
        page.text("1,000.00", x: 530, y: 110, align: .right)
        let rows = [("03/03/2025", "CORNER SHOP", "-20.00"), ("05/03/2025", "SALARY", "500.00"), ("17/03/2025", "RENT", "-400.00")]
        for (index, row) in rows.enumerated() {
            let y = 125 + Double(index) * 14
            page.text(row.0, x: 40, y: y)
            page.text(row.1, x: 110, y: y)
            page.text(row.2, x: 440, y: y, align: .right)
        }
        page.text("Closing balance", x: 110, y: 170)
        page.text("1,080.00", x: 530, y: 170, align: .right)
        page.text("Interest paid to you this year", x: 40, y: 200, font: .helveticaBold)
        for (index, row) in [("31/01/2025", "1.20"), ("28/02/2025", "1.05")].enumerated() {
            let y = 215 + Double(index) * 14
            page.text(row.0, x: 40, y: y)
            page.text("INTEREST", x: 110, y: y)
            page.text(row.1, x: 440, y: y, align: .right)
        }
        try writer.data().write(to: url)
    }

    @Test func explainShowsTheTablesEndChosenAndTheLinesLeftOutAfterIt() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("interest-after-closing.pdf")
        try writeInterestAfterClosingStatement(to: pdf)
        let explained = try ToolRun.run(["parse", pdf.path, "--explain"], in: directory)
        #expect(explained.status == 0, "\(explained.stderr)")
        let lines = explained.stdout.split(separator: "\n")
        let readings = lines.filter { $0.hasPrefix("decision reading: tables:") }
        #expect(readings.count == 2, "\(explained.stdout)")
        #expect(
            readings.first?.contains("table as first read: from its first header, page 1, line 3, to the statement's end: failed, 5 rows") == true,
            "\(readings)")
        #expect(
            readings.last?.hasPrefix("decision reading: tables: table ends at the closing balance, page 1, line 8: verified, 3 rows") == true
                && readings.last?.hasSuffix("<- chosen") == true, "\(readings)")
        #expect(
            lines.filter { $0.contains("left-out | after the table's end at page 1, line 8: not a transaction") }.count == 2, "\(explained.stdout)")
    }

    /// "Money in" printed in the description column right on top of the first row, each row's
    /// detail printed below it: the geometry reads the details above and the headings as details.
    private func writeDetailsBelowStatement(to url: URL) throws {
        let writer = PDFDocumentWriter(title: "Details below")
        let page = writer.addPage()
        page.text("Quayside Test Bank", x: 40, y: 50, font: .helveticaBold, size: 14)
        page.text("Statement period 01/03/2025 to 31/03/2025", x: 40, y: 70)
        page.text("Opening balance", x: 40, y: 90)
        page.text("500.00", x: 440, y: 90, align: .right)
        page.text("Date", x: 40, y: 110, font: .helveticaBold)
        page.text("Description", x: 110, y: 110, font: .helveticaBold)
        page.text("Amount", x: 440, y: 110, font: .helveticaBold, align: .right)
        var y = 124.0
        for (heading, rows) in [
            ("Money in", [("03/03/2025", "SALARY", "200.00", "REF PAY-0301")]),
            ("Money out", [("10/03/2025", "CORNER SHOP", "20.00", "CARD 4471"), ("17/03/2025", "RENT", "300.00", "STANDING ORDER")]),
        ] {
            page.text(heading, x: 110, y: y)
            y += 12
            for row in rows {
                page.text(row.0, x: 40, y: y)
                page.text(row.1, x: 110, y: y)
                page.text(row.2, x: 440, y: y, align: .right)
                y += 12
                page.text(row.3, x: 110, y: y)
                y += 12
            }
            y += 14
        }
        page.text("Closing balance", x: 40, y: y)
        page.text("380.00", x: 440, y: y, align: .right)
        try writer.data().write(to: url)
    }

    @Test func explainNamesHowTheLinesGroupIntoEntries() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("details-below.pdf")
        try writeDetailsBelowStatement(to: pdf)
        let explained = try ToolRun.run(["parse", pdf.path, "--explain"], in: directory)
        #expect(explained.status == 0, "\(explained.stderr)")
        let readings = explained.stdout.split(separator: "\n").filter { $0.hasPrefix("decision reading: entries:") }
        #expect(readings.count == 2, "\(explained.stdout)")
        #expect(readings.first?.contains("details printed above each entry's date line") == true, "\(readings)")
        #expect(readings.last?.contains("details printed below each entry's date line") == true, "\(readings)")
        #expect(readings.last?.hasSuffix("verified, 3 rows, 0 lines unread, 0 proven by the running balance <- chosen") == true, "\(readings)")
        #expect(explained.stdout.contains("verdict: verified"))
    }
}
