import Testing
@testable import StatementCore

/// Family 2: an accounts overview printed as a table, one row per account under labels such as
/// `BALANCE FORWARD  TOTAL DEBITS  TOTAL CREDITS  CLOSING BALANCE` (on one line or wrapped over
/// two): the row of the statement's own account gives its opening, closing and totals, and no
/// overview row is ever a transaction.
@Suite struct UnseenLayoutAccountsOverviewTests {
    private func rows(_ page: inout HandBuiltPage) {
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 530))
        page.line(.left("03/05/2025", 40), .left("PAYROLL DEPOSIT", 110), .right("1,500.00", 440), .right("3,500.00", 530))
        page.line(.left("03/12/2025", 40), .left("RENT PAYMENT", 110), .right("-900.00", 440), .right("2,600.00", 530))
    }

    @Test func theRowOfTheStatementsAccountAmongOthers() {
        var page = HandBuiltPage()
        page.line(.left("Lakeshore Savings Bank", 40))
        page.line(.left("Statement period 03/01/2025 through 03/31/2025", 40))
        page.line(.left("Account number 4471-0098-5521", 40))
        page.line(.left("ACCOUNTS OVERVIEW", 40))
        page.line(
            .left("Account", 40), .right("BALANCE FORWARD", 260), .right("TOTAL DEBITS", 340),
            .right("TOTAL CREDITS", 430), .right("CLOSING BALANCE", 530))
        page.line(.left("Savings ...7788", 40), .right("8,000.00", 260), .right("0.00", 340), .right("10.00", 430), .right("8,010.00", 530))
        page.line(.left("Checking ...5521", 40), .right("2,000.00", 260), .right("900.00", 340), .right("1,500.00", 430), .right("2,600.00", 530))
        rows(&page)
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["2000.00", "2600.00"])
        #expect(statement.rows == ["2025-03-05 1500.00 PAYROLL DEPOSIT", "2025-03-12 -900.00 RENT PAYMENT"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.verification.checks.contains { $0.contains("TOTAL DEBITS") }, "\(statement.verification.checks)")
        #expect(statement.verification.checks.contains { $0.contains("TOTAL CREDITS") }, "\(statement.verification.checks)")
        // The overview names two accounts, but only one has a table: one statement, which says
        // the other moved and is not read from this file.
        let all = UnseenLayout.parseAll(page)
        #expect(all.map(\.balancesText) == [["2000.00", "2600.00"]])
        #expect(all.first?.verification.verdict == .verified)
        #expect(
            all.first?.verification.notes.map(\.description) == [
                "page 1, line 6: the accounts overview names account …7788, whose money moved in the period, "
                    + "but this file has no statement of it that could be read: its rows are not imported from here"
            ])
    }

    @Test func labelsWrappedOverTwoLinesAboveOneAccount() {
        var page = HandBuiltPage()
        page.line(.left("Lakeshore Savings Bank", 40))
        page.line(.left("Statement period 03/01/2025 through 03/31/2025", 40))
        page.line(.right("BALANCE", 260), .right("TOTAL", 340), .right("TOTAL", 430), .right("CLOSING", 530), gap: 10)
        page.line(.right("FORWARD", 260), .right("DEBITS", 340), .right("CREDITS", 430), .right("BALANCE", 530))
        page.line(.left("Checking ...5521", 40), .right("2,000.00", 260), .right("900.00", 340), .right("1,500.00", 430), .right("2,600.00", 530))
        rows(&page)
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["2000.00", "2600.00"])
        #expect(statement.rows.count == 2)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func spanishOverviewWithTheAccountSecond() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo", 40))
        page.line(.left("Periodo del 01/05/2025 al 31/05/2025", 40))
        page.line(.left("Número de cuenta: 0049 1500 05 1234567890", 40))
        page.line(.left("Resumen de cuentas", 40))
        page.line(
            .left("Cuenta", 40), .right("Saldo anterior", 260), .right("Total cargos", 340),
            .right("Total abonos", 430), .right("Saldo actual", 530))
        page.line(
            .left("Ahorro 0049 1500 06 9988776655", 40), .right("5.000,00", 260), .right("0,00", 340),
            .right("12,50", 430), .right("5.012,50", 530))
        page.line(
            .left("Corriente 0049 1500 05 1234567890", 40), .right("1.000,00", 260), .right("250,00", 340),
            .right("100,00", 430), .right("850,00", 530))
        page.line(.left("Fecha", 40), .left("Concepto", 110), .right("Importe", 440), .right("Saldo", 530))
        page.line(.left("03/05/2025", 40), .left("RECIBO LUZ", 110), .right("-250,00", 440), .right("750,00", 530))
        page.line(.left("20/05/2025", 40), .left("TRANSFERENCIA RECIBIDA", 110), .right("100,00", 440), .right("850,00", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["1000.00", "850.00"])
        #expect(statement.rows == ["2025-05-03 -250.00 RECIBO LUZ", "2025-05-20 100.00 TRANSFERENCIA RECIBIDA"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(UnseenLayout.parseAll(page).map(\.balancesText) == [["1000.00", "850.00"]])
    }

    @Test func germanWrappedOverviewWithoutRunningBalance() {
        var page = HandBuiltPage()
        page.line(.left("Beispielbank eG", 40))
        page.line(.left("Kontoauszug 01.04.2025 bis 30.04.2025", 40))
        page.line(.left("Konto", 40), .right("Alter", 260), .right("Summe", 340), .right("Summe", 430), .right("Neuer", 530), gap: 10)
        page.line(.right("Kontostand", 260), .right("Soll", 340), .right("Haben", 430), .right("Kontostand", 530))
        page.line(.left("Girokonto 12345678", 40), .right("1.200,00", 260), .right("80,00", 340), .right("0,00", 430), .right("1.120,00", 530))
        page.line(.left("Buchung", 40), .left("Verwendungszweck", 110), .right("Betrag", 530))
        page.line(.left("07.04.2025", 40), .left("Lastschrift Stadtwerke", 110), .right("-80,00", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["1200.00", "1120.00"])
        #expect(statement.rows == ["2025-04-07 -80.00 Lastschrift Stadtwerke"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func anOverviewPrintedAfterTheRowsAddsNoRow() {
        var page = HandBuiltPage()
        page.line(.left("Lakeshore Savings Bank", 40))
        page.line(.left("Statement period 03/01/2025 through 03/31/2025", 40))
        page.line(.left("03/05/2025", 40), .left("PAYROLL DEPOSIT", 110), .right("1,500.00", 440))
        page.line(.left("03/12/2025", 40), .left("RENT PAYMENT", 110), .right("-900.00", 440))
        page.line(
            .left("Account", 40), .right("BALANCE FORWARD", 260), .right("TOTAL DEBITS", 340),
            .right("TOTAL CREDITS", 430), .right("CLOSING BALANCE", 530))
        page.line(.left("Checking ...5521", 40), .right("2,000.00", 260), .right("900.00", 340), .right("1,500.00", 430), .right("2,600.00", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["2000.00", "2600.00"])
        #expect(statement.rows == ["2025-03-05 1500.00 PAYROLL DEPOSIT", "2025-03-12 -900.00 RENT PAYMENT"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func aCardBillsSummaryTableGivesThePreviousAndNewBalance() {
        var page = HandBuiltPage()
        page.line(.left("Banco Exemplo", 40))
        page.line(.left("Fatura do cartão de crédito", 40))
        page.line(.left("Pagamento mínimo", 40), .right("50,00", 300))
        page.line(.left("Período de 01/03/2025 a 31/03/2025", 40))
        page.line(.left("Saldo anterior", 40), .left("Pagamentos", 170), .left("Compras", 280), .left("Total da fatura", 400))
        page.line(.left("1.000,00", 40), .left("1.000,00", 170), .left("245,90", 280), .left("245,90", 400))
        page.line(.left("Data", 40), .left("Descrição", 110), .right("Valor", 440))
        page.line(.left("05/03/2025", 40), .left("PAGAMENTO RECEBIDO", 110), .right("-1.000,00", 440))
        page.line(.left("12/03/2025", 40), .left("SUPERMERCADO", 110), .right("245,90", 440))
        let statement = UnseenLayout.parse(page)
        #expect(statement.kind == .card)
        #expect(statement.balancesText == ["-1000.00", "-245.90"])
        #expect(statement.rows == ["2025-03-05 1000.00 PAGAMENTO RECEBIDO", "2025-03-12 -245.90 SUPERMERCADO"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    /// An overview over a table per account: each account is a statement, and nothing is said.
    /// An account that did not move needs no table.
    @Test func everyAccountThatMovedIsReadOrNamed() {
        var page = HandBuiltPage()
        page.line(.left("Lakeshore Savings Bank", 40))
        page.line(.left("Statement period 03/01/2025 through 03/31/2025", 40))
        page.line(.left("ACCOUNTS OVERVIEW", 40))
        page.line(
            .left("Account", 40), .right("BALANCE FORWARD", 260), .right("TOTAL DEBITS", 340),
            .right("TOTAL CREDITS", 430), .right("CLOSING BALANCE", 530))
        page.line(.left("Checking ...5521", 40), .right("2,000.00", 260), .right("900.00", 340), .right("1,500.00", 430), .right("2,600.00", 530))
        page.line(.left("Savings ...7788", 40), .right("8,000.00", 260), .right("0.00", 340), .right("10.00", 430), .right("8,010.00", 530))
        page.line(.left("Reserve ...9900", 40), .right("300.00", 260), .right("0.00", 340), .right("0.00", 430), .right("300.00", 530))
        page.line(.left("Checking", 40), gap: 12)
        page.line(.left("Account number 4471-0098-5521", 40))
        rows(&page)
        page.line(.left("Savings", 40), gap: 12)
        page.line(.left("Account number 4471-0098-7788", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 530))
        page.line(.left("03/01/2025", 40), .left("Opening balance", 110), .right("8,000.00", 530))
        page.line(.left("03/31/2025", 40), .left("INTEREST PAID", 110), .right("10.00", 440), .right("8,010.00", 530))
        page.line(.left("03/31/2025", 40), .left("Closing balance", 110), .right("8,010.00", 530))
        let statements = UnseenLayout.parseAll(page)
        #expect(statements.map(\.balancesText) == [["2000.00", "2600.00"], ["8000.00", "8010.00"]])
        #expect(statements.allSatisfy { $0.verification.verdict == .verified }, "\(statements.map(\.problemTexts))")
        #expect(statements.allSatisfy { $0.verification.notes.isEmpty }, "\(statements.map(\.verification.notes))")
    }
}
