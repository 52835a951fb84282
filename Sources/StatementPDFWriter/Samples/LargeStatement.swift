import Foundation

/// A synthetic statement of a chosen number of pages for benchmarks: the British layout
/// with a running balance, column headings, forward balances and footers on every page.
/// It adds up like a real one, so a parser can verify it.
public struct LargeStatement: Sendable {
    public let statement: StatementDescription
    public let pdf: Data

    public var expectedJSON: String {
        ExpectedParse.json(for: statement)
    }

    private static let style = StatementLayoutStyle.ukCurrentAccount
    private static let merchants: [(String, Int64)] = [
        ("CARD PAYMENT TO TESCO STORES 2041", -4_512), ("CARD PAYMENT TO SHELL FUEL M4", -5_830),
        ("DIRECT DEBIT TO BRITISH GAS", -8_400), ("CARD PAYMENT TO PRET A MANGER", -745),
        ("CASH WITHDRAWAL NORTHWIND BANK", -4_000), ("CARD PAYMENT TO AMAZON.CO.UK", -2_399),
        ("FASTER PAYMENT FROM J SMITH", 2_500), ("CARD PAYMENT TO CAF\u{00C9} NERO", -485),
        ("DIRECT DEBIT TO VODAFONE LTD", -2_500), ("CARD PAYMENT TO SAINSBURYS", -7_814),
    ]

    /// `accountNumber`: another account makes a statement whose rows no other one shares (a folder
    /// of distinct statements for the benchmarks).
    public static func make(pages: Int, accountNumber: String = "87654321") -> LargeStatement {
        precondition(pages >= 1, "a statement has at least one page")
        // Single-line rows: the first page loses one line to the opening balance and one
        // to the carried-forward line; later pages lose brought and carried forward.
        let table = StatementLayoutRenderer.table(for: placeholder([], accountNumber: accountNumber), style: style, linesPerPage: nil)
        let firstPageRows = (table.firstPageLines ?? table.linesPerPage) - 2
        let rowCount = firstPageRows + (pages - 1) * (table.linesPerPage - 2)
        let statement = placeholder(entries(count: rowCount), accountNumber: accountNumber)
        precondition(table.pageCount(for: statement) == pages, "row arithmetic no longer matches the layout")
        return LargeStatement(statement: statement, pdf: StatementLayoutRenderer.render(statement, style: style))
    }

    private static func entries(count: Int) -> [StatementEntry] {
        let start = CalendarDate(2024, 1, 1)
        return (0..<count).map { index in
            let date = start.adding(days: index * 365 / max(count, 1))
            // A salary every 40 rows keeps the balance positive over any length.
            if index % 40 == 39 {
                return StatementEntry(date: date, description: ["SALARY FROM CONTOSO LTD"], amount: 150_000)
            }
            let (name, base) = merchants[index % merchants.count]
            let amount = base < 0 ? base - Int64((index * 37) % 300) : base
            return StatementEntry(date: date, description: [name], amount: amount)
        }
    }

    private static func placeholder(_ entries: [StatementEntry], accountNumber: String) -> StatementDescription {
        StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA",
            accountHolder: ["MS ALEX MORGAN", "14 Elm Grove", "Reading", "RG4 7QT"],
            accountNumber: accountNumber, currency: "GBP",
            periodStart: CalendarDate(2024, 1, 1), periodEnd: CalendarDate(2024, 12, 31),
            openingBalance: 250_000, entries: entries
        )
    }
}
