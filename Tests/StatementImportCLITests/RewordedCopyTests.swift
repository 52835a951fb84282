import Foundation
import StatementPDFWriter
import Testing

/// Through the built binary: a second copy of a stored statement whose descriptions differ (a
/// watermark read into them, a re-issue in other words) is skipped as another copy, saying so;
/// the same figures with other row amounts are no copy.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not found next to the tests or in .build/debug: run `swift build` first"))
struct RewordedCopyTests {
    static func statement(_ descriptions: [String], amounts: [Int64] = [-4_530, -320, -1_299, 250_000, -500]) -> Data {
        let entries = zip(descriptions, amounts).enumerated().map { index, row in
            StatementEntry(date: CalendarDate(2025, 3, 3 + 4 * index), description: [row.0], amount: row.1)
        }
        let description = StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Testville TE1 1ST",
            accountHolder: DamagedCopyDatesTests.holder, accountNumber: "DE89 3704 0044 0532 0130 00", currency: "EUR",
            periodStart: CalendarDate(2025, 3, 1), periodEnd: CalendarDate(2025, 3, 31), openingBalance: 100_000, entries: entries)
        return Data(StatementLayoutRenderer.render(description, style: .debitCreditColumns))
    }

    static let printed = ["MADE-UP GROCER", "CAFE EXAMPLE", "STREAMING CO", "SALARY NORTHWIND", "ACCOUNT FEE"]

    @Test func aCopyWordedOtherwiseIsSkippedSayingHowManyRowsDiffer() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ledger = directory.appendingPathComponent("ledger.sqlite").path
        let first = directory.appendingPathComponent("march.pdf")
        let watermarked = directory.appendingPathComponent("march-watermarked.pdf")
        let other = directory.appendingPathComponent("march-other.pdf")
        try Self.statement(Self.printed).write(to: first)
        var reworded = Self.printed
        reworded[1] = "NT CAFE EXAMPLE"
        reworded[3] = "SALARY NORTHWIND COPY"
        try Self.statement(reworded).write(to: watermarked)
        // The same period, balances and row count; two amounts differ by what each other makes up.
        try Self.statement(Self.printed, amounts: [-4_030, -320, -1_799, 250_000, -500]).write(to: other)
        let stored = try ToolRun.run(["import", "--ledger", ledger, first.path], in: directory)
        #expect(stored.status == 0 && stored.stdout.contains("5 rows"), "\(stored.stdout)\(stored.stderr)")
        let copy = try ToolRun.run(["import", "--ledger", ledger, watermarked.path], in: directory)
        #expect(copy.status == 0, "\(copy.stderr)")
        #expect(
            copy.stdout.contains(
                "already imported (another copy of march.pdf: the same days, balances and amounts; its descriptions differ in 2 rows)"),
            "\(copy.stdout)")
        let check = try ToolRun.run(["check", "--ledger", ledger], in: directory)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let notACopy = try ToolRun.run(["import", "--ledger", ledger, other.path], in: directory)
        #expect(!notACopy.stdout.contains("another copy"), "\(notACopy.stdout)\(notACopy.stderr)")
    }
}
