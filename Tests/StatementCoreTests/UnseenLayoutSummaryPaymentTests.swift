import Testing
@testable import StatementCore

/// Card bills that print the previous bill's payment only in their summary box, between the
/// previous bill's total and this one's: the line is a row when the rows fall short of the
/// closing by exactly its amount.
@Suite struct UnseenLayoutSummaryPaymentTests {
    @Test(arguments: [
        ("Total da fatura anterior", "Pagamento efetuado em 07/12/2024", "- 500,00", "Total desta fatura", "120,00", "Compras"),
        ("Previous statement balance", "Payment received 07/12/2024", "500.00 CR", "New balance", "120.00", "Purchases"),
        ("Saldo anterior", "Pago recibido el 07/12/2024", "-500,00", "Saldo actual", "120,00", "Consumos"),
    ])
    func aDatedPaymentInTheSummaryBoxIsARow(opening: String, payment: String, paid: String, closing: String, total: String, heading: String) {
        let comma = paid.contains(",")
        var page = HandBuiltPage()
        page.line(.left("Example Card", 40))
        page.line(.left("Credit card statement", 40))
        page.line(.left("Card number 4929 1234 5678 3107", 40))
        page.line(.left(opening, 300), .right(comma ? "500,00" : "500.00", 550))
        page.line(.left(payment, 300), .right(paid, 550))
        page.line(.left(closing, 300), .right(total, 550))
        page.line(.left(heading, 40))
        page.line(.left("14/12", 40), .left("BOOKSHOP", 90), .right(comma ? "70,00" : "70.00", 300))
        page.line(.left("20/12", 40), .left("GROCER", 90), .right(comma ? "50,00" : "50.00", 300))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["-500.00", "-120.00"])
        #expect(statement.rows.first == "2024-12-07 500.00 \(payment)", "\(statement.rows)")
        #expect(statement.rows.count == 3)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    /// A summary line whose amount is not what the rows miss stays out: the bill fails.
    @Test func aPaymentThatDoesNotCloseTheGapIsNoRow() {
        var page = HandBuiltPage()
        page.line(.left("Example Card", 40))
        page.line(.left("Credit card statement", 40))
        page.line(.left("Previous statement balance", 300), .right("500.00", 550))
        page.line(.left("Payment received 07/12/2024", 300), .right("450.00 CR", 550))
        page.line(.left("New balance", 300), .right("120.00", 550))
        page.line(.left("14/12", 40), .left("BOOKSHOP", 90), .right("70.00", 300))
        page.line(.left("20/12", 40), .left("GROCER", 90), .right("50.00", 300))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows.count == 2)
        #expect(statement.verification.verdict == .failed)
    }
}
