import Testing
@testable import StatementCore

/// A header's money columns carry over to the pages after it only where those pages print
/// amounts in them: a number standing where a column is empty on its page is text (a store's
/// number), while a round amount in a column the page uses is still an amount.
@Suite struct UnseenLayoutColumnsByPageTests {
    static func firstPage(header: [HandBuiltPage.Cell]) -> HandBuiltPage {
        var page = HandBuiltPage()
        page.line(.left("Example Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(cells: header)
        page.line(.left("Opening balance", 110), .right("1,000.00", 520))
        page.line(.left("03/03/2025", 40), .left("Salary Contoso", 110), .right("2,000.00", 410), .right("3,000.00", 520))
        page.line(.left("05/03/2025", 40), .left("Energy Company", 110), .right("120.50", 330), .right("2,879.50", 520))
        return page
    }

    static func secondPage() -> HandBuiltPage {
        var page = HandBuiltPage(number: 2)
        // No debit on this page: "356" stands where the debit column was, a store's number.
        page.line(.left("12/03/2025", 40), .left("Refund Tailspin", 110), .left("356", 305), .right("45.20", 410), .right("2,924.70", 520))
        page.line(.left("20/03/2025", 40), .left("Transfer Northwind", 110), .right("1,250", 410), .right("4,174.70", 520))
        page.line(.left("Closing balance", 110), .right("4,174.70", 520))
        return page
    }

    static let headers: [[HandBuiltPage.Cell]] = [
        [.left("Date", 40), .left("Description", 110), .right("Debit", 330), .right("Credit", 410), .right("Balance", 520)],
        [.left("Datum", 40), .left("Buchungstext", 110), .right("Soll", 330), .right("Haben", 410), .right("Saldo", 520)],
    ]

    @Test(arguments: headers) func aNumberWhereALaterPagePrintsNoAmountIsText(_ header: [HandBuiltPage.Cell]) {
        let statement = UnseenLayout.parse(Self.firstPage(header: header), Self.secondPage())
        #expect(
            statement.rows == [
                "2025-03-03 2000.00 Salary Contoso", "2025-03-05 -120.50 Energy Company", "2025-03-12 45.20 Refund Tailspin 356",
                "2025-03-20 1250.00 Transfer Northwind",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
