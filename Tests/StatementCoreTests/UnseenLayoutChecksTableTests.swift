import Testing
@testable import StatementCore

/// Paid checks printed as a table of several groups across the line ("Check No. Date Amount"
/// twice or three times): each group is its own row, described by its check number as printed
/// (its skipped-number mark left off), which is never an amount. A daily balances table beside it holds balances, not rows.
@Suite struct UnseenLayoutChecksTableTests {
    /// A checking statement: its summary, one deposit, then `checks` drawn by the caller.
    private func statement(closing: String, checks: (inout HandBuiltPage) -> Void) -> HandBuiltPage {
        var page = HandBuiltPage()
        page.line(.left("EXAMPLE COMMUNITY BANK", 40), .left("Statement Ending 06/30/2025", 330))
        page.line(.left("Account summary", 40), gap: 16)
        page.line(.left("06/01/2025", 40), .left("Beginning Balance", 110), .right("$5,000.00", 330))
        page.line(.left("06/30/2025", 40), .left("Ending Balance", 110), .right(closing, 330))
        page.line(.left("Deposits and other credits", 40), gap: 16)
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 540))
        page.line(.left("06/02/2025", 40), .left("PAYROLL ACME CORP", 110), .right("$2,000.00", 540))
        checks(&page)
        return page
    }

    private func groups(_ page: inout HandBuiltPage, _ count: Int, _ cells: [(String, String, String)]) {
        let width = 500.0 / Double(count)
        var header: [HandBuiltPage.Cell] = []
        for group in 0..<count {
            let x = 40 + Double(group) * width
            header += [.left("Check No.", x), .left("Date", x + 60), .right("Amount", x + width - 20)]
        }
        page.line(cells: header)
        for start in stride(from: 0, to: cells.count, by: count) {
            var line: [HandBuiltPage.Cell] = []
            for (group, cell) in cells[start..<min(cells.count, start + count)].enumerated() {
                let x = 40 + Double(group) * width
                line += [.right(cell.0, x + 40), .left(cell.1, x + 60), .right(cell.2, x + width - 20)]
            }
            page.line(cells: line)
        }
    }

    private let checks = [
        ("1001", "06/03/2025", "$250.00"), ("1002*", "06/05/2025", "$1,200.00"), ("1003", "06/12/2025", "$75.50"),
        ("1004", "06/20/2025", "$30.00"), ("1005", "06/25/2025", "$44.50"),
    ]

    /// The checks in reading order, a line's groups left to right.
    private func expectChecks(_ statement: Statement, order: [Int]) {
        let rows = [
            "2025-06-03 -250.00 1001", "2025-06-05 -1200.00 1002", "2025-06-12 -75.50 1003",
            "2025-06-20 -30.00 1004", "2025-06-25 -44.50 1005",
        ]
        #expect(statement.rows == ["2025-06-02 2000.00 PAYROLL ACME CORP"] + order.map { rows[$0] })
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func twoGroupsPerLineWithAPartlyFilledLastLine() {
        let page = statement(closing: "$5,400.00") { page in
            page.line(.left("Checks Paid", 40), gap: 16)
            groups(&page, 2, checks)
            page.line(.left("* Indicates a skipped check number", 40))
        }
        expectChecks(UnseenLayout.parse(page), order: [0, 1, 2, 3, 4])
    }

    @Test func threeGroupsPerLine() {
        let page = statement(closing: "$5,400.00") { page in
            page.line(.left("Checks Cleared", 40), gap: 16)
            groups(&page, 3, checks)
        }
        expectChecks(UnseenLayout.parse(page), order: [0, 1, 2, 3, 4])
    }

    @Test func aDailyBalancesTableAfterTheChecksHoldsNoRows() {
        let page = statement(closing: "$5,400.00") { page in
            page.line(.left("Checks Paid", 40), gap: 16)
            groups(&page, 2, checks)
            page.line(.left("Daily Balances", 40), gap: 16)
            page.line(
                .left("Date", 40), .right("Amount", 200), .left("Date", 220), .right("Amount", 380), .left("Date", 400),
                .right("Amount", 540))
            page.line(
                .left("06/02/2025", 40), .right("$7,000.00", 200), .left("06/05/2025", 220), .right("$5,550.00", 380),
                .left("06/20/2025", 400), .right("$5,444.50", 540))
            page.line(
                .left("06/03/2025", 40), .right("$6,750.00", 200), .left("06/12/2025", 220), .right("$5,474.50", 380),
                .left("06/25/2025", 400), .right("$5,400.00", 540))
        }
        expectChecks(UnseenLayout.parse(page), order: [0, 1, 2, 3, 4])
    }
}
