import Testing
@testable import StatementCore

/// A card bill in the shape several Brazilian issuers print: the previous bill as the opening, a
/// period printed without its year on a bill whose issue date has one, and a "payments and
/// financing" section that marks its credits with a minus and prints its charges bare. Made-up
/// figures and names.
@Suite struct UnseenLayoutCardFinancingTests {
    private func bill() -> HandBuiltPage {
        var page = HandBuiltPage()
        page.line(.left("Cartão Exemplo", 40))
        page.line(.left("FATURA 06 AGO 2025", 40), .left("EMISSÃO E ENVIO 30 JUL 2025", 300))
        page.line(.left("Período vigente: 29 JUN a 30 JUL", 40))
        page.line(.left("Limite total do cartão de crédito: R$ 2.000,00", 40))
        page.line(.left("Pagamento mínimo", 60), .right("R$ 20,00", 540))
        page.line(.left("Fatura anterior", 60), .right("R$ 500,00", 540))
        page.line(.left("Pagamento recebido", 60), .right("−R$ 500,00", 540))
        page.line(.left("Total a pagar", 60), .right("R$ 130,00", 540))
        page.line(.left("Saldo em aberto da próxima fatura", 60), .right("R$ 999,00", 540))
        page.line(.left("TRANSAÇÕES DE 29 JUN A 30 JUL", 40), gap: 20)
        page.line(.left("02 JUL", 60), .left("Padaria Central", 140), .right("R$ 40,00", 540))
        page.line(.left("09 JUL", 60), .left("Livraria Sol", 140), .right("R$ 80,00", 540))
        page.line(.left("Pagamentos e Financiamentos", 50), .right("R$ 10,00", 540), gap: 20)
        page.line(.left("08 JUL", 60), .left("Pagamento em 08 JUL", 140), .right("−R$ 500,00", 540))
        page.line(.left("07 JUL", 60), .left("Saldo em rotativo", 140), .right("R$ 500,00", 540))
        page.line(.left("07 JUL", 60), .left("Crédito de rotativo", 140), .right("−R$ 500,00", 540))
        page.line(.left("08 JUL", 60), .left("IOF de rotativo", 140), .right("R$ 10,00", 540))
        return page
    }

    @Test func theOpeningIsThePreviousBillAndTheYearlessPeriodTakesTheIssueYear() {
        let statement = UnseenLayout.parse(bill())
        #expect(statement.kind == .card)
        #expect(statement.balancesText == ["-500.00", "-130.00"])
        #expect(statement.period == DateRange(start: LocalDate(year: 2025, month: 6, day: 29)!, end: LocalDate(year: 2025, month: 7, day: 30)!))
    }

    /// The section marks its credits itself, so its bare figures are charges: "Saldo em rotativo"
    /// is a row (not a balance "em" a date), and the revolving IOF is money out.
    @Test func aSectionThatMarksItsCreditsPrintsItsChargesBare() {
        let statement = UnseenLayout.parse(bill())
        #expect(
            statement.rows.suffix(4) == [
                "2025-07-08 500.00 Pagamento em 08 JUL",
                "2025-07-07 -500.00 Saldo em rotativo",
                "2025-07-07 500.00 Crédito de rotativo",
                "2025-07-08 -10.00 IOF de rotativo",
            ], "\(statement.rows)")
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    /// Where every figure of a payments section is bare, the heading still gives their sign.
    @Test func aSectionOfBareFiguresStillTakesItsHeadingsSign() {
        var page = HandBuiltPage()
        page.line(.left("Example Card Services", 40))
        page.line(.left("Statement date 14 April 2025", 40))
        page.line(.left("Previous balance", 40), .right("100.00", 300))
        page.line(.left("New balance", 40), .right("60.00", 300))
        page.line(.left("Date", 40), .left("Transaction details", 110), .right("Amount", 555))
        page.line(.left("Payments and credits", 40), gap: 20)
        page.line(.left("02 Apr", 40), .left("PAYMENT RECEIVED - THANK YOU", 110), .right("100.00", 555))
        page.line(.left("Purchases", 40), gap: 20)
        page.line(.left("03 Apr", 40), .left("GROCER LEEDS", 110), .right("60.00", 555))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows == ["2025-04-02 100.00 PAYMENT RECEIVED - THANK YOU", "2025-04-03 -60.00 GROCER LEEDS"], "\(statement.rows)")
    }

    /// "Fatura anterior" opens where a line starts with it; what is left of the previous bill
    /// after its payments does not.
    @Test func thePreviousBillOpensOnlyWhereTheLineStartsWithIt() {
        #expect(SummaryLabels.kind(of: "fatura anterior r 813 18", anywhere: true) == .opening)
        #expect(SummaryLabels.kind(of: "mensalidade r 20 00 total da fatura anterior r 3 601 34", anywhere: true) == .opening)
        #expect(SummaryLabels.kind(of: "saldo fatura anterior e pagamentos r 0 00", anywhere: true) != .opening)
    }

    /// A label that says a balance "on" or "em" a time needs the time after it.
    @Test func aBalanceAtATimeNamesTheTime() {
        #expect(SummaryLabels.kind(of: "saldo em 31 07 2025 1 200 00", anywhere: false) == .stated)
        #expect(SummaryLabels.kind(of: "kontostand am 28 02 2025", anywhere: false) == .stated)
        #expect(SummaryLabels.kind(of: "balance as of july 31 2025", anywhere: true) == .stated)
        #expect(SummaryLabels.kind(of: "saldo em rotativo r 813 18", anywhere: false) == nil)
        #expect(SummaryLabels.kind(of: "saldo a su favor 862 93", anywhere: true) == .stated)
    }
}
