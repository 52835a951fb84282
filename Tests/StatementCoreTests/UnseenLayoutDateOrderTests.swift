import Testing
@testable import StatementCore

/// Day-month or month-day, decided per statement from its own dates.
@Suite struct UnseenLayoutDateOrderTests {
    /// A small statement whose dates are `dates`, its amounts in `currency`.
    private func datedStatement(currency: String, dates: [String], heading: String? = nil) -> Statement {
        var page = HandBuiltPage()
        page.line(.left("Example Bank", 40))
        if let heading { page.line(.left(heading, 40)) }
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount (\(currency))", 440), .right("Balance", 520))
        page.line(.left("Opening balance", 110), .right("1,000.00", 520))
        let balances = ["990.00", "970.00", "940.00", "900.00"]
        for (index, date) in dates.enumerated() {
            page.line(
                .left(date, 40), .left("PAYMENT \(index + 1)", 110), .right("-\(10 * (index + 1)).00", 440),
                .right(balances[index], 520))
        }
        page.line(.left("Closing balance", 110), .right(balances[dates.count - 1], 520))
        return StatementParser().parse(pages: [page.page])
    }

    /// The rows of `datedStatement` on `dates` (ISO): amounts and descriptions do not depend on the order.
    private func datedRows(_ dates: [String]) -> [String] {
        dates.enumerated().map { index, date in "\(date) -\(10 * (index + 1)).00 PAYMENT \(index + 1)" }
    }

    private func expectFacts(_ statement: Statement, currency: String) {
        #expect(statement.currency.code == currency)
        #expect(statement.balancesText == ["1000.00", "900.00"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func ambiguousDatesFollowTheCurrencysConvention() {
        let dates = ["02/03/2025", "02/05/2025", "02/10/2025", "02/12/2025"]
        let dollars = datedStatement(currency: "USD", dates: dates)
        expectFacts(dollars, currency: "USD")
        #expect(dollars.rows == datedRows(["2025-02-03", "2025-02-05", "2025-02-10", "2025-02-12"]))
        let euros = datedStatement(currency: "EUR", dates: dates)
        expectFacts(euros, currency: "EUR")
        #expect(euros.rows == datedRows(["2025-03-02", "2025-05-02", "2025-10-02", "2025-12-02"]))
    }

    @Test func oneUnambiguousDateDecidesTheWholeStatement() {
        let monthFirst = datedStatement(currency: "EUR", dates: ["02/03/2025", "02/05/2025", "02/13/2025", "02/14/2025"])
        expectFacts(monthFirst, currency: "EUR")
        #expect(monthFirst.rows == datedRows(["2025-02-03", "2025-02-05", "2025-02-13", "2025-02-14"]))
        let dayFirst = datedStatement(currency: "USD", dates: ["03/02/2025", "05/02/2025", "13/02/2025", "14/02/2025"])
        expectFacts(dayFirst, currency: "USD")
        #expect(dayFirst.rows == datedRows(["2025-02-03", "2025-02-05", "2025-02-13", "2025-02-14"]))
    }

    @Test func aPeriodInWordsDecidesDatesThatReadBothWays() {
        // Euros would read day-first; the period "February 1 to 28" keeps the rows in February.
        let statement = datedStatement(
            currency: "EUR", dates: ["02/03/2025", "02/05/2025", "02/10/2025", "02/12/2025"],
            heading: "Statement period February 1, 2025 to February 28, 2025")
        expectFacts(statement, currency: "EUR")
        #expect(statement.rows == datedRows(["2025-02-03", "2025-02-05", "2025-02-10", "2025-02-12"]))
        // The same dates under a March period stay day-first where that keeps them in it.
        let march = datedStatement(
            currency: "USD", dates: ["01/03/2025", "05/03/2025", "10/03/2025", "12/03/2025"],
            heading: "Statement period March 1, 2025 to March 31, 2025")
        #expect(march.rows == datedRows(["2025-03-01", "2025-03-05", "2025-03-10", "2025-03-12"]))
    }

    @Test func anUnambiguousDateInThePeriodDecidesTheRows() {
        // A dollar account in a day-first country: only the period's 28/02 tells the order.
        let statement = datedStatement(
            currency: "USD", dates: ["03/02/2025", "05/02/2025", "10/02/2025", "12/02/2025"],
            heading: "Período del 01/02/2025 al 28/02/2025")
        expectFacts(statement, currency: "USD")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.rows == datedRows(["2025-02-03", "2025-02-05", "2025-02-10", "2025-02-12"]))
    }
}
