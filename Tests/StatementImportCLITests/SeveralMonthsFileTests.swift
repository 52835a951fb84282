import Foundation
import LedgerStore
import StatementPDFWriter
import Testing

/// End to end through the built binary on a bank portal's download of two months of one
/// account in one PDF, each month a whole statement on its own page: `parse` answers as for a
/// combined statement, `import` stores both months whole or neither, and again adds nothing.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct SeveralMonthsFileTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(arguments, in: directory, environment: environment)
    }

    private static let amounts: [Int64] = [-4_865, 254_000, -7_312, -1_999, -95_000, -10_000]
    private static let descriptions = ["CARD PAYMENT GROCER", "SALARY ACME LTD", "DIRECT DEBIT ENERGY", "ONLINE SHOP", "RENT", "CASH"]
    private static let step = amounts.reduce(0, +)

    /// February and March on a page each; `closing` misprints March's closing balance.
    private func file(_ name: String, marchClosing: Int64? = nil) throws -> String {
        let writer = PDFDocumentWriter(title: name)
        for (month, last) in [(2, 28), (3, 31)] {
            let page = writer.addPage()
            let opening = 123_456 + (month == 2 ? 0 : Self.step)
            page.text("Northwind Bank plc", x: 40, y: 50, font: .helveticaBold, size: 12)
            page.text("Account number 12345678 Sort code 20-30-40", x: 40, y: 68)
            page.text("Statement period 01/0\(month)/2025 to \(last)/0\(month)/2025", x: 40, y: 80)
            page.text("Date", x: 40, y: 110, font: .helveticaBold)
            page.text("Description", x: 110, y: 110, font: .helveticaBold)
            page.text("Amount", x: 440, y: 110, font: .helveticaBold, align: .right)
            page.text("Balance", x: 540, y: 110, font: .helveticaBold, align: .right)
            page.text("Opening balance", x: 110, y: 124)
            page.text(MisreadShapes.money(opening), x: 540, y: 124, align: .right)
            var balance = opening
            for (index, amount) in Self.amounts.enumerated() {
                balance += amount
                let y = 138 + Double(index) * 14
                page.text("\(3 + 4 * index < 10 ? "0" : "")\(3 + 4 * index)/0\(month)/2025", x: 40, y: y)
                page.text(Self.descriptions[index], x: 110, y: y)
                page.text(MisreadShapes.money(amount), x: 440, y: y, align: .right)
                page.text(MisreadShapes.money(balance), x: 540, y: y, align: .right)
            }
            page.text("Closing balance", x: 110, y: 230)
            page.text(MisreadShapes.money(month == 3 ? marchClosing ?? balance : balance), x: 540, y: 230, align: .right)
        }
        let url = directory.appendingPathComponent(name)
        try writer.data().write(to: url)
        return url.path
    }

    @Test func parseAnswersOneStatementPerMonthUnderStatements() throws {
        let parsed = try run(["parse", try file("two-months.pdf"), "--format", "json"])
        #expect(parsed.status == 0, "\(parsed.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(parsed.stdout.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["file", "sha256", "statements"])
        let statements = try #require(document["statements"] as? [[String: Any]])
        #expect(statements.map { ($0["period"] as? [String: String])?["start"] } == ["2025-02-01", "2025-03-01"])
        #expect(statements.map { $0["opening_balance"] as? String } == ["1234.56", "2582.80"])
        #expect(statements.map { $0["closing_balance"] as? String } == ["2582.80", "3931.04"])
        #expect(statements.map { ($0["transactions"] as? [Any])?.count } == [6, 6])
        #expect(statements.map { $0["account"] as? String } == ["…5678", "…5678"])
        #expect(statements.allSatisfy { ($0["verification"] as? [String: Any])?["verdict"] as? String == "verified" })
    }

    @Test func importStoresBothMonthsAndAgainAddsNothing() throws {
        let path = try file("two-months.pdf")
        let dry = try run(["import", "--no-remote", "--dry-run", path])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("2025-02-01 to 2025-02-28): 6 rows") && dry.stdout.contains("2025-03-01 to 2025-03-31): 6 rows"), "\(dry.stdout)")
        #expect(dry.stdout.contains("12 rows would be added"), "\(dry.stdout)")

        let first = try run(["import", "--no-remote", path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("1 file: imported 1") && first.stdout.contains("12 rows added"), "\(first.stdout)")
        let again = try run(["import", "--no-remote", path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("already imported (same file)") && again.stdout.contains("0 rows added"), "\(again.stdout)")

        let ledger = try Ledger(path: directory.appendingPathComponent("ledger.sqlite").path)
        #expect(try ledger.statements().map(\.section).sorted() == [1, 2])
        #expect(try ledger.transactions().count == 12)
        #expect(try ledger.accounts().count == 1)
        let checked = try run(["check"])
        #expect(checked.status == 0 && checked.stdout.contains("ok"), "\(checked.stdout)\(checked.stderr)")
    }

    /// Three months drawn by this project's own layouts, each month's pages one after another:
    /// one statement per month, each verified, in every layout of an account.
    @Test(arguments: [StatementLayoutStyle.ukCurrentAccount, .spanishAccount, .debitCreditColumns, .usChecking])
    func threeMonthsInEachLayoutAreThreeStatements(style: StatementLayoutStyle) throws {
        var opening: Int64 = 250_000
        var months: [StatementDescription] = []
        for month in 1...3 {
            let entries = Self.amounts.enumerated().map { index, amount in
                StatementEntry(date: CalendarDate(2025, month, 3 + 4 * index), description: [Self.descriptions[index]], amount: amount)
            }
            let description = StatementDescription(
                institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA",
                accountHolder: ["MR SAM TESTER", "9 Nowhere Lane", "Testville", "TE1 1ST"], accountNumber: "12345678",
                currency: style == .spanishAccount ? "EUR" : style == .usChecking ? "USD" : "GBP", periodStart: CalendarDate(2025, month, 1),
                periodEnd: CalendarDate(2025, month, 28), openingBalance: opening, entries: entries)
            months.append(description)
            opening = description.closingBalance
        }
        let url = directory.appendingPathComponent("three-months.pdf")
        try StatementLayoutRenderer.render(months, style: style).write(to: url)
        let parsed = try run(["parse", url.path, "--format", "json"])
        #expect(parsed.status == 0, "\(parsed.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(parsed.stdout.utf8)) as? [String: Any])
        let statements = try #require(document["statements"] as? [[String: Any]], "\(parsed.stdout.prefix(2000))")
        #expect(statements.map { ($0["period"] as? [String: String])?["start"] } == ["2025-01-01", "2025-02-01", "2025-03-01"])
        #expect(statements.map { ($0["transactions"] as? [Any])?.count } == [6, 6, 6])
        #expect(statements.allSatisfy { ($0["verification"] as? [String: Any])?["verdict"] as? String == "verified" })
    }

    /// March does not add up: it fails naming its closing, February is verified, and the file
    /// goes in whole or not at all.
    @Test func aMonthThatDoesNotAddUpKeepsTheWholeFileOut() throws {
        let path = try file("march-misprinted.pdf", marchClosing: 999_999)
        let parsed = try run(["parse", path, "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(parsed.stdout.utf8)) as? [String: Any])
        let statements = try #require(document["statements"] as? [[String: Any]])
        #expect(statements.map { ($0["verification"] as? [String: Any])?["verdict"] as? String } == ["verified", "failed"])

        let imported = try run(["import", "--no-remote", path])
        #expect(imported.status == 65, "\(imported.stdout)\(imported.stderr)")
        #expect(imported.stderr.contains("2025-03-01 to 2025-03-31): not verified, not imported"), "\(imported.stderr)")
        #expect(imported.stderr.contains("none of its 2 statements was imported"), "\(imported.stderr)")
        let ledger = try Ledger(path: directory.appendingPathComponent("ledger.sqlite").path)
        #expect(try ledger.transactions().isEmpty)
    }
}
