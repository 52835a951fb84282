@testable import StatementCore
import Testing

/// A totals line whose label names no direction ("Umsatztotal", "Totals"), its figures in the
/// debit and credit columns: the columns say which total each is, and with them the rows are
/// proven by more than their running balance.
@Suite struct UnseenLayoutColumnTotalsTests {
    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        var headers: [String]
        var opening: String
        var totals: String
        var money: @Sendable (Int64) -> String
        var testDescription: String { name }
    }

    static let forms: [Form] = [
        Form(
            name: "German, apostrophe thousands", headers: ["Datum", "Text", "Belastung", "Gutschrift", "Saldo"], opening: "Saldovortrag",
            totals: "Umsatztotal", money: { LanguageStatement.grouped($0, group: "'", decimal: ".") }),
        Form(
            name: "English, the totals under Paid out and Paid in", headers: ["Date", "Details", "Paid out", "Paid in", "Balance"],
            opening: "Balance brought forward", totals: "Totals", money: LanguageStatement.english),
    ]

    /// Rows of March 2025 from 2,029.25; `creditTotal`: the figure printed in the credit column.
    static func page(_ form: Form, creditTotal: Int64 = 130_000) -> HandBuiltPage {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement 01/03/2025 to 31/03/2025", 40))
        page.line(
            .left(form.headers[0], 40), .left(form.headers[1], 110), .right(form.headers[2], 350), .right(form.headers[3], 430),
            .right(form.headers[4], 530))
        var balance: Int64 = 202_925
        page.line(.left("01/03/2025", 40), .left(form.opening, 110), .right(form.money(balance), 530))
        let rows: [(String, String, Int64)] = [
            ("03/03/2025", "Card payment", -4_580), ("10/03/2025", "Salary", 100_000), ("17/03/2025", "Rent", -90_000),
            ("24/03/2025", "Refund", 30_000),
        ]
        for (date, text, amount) in rows {
            balance += amount
            page.line(.left(date, 40), .left(text, 110), .right(form.money(abs(amount)), amount < 0 ? 350 : 430), .right(form.money(balance), 530))
        }
        page.line(.left(form.totals, 110), .right(form.money(94_580), 350), .right(form.money(creditTotal), 430))
        return page
    }

    @Test(arguments: forms) func totalsInTheDebitAndCreditColumnsProveTheRows(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form).page])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [-4_580, 100_000, -90_000, 30_000], "\(statement.rows)")
    }

    @Test(arguments: forms) func aColumnTotalTheRowsDoNotMakeFails(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form, creditTotal: 120_000).page])
        #expect(statement.verification.verdict == .failed)
    }
}
