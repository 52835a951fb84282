import Testing
@testable import StatementCore

/// Family 2: summaries printed as a table, labels in a header row (wrapped or not) and the
/// values in the row below. The opening is asserted here; the closing printed beside it in the
/// same label row is read by the balance finder once it reads a second label on one line
/// (wip-verify, "a closing printed beside the opening in one summary line is read").
@Suite struct UnseenLayoutSummaryTableTests {
    /// The rows both summary tests share: one deposit and one withdrawal.
    private func rows(_ page: inout HandBuiltPage) {
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440))
        page.line(.left("03/05/2025", 40), .left("PAYROLL DEPOSIT", 110), .right("1,500.00", 440))
        page.line(.left("03/12/2025", 40), .left("RENT PAYMENT", 110), .right("-900.00", 440))
    }

    @Test func aCountColumnBetweenLabelsAndAmountsIsACountNotTheLabel() {
        var page = HandBuiltPage()
        page.line(.left("EXAMPLE BANK N.A.", 40))
        page.line(.left("January 13, 2025 through February 11, 2025", 40))
        page.line(.left("CHECKING SUMMARY", 40), .right("INSTANCES", 300), .right("AMOUNT", 420))
        page.line(.left("Beginning Balance", 40), .right("$1,000.00", 420))
        page.line(.left("Deposits and Additions", 40), .right("2", 300), .right("$700.00", 420))
        page.line(.left("Electronic Withdrawals", 40), .right("1", 300), .right("-$100.00", 420))
        page.line(.left("Ending Balance", 40), .right("3", 300), .right("$1,600.00", 420))
        page.line(.left("DEPOSITS AND ADDITIONS", 40), gap: 16)
        page.line(.left("DATE", 40), .left("DESCRIPTION", 100), .right("AMOUNT", 530))
        page.line(.left("01/15", 40), .left("Payroll Deposit", 100), .right("500.00", 530))
        page.line(.left("02/03", 40), .left("Zelle Payment From J Smith", 100), .right("200.00", 530))
        page.line(.left("ELECTRONIC WITHDRAWALS", 40), gap: 16)
        page.line(.left("DATE", 40), .left("DESCRIPTION", 100), .right("AMOUNT", 530))
        page.line(.left("02/01", 40), .left("Mortgage Payment", 100), .right("100.00", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["1000.00", "1600.00"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        let checks = statement.verification.checks
        #expect(checks.contains("2 money-in rows = printed count 'Deposits and Additions' (page 1, line 5)"), "\(checks)")
        #expect(checks.contains { $0.contains("printed closing 'Ending Balance' (page 1, line 7)") }, "\(checks)")
    }

    @Test func wrappedLabelsOverTheirValues() {
        var page = HandBuiltPage()
        page.line(.left("Riverbend National Bank", 40))
        page.line(.left("Statement period 03/01/2025 through 03/31/2025", 40))
        page.line(.left("Beginning", 40), .left("Deposits and", 150), .left("Withdrawals and", 270), .left("Ending", 420), gap: 10)
        page.line(.left("balance", 40), .left("other additions", 150), .left("other subtractions", 270), .left("balance", 420))
        page.line(.left("$2,000.00", 40), .left("$1,500.00", 150), .left("$900.00", 270), .left("$2,600.00", 420))
        rows(&page)
        let statement = UnseenLayout.parse(page)
        #expect(statement.openingBalance?.decimalString == "2000.00")
        #expect(statement.rows == ["2025-03-05 1500.00 PAYROLL DEPOSIT", "2025-03-12 -900.00 RENT PAYMENT"])
        #expect(statement.verification.verdict != .failed, "\(statement.problemTexts)")
    }

    @Test func oneLineOfLabelsOverTheirValues() {
        var page = HandBuiltPage()
        page.line(.left("Riverbend National Bank", 40))
        page.line(.left("Statement period 03/01/2025 through 03/31/2025", 40))
        page.line(.left("Previous balance", 40), .left("Deposits", 170), .left("Withdrawals", 280), .left("New balance", 420))
        page.line(.left("$2,000.00", 40), .left("$1,500.00", 170), .left("$900.00", 280), .left("$2,600.00", 420))
        rows(&page)
        let statement = UnseenLayout.parse(page)
        #expect(statement.openingBalance?.decimalString == "2000.00")
        #expect(statement.verification.verdict != .failed, "\(statement.problemTexts)")
    }

    @Test func frenchWrappedSummaryLabels() {
        var page = HandBuiltPage()
        page.line(.left("BANQUE EXEMPLE", 40))
        page.line(.left("Période du 01/03/2025 au 31/03/2025", 40))
        page.line(.left("Ancien", 40), .left("Total des", 150), .left("Total des", 270), .left("Nouveau", 420), gap: 10)
        page.line(.left("solde", 40), .left("débits", 150), .left("crédits", 270), .left("solde", 420))
        page.line(.left("1 000,00 €", 40), .left("45,00 €", 150), .left("0,00 €", 270), .left("955,00 €", 420))
        page.line(.left("Date", 40), .left("Libellé", 110), .right("Débit", 380), .right("Crédit", 450))
        page.line(.left("04/03/2025", 40), .left("PRLV SEPA ORANGE", 110), .right("45,00", 380))
        let statement = UnseenLayout.parse(page)
        #expect(statement.openingBalance?.decimalString == "1000.00")
        #expect(statement.rows == ["2025-03-04 -45.00 PRLV SEPA ORANGE"])
        #expect(statement.verification.verdict != .failed, "\(statement.problemTexts)")
    }
}
