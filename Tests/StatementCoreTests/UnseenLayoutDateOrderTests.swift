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

    /// "02/03/2025" to "02/12/2025" are nine days of February or a day of each of nine months:
    /// a statement spans weeks, so the order keeping them closest is taken, whatever the
    /// currency, and a note says so with the profile that reads them the other way.
    @Test func ambiguousDatesAreReadAsCloseTogetherAsTheyCanBe() {
        let dates = ["02/03/2025", "02/05/2025", "02/10/2025", "02/12/2025"]
        for currency in ["USD", "EUR"] {
            let statement = datedStatement(currency: currency, dates: dates)
            expectFacts(statement, currency: currency)
            #expect(statement.rows == datedRows(["2025-02-03", "2025-02-05", "2025-02-10", "2025-02-12"]))
            let notes = statement.verification.notes.map(\.message)
            #expect(
                notes.contains { $0.contains("taken as month-day (the dates lie closer together so)") && $0.contains("date-order: dmy") }, "\(notes)")
        }
    }

    /// One row's date is as close to itself either way: the currency's country decides, and the
    /// note says that was all there was to go on.
    @Test func aLoneAmbiguousDateFollowsTheCurrencysConvention() {
        for (currency, iso, taken) in [("USD", "2025-02-03", "month-day"), ("EUR", "2025-03-02", "day-month")] {
            let statement = datedStatement(currency: currency, dates: ["02/03/2025"])
            #expect(statement.rows == ["\(iso) -10.00 PAYMENT 1"])
            #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
            let notes = statement.verification.notes.map(\.message)
            #expect(notes.contains { $0.contains("taken as \(taken) (") && $0.contains("'02/03/2025' as \(iso)") }, "\(notes)")
        }
    }

    @Test func oneUnambiguousDateDecidesTheWholeStatement() {
        let monthFirst = datedStatement(currency: "EUR", dates: ["02/03/2025", "02/05/2025", "02/13/2025", "02/14/2025"])
        expectFacts(monthFirst, currency: "EUR")
        #expect(monthFirst.rows == datedRows(["2025-02-03", "2025-02-05", "2025-02-13", "2025-02-14"]))
        let dayFirst = datedStatement(currency: "USD", dates: ["03/02/2025", "05/02/2025", "13/02/2025", "14/02/2025"])
        expectFacts(dayFirst, currency: "USD")
        #expect(dayFirst.rows == datedRows(["2025-02-03", "2025-02-05", "2025-02-13", "2025-02-14"]))
        // A date that reads one way only decides: nothing was guessed, and no note says so.
        #expect(!(monthFirst.verification.notes + dayFirst.verification.notes).contains { $0.message.contains("alike") })
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
