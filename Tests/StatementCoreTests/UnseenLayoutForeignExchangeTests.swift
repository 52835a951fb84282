import Testing
@testable import StatementCore

/// Family 6: foreign-exchange detail lines (the original amount and the rate) under a row, with
/// no heading to say so, are the row's detail and never rows; and the totals of sections that are
/// not booked (pending items, other accounts) never count against the booked rows.
@Suite struct UnseenLayoutForeignExchangeTests {
    @Test func englishRateLinesUnderCardRowsWithoutAHeader() {
        var page = HandBuiltPage()
        page.cardSummary()
        page.line(.left("18 Dec", 40), .left("AMAZON.COM SEATTLE", 110), .right("11.54", 440))
        page.line(.left("USD 12.50 @ 1.0832", 110))
        page.line(.left("20 Dec", 40), .left("HOTEL LISBOA", 110), .right("78.45", 440))
        page.line(.left("EUR 92.30 RATE 0.85", 110))
        page.line(.left("02 Jan", 40), .left("PAYMENT THANK YOU", 110), .right("-200.00", 440))
        page.line(.left("05 Jan", 40), .left("COFFEE BAR", 110), .right("47.00", 440))
        let statement = UnseenLayout.parse(page)
        #expect(
            statement.rows == [
                "2024-12-18 -11.54 AMAZON.COM SEATTLE USD 12.50 @ 1.0832",
                "2024-12-20 -78.45 HOTEL LISBOA EUR 92.30 RATE 0.85",
                "2025-01-02 200.00 PAYMENT THANK YOU",
                "2025-01-05 -47.00 COFFEE BAR",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func spanishTipoDeCambioLineEndingInTheRate() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo México", 40))
        page.line(.left("Estado de cuenta tarjeta de crédito", 40))
        page.line(.left("Pago mínimo", 40), .right("25,00", 300))
        page.line(.left("Periodo del 01/03/2025 al 31/03/2025", 40))
        page.line(.left("Saldo anterior", 40), .right("1.000,00", 300))
        page.line(.left("Saldo actual", 40), .right("1.430,00", 300))
        page.line(.left("15/03/2025", 40), .left("NETFLIX.COM", 110), .right("215,00", 440))
        page.line(.left("USD 12,50 TIPO DE CAMBIO 17,20", 110))
        page.line(.left("18/03/2025", 40), .left("UBER TRIP", 110), .right("215,00", 440))
        page.line(.left("USD 12,50 Tipo de cambio 17,20", 110))
        let statement = UnseenLayout.parse(page)
        #expect(
            statement.rows == [
                "2025-03-15 -215.00 NETFLIX.COM USD 12,50 TIPO DE CAMBIO 17,20",
                "2025-03-18 -215.00 UBER TRIP USD 12,50 Tipo de cambio 17,20",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func germanKursLineUnderAHeaderedTable() {
        var page = HandBuiltPage()
        page.line(.left("Beispielbank AG", 40))
        page.line(.left("Kontoauszug 01.04.2025 bis 30.04.2025", 40))
        page.line(.left("Alter Kontostand", 40), .right("500,00", 300))
        page.line(.left("Neuer Kontostand", 40), .right("476,90", 300))
        page.line(.left("Datum", 40), .left("Buchungstext", 110), .right("Betrag", 530))
        page.line(.left("07.04.2025", 40), .left("Kartenzahlung LONDON SHOP", 110), .right("-23,10", 530))
        page.line(.left("GBP 19,80 Kurs 0,86", 110))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows == ["2025-04-07 -23.10 Kartenzahlung LONDON SHOP GBP 19,80 Kurs 0,86"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func anOriginalAmountPrintedInTheMoneyColumnIsDetailButAnFXFeeIsARow() {
        var page = HandBuiltPage()
        page.cardSummary()
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440))
        page.line(.left("18 Dec", 40), .left("AMAZON.COM SEATTLE", 110), .right("11.54", 440))
        page.line(.left("ORIGINAL AMOUNT USD", 110), .right("12.50", 440))
        page.line(.left("FOREIGN TRANSACTION FEE", 110), .right("0.35", 440))
        page.line(.left("20 Dec", 40), .left("HOTEL BERLIN", 110), .right("52.11", 440))
        page.line(.left("Kurs 1.0832 Betrag EUR", 110), .right("60.00", 440))
        page.line(.left("02 Jan", 40), .left("PAYMENT THANK YOU", 110), .right("-127.01", 440))
        let statement = UnseenLayout.parse(page)
        #expect(
            statement.rows == [
                "2024-12-18 -11.54 AMAZON.COM SEATTLE ORIGINAL AMOUNT USD 12.50",
                "2024-12-18 -0.35 FOREIGN TRANSACTION FEE",
                "2024-12-20 -52.11 HOTEL BERLIN Kurs 1.0832 Betrag EUR 60.00",
                "2025-01-02 127.01 PAYMENT THANK YOU",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func totalsOfPendingAndOtherAccountsDoNotCountAgainstTheRows() {
        var page = HandBuiltPage()
        page.line(.left("Lakeside Credit Union", 40))
        page.line(.left("Statement period 01/04/2025 to 30/04/2025", 40))
        page.line(.left("Opening balance", 40), .right("500.00", 300))
        page.line(.left("Closing balance", 40), .right("430.00", 300))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 420), .right("Balance", 520))
        page.line(.left("02/04/2025", 40), .left("GROCERY STORE", 110), .right("-70.00", 420), .right("430.00", 520))
        page.line(.left("Total debits", 110), .right("70.00", 420))
        page.line(.left("Pending transactions", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 420))
        page.line(.left("29/04/2025", 40), .left("HOTEL BOOKING HOLD", 110), .right("-250.00", 420))
        page.line(.left("Total debits", 110), .right("250.00", 420))
        page.line(.left("Your other accounts", 40))
        page.line(.left("Description", 110), .right("Amount", 420))
        page.line(.left("SAVINGS DEPOSITS", 110), .right("1,600.00", 420))
        page.line(.left("Total credits", 110), .right("1,600.00", 420))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows == ["2025-04-02 -70.00 GROCERY STORE"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.verification.checks.contains { $0.contains("page 1, line 7") }, "\(statement.verification.checks)")
    }

    @Test func aFeeSummaryAgreeingWithTheBookedFeesServesAsACheck() {
        var page = HandBuiltPage()
        page.line(.left("Example Bank", 40))
        page.line(.left("Statement period 01/07/2025 to 31/07/2025", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 420), .right("Balance", 520))
        page.line(.left("Opening balance", 110), .right("200.00", 520))
        page.line(.left("03/07/2025", 40), .left("WIRE TRANSFER FEE", 110), .right("-15.00", 420), .right("185.00", 520))
        page.line(.left("31/07/2025", 40), .left("MONTHLY SERVICE FEE", 110), .right("-5.00", 420), .right("180.00", 520))
        page.line(.left("Closing balance", 110), .right("180.00", 520))
        page.line(.left("Fee summary", 40))
        page.line(.left("Wire transfer fee", 110), .right("15.00", 420))
        page.line(.left("Monthly service fee", 110), .right("5.00", 420))
        page.line(.left("Total fees", 110), .right("20.00", 420))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows.count == 2)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(
            statement.verification.checks.contains { $0.contains("Total fees") && $0.contains("booked rows it lists") },
            "\(statement.verification.checks)")
    }
}
