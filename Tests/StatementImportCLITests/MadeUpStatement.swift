import Foundation
import StatementPDFWriter

/// A one-page British current account with made-up rows, drawn for a test that needs particular
/// descriptions or holder lines.
enum MadeUpStatement {
    static func write(
        to url: URL, descriptions: [String],
        holder: [String] = ["MR SAM TESTER", "9 Nowhere Lane", "Testville", "TE1 1ST"],
        accountNumber: String = "87654321"
    ) throws {
        try write(to: url, descriptionLines: descriptions.map { [$0] }, holder: holder, accountNumber: accountNumber)
    }

    /// Each row's description as the lines the statement prints it on (a foreign-exchange detail
    /// under the merchant, say).
    static func write(
        to url: URL, descriptionLines: [[String]],
        holder: [String] = ["MR SAM TESTER", "9 Nowhere Lane", "Testville", "TE1 1ST"],
        accountNumber: String = "87654321"
    ) throws {
        let entries = descriptionLines.enumerated().map { index, lines in
            StatementEntry(date: CalendarDate(2025, 3, 3 + index), description: lines, amount: -Int64(100 * (index + 1)))
        }
        let statement = StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA", accountHolder: holder,
            accountNumber: accountNumber, currency: "GBP", periodStart: CalendarDate(2025, 3, 1),
            periodEnd: CalendarDate(2025, 3, 31), openingBalance: 100_000, entries: entries)
        try StatementLayoutRenderer.render(statement, style: .ukCurrentAccount).write(to: url)
    }
}
