import Foundation
import StatementPDFWriter
import Testing

/// Issue 35, item 3, as a person meets it: a business account's customer payments were filed as
/// business at import (the statement says whose account it is), and `recategorise`, which reads
/// stored rows that do not keep it, moved them to transfers. They stay.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct RecategoriseKeepsScopeTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
    }

    private func categories() throws -> [String: String] {
        let rows = try ToolRun.run(["transactions", "--format", "json"], in: directory, environment: environment)
        let decoded = try JSONSerialization.jsonObject(with: Data(rows.stdout.utf8)) as? [[String: Any]] ?? []
        var result: [String: String] = [:]
        for row in decoded { result[row["description"] as? String ?? ""] = row["category"] as? String ?? "-" }
        return result
    }

    @Test func customerPaymentsOfABusinessAccountStayBusiness() throws {
        let entries = [
            StatementEntry(date: CalendarDate(2025, 3, 4), description: ["FASTER PAYMENT FROM ZORBLAX TRADING"], amount: 125_000),
            StatementEntry(date: CalendarDate(2025, 3, 11), description: ["FASTER PAYMENT FROM QUINTOR PARTNERS"], amount: 48_000),
            StatementEntry(date: CalendarDate(2025, 3, 18), description: ["CARD PAYMENT TO TESCO STORES 2041"], amount: -5_432),
        ]
        let statement = StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA",
            accountHolder: ["BLORP WORKSHOP LTD", "Business Account", "9 Nowhere Lane", "Testville TE1 1ST"],
            accountNumber: "87654321", currency: "GBP", periodStart: CalendarDate(2025, 3, 1),
            periodEnd: CalendarDate(2025, 3, 31), openingBalance: 100_000, entries: entries)
        let pdf = directory.appendingPathComponent("business-march.pdf")
        try StatementLayoutRenderer.render(statement, style: .ukCurrentAccount).write(to: pdf)
        let imported = try ToolRun.run(["import", pdf.path], in: directory, environment: environment)
        #expect(imported.status == 0, "\(imported.stderr)")
        let before = try categories()
        #expect(before["FASTER PAYMENT FROM ZORBLAX TRADING"] == "business", "\(before)")
        let moved = try ToolRun.run(["recategorise"], in: directory, environment: environment, input: "")
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(try categories() == before, "\(moved.stdout)")
    }
}
