import Testing
@testable import StatementCore

/// A combined statement whose account heading prints the account's name, its number and its
/// bank's code on one line, set with single spaces: each account still opens its own section.
@Suite struct AccountSectionsOneLineHeadingTests {
    private func section(
        _ page: inout HandBuiltPage, heading: String, opening: String, rows: [(String, String, String, String)], closing: String
    ) {
        page.line(.left(heading, 40), .left("Currency GBP", 430))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 520))
        page.line(.left("Opening balance", 110), .right(opening, 520))
        for (date, text, amount, balance) in rows {
            page.line(.left(date, 40), .left(text, 110), .right(amount, 440), .right(balance, 520))
        }
        page.line(.left("Closing balance", 110), .right(closing, 520))
    }

    private func statements(code: String, samePage: Bool) -> [Statement] {
        var first = HandBuiltPage(number: 1)
        first.line(.left("Northwind Test Bank", 40))
        first.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        section(
            &first, heading: "Current Account Account number 12345678 \(code)", opening: "1,234.56",
            rows: [("03/03/2025", "CARD PAYMENT TESCO", "-48.65", "1,185.91"), ("25/03/2025", "SPOTIFY", "-11.99", "1,173.92")],
            closing: "1,173.92")
        var second = samePage ? first : HandBuiltPage(number: 2)
        section(
            &second, heading: "Savings Account Account number 87654321 \(code)", opening: "5,000.00",
            rows: [("03/03/2025", "TRANSFER IN", "100.00", "5,100.00"), ("07/03/2025", "INTEREST", "0.17", "5,100.17")],
            closing: "5,100.17")
        return StatementParser().parseAll(pages: samePage ? [second.page] : [first.page, second.page])
    }

    @Test(arguments: ["Sort code 20-30-40", "BIC NWBKGB2L", "Routing number 021000021"], [false, true])
    func eachAccountIsItsOwnStatement(code: String, samePage: Bool) {
        let statements = statements(code: code, samePage: samePage)
        #expect(statements.map(\.account) == ["…5678", "…4321"])
        #expect(statements.map(\.kind) == [.current, .savings])
        #expect(
            statements.map(\.rows) == [
                ["2025-03-03 -48.65 CARD PAYMENT TESCO", "2025-03-25 -11.99 SPOTIFY"],
                ["2025-03-03 100.00 TRANSFER IN", "2025-03-07 0.17 INTEREST"],
            ])
        #expect(statements.allSatisfy { $0.verification.verdict == .verified })
    }

    /// In a sentence the number is followed by more prose, not by a code's label: no heading.
    @Test func aSentenceNamingAnAccountAndSortCodeIsNoHeading() {
        var page = HandBuiltPage()
        page.line(.left("Your salary is paid to account number 87654321 sort code 20-30-40 each month", 40))
        #expect(AccountLine.account(on: page.lines[0]) == nil)
        var heading = HandBuiltPage()
        heading.line(.left("Savings Account Account number 87654321 Sort code 20-30-40", 40))
        #expect(AccountLine.account(on: heading.lines[0])?.number == "87654321")
    }
}
