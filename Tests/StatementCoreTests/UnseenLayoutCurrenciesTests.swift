import Testing
@testable import StatementCore

/// One file, one statement per currency: a wallet printing its euro table and balances, then its
/// dollar ones. Amounts of two currencies never add up as one statement, so the file read as
/// one fails and the parts read on their own, each in the currency its heading names, verify.
@Suite struct UnseenLayoutCurrenciesTests {
    private func top(_ page: inout HandBuiltPage) {
        page.line(.left("Northwind Wallet Ltd", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Account holder Jo Example", 40))
    }

    /// One currency's part: its heading, its header, its opening, rows and closing balance.
    private func part(
        _ page: inout HandBuiltPage, code: String, opening: String,
        rows: [(String, String, out: String?, in: String?, balance: String)], closing: String
    ) {
        page.line(.left("\(code) statement", 40), gap: 12)
        page.line(
            .left("Date", 40), .left("Description", 110), .right("Money out (\(code))", 370), .right("Money in (\(code))", 450),
            .right("Balance (\(code))", 530))
        page.line(.left("01/03/2025", 40), .left("Opening balance", 110), .right(opening, 530))
        for row in rows {
            let (amount, x) = row.out.map { ($0, 370.0) } ?? (row.in ?? "", 450)
            page.line(.left(row.0, 40), .left(row.1, 110), .right(amount, x), .right(row.balance, 530))
        }
        page.line(.left("31/03/2025", 40), .left("Closing balance", 110), .right(closing, 530))
    }

    private func euros(_ page: inout HandBuiltPage) {
        part(
            &page, code: "EUR", opening: "500.00",
            rows: [
                ("04/03/2025", "CAFE CENTRAL", out: "4.20", in: nil, balance: "495.80"),
                ("09/03/2025", "TOP-UP FROM CARD", out: nil, in: "100.00", balance: "595.80"),
            ], closing: "595.80")
    }

    private func dollars(_ page: inout HandBuiltPage, closing: String = "160.05") {
        part(
            &page, code: "USD", opening: "200.00",
            rows: [
                ("12/03/2025", "HOTEL DOWNTOWN", out: "39.95", in: nil, balance: "160.05")
            ], closing: closing)
    }

    @Test func eachCurrencyIsAStatementOfItsOwn() {
        var page = HandBuiltPage()
        top(&page)
        euros(&page)
        dollars(&page)
        let statements = UnseenLayout.parseAll(page)
        try? #require(statements.count == 2, "\(statements.map(\.problemTexts))")
        guard statements.count == 2 else { return }
        #expect(statements.map(\.currency.code) == ["EUR", "USD"])
        #expect(statements[0].rows == ["2025-03-04 -4.20 CAFE CENTRAL", "2025-03-09 100.00 TOP-UP FROM CARD"])
        #expect(statements[1].rows == ["2025-03-12 -39.95 HOTEL DOWNTOWN"])
        #expect(statements[0].balancesText == ["500.00", "595.80"] && statements[1].balancesText == ["200.00", "160.05"])
        #expect(statements.allSatisfy { $0.verification.verdict == .verified }, "\(statements.map(\.problemTexts))")
        // What the top prints once is the second part's too.
        #expect(statements[1].period == statements[0].period && statements[1].institution == statements[0].institution)
    }

    @Test func theTraceShowsTheFileReadAsOneAndPerCurrency() {
        var page = HandBuiltPage()
        top(&page)
        euros(&page)
        dollars(&page)
        let explanation = ParseExplanation.explain(pages: [page.page], parser: StatementParser())
        let decision = explanation.statements.first?.decisions.trace?.decisions.first { $0.name == "accounts" }
        #expect(decision?.candidates.map(\.hypothesis) == ["one statement", "one statement per currency: EUR, USD"])
        #expect(decision?.candidates.first?.verdict == .failed && decision?.chosen == 1)
        #expect(explanation.text.contains("decision reading: accounts: one statement per currency: EUR, USD: verified, 3 rows"))
    }

    @Test func partsThatDoNotAddUpLeaveTheFileOneFailedStatement() {
        var page = HandBuiltPage()
        top(&page)
        euros(&page)
        dollars(&page, closing: "150.05")
        let statements = UnseenLayout.parseAll(page)
        #expect(statements.count == 1)
        #expect(statements.first?.verification.verdict == .failed)
    }

    @Test func aStatementThatAddsUpInOneCurrencyIsNotCut() {
        var page = HandBuiltPage()
        top(&page)
        euros(&page)
        // A heading naming another currency over a note, not over a table of its own.
        page.line(.left("USD card fees", 40), gap: 12)
        page.line(.left("No fees were charged this period.", 40))
        let statements = UnseenLayout.parseAll(page)
        #expect(statements.count == 1)
        #expect(statements.first?.currency.code == "EUR" && statements.first?.verification.verdict == .verified)
    }
}
