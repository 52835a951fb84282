import Testing
@testable import StatementCore

/// Family 10: amounts printed without decimals, where the currency has none or the statement
/// drops them, and round balances printed whole among amounts with decimals.
@Suite struct UnseenLayoutWholeAmountTests {
    @Test func spaceGroupedAmountsKeepTheMinusOnTheirThousands() {
        var page = HandBuiltPage()
        page.line(.left("Bank Przykładowy", 40))
        page.line(.left("Wyciąg PLN 01.07.2025 - 31.07.2025", 40))
        page.line(.left("Data", 40), .left("Opis", 120), .right("Kwota", 450), .right("Saldo", 555))
        page.line(.left("Saldo początkowe", 120), .right("3 412,08", 555))
        page.line(.left("02.07.2025", 40), .left("WYNAGRODZENIE", 120), .right("6 850,00", 450), .right("10 262,08", 555))
        page.line(.left("11.07.2025", 40), .left("CZYNSZ", 120), .right("-1 120,50", 450), .right("9 141,58", 555))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows == ["2025-07-02 6850.00 WYNAGRODZENIE", "2025-07-11 -1120.50 CZYNSZ"])
        // Only the running balance proves the rows: failed for that reason alone.
        #expect(
            statement.problemTexts.allSatisfy { $0.hasPrefix("proven only by its running balance") || $0.hasPrefix("no opening balance") },
            "\(statement.problemTexts)")
    }

    @Test func monospacedThousandsGroupsAreOneSpaceApart() {
        // Courier at 9 points: every character, the space too, is 5.4 points wide.
        var x = 40.0
        let words = ["Opening", "Balance", "8", "450.00Cr"].map { text -> TextWord in
            defer { x += Double(text.count + 1) * 5.4 }
            return TextWord(text: text, x0: x, y0: 100, x1: x + Double(text.count) * 5.4, y1: 109, fontSize: 9)
        }
        let amounts = LineReader(decimalMark: .point, minorDigits: 2).trailingAmounts(LineWords(words), from: 2)
        #expect(amounts.map(\.magnitude) == [845000])
    }

    @Test func dirhamStatementThatDropsTheDecimals() {
        var page = HandBuiltPage()
        page.line(.left("Example Bank UAE", 40))
        page.line(.left("Account statement in AED", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Debit", 330), .right("Credit", 410), .right("Balance", 520))
        page.line(.left("Opening balance", 110), .right("12,500", 520))
        page.line(.left("02/03/2025", 40), .left("SALARY TRANSFER", 110), .right("18,000", 410), .right("30,500", 520))
        page.line(.left("05/03/2025", 40), .left("DEWA BILL PAYMENT", 110), .right("850", 330), .right("29,650", 520))
        page.line(.left("09/03/2025", 40), .left("RENT CHEQUE 000123", 110), .right("10,000", 330), .right("19,650", 520))
        page.line(.left("Closing balance", 110), .right("19,650", 520))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "AED")
        #expect(statement.balancesText == ["12500.00", "19650.00"])
        #expect(
            statement.rows == [
                "2025-03-02 18000.00 SALARY TRANSFER",
                "2025-03-05 -850.00 DEWA BILL PAYMENT",
                "2025-03-09 -10000.00 RENT CHEQUE 000123",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func wonStatementWithNoMinorUnit() {
        var page = HandBuiltPage()
        page.line(.left("Example Bank Korea", 40))
        page.line(.left("Statement period 2025.04.01 - 2025.04.30 (KRW)", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Withdrawal", 330), .right("Deposit", 410), .right("Balance", 520))
        page.line(.left("Opening balance", 110), .right("1,000,000", 520))
        page.line(.left("2025.04.03", 40), .left("GS25 CONVENIENCE", 110), .right("4,500", 330), .right("995,500", 520))
        page.line(.left("2025.04.25", 40), .left("SALARY", 110), .right("3,200,000", 410), .right("4,195,500", 520))
        page.line(.left("Closing balance", 110), .right("4,195,500", 520))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "KRW")
        #expect(statement.balancesText == ["1000000", "4195500"])
        #expect(statement.rows == ["2025-04-03 -4500 GS25 CONVENIENCE", "2025-04-25 3200000 SALARY"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func aRoundBalanceMarkedCRIsPrintedWholeAmongDecimals() {
        var page = HandBuiltPage()
        page.line(.left("Gum Tree Bank", 40))
        page.line(.left("Statement Period: 1 Jan 2025 to 31 Jan 2025", 40))
        page.line(.left("Opening balance:", 40), .right("$1,000.00 CR", 300))
        page.line(.left("Closing balance:", 40), .right("$1,125.50 CR", 300))
        page.line(.left("Date", 40), .left("Description", 110), .right("Debit", 330), .right("Credit", 410), .right("Balance", 520))
        page.line(.left("02 Jan", 40), .left("Deposit", 110), .right("250.00", 410), .right("1,250 CR", 520))
        page.line(.left("05 Jan", 40), .left("Groceries", 110), .right("124.50", 330), .right("1,125.50 CR", 520))
        let statement = UnseenLayout.parse(page)
        #expect(statement.transactions.map { $0.balance?.decimalString } == ["1250.00", "1125.50"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func aRoundAmountDroppingItsDecimalsInTheAmountColumn() {
        var page = HandBuiltPage()
        page.line(.left("Riverbend National Bank", 40))
        page.line(.left("Statement period 03/01/2025 through 03/31/2025", 40))
        page.line(.left("Date", 40), .left("Description", 110), .left("Ref", 280), .right("Amount", 440), .right("Balance", 530))
        page.line(.left("Beginning balance", 110), .right("2,000.00", 530))
        page.line(.left("03/05/2025", 40), .left("PAYROLL DEPOSIT", 110), .left("4471", 280), .right("1,250", 440), .right("3,250.00", 530))
        page.line(.left("03/09/2025", 40), .left("CHECK", 110), .left("1044", 280), .right("-500", 440), .right("2,750", 530))
        page.line(.left("03/12/2025", 40), .left("GROCERY", 110), .left("2210", 280), .right("-49.99", 440), .right("2,700.01", 530))
        page.line(.left("Ending balance", 110), .right("2,700.01", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows == ["2025-03-05 1250.00 PAYROLL DEPOSIT", "2025-03-09 -500.00 CHECK", "2025-03-12 -49.99 GROCERY"])
        #expect(statement.transactions.map { $0.balance?.decimalString } == ["3250.00", "2750.00", "2700.01"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func germanRoundAmountInTheDebitColumnWithACommaMark() {
        var page = HandBuiltPage()
        page.line(.left("Beispielbank AG", 40))
        page.line(.left("Kontoauszug 01.04.2025 bis 30.04.2025", 40))
        page.line(.left("Alter Kontostand", 40), .right("3.000,00", 300))
        page.line(.left("Neuer Kontostand", 40), .right("1.745,50", 300))
        page.line(.left("Datum", 40), .left("Buchungstext", 110), .right("Soll", 440), .right("Haben", 530))
        page.line(.left("01.04.2025", 40), .left("Miete April", 110), .right("1.250", 440))
        page.line(.left("03.04.2025", 40), .left("Supermarkt", 110), .right("4,50", 440))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows == ["2025-04-01 -1250.00 Miete April", "2025-04-03 -4.50 Supermarkt"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func aRoundAmountWithoutAHeaderEndsWhereTheOtherAmountsEnd() {
        var page = HandBuiltPage()
        page.line(.left("Riverbend National Bank", 40))
        page.line(.left("Statement period 03/01/2025 through 03/31/2025", 40))
        page.line(.left("Beginning balance", 40), .right("2,000.00", 300))
        page.line(.left("Ending balance", 40), .right("2,700.01", 300))
        page.line(.left("03/05/2025", 40), .left("PAYROLL DEPOSIT 4471", 110), .right("1,250", 440), .right("3,250.00", 530))
        page.line(.left("03/09/2025", 40), .left("CHECK 1044", 110), .right("-500.00", 440), .right("2,750", 530))
        page.line(.left("03/12/2025", 40), .left("GROCERY", 110), .right("-49.99", 440), .right("2,700.01", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows == ["2025-03-05 1250.00 PAYROLL DEPOSIT 4471", "2025-03-09 -500.00 CHECK 1044", "2025-03-12 -49.99 GROCERY"])
        #expect(statement.transactions.map { $0.balance?.decimalString } == ["3250.00", "2750.00", "2700.01"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func aWholeNumberOutsideTheMoneyColumnsStaysText() {
        var page = HandBuiltPage()
        page.line(.left("Riverbend National Bank", 40))
        page.line(.left("Statement period 03/01/2025 through 03/31/2025", 40))
        page.line(.left("Opening balance", 40), .right("100.00", 300))
        page.line(.left("Closing balance", 40), .right("80.00", 300))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440))
        page.line(.left("03/05/2025", 40), .left("CARD 1234 STORE 2,500", 110), .right("-20.00", 440))
        page.line(.left("REFERENCE 1,250", 110))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows == ["2025-03-05 -20.00 CARD 1234 STORE 2,500 REFERENCE 1,250"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
