@testable import StatementCore
import Testing

/// Figures that read like a total of the rows and are not one: an overview's product-group line
/// printing the account's balance ("Deposits 2,240.00" over the accounts it holds), and totals
/// that leave out a booking and its reversal. The arithmetic says which they are; a total the
/// rows do not make for any such reason still fails the statement.
@Suite struct UnseenLayoutUnmatchedTotalsTests {
    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        var headers: [String]
        var group: String
        var debitTotal: String
        var creditTotal: String
        var closing: String
        var money: @Sendable (Int64) -> String
        var testDescription: String { name }
    }

    static let forms: [Form] = [
        Form(
            name: "English", headers: ["Date", "Description", "Withdrawals", "Deposits", "Balance"], group: "Deposits",
            debitTotal: "TOTAL DEBIT :", creditTotal: "TOTAL CREDIT :", closing: "Closing balance", money: LanguageStatement.english),
        Form(
            name: "Spanish, comma decimals", headers: ["Fecha", "Concepto", "Cargos", "Abonos", "Saldo"], group: "Depósitos",
            debitTotal: "Total cargos", creditTotal: "Total abonos", closing: "Saldo final",
            money: { LanguageStatement.grouped($0, group: ".", decimal: ",") }),
    ]

    static let rows: [(String, String, Int64)] = [
        ("03/03/2025", "Card payment", -4_580), ("05/03/2025", "Transfer out", -2_500), ("06/03/2025", "Transfer out reversed", 2_500),
        ("10/03/2025", "Salary", 100_000), ("17/03/2025", "Rent", -90_000),
    ]

    /// An overview line naming the product group and its balance, then the table; `totals`:
    /// the debit and credit totals printed under it, when printed.
    static func page(
        _ form: Form, overview: Bool = true, totals: (Int64, Int64)? = nil, closing: Int64 = 208_345, closingLine: Bool = true
    ) -> HandBuiltPage {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement 01/03/2025 to 31/03/2025", 40))
        if overview { page.line(.left(form.group, 40), .right(form.money(closing), 530)) }
        page.line(
            .left(form.headers[0], 40), .left(form.headers[1], 110), .right(form.headers[2], 350), .right(form.headers[3], 430),
            .right(form.headers[4], 530))
        var balance: Int64 = 202_925
        page.line(.left("Opening balance", 110), .right(form.money(balance), 530))
        for (date, text, amount) in rows {
            balance += amount
            page.line(.left(date, 40), .left(text, 110), .right(form.money(abs(amount)), amount < 0 ? 350 : 430), .right(form.money(balance), 530))
        }
        if closingLine { page.line(.left(form.closing, 110), .right(form.money(closing), 530)) }
        if let (debits, credits) = totals {
            page.line(.left(form.debitTotal, 110), .right(form.money(debits), 530))
            page.line(.left(form.creditTotal, 110), .right(form.money(credits), 530))
        }
        return page
    }

    @Test(arguments: forms) func aProductGroupLineWithTheBalanceIsNoTotal(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form).page])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.count == 5, "\(statement.rows)")
    }

    /// With no closing printed apart, the balance the rows end at is the one the line repeats: no
    /// row is reported missing (the verdict still wants a figure apart from the rows).
    @Test(arguments: forms) func aProductGroupLineWithTheLastRunningBalanceIsNoMissingRow(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form, closingLine: false).page])
        #expect(!statement.problemTexts.contains { $0.contains("printed total") }, "\(statement.problemTexts)")
    }

    @Test(arguments: forms) func totalsLeavingOutABookingAndItsReversalAgree(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form, overview: false, totals: (94_580, 100_000)).page])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.verification.checks.contains { $0.contains("its reversal") }, "\(statement.verification.checks)")
    }

    @Test(arguments: forms) func totalsOffByAnAmountNoPairExplainsFail(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form, overview: false, totals: (94_000, 100_000)).page])
        #expect(statement.verification.verdict == .failed)
    }
}
