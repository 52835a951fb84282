import Testing
@testable import StatementCore

/// Family 7: card bills: purchases negative and payments positive from the holder's side, the
/// previous bill and the new balance as opening and closing, instalment markers that are not
/// dates, and items printed in two columns side by side.
@Suite struct UnseenLayoutCardBillTests {
    @Test func itemsInTwoColumnsSideBySideAreReadLeftColumnFirst() {
        var page = HandBuiltPage()
        page.cardSummary()
        page.line(.left("Date", 40), .left("Description", 90), .right("Amount", 270),
                  .left("Date", 320), .left("Description", 370), .right("Amount", 550))
        page.line(.left("18 Dec", 40), .left("AMAZON MARKETPLACE", 90), .right("46.00", 270),
                  .left("02 Jan", 320), .left("PAYMENT THANK YOU", 370), .right("-100.00", 550))
        page.line(.left("20 Dec", 40), .left("TESCO STORES", 90), .right("16.99", 270),
                  .left("05 Jan", 320), .left("REFUND COFFEE BAR", 370), .right("-26.00", 550))
        let statement = UnseenLayout.parse(page)
        #expect(statement.kind == .card)
        #expect(statement.balancesText == ["-200.00", "-136.99"])
        #expect(statement.rows == [
            "2024-12-18 -46.00 AMAZON MARKETPLACE",
            "2024-12-20 -16.99 TESCO STORES",
            "2025-01-02 100.00 PAYMENT THANK YOU",
            "2025-01-05 26.00 REFUND COFFEE BAR",
        ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func anInstalmentMarkerIsPartOfTheDescriptionNotADate() {
        var page = HandBuiltPage()
        page.cardSummary()
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440))
        page.line(.left("18 Dec", 40), .left("LAPTOP STORE INSTALMENT 03/10", 110), .right("45.00", 440))
        page.line(.left("02 Jan", 40), .left("PAYMENT THANK YOU", 110), .right("-100.00", 440))
        page.line(.left("05 Jan", 40), .left("MUSIC STREAMING", 110), .right("(8.01)", 440))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows == [
            "2024-12-18 -45.00 LAPTOP STORE INSTALMENT 03/10",
            "2025-01-02 100.00 PAYMENT THANK YOU",
            "2025-01-05 8.01 MUSIC STREAMING",
        ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
