import Testing
@testable import StatementCore

/// Combined statements split into one statement per account; everything else stays one statement.
@Suite struct AccountSectionsTests {
    private func header(_ page: inout HandBuiltPage) {
        page.line(.left("Date", 40), .left("Description", 110), .right("Paid out", 370), .right("Paid in", 440), .right("Balance", 520))
    }

    /// An account's section: its name, its number, its table from opening to closing balance.
    private func section(
        _ page: inout HandBuiltPage, name: String, number: String, opening: String,
        rows: [(String, String, out: String?, in: String?, balance: String)], closing: String
    ) {
        page.line(.left(name, 40))
        page.line(.left("Account number \(number)", 40), .left("Currency GBP", 300))
        header(&page)
        page.line(.left("01/03/2025", 40), .left("Opening balance", 110), .right(opening, 520))
        for row in rows {
            let (amount, x) = row.out.map { ($0, 370.0) } ?? (row.in ?? "", 440)
            page.line(.left(row.0, 40), .left(row.1, 110), .right(amount, x), .right(row.balance, 520))
        }
        page.line(.left("31/03/2025", 40), .left("Closing balance", 110), .right(closing, 520))
    }

    private func current(_ page: inout HandBuiltPage) {
        section(
            &page, name: "Current Account", number: "12345678", opening: "1,000.00",
            rows: [
                ("03/03/2025", "CARD PAYMENT TESCO", out: "25.50", in: nil, balance: "974.50"),
                ("05/03/2025", "TRANSFER TO ACCOUNT 87654321", out: "100.00", in: nil, balance: "874.50"),
            ], closing: "874.50")
    }

    private func savings(_ page: inout HandBuiltPage) {
        section(
            &page, name: "Instant Savings Account", number: "87654321", opening: "5,000.00",
            rows: [
                ("05/03/2025", "TRANSFER FROM ACCOUNT 12345678", out: nil, in: "100.00", balance: "5,100.00")
            ], closing: "5,100.00")
    }

    private func top(_ page: inout HandBuiltPage) {
        page.line(.left("Tailspin Test Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Statement date 31/03/2025", 40))
    }

    @Test func twoAccountsOnOnePageSplit() {
        var page = HandBuiltPage()
        top(&page)
        current(&page)
        savings(&page)
        let statements = StatementParser().parseAll(pages: [page.page])
        try? #require(statements.count == 2)
        guard statements.count == 2 else { return }
        let (first, second) = (statements[0], statements[1])
        #expect(first.account == "…5678" && second.account == "…4321")
        #expect(first.kind == .current && second.kind == .savings)
        #expect(first.rows == ["2025-03-03 -25.50 CARD PAYMENT TESCO", "2025-03-05 -100.00 TRANSFER TO ACCOUNT 87654321"])
        #expect(second.rows == ["2025-03-05 100.00 TRANSFER FROM ACCOUNT 12345678"])
        #expect(first.openingBalance?.decimalString == "1000.00" && first.closingBalance?.decimalString == "874.50")
        #expect(second.openingBalance?.decimalString == "5000.00" && second.closingBalance?.decimalString == "5100.00")
        #expect(statements.allSatisfy { $0.verification.verdict == .verified && $0.currency.code == "GBP" })
        // Rows still name the line they were printed on.
        let printed = page.lines.first { $0.text.hasPrefix("05/03/2025 TRANSFER FROM") }
        #expect(second.transactions.first?.line == printed?.number && second.transactions.first?.page == 1)
    }

    @Test func laterSectionInheritsWhatTheTopPrintsOnce() {
        var first = HandBuiltPage(number: 1)
        top(&first)
        current(&first)
        var second = HandBuiltPage(number: 2)
        savings(&second)
        let statements = StatementParser().parseAll(pages: [first.page, second.page])
        try? #require(statements.count == 2)
        guard statements.count == 2 else { return }
        #expect(statements[0].period == DateRange(start: LocalDate(iso: "2025-03-01")!, end: LocalDate(iso: "2025-03-31")!))
        #expect(statements[1].period == statements[0].period)
        #expect(statements[1].statementDate == LocalDate(iso: "2025-03-31"))
        #expect(statements[1].institution == "Tailspin Test Bank")
        #expect(statements[0].pageCount == 1 && statements[1].pageCount == 1)
        #expect(statements[1].transactions.first?.page == 2)
    }

    /// A section on page 3 that prints dates without a year takes the year from the period the
    /// top of the document printed: its rows are not lost.
    @Test func laterSectionWithYearlessDatesUsesTheInheritedPeriod() {
        var first = HandBuiltPage(number: 1)
        top(&first)
        current(&first)
        let second = HandBuiltPage(number: 2)
        var third = HandBuiltPage(number: 3)
        third.line(.left("Instant Savings Account", 40))
        third.line(.left("Account number 87654321", 40), .left("Currency GBP", 300))
        header(&third)
        third.line(.left("01 Mar", 40), .left("Opening balance", 110), .right("5,000.00", 520))
        third.line(.left("05 Mar", 40), .left("TRANSFER FROM ACCOUNT 12345678", 110), .right("100.00", 440), .right("5,100.00", 520))
        third.line(.left("31 Mar", 40), .left("Closing balance", 110), .right("5,100.00", 520))
        let statements = StatementParser().parseAll(pages: [first.page, second.page, third.page])
        try? #require(statements.count == 2)
        guard statements.count == 2 else { return }
        #expect(statements[1].rows == ["2025-03-05 100.00 TRANSFER FROM ACCOUNT 12345678"])
        #expect(statements[1].verification.verdict == .verified)
    }

    @Test func accountNumberInADescriptionDoesNotSplit() {
        var page = HandBuiltPage()
        top(&page)
        page.line(.left("Account number 12345678", 40), .left("Currency GBP", 300))
        header(&page)
        page.line(.left("01/03/2025", 40), .left("Opening balance", 110), .right("1,000.00", 520))
        page.line(.left("03/03/2025", 40), .left("TRANSFER TO ACCOUNT 87654321", 110), .right("100.00", 370), .right("900.00", 520))
        page.line(.left("05/03/2025", 40), .left("STANDING ORDER TO", 110), .right("50.00", 370), .right("850.00", 520))
        page.line(.left("SAVINGS ACCOUNT 55512345", 110))
        page.line(.left("07/03/2025", 40), .left("CARD PAYMENT TESCO", 110), .right("25.50", 370), .right("824.50", 520))
        page.line(.left("31/03/2025", 40), .left("Closing balance", 110), .right("824.50", 520))
        let parser = StatementParser()
        let whole = parser.parse(pages: [page.page])
        #expect(whole.rows.contains("2025-03-05 -50.00 STANDING ORDER TO SAVINGS ACCOUNT 55512345"))
        let lines = page.lines
        #expect(AccountSections.starts(in: lines, rowLines: AccountSections.rowLines(of: whole, in: lines)).count == 1)
        #expect(parser.parseAll(pages: [page.page]) == [whole])
    }

    @Test func accountNumberRepeatedInPageHeadersDoesNotSplit() {
        var first = HandBuiltPage(number: 1)
        top(&first)
        first.line(.left("Account number 12345678", 40))
        header(&first)
        first.line(.left("01/03/2025", 40), .left("Opening balance", 110), .right("£1,000.00", 520))
        first.line(.left("03/03/2025", 40), .left("CARD PAYMENT TESCO", 110), .right("25.50", 370), .right("974.50", 520))
        var second = HandBuiltPage(number: 2)
        // The same account printed again, once as an IBAN that holds its number.
        second.line(.left("Tailspin Test Bank", 40), .left("Account number 12345678", 300))
        second.line(.left("IBAN GB33 TAIL 3091 5612 3456 78", 300))
        header(&second)
        second.line(.left("10/03/2025", 40), .left("SALARY ACME LTD", 110), .right("1,500.00", 440), .right("2,474.50", 520))
        second.line(.left("31/03/2025", 40), .left("Closing balance", 110), .right("2,474.50", 520))
        let parser = StatementParser()
        let pages = [first.page, second.page]
        let whole = parser.parse(pages: pages)
        let lines = pages.flatMap(\.lines)
        #expect(AccountSections.starts(in: lines, rowLines: AccountSections.rowLines(of: whole, in: lines)).count == 1)
        #expect(parser.parseAll(pages: pages) == [whole])
        #expect(whole.verification.verdict == .verified)
    }

    @Test func cardsListedUnderOneBalanceStayOneStatement() {
        var page = HandBuiltPage()
        page.line(.left("Contoso Test Card", 40))
        page.line(.left("Credit card statement", 40))
        page.line(.left("Statement period 15/12/2024 to 14/01/2025", 40))
        page.line(.left("Previous balance", 40), .right("£200.00", 300))
        page.line(.left("New balance", 40), .right("£146.99", 300))
        page.line(.left("Minimum payment", 40), .right("£25.00", 300))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 520))
        page.line(.left("Card number 4929 1234 5678 1111", 40))
        page.line(.left("18/12/2024", 40), .left("AMAZON MARKETPLACE", 110), .right("36.99", 520))
        page.line(.left("Card number 4929 1234 5678 2222", 40))
        page.line(.left("20/12/2024", 40), .left("TESCO STORES", 110), .right("10.00", 520))
        page.line(.left("02/01/2025", 40), .left("PAYMENT RECEIVED THANK YOU", 110), .right("100.00 CR", 520))
        let parser = StatementParser()
        let whole = parser.parse(pages: [page.page])
        #expect(whole.verification.verdict == .verified)
        #expect(parser.parseAll(pages: [page.page]) == [whole])
    }

    @Test func anOverviewNamingTheAccountsFirstDoesNotOpenSections() {
        var page = HandBuiltPage()
        top(&page)
        page.line(.left("Your accounts", 40))
        page.line(.left("Account number 87654321", 40), .right("5,100.00", 520))
        page.line(.left("Account number 12345678", 40), .right("874.50", 520))
        current(&page)
        savings(&page)
        let statements = StatementParser().parseAll(pages: [page.page])
        #expect(statements.map(\.account) == ["…5678", "…4321"])
        #expect(statements.map(\.transactions.count) == [2, 1])
        #expect(statements.allSatisfy { $0.verification.verdict == .verified })
    }

    @Test func printedAccountsAreTheSameWhenOneHoldsTheOther() {
        let plain = PrintedAccount(number: "0123456789")
        #expect(plain.isSame(as: PrintedAccount(number: "DE99123400000123456789")))
        #expect(plain.isSame(as: PrintedAccount(number: "XXX-X-6789")))
        #expect(!plain.isSame(as: PrintedAccount(number: "87654321")))
    }

    @Test func theTraceShowsTheFileReadAsOneAndPerAccount() {
        var page = HandBuiltPage()
        top(&page)
        current(&page)
        savings(&page)
        let explanation = ParseExplanation.explain(pages: [page.page], parser: StatementParser())
        let decision = explanation.statements.first?.decisions.trace?.decisions.first { $0.name == "accounts" }
        #expect(decision?.candidates.map(\.hypothesis) == ["one statement", "2 accounts: …5678, …4321"])
        #expect(decision?.chosen == 1 && decision?.candidates.last?.verdict == .verified && decision?.candidates.last?.rows == 3)
        // Shown once, with the first account's decisions.
        #expect(explanation.text.components(separatedBy: "decision reading: accounts: 2 accounts").count == 2)
    }
}
