import Testing
@testable import StatementCore

/// A table with no header over its money columns and no running balance: each row prints its
/// amount in a money-out or a money-in column, unsigned, and only a totals line under the rows
/// (labelled in any language, or not at all) says which column is which: its figures stand under
/// the two columns and equal their sums, and the balances stated above the table step by the
/// money-in total less the money-out total. The columns those totals name give each row its sign.
@Suite struct UnseenLayoutHeaderlessTotalsTests {
    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        /// Money out printed left of money in, as most tables do, or right of it.
        var outFirst = true
        /// The money before the description ("03/03/2025  84.20  Energy invoice").
        var moneyFirst = false
        var opening = "Opening balance"
        var closing = "Closing balance"
        var totals = "Total"
        var money: @Sendable (Int64) -> String = LanguageStatement.english
        var testDescription: String { name }
    }

    static let forms: [Form] = [
        Form(name: "English, money out then money in, 'Total'"),
        Form(name: "English, money in then money out, no label", outFirst: false, totals: ""),
        Form(
            name: "German, 'Summe', comma decimals", opening: "Alter Kontostand", closing: "Neuer Kontostand", totals: "Summe",
            money: LanguageStatement.european),
        Form(
            name: "Spanish, money in first, 'Totales'", outFirst: false, opening: "Saldo anterior", closing: "Saldo final", totals: "Totales",
            money: LanguageStatement.european),
        Form(name: "English, the money before the description", moneyFirst: true),
        Form(
            name: "French, the money before the description, no label", moneyFirst: true, opening: "Solde précédent", closing: "Nouveau solde",
            totals: "", money: LanguageStatement.spaced),
    ]

    static let rows: [(day: Int, text: String, amount: Int64)] = [
        (3, "Energy Company invoice", -8_420), (5, "Salary Contoso", 215_000), (12, "Store Fabrikam", -123_456), (20, "ATM Centrum", -6_000),
        (24, "Bakery Northwind", -1_999), (28, "Refund Tailspin", 2_450),
    ]
    static let openingBalance: Int64 = 1_245_000

    /// `misprint`: added to the money-in total as printed; `misprintedRow`: the row whose
    /// figure is printed a cent more.
    static func page(_ form: Form, misprint: Int64 = 0, misprintedRow: Int? = nil) -> HandBuiltPage {
        let description = form.moneyFirst ? 260.0 : 110.0
        let edges = form.moneyFirst ? (160.0, 240.0) : (380.0, 460.0)
        let (outX, inX) = form.outFirst ? edges : (edges.1, edges.0)
        var page = HandBuiltPage()
        page.line(.left("Example Bank", 40))
        page.line(.left("Account number 12345678", 40))
        page.line(.left("01/03/2025 - 31/03/2025", 40))
        let closingBalance = rows.reduce(openingBalance) { $0 + $1.amount }
        page.line(.left(form.opening, 40), .right(form.money(openingBalance), 300))
        page.line(.left(form.closing, 40), .right(form.money(closingBalance), 300))
        for (index, row) in rows.enumerated() {
            page.line(
                .left(String(format: "%02d/03/2025", row.day), 40), .left(row.text, description),
                .right(form.money(abs(row.amount) + (index == misprintedRow ? 1 : 0)), row.amount < 0 ? outX : inX))
        }
        let out = rows.filter { $0.amount < 0 }.reduce(0) { $0 - $1.amount }
        let moneyIn = rows.filter { $0.amount > 0 }.reduce(0) { $0 + $1.amount } + misprint
        var totals: [HandBuiltPage.Cell] = [.right(form.money(out), outX), .right(form.money(moneyIn), inX)]
        if !form.totals.isEmpty { totals.append(.left(form.totals, form.moneyFirst ? description : 40)) }
        page.line(cells: totals)
        page.line(.left("Thank you for banking with us", 40))
        return page
    }

    static var expectedRows: [String] {
        rows.map { "2025-03-\(String(format: "%02d", $0.day)) \(LanguageStatement.decimal($0.amount)) \($0.text)" }
    }

    /// The money printed before the description, its "Total" after its figures: the totals
    /// line read with its label first (`figuresBeforeLabel`), like every other form.
    @Test(arguments: forms) func theTotalsNameTheMoneyColumns(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form).page])
        #expect(statement.rows == Self.expectedRows)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    /// Mutation experiment: a total the rows do not make names no column, and nothing is verified.
    @Test(arguments: forms) func aTotalTheRowsDoNotMakeIsNeverVerified(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form, misprint: 1).page])
        #expect(statement.verification.verdict != .verified, "\(statement.rows)")
    }

    /// Mutation experiment: each row's figure misprinted by a cent in turn; the totals no longer
    /// name the columns, and nothing is verified.
    @Test(arguments: forms) func noMisprintedRowIsVerified(_ form: Form) {
        for row in Self.rows.indices {
            let statement = StatementParser().parse(pages: [Self.page(form, misprintedRow: row).page])
            #expect(statement.verification.verdict != .verified, "\(row): \(statement.rows)")
        }
    }
}
