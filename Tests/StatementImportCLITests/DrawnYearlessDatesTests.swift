import Foundation
import StatementCore
import Testing

/// Rows dated without a year ("20 Dec", "20.12.", "12/20") on a statement that prints no period,
/// no statement date and no other date with its year: no row can be dated. The statement fails
/// saying so and what to import instead, not that no line starts with a date and ends with an
/// amount (found by the PDF walk); with a period printed, the same rows are read.
@Suite struct DrawnYearlessDatesTests {
    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        var date: @Sendable (_ day: Int, _ month: Int) -> String
        var period: String
        var money: @Sendable (Int64) -> String = { DrawnForm.money($0) }
        var labels = ("Opening balance", "Closing balance")
        var testDescription: String { name }
    }

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static let forms: [Form] = [
        Form(
            name: "English, day and month name (the walker's fail-7)", date: { String(format: "%02d ", $0) + months[$1 - 1] },
            period: "Statement period 15/12/2024 to 14/01/2025"),
        Form(
            name: "German, day and month with points", date: { String(format: "%02d.%02d.", $0, $1) },
            period: "Zeitraum 15.12.2024 bis 14.01.2025", money: DrawnForm.european, labels: ("Alter Saldo", "Neuer Saldo")),
        Form(
            name: "US, month and day", date: { String(format: "%02d/%02d", $1, $0) }, period: "Statement period 12/15/2024 to 01/14/2025",
            labels: ("Beginning balance", "Ending balance")),
    ]

    static let movements: [(day: Int, month: Int, text: String, amount: Int64)] = [
        (20, 12, "CARD PAYMENT GROCER 3112", -4_865), (22, 12, "SALARY CONTOSO LTD", 254_000), (30, 12, "DIRECT DEBIT POWER CO", -7_312),
        (3, 1, "STANDING ORDER RENT", -95_000), (7, 1, "TRANSFER FROM J DOE", 12_550), (11, 1, "STREAMING SERVICE", -1_099),
    ]

    static func drawn(_ form: Form, printingPeriod: Bool) -> DrawnForm {
        var page = DrawnForm()
        page.line(.left("Northwind Bank", 40))
        page.line(.left("Account number 12345678", 40))
        if printingPeriod { page.line(.left(form.period, 40)) }
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 540))
        var running: Int64 = 123_456
        page.line(.left(form.date(1, 12), 40), .left(form.labels.0, 110), .right(form.money(running), 540))
        for row in movements {
            running += row.amount
            page.line(
                .left(form.date(row.day, row.month), 40), .left(row.text, 110),
                .right((row.amount < 0 ? "-" : "") + form.money(abs(row.amount)), 440), .right(form.money(running), 540))
            page.rows.append(DrawnForm.row(String(format: "%04d-%02d-%02d", row.month == 12 ? 2024 : 2025, row.month, row.day), row.amount))
        }
        page.line(.left(form.labels.1, 110), .right(form.money(running), 540))
        return page
    }

    @Test(arguments: forms) func noYearAnywhereIsSaidSo(_ form: Form) throws {
        let statement = try Self.drawn(form, printingPeriod: false).parse()
        #expect(statement.verification.verdict == .failed)
        #expect(statement.transactions.isEmpty)
        let first = statement.problemMessages.first ?? ""
        #expect(
            first.hasPrefix("no transaction table found: 6 lines start with a date and end with an amount, but the dates print no year"), "\(first)")
        #expect(first.contains("('\(form.date(20, 12))', page 1, line 5)"), "\(first)")
        #expect(
            first.contains("prints no period, statement date or other date with its year") && first.contains("CSV, OFX, CAMT or MT940"), "\(first)")
    }

    @Test(arguments: forms) func aPrintedPeriodDatesTheSameRows(_ form: Form) throws {
        let drawn = Self.drawn(form, printingPeriod: true)
        let statement = try drawn.parse()
        #expect(statement.datedAmounts == drawn.rows)
        #expect(statement.verification.verdict == .verified, "\(statement.problemMessages)")
    }

    /// `import` refuses the file with the same reason, not as a letter or a layout not read yet.
    @Test(.enabled(if: toolIsBuilt, "statement-import binary not found: run `swift build` first"))
    func importSaysTheDatesPrintNoYear() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("yearless.pdf")
        try Self.drawn(Self.forms[0], printingPeriod: false).write(to: file)
        let run = try ToolRun.run(
            ["import", "--ledger", directory.appendingPathComponent("ledger.sqlite").path, file.path], in: directory)
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("the dates print no year") && run.stderr.contains("nothing of it was stored"), "\(run.stderr)")
        #expect(!run.stderr.contains("a letter or a notice"), "\(run.stderr)")
    }
}
