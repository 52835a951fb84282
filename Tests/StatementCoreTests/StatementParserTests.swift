import Testing
@testable import StatementCore

@Suite struct StatementParserTests {
    private func parse(_ pages: HandBuiltPage...) -> Statement {
        StatementParser().parse(pages: pages.map(\.page))
    }

    @Test func debitAndCreditColumnsGiveTheSign() {
        var page = HandBuiltPage()
        page.line(.left("Northwind Test Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Account currency GBP", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Paid out", 370), .right("Paid in", 440), .right("Balance", 520))
        page.line(.left("01/03/2025", 40), .left("Opening balance", 110), .right("1,000.00", 520))
        page.line(.left("03/03/2025", 40), .left("CARD PAYMENT TESCO", 110), .right("25.50", 370), .right("974.50", 520))
        page.line(.left("05/03/2025", 40), .left("SALARY ACME LTD", 110), .right("1,500.00", 440), .right("2,474.50", 520))
        page.line(.left("31/03/2025", 40), .left("Closing balance", 110), .right("2,474.50", 520))
        let statement = parse(page)
        #expect(statement.rows == ["2025-03-03 -25.50 CARD PAYMENT TESCO", "2025-03-05 1500.00 SALARY ACME LTD"])
        #expect(statement.openingBalance?.decimalString == "1000.00")
        #expect(statement.closingBalance?.decimalString == "2474.50")
        #expect(statement.currency.code == "GBP")
        #expect(statement.verification.verdict == .verified)
    }

    @Test func signedSingleColumnKeepsPrintedSigns() {
        var page = HandBuiltPage()
        page.line(.left("Fabrikam Test Bank", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 520))
        page.line(.left("Beginning balance", 110), .right("$500.00", 520))
        page.line(.left("01/15/2025", 40), .left("GROCERY STORE", 110), .right("-$45.20", 440), .right("$454.80", 520))
        page.line(.left("01/20/2025", 40), .left("PAYROLL DEPOSIT", 110), .right("$1,200.00", 440), .right("$1,654.80", 520))
        page.line(.left("Ending balance", 110), .right("$1,654.80", 520))
        let statement = parse(page)
        #expect(statement.rows == ["2025-01-15 -45.20 GROCERY STORE", "2025-01-20 1200.00 PAYROLL DEPOSIT"])
        #expect(statement.currency.code == "USD")
        #expect(statement.verification.verdict == .verified)
    }

    @Test func cardPrintsPurchasesBareAndPaymentsWithCR() {
        var page = HandBuiltPage()
        page.cardSummary()
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 520))
        page.line(.left("18 DEC", 40), .left("AMAZON MARKETPLACE", 110), .right("36.99", 520))
        page.line(.left("02 JAN", 40), .left("PAYMENT RECEIVED THANK YOU", 110), .right("100.00 CR", 520))
        let statement = parse(page)
        #expect(statement.kind == .card)
        #expect(statement.rows == ["2024-12-18 -36.99 AMAZON MARKETPLACE", "2025-01-02 100.00 PAYMENT RECEIVED THANK YOU"])
        #expect(statement.openingBalance?.decimalString == "-200.00")
        #expect(statement.closingBalance?.decimalString == "-136.99")
        #expect(statement.verification.verdict == .verified)
    }

    @Test func descriptionWrappedBelowTheRowJoinsIt() {
        var page = HandBuiltPage()
        page.line(.left("Date", 40), .left("Description", 110), .right("Paid out", 370), .right("Paid in", 440), .right("Balance", 520))
        page.line(.left("01/03/2025", 40), .left("Balance brought forward", 110), .right("2,000.00", 520))
        page.line(.left("05/03/2025", 40), .left("STANDING ORDER TO L SMITH", 110), .right("950.00", 370), .right("1,050.00", 520))
        page.line(.left("MARCH RENT FLAT 2", 110))
        page.line(.left("07/03/2025", 40), .left("CAFE NERO", 110), .right("3.20", 370), .right("1,046.80", 520))
        let statement = parse(page)
        #expect(
            statement.rows == [
                "2025-03-05 -950.00 STANDING ORDER TO L SMITH MARCH RENT FLAT 2",
                "2025-03-07 -3.20 CAFE NERO",
            ])
        // A running balance is printed, so not `unverifiable`; it alone proves no row missing at the end.
        #expect(statement.verification.verdict == .failed, "only the running balance proves these rows")
    }

    @Test func detailsPrintedAboveTheAmountLineJoinTheRowBelow() {
        var page = HandBuiltPage()
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 520))
        page.line(.left("Opening balance", 110), .right("1,000.00", 520))
        page.line(.left("CARD 1234 TESCO OXFORD", 110))
        page.line(.left("03/03/2025", 40), .left("PURCHASE", 110), .right("-25.50", 440), .right("974.50", 520))
        page.line(.left("DIRECT DEBIT REF 99", 110))
        page.line(.left("05/03/2025", 40), .left("BILL", 110), .right("-10.00", 440), .right("964.50", 520))
        let statement = parse(page)
        #expect(
            statement.rows == [
                "2025-03-03 -25.50 CARD 1234 TESCO OXFORD PURCHASE",
                "2025-03-05 -10.00 DIRECT DEBIT REF 99 BILL",
            ])
        // A running balance is printed, so not `unverifiable`; it alone proves no row missing at the end.
        #expect(statement.verification.verdict == .failed, "only the running balance proves these rows")
    }

    @Test func dateOnTheFirstRowOfTheDayCarriesDown() {
        var page = HandBuiltPage()
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 520))
        page.line(.left("Opening balance", 110), .right("1,000.00", 520))
        page.line(.left("03/03/2025", 40), .left("COFFEE", 110), .right("-3.00", 440), .right("997.00", 520))
        page.line(.left("NEWSPAPER", 110), .right("-2.00", 440), .right("995.00", 520))
        page.line(.left("04/03/2025", 40), .left("REFUND", 110), .right("5.00", 440), .right("1,000.00", 520))
        let statement = parse(page)
        #expect(statement.rows == ["2025-03-03 -3.00 COFFEE", "2025-03-03 -2.00 NEWSPAPER", "2025-03-04 5.00 REFUND"])
        // A running balance is printed, so not `unverifiable`; it alone proves no row missing at the end.
        #expect(statement.verification.verdict == .failed, "only the running balance proves these rows")
    }

    @Test func summaryLinesAreNotRows() {
        var page = HandBuiltPage()
        page.line(.left("Banco Prueba", 40))
        page.line(.left("Fecha", 40), .left("Concepto", 110), .right("Importe", 440), .right("Saldo", 520))
        page.line(.left("01/03/2025", 40), .left("Saldo anterior", 110), .right("1.000,00 EUR", 520))
        page.line(.left("03/03/2025", 40), .left("NÓMINA EMPRESA SA", 110), .right("1.500,00", 440), .right("2.500,00", 520))
        page.line(.left("05/03/2025", 40), .left("CAFETERÍA CENTRAL", 110), .right("-4,50", 440), .right("2.495,50", 520))
        page.line(.left("Total", 110), .right("1.495,50", 440))
        page.line(.left("31/03/2025", 40), .left("Saldo final", 110), .right("2.495,50 EUR", 520))
        let statement = parse(page)
        #expect(statement.rows == ["2025-03-03 1500.00 NÓMINA EMPRESA SA", "2025-03-05 -4.50 CAFETERÍA CENTRAL"])
        #expect(statement.openingBalance?.decimalString == "1000.00")
        #expect(statement.closingBalance?.decimalString == "2495.50")
        #expect(statement.currency.code == "EUR")
        #expect(statement.verification.verdict == .verified)
    }

    @Test func runningBalanceSettlesAWrongSign() {
        var page = HandBuiltPage()
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 520))
        page.line(.left("Opening balance", 110), .right("1,000.00", 520))
        // Printed bare, but the balance falls by 25.50: it is money out.
        page.line(.left("03/03/2025", 40), .left("CARD PAYMENT", 110), .right("25.50", 440), .right("974.50", 520))
        page.line(.left("04/03/2025", 40), .left("TRANSFER IN", 110), .right("100.00", 440), .right("1,074.50", 520))
        page.line(.left("Closing balance", 110), .right("1,074.50", 520))
        let statement = parse(page)
        #expect(statement.rows == ["2025-03-03 -25.50 CARD PAYMENT", "2025-03-04 100.00 TRANSFER IN"])
        #expect(statement.verification.verdict == .verified)
    }

    @Test func pageWithoutTableSaysSo() {
        var page = HandBuiltPage()
        page.line(.left("Dear customer, thank you for banking with us.", 40))
        let statement = parse(page)
        #expect(statement.transactions.isEmpty)
        #expect(statement.verification.problems.first?.message.contains("no transaction table") == true)
    }

    @Test func recurringWrappedDetailOnEveryPageStaysWithItsRow() {
        var pages: [TextPage] = []
        var balance = 1000
        for number in 1...3 {
            var page = HandBuiltPage(number: number)
            page.line(.left("Fabrikam Test Bank", 40))
            page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 520))
            if number == 1 { page.line(.left("Beginning balance", 110), .right("$1,000.00", 520)) }
            for _ in 0..<number { page.line(.left("NOTE", 110), gap: 12) }
            for day in 0..<2 {
                balance -= 60
                page.line(
                    .left("01/\(10 + number * 3 + day)/2025", 40), .left("ATM WITHDRAWAL 2210 MAIN ST", 110),
                    .right("-$60.00", 440), .right("$\(balance).00", 520))
                page.line(.left("SPRINGFIELD IL CARD 4471", 110))
            }
            page.line(.left("Page \(number) of 3", 40), gap: 40)
            pages.append(page.page)
        }
        let statement = StatementParser().parse(pages: pages)
        #expect(statement.transactions.count == 6)
        #expect(statement.transactions.allSatisfy { $0.description == "ATM WITHDRAWAL 2210 MAIN ST SPRINGFIELD IL CARD 4471" })
        // No closing balance printed: only the running balance proves the rows, and nothing else fails.
        #expect(
            statement.problemTexts.allSatisfy { $0.hasPrefix("proven only by its running balance") || $0.hasPrefix("no opening balance") },
            "\(statement.problemTexts)")
    }
}
