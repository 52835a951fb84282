import Testing
@testable import StatementCore

/// Family 5: a running balance printed only on the last row of a day, dates only on a day's
/// first row, and entries whose text starts on the line above their amount line.
@Suite struct UnseenLayoutSparseBalanceTests {
    @Test func aDayEndBalanceLineIsTheRunningBalanceOfTheDaysLastRow() {
        var page = HandBuiltPage()
        page.line(.left("Banco Exemplo S.A.", 40))
        page.line(.left("período: 01/06/2025 a 30/06/2025", 40))
        page.line(.left("data", 40), .left("lançamentos", 100), .right("valor (R$)", 420), .right("saldo (R$)", 540))
        page.line(.left("31/05", 40), .left("SALDO ANTERIOR", 100), .right("1.000,00", 540))
        page.line(.left("02/06", 40), .left("PIX ENVIADO", 100), .right("-100,00", 420))
        page.line(.left("02/06", 40), .left("MERCADO", 100), .right("-50,00", 420))
        page.line(.left("02/06", 40), .left("SALDO DO DIA", 100), .right("850,00", 540))
        page.line(.left("05/06", 40), .left("TED RECEBIDA", 100), .right("200,00", 420))
        page.line(.left("05/06", 40), .left("SALDO DO DIA", 100), .right("1.050,00", 540))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["1000.00", "1050.00"])
        #expect(statement.rows == ["2025-06-02 -100.00 PIX ENVIADO", "2025-06-02 -50.00 MERCADO", "2025-06-05 200.00 TED RECEBIDA"])
        #expect(statement.transactions.map { $0.balance?.decimalString } == [nil, "850.00", "1050.00"])
        // Nothing but the day balances proves the rows: failed for that reason alone.
        #expect(
            statement.problemTexts.allSatisfy { $0.hasPrefix("proven only by its running balance") || $0.hasPrefix("no opening balance") },
            "\(statement.problemTexts)")
    }

    @Test func balanceOnTheLastRowOfADayAndAnEntryStartingAboveItsAmount() {
        var page = HandBuiltPage()
        page.line(.left("Harbour Savings Bank", 40))
        page.line(.left("Statement Period: 1 Mar 2025 to 31 Mar 2025", 40))
        page.line(.left("Opening balance:", 40), .right("$1,000.00 CR", 300))
        page.line(.left("Closing balance:", 40), .right("$1,640.50 CR", 300))
        page.line(.left("Date", 40), .left("Description", 110), .right("Debit", 330), .right("Credit", 410), .right("Balance", 520))
        page.line(.left("03 Mar", 40), .left("Coffee House", 110), .right("4.50", 330))
        page.line(.left("Grocer Market", 110), .right("55.00", 330), .right("940.50 CR", 520))
        page.line(.left("05 Mar", 40), .left("Salary ACME", 110), .right("1,200.00", 410))
        // Set tighter to the amount line below than to the row above: the entry's first line.
        page.line(.left("Rent Transfer", 110), gap: 10)
        page.line(.left("Ref 5521 March", 110), .right("500.00", 330), .right("1,640.50 CR", 520))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["1000.00", "1640.50"])
        #expect(
            statement.rows == [
                "2025-03-03 -4.50 Coffee House",
                "2025-03-03 -55.00 Grocer Market",
                "2025-03-05 1200.00 Salary ACME",
                "2025-03-05 -500.00 Rent Transfer Ref 5521 March",
            ])
        #expect(statement.transactions.map { $0.balance?.decimalString } == [nil, "940.50", nil, "1640.50"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func germanDaysWithOneSaldoEachAndAWholeBalanceMarkedHaben() {
        var page = HandBuiltPage()
        page.line(.left("Sparkasse Musterstadt", 40))
        page.line(.left("Kontoauszug 3/2025 vom 01.03.2025 bis 31.03.2025", 40), .left("Kontowährung EUR", 380))
        page.line(.left("Buchungstag", 40), .left("Vorgang", 110), .right("Soll", 330), .right("Haben", 410), .right("Saldo", 520))
        page.line(.left("alter Kontostand", 110), .right("2.000,00 H", 520))
        page.line(.left("04.03.2025", 40), .left("Lastschrift Stadtwerke", 110), .right("80,00", 330), .right("1.920 H", 520))
        page.line(.left("Kartenzahlung Bäckerei", 110), .right("6,40", 330), .right("1.913,60 H", 520))
        page.line(.left("10.03.2025", 40), .left("Gehalt Muster GmbH", 110), .right("2.500,00", 410), .right("4.413,60 H", 520))
        page.line(.left("neuer Kontostand", 110), .right("4.413,60 H", 520))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "EUR")
        #expect(statement.balancesText == ["2000.00", "4413.60"])
        #expect(
            statement.rows == [
                "2025-03-04 -80.00 Lastschrift Stadtwerke",
                "2025-03-04 -6.40 Kartenzahlung Bäckerei",
                "2025-03-10 2500.00 Gehalt Muster GmbH",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func anEntryGoesOnOverAPageBreakPastTheFooterAndLetterhead() {
        var first = HandBuiltPage()
        first.line(.left("Harbour Savings Bank", 40))
        first.line(.left("Statement Period: 1 Mar 2025 to 31 Mar 2025", 40))
        first.line(.left("Opening balance:", 40), .right("$100.00", 300))
        first.line(.left("Closing balance:", 40), .right("$60.00", 300))
        first.line(.left("Date", 40), .left("Description", 110), .right("Debit", 330), .right("Credit", 410), .right("Balance", 520))
        first.line(.left("03 Mar", 40), .left("Coffee House", 110), .right("4.00", 330), .right("96.00", 520))
        first.line(.left("04 Mar", 40), .left("Transfer to savings", 110))
        first.line(.left("Harbour Savings Bank, 1 Quay Street", 40))
        var second = HandBuiltPage(number: 2)
        second.line(.left("Harbour Savings Bank, 1 Quay Street", 40))
        second.line(.left("Goes over the page", 110))
        second.line(.left("Ref 9931", 110), .right("36.00", 330), .right("60.00", 520))
        let statement = UnseenLayout.parse(first, second)
        #expect(
            statement.rows == [
                "2025-03-03 -4.00 Coffee House",
                "2025-03-04 -36.00 Transfer to savings Goes over the page Ref 9931",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    private func ukPage(_ number: Int, period: String = "01 February to 28 February 2025") -> HandBuiltPage {
        var page = HandBuiltPage(number: number)
        page.line(.left("Example Bank UK plc", 40), .left("Your Statement", 400))
        page.line(.left("MR JOHN SMITH", 40), .left("IBAN GB29 EXAM 4012 3471 2345 67", 330))
        page.line(.left("Sort Code 40-12-34", 40), .left("Account Number 71234567", 200))
        page.line(.left(period, 40))
        page.line(
            .left("Date", 40), .left("Payment type and details", 110), .right("Paid out", 380), .right("Paid in", 450),
            .right("Balance", 530))
        return page
    }

    @Test func ukAccountWithDailyBalancesAndBalanceCarriedOverAPageBreak() {
        var first = ukPage(1)
        first.line(.left("01 Feb 25", 40), .left("BALANCE BROUGHT FORWARD", 110), .right("1,250.00", 530))
        first.line(.left("03 Feb 25", 40), .left("DD BRITISH GAS", 110), .right("54.20", 380))
        first.line(.left("VIS TESCO STORES 2345", 110), .right("23.45", 380), .right("1,172.35", 530))
        first.line(.left("05 Feb 25", 40), .left("CR ACME LTD SALARY", 110), .right("2,000.00", 450))
        first.line(.left("))) PRET A MANGER", 110), .right("6.95", 380), .right("3,165.40", 530))
        // The day goes on over the page: no balance on its last row here.
        first.line(.left("07 Feb 25", 40), .left("SO J SMITH SAVINGS", 110), .right("250.00", 380))
        first.line(.left("BALANCE CARRIED FORWARD", 110), .right("2,915.40", 530))
        first.line(.left("International Bank Account Number GB29EXAM40123471234567", 40), gap: 30)
        first.line(.left("Example Bank UK plc. Registered in England number 1234567", 40))
        var second = ukPage(2)
        second.line(.left("BALANCE BROUGHT FORWARD", 110), .right("2,915.40", 530))
        second.line(.left("VIS AMAZON.CO.UK*AB12C", 110), .right("19.99", 380), .right("2,895.41", 530))
        second.line(.left("10 Feb 25", 40), .left("VIS SAINSBURYS S/MKT", 110), .right("42.10", 380))
        second.line(.left("BP DR A PATEL DENTIST", 110), .right("85.00", 380), .right("2,768.31", 530))
        second.line(.left("14 Feb 25", 40), .left("CR HMRC TAX REFUND", 110), .right("120.00", 450), .right("2,888.31", 530))
        second.line(.left("20 Feb 25", 40), .left("DD COUNCIL TAX", 110), .right("142.00", 380), .right("2,746.31", 530))
        second.line(.left("BALANCE CARRIED FORWARD", 110), .right("2,746.31", 530))
        second.line(.left("Example Bank UK plc. Registered in England number 1234567", 40), gap: 30)
        let statement = UnseenLayout.parse(first, second)
        #expect(statement.institution == "Example Bank UK plc")
        #expect(statement.account == "…4567")
        #expect(statement.kind == .current)
        #expect(statement.currency.code == "GBP")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["1250.00", "2746.31"])
        #expect(
            statement.rows == [
                "2025-02-03 -54.20 DD BRITISH GAS",
                "2025-02-03 -23.45 VIS TESCO STORES 2345",
                "2025-02-05 2000.00 CR ACME LTD SALARY",
                "2025-02-05 -6.95 ))) PRET A MANGER",
                "2025-02-07 -250.00 SO J SMITH SAVINGS",
                "2025-02-07 -19.99 VIS AMAZON.CO.UK*AB12C",
                "2025-02-10 -42.10 VIS SAINSBURYS S/MKT",
                "2025-02-10 -85.00 BP DR A PATEL DENTIST",
                "2025-02-14 120.00 CR HMRC TAX REFUND",
                "2025-02-20 -142.00 DD COUNCIL TAX",
            ])
        #expect(
            statement.transactions.map { $0.balance?.decimalString } == [
                nil, "1172.35", nil, "3165.40", nil, "2895.41", nil, "2768.31", "2888.31", "2746.31",
            ])
        #expect(statement.transactions.map(\.page) == [1, 1, 1, 1, 1, 2, 2, 2, 2, 2])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func ukAccountWhoseEntriesEndWithTheirAmount() {
        var page = ukPage(1, period: "01 March to 31 March 2025")
        page.line(.left("01 Mar 25", 40), .left("BALANCE BROUGHT FORWARD", 110), .right("500.00", 530))
        page.line(.left("03 Mar 25", 40), .left("DD BRITISH GAS", 110))
        page.line(.left("REF 6012345678", 110), .right("54.20", 380))
        page.line(.left("VIS TESCO STORES 2345", 110))
        page.line(.left("OXFORD", 110), .right("23.45", 380), .right("422.35", 530))
        page.line(.left("05 Mar 25", 40), .left("CR ACME LTD", 110))
        page.line(.left("SALARY MARCH", 110), .right("2,000.00", 450), .right("2,422.35", 530))
        page.line(.left("06 Mar 25", 40), .left("))) PRET A MANGER", 110), .right("6.95", 380), .right("2,415.40", 530))
        page.line(.left("BALANCE CARRIED FORWARD", 110), .right("2,415.40", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "GBP")
        #expect(statement.periodText == "2025-03-01..2025-03-31")
        #expect(statement.balancesText == ["500.00", "2415.40"])
        #expect(
            statement.rows == [
                "2025-03-03 -54.20 DD BRITISH GAS REF 6012345678",
                "2025-03-03 -23.45 VIS TESCO STORES 2345 OXFORD",
                "2025-03-05 2000.00 CR ACME LTD SALARY MARCH",
                "2025-03-06 -6.95 ))) PRET A MANGER",
            ])
        #expect(statement.transactions.first?.rawText == "03 Mar 25 DD BRITISH GAS\nREF 6012345678 54.20")
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func oneEntryWhoseAmountIsOnItsSecondLineAmongEntriesWrappedBelow() {
        var page = ukPage(1, period: "01 March to 31 March 2025")
        page.line(.left("01 Mar 25", 40), .left("BALANCE BROUGHT FORWARD", 110), .right("500.00", 530))
        page.line(.left("03 Mar 25", 40), .left("DD BRITISH GAS", 110), .right("54.20", 380), .right("445.80", 530))
        page.line(.left("REF 6012345678", 110))
        page.line(.left("05 Mar 25", 40), .left("BP J SMITH", 110))
        page.line(.left("RENT MARCH", 110), .right("400.00", 380), .right("45.80", 530))
        page.line(.left("07 Mar 25", 40), .left("CR ACME LTD SALARY", 110), .right("2,000.00", 450), .right("2,045.80", 530))
        page.line(.left("BALANCE CARRIED FORWARD", 110), .right("2,045.80", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "GBP")
        #expect(statement.periodText == "2025-03-01..2025-03-31")
        #expect(statement.balancesText == ["500.00", "2045.80"])
        #expect(
            statement.rows == [
                "2025-03-03 -54.20 DD BRITISH GAS REF 6012345678",
                "2025-03-05 -400.00 BP J SMITH RENT MARCH",
                "2025-03-07 2000.00 CR ACME LTD SALARY",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func appStatementGroupingRowsUnderDayHeadings() {
        var page = HandBuiltPage()
        page.line(.left("Example Digital Bank", 40))
        page.line(.left("Statement 1 March 2025 - 31 March 2025", 40))
        page.line(.left("Opening balance", 40), .right("£250.00", 300))
        page.line(.left("Closing balance", 40), .right("£2,022.31", 300))
        page.line(.left("Description", 40), .right("Money out", 400), .right("Money in", 470), .right("Balance", 540), gap: 16)
        page.line(.left("3 March 2025", 40))
        page.line(.left("Tesco Express", 40), .right("12.50", 400), .right("237.50", 540))
        page.line(.left("Pret A Manger", 40), .right("4.20", 400), .right("233.30", 540))
        page.line(.left("5 March 2025", 40))
        page.line(.left("ACME Ltd Salary", 40), .right("1,800.00", 470), .right("2,033.30", 540))
        page.line(.left("Netflix", 40), .right("10.99", 400), .right("2,022.31", 540))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "GBP")
        #expect(statement.periodText == "2025-03-01..2025-03-31")
        #expect(statement.balancesText == ["250.00", "2022.31"])
        #expect(
            statement.rows == [
                "2025-03-03 -12.50 Tesco Express",
                "2025-03-03 -4.20 Pret A Manger",
                "2025-03-05 1800.00 ACME Ltd Salary",
                "2025-03-05 -10.99 Netflix",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    /// Each entry's description is centred on its amount line: a line above it and one below,
    /// set tight to it, with wider space between entries.
    @Test func entriesWithTextAboveAndBelowTheirAmountLine() {
        var page = ukPage(1, period: "01 March to 31 March 2025")
        page.line(.left("01 Mar 25", 40), .left("BALANCE BROUGHT FORWARD", 110), .right("500.00", 530), gap: 16)
        page.line(.left("AMAZON EU SARL", 110), gap: 10)
        page.line(.left("03 Mar 25", 40), .left("CARD PAYMENT", 110), .right("25.00", 380), .right("475.00", 530), gap: 10)
        page.line(.left("LUXEMBOURG REF 1234", 110), gap: 16)
        page.line(.left("ACME LTD", 110), gap: 10)
        page.line(.left("05 Mar 25", 40), .left("BANK GIRO CREDIT", 110), .right("1,000.00", 450), .right("1,475.00", 530), gap: 10)
        page.line(.left("SALARY MARCH", 110), gap: 16)
        page.line(.left("NETFLIX.COM", 110), gap: 10)
        page.line(.left("07 Mar 25", 40), .left("DIRECT DEBIT", 110), .right("10.99", 380), .right("1,464.01", 530), gap: 10)
        page.line(.left("MEMBERSHIP 03/25", 110), gap: 16)
        page.line(.left("BALANCE CARRIED FORWARD", 110), .right("1,464.01", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["500.00", "1464.01"])
        #expect(
            statement.rows == [
                "2025-03-03 -25.00 AMAZON EU SARL CARD PAYMENT LUXEMBOURG REF 1234",
                "2025-03-05 1000.00 ACME LTD BANK GIRO CREDIT SALARY MARCH",
                "2025-03-07 -10.99 NETFLIX.COM DIRECT DEBIT MEMBERSHIP 03/25",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    /// The same in French, the first entry's text starting right under the brought-forward line.
    @Test func frenchEntriesCentredOnTheirAmountLine() {
        var page = HandBuiltPage()
        page.line(.left("BANQUE EXEMPLE", 40))
        page.line(.left("Période du 01/03/2025 au 31/03/2025", 40))
        page.line(.left("Date", 40), .left("Libellé", 110), .right("Débit", 380), .right("Crédit", 450), .right("Solde", 530))
        page.line(.left("Solde précédent", 110), .right("800,00", 530), gap: 16)
        page.line(.left("PRLV SEPA", 110), gap: 10)
        page.line(.left("04/03/2025", 40), .left("EDF ENERGIE", 110), .right("61,20", 380), .right("738,80", 530), gap: 10)
        page.line(.left("ECHEANCE MARS", 110), gap: 16)
        page.line(.left("VIR SEPA RECU", 110), gap: 10)
        page.line(.left("10/03/2025", 40), .left("CAF PRESTATIONS", 110), .right("150,00", 450), .right("888,80", 530), gap: 10)
        page.line(.left("REF 0325", 110), gap: 16)
        page.line(.left("Nouveau solde", 110), .right("888,80", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["800.00", "888.80"])
        #expect(
            statement.rows == [
                "2025-03-04 -61.20 PRLV SEPA EDF ENERGIE ECHEANCE MARS",
                "2025-03-10 150.00 VIR SEPA RECU CAF PRESTATIONS REF 0325",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
