@testable import StatementCore
import Testing

/// Issue 34 item 4: a line at the table's end whose figures stand under the money columns, its
/// label known ("Total", "Summe", "Total des opérations"), a balance's ("Balance carried forward")
/// or none at all. The figures under the debit and credit columns are totals the rows must make;
/// one under the balance column closes the table. Agreeing, they prove the rows whole; not
/// agreeing, the statement fails where the line stands.
@Suite struct UnseenLayoutTotalsByPlaceTests {
    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        /// Date, text, then the three money columns' headings in the order they stand.
        var headers: [String]
        /// The roles of the three money columns, in the order they stand.
        var order: [ColumnRole]
        var totals: String
        var runningBalance: Bool
        var money: @Sendable (Int64) -> String
        var testDescription: String { name }
    }

    static let forms: [Form] = [
        Form(
            name: "English, 'Total' under withdrawals, deposits and balance", headers: ["Date", "Description", "Withdrawals", "Deposits", "Balance"],
            order: [.debit, .credit, .balance], totals: "Total", runningBalance: true, money: LanguageStatement.english),
        Form(
            name: "German, 'Summe' under Soll, Haben and Saldo", headers: ["Datum", "Buchungstext", "Soll", "Haben", "Saldo"],
            order: [.debit, .credit, .balance], totals: "Summe", runningBalance: true, money: LanguageStatement.european),
        Form(
            name: "French, credit before debit", headers: ["Date", "Libellé", "Crédit", "Débit", "Solde"],
            order: [.credit, .debit, .balance], totals: "Total des opérations", runningBalance: true, money: LanguageStatement.spaced),
        Form(
            name: "English, no label", headers: ["Date", "Description", "Paid out", "Paid in", "Balance"],
            order: [.debit, .credit, .balance], totals: "", runningBalance: true, money: LanguageStatement.english),
        Form(
            name: "English, a carried-forward label", headers: ["Date", "Description", "Debit", "Credit", "Balance"],
            order: [.debit, .credit, .balance], totals: "Balance carried forward", runningBalance: true, money: LanguageStatement.english),
        Form(
            name: "English, no label and no running balance", headers: ["Date", "Description", "Paid out", "Paid in", "Balance"],
            order: [.debit, .credit, .balance], totals: "", runningBalance: false, money: LanguageStatement.english),
        Form(
            name: "German, 'Summe' and no running balance", headers: ["Datum", "Buchungstext", "Soll", "Haben", "Saldo"],
            order: [.debit, .credit, .balance], totals: "Summe", runningBalance: false, money: LanguageStatement.european),
    ]

    static let rows: [(String, String, Int64)] = [
        ("03/03/2025", "Card payment", -4_580), ("10/03/2025", "Salary", 100_000), ("17/03/2025", "Rent", -90_000),
        ("24/03/2025", "Refund", 30_000),
    ]

    /// Rows of March 2025 from 2,029.25 opening on the table's first line; the totals line under
    /// them prints `creditTotal` in the credit column and the balance the rows end at.
    static func page(_ form: Form, creditTotal: Int64 = 130_000, closing: Int64 = 238_345) -> HandBuiltPage {
        let edges: [Double] = [350, 430, 530]
        let x = { (role: ColumnRole) in edges[form.order.firstIndex(of: role) ?? 0] }
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement 01/03/2025 to 31/03/2025", 40))
        page.line(
            .left(form.headers[0], 40), .left(form.headers[1], 110), .right(form.headers[2], edges[0]), .right(form.headers[3], edges[1]),
            .right(form.headers[4], edges[2]))
        var balance: Int64 = 202_925
        page.line(.left("01/03/2025", 40), .left("Opening balance", 110), .right(form.money(balance), x(.balance)))
        for (date, text, amount) in rows {
            balance += amount
            var cells: [HandBuiltPage.Cell] = [
                .left(date, 40), .left(text, 110), .right(form.money(abs(amount)), x(amount < 0 ? .debit : .credit)),
            ]
            if form.runningBalance { cells.append(.right(form.money(balance), x(.balance))) }
            page.line(cells: cells)
        }
        var totals: [HandBuiltPage.Cell] = [
            .right(form.money(94_580), x(.debit)), .right(form.money(creditTotal), x(.credit)), .right(form.money(closing), x(.balance)),
        ]
        if !form.totals.isEmpty { totals.insert(.left(form.totals, 110), at: 0) }
        page.line(cells: totals)
        page.line(.left("Thank you for banking with us", 40))
        return page
    }

    @Test(arguments: forms) func aTotalsLineUnderTheMoneyColumnsProvesTheRows(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form).page])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [-4_580, 100_000, -90_000, 30_000], "\(statement.rows)")
        #expect(statement.closingBalance?.minorUnits == 238_345)
    }

    @Test(arguments: forms) func aTotalTheRowsDoNotMakeFailsWhereItIsPrinted(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form, creditTotal: 120_000).page])
        #expect(statement.verification.verdict == .failed, "\(statement.verification.checks)")
        #expect(statement.verification.problems.contains { $0.line == 9 }, "\(statement.problemTexts)")
    }

    /// The figure under the balance column is the closing: one the rows do not reach fails.
    @Test(arguments: forms.filter(\.runningBalance)) func aBalanceUnderTheTotalsTheRowsDoNotReachFails(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form, closing: 238_445).page])
        #expect(statement.verification.verdict == .failed, "\(statement.verification.checks)")
    }
}
