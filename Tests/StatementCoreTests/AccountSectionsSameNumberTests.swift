import Testing
@testable import StatementCore

/// A combined statement whose accounts the bank masks to the same digits: each account's
/// section (its heading, its own opening and closing) is its own statement.
@Suite struct AccountSectionsSameNumberTests {
    private func top(_ page: inout HandBuiltPage, overview: [(String, String, String, String)]) {
        page.line(.left("Fabrikam Test Bank", 40), .right("Statement Date 08/20/2025", 540))
        page.line(.left("Account Name", 40), .left("Account Number", 200), .right("Beginning Balance", 420), .right("Ending Balance", 540))
        for (name, number, opening, closing) in overview {
            page.line(.left(name, 40), .left(number, 200), .right(opening, 420), .right(closing, 540))
        }
    }

    /// A section: the account's name, its number, a summary naming its balances, its activity.
    private func section(
        _ page: inout HandBuiltPage, name: String, number: String, opening: String,
        rows: [(String, String, credit: String, debit: String, balance: String)], closing: String
    ) {
        page.line(.left(name, 40))
        page.line(.left("Account Number: \(number)", 40))
        page.line(.left("Beginning Balance, as of 07/21/2025", 40), .right(opening, 330))
        page.line(.left("Ending Balance, as of 08/20/2025", 40), .right(closing, 330))
        page.line(.left("Activity", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Credits", 380), .right("Debits", 460), .right("Balance", 540))
        page.line(.left("07/21/2025", 40), .left("Beginning Balance", 110), .right(opening, 540))
        for row in rows {
            page.line(.left(row.0, 40), .left(row.1, 110), .right(row.credit, 380), .right(row.debit, 460), .right(row.balance, 540))
        }
        page.line(.left("08/20/2025", 40), .left("Ending Balance", 110), .right(closing, 540))
    }

    private func taxes(_ page: inout HandBuiltPage, number: String = "xxxxxx4321") {
        section(
            &page, name: "Household Taxes Savings", number: number, opening: "$1,200.00",
            rows: [
                ("07/26/2025", "ACH Deposit", credit: "$100.00", debit: "-$0.00", balance: "$1,300.00"),
                ("08/20/2025", "Interest Paid", credit: "$1.10", debit: "-$0.00", balance: "$1,301.10"),
            ], closing: "$1,301.10")
    }

    private func joint(_ page: inout HandBuiltPage, number: String = "xxxxxx4321") {
        section(
            &page, name: "Shared Savings Account", number: number, opening: "$20,500.00",
            rows: [
                ("07/27/2025", "ACH Deposit", credit: "$2,000.00", debit: "-$0.00", balance: "$22,500.00"),
                ("08/03/2025", "Online Withdrawal", credit: "$0.00", debit: "-$750.00", balance: "$21,750.00"),
                ("08/20/2025", "Interest Paid", credit: "$9.40", debit: "-$0.00", balance: "$21,759.40"),
            ], closing: "$21,759.40")
    }

    private let bothAccounts = [
        ("Household Taxes Savings", "xxxxxx4321", "$1,200.00", "$1,301.10"),
        ("Shared Savings Account", "xxxxxx4321", "$20,500.00", "$21,759.40"),
    ]

    private func expectBoth(_ statements: [Statement], accounts: [String]) {
        #expect(statements.count == 2)
        guard statements.count == 2 else { return }
        #expect(statements.map(\.account) == accounts)
        #expect(statements[0].rows == ["2025-07-26 100.00 ACH Deposit", "2025-08-20 1.10 Interest Paid"])
        #expect(
            statements[1].rows == [
                "2025-07-27 2000.00 ACH Deposit", "2025-08-03 -750.00 Online Withdrawal", "2025-08-20 9.40 Interest Paid",
            ])
        #expect(statements.map { $0.openingBalance?.decimalString } == ["1200.00", "20500.00"])
        #expect(statements.map { $0.closingBalance?.decimalString } == ["1301.10", "21759.40"])
        #expect(statements.allSatisfy { $0.verification.verdict == .verified })
    }

    @Test func sameMaskedNumberOnALaterPageIsASecondAccount() {
        var first = HandBuiltPage(number: 1)
        top(&first, overview: bothAccounts)
        var second = HandBuiltPage(number: 2)
        taxes(&second)
        var third = HandBuiltPage(number: 3)
        joint(&third)
        expectBoth(StatementParser().parseAll(pages: [first.page, second.page, third.page]), accounts: ["…4321", "…4321"])
    }

    @Test func sameMaskedNumberOnTheSamePageIsASecondAccount() {
        var page = HandBuiltPage()
        top(&page, overview: bothAccounts)
        taxes(&page)
        joint(&page)
        expectBoth(StatementParser().parseAll(pages: [page.page]), accounts: ["…4321", "…4321"])
    }

    @Test func differentNumbersWithSummariesSplitOnAPageOrAcrossPages() {
        let overview = [bothAccounts[0], ("Shared Savings Account", "xxxxxx8765", "$20,500.00", "$21,759.40")]
        var page = HandBuiltPage()
        top(&page, overview: overview)
        taxes(&page)
        joint(&page, number: "xxxxxx8765")
        expectBoth(StatementParser().parseAll(pages: [page.page]), accounts: ["…4321", "…8765"])
        var first = HandBuiltPage(number: 1)
        top(&first, overview: overview)
        taxes(&first)
        var second = HandBuiltPage(number: 2)
        joint(&second, number: "xxxxxx8765")
        expectBoth(StatementParser().parseAll(pages: [first.page, second.page]), accounts: ["…4321", "…8765"])
    }

    /// An overview naming one account, and its section: one statement, nothing split off.
    @Test func anOverviewOfOneAccountStaysOneStatement() {
        var page = HandBuiltPage()
        top(&page, overview: [bothAccounts[0]])
        taxes(&page)
        let statements = StatementParser().parseAll(pages: [page.page])
        #expect(statements.count == 1)
        #expect(statements.first?.rows == ["2025-07-26 100.00 ACH Deposit", "2025-08-20 1.10 Interest Paid"])
        #expect(statements.first?.verification.verdict == .verified)
    }

    /// A page header printing the number again over the balance the page before ended at is
    /// the same account going on, even where the bank calls that figure an opening balance.
    @Test func theNumberAgainOverTheBalanceCarriedOnIsTheSameAccount() {
        var first = HandBuiltPage(number: 1)
        first.line(.left("Fabrikam Test Bank", 40), .right("Statement Date 08/20/2025", 540))
        first.line(.left("Account Number: xxxxxx4321", 40))
        first.line(.left("Beginning Balance, as of 07/21/2025", 40), .right("$1,200.00", 330))
        first.line(.left("Date", 40), .left("Description", 110), .right("Credits", 380), .right("Debits", 460), .right("Balance", 540))
        first.line(.left("07/26/2025", 40), .left("ACH Deposit", 110), .right("$100.00", 380), .right("-$0.00", 460), .right("$1,300.00", 540))
        var second = HandBuiltPage(number: 2)
        second.line(.left("Account Number: xxxxxx4321", 40))
        second.line(.left("Beginning Balance this page", 40), .right("$1,300.00", 330))
        second.line(.left("Date", 40), .left("Description", 110), .right("Credits", 380), .right("Debits", 460), .right("Balance", 540))
        second.line(
            .left("08/03/2025", 40), .left("Online Withdrawal", 110), .right("$0.00", 380), .right("-$50.00", 460), .right("$1,250.00", 540))
        second.line(.left("08/20/2025", 40), .left("Ending Balance", 110), .right("$1,250.00", 540))
        let statements = StatementParser().parseAll(pages: [first.page, second.page])
        #expect(statements.count == 1)
        #expect(statements.first?.rows == ["2025-07-26 100.00 ACH Deposit", "2025-08-03 -50.00 Online Withdrawal"])
    }

    /// The split by repeated numbers never makes a damaged file verified: with any one row's
    /// line or either section's opening line gone, no statement comes back verified while its
    /// rows differ from the undamaged file's.
    @Test func noDamagedSameNumberFileComesBackVerifiedWhileDifferent() {
        var first = HandBuiltPage(number: 1)
        top(&first, overview: bothAccounts)
        taxes(&first)
        var second = HandBuiltPage(number: 2)
        joint(&second)
        let pages = [first.page, second.page]
        let originals = StatementParser().parseAll(pages: pages)
        #expect(originals.count == 2)
        let damaging = pages.flatMap { page in
            page.lines.filter { line in
                line.text.contains("ACH Deposit") || line.text.contains("Withdrawal") || line.text.contains("Interest")
                    || line.text.hasPrefix("Beginning Balance")
            }.map { (page.number, $0.number) }
        }
        #expect(damaging.count == 7)
        for (pageNumber, lineNumber) in damaging {
            let damaged = pages.map { page in
                var page = page
                if page.number == pageNumber { page.lines.removeAll { $0.number == lineNumber } }
                return page
            }
            for statement in StatementParser().parseAll(pages: damaged) where statement.verification.verdict == .verified {
                #expect(originals.contains { $0.rows == statement.rows }, "page \(pageNumber) line \(lineNumber): \(statement.rows)")
            }
        }
    }
}
