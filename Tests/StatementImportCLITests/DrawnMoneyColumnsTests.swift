import StatementCore
import Testing

/// Two unsigned money columns that no header names and no running balance tells apart: each
/// row prints its amount in the money-out or the money-in column. The arithmetic decides which
/// is which (`MoneyColumnsDecision`): the reading that makes the stated opening plus money in
/// less money out the stated closing, and agrees with the totals printed under the columns or
/// in a summary box, is kept. Found by the PDF walk: money out was read as money in wherever no
/// totals line named the columns, or a closing balance stood between the rows and that line.
@Suite struct DrawnMoneyColumnsTests {
    enum Totals: Sendable {
        case none
        /// A line under the closing balance printing each column's sum under it.
        case lineUnderTheClosing
        /// "Total money out" and "Total money in" in a box above the table, with the balances.
        case summaryBox
    }

    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        var outFirst = true
        var totals: Totals
        var german = false
        var testDescription: String { name }
    }

    static let forms: [Form] = [
        Form(name: "English, a totals line under the closing balance (the walker's fail-5)", totals: .lineUnderTheClosing),
        Form(name: "English, a summary box of money out and in above the rows (the walker's fail-6)", totals: .summaryBox),
        Form(name: "English, money in left of money out, the balances alone", outFirst: false, totals: .none),
        Form(name: "German, comma decimals, the balances alone", totals: .none, german: true),
        Form(name: "German, money in first, a totals line under the closing", outFirst: false, totals: .lineUnderTheClosing, german: true),
    ]

    static let movements: [(day: Int, text: String, amount: Int64)] = [
        (3, "CARD PAYMENT GROCER 3112", -4_865), (5, "SALARY CONTOSO LTD", 254_000), (7, "DIRECT DEBIT POWER CO", -7_312),
        (11, "STANDING ORDER RENT", -95_000), (15, "TRANSFER FROM J DOE", 12_550), (21, "STREAMING SERVICE", -1_099),
    ]
    static let opening: Int64 = 123_456

    /// `misprintedRow`: that row's figure printed a cent more; `misprintedTotal`: the money-in
    /// total printed a cent more.
    static func drawn(
        _ form: Form, movements: [(day: Int, text: String, amount: Int64)] = movements, misprintedRow: Int? = nil,
        misprintedTotal: Bool = false
    ) -> DrawnForm {
        let money = form.german ? DrawnForm.european : { DrawnForm.money($0) }
        let (outX, inX) = form.outFirst ? (390.0, 465.0) : (465.0, 390.0)
        var page = DrawnForm()
        page.line(.left(form.german ? "Beispielbank AG" : "Northwind Bank plc", 40))
        page.line(.left(form.german ? "IBAN DE89 3704 0044 0532 0130 00" : "Account number 12345678  Sort code 20-30-40", 40))
        page.line(.left(form.german ? "Zeitraum 01.03.2025 bis 31.03.2025" : "Statement period 01/03/2025 to 31/03/2025", 40))
        let closing = movements.reduce(opening) { $0 + $1.amount }
        let out = movements.filter { $0.amount < 0 }.reduce(0) { $0 - $1.amount }
        let moneyIn = movements.filter { $0.amount > 0 }.reduce(0) { $0 + $1.amount } + (misprintedTotal ? 1 : 0)
        let (openingLabel, closingLabel) = form.german ? ("Alter Saldo", "Neuer Saldo") : ("Opening balance", "Closing balance")
        if form.totals == .summaryBox {
            page.line(.left(openingLabel, 300), .right(money(opening), 540))
            page.line(.left("Total money out", 300), .right(money(out), 540))
            page.line(.left("Total money in", 300), .right(money(moneyIn), 540))
            page.line(.left(closingLabel, 300), .right(money(closing), 540))
        } else {
            page.line(.left(openingLabel, 110), .right(money(opening), 440))
        }
        for (index, row) in movements.enumerated() {
            let printed = abs(row.amount) + (index == misprintedRow ? 1 : 0)
            page.line(
                .left(String(format: form.german ? "%02d.03.2025" : "%02d/03/2025", row.day), 40), .left(row.text, 110),
                .right(money(printed), row.amount < 0 ? outX : inX))
            page.rows.append(DrawnForm.row(String(format: "2025-03-%02d", row.day), row.amount))
        }
        if form.totals != .summaryBox { page.line(.left(closingLabel, 110), .right(money(closing), 440)) }
        if form.totals == .lineUnderTheClosing {
            page.line(.left(form.german ? "Summe" : "Total", 110), .right(money(out), outX), .right(money(moneyIn), inX))
        }
        return page
    }

    @Test(arguments: forms) func theArithmeticNamesTheColumns(_ form: Form) throws {
        let drawn = Self.drawn(form)
        let statement = try drawn.parse()
        #expect(statement.datedAmounts == drawn.rows)
        #expect(statement.verification.verdict == .verified, "\(statement.problemMessages)")
    }

    /// Mutation experiment: each row's figure misprinted by a cent in turn; no reading of the
    /// columns closes, and nothing is verified.
    @Test(arguments: forms) func noMisprintedRowIsVerified(_ form: Form) throws {
        for row in Self.movements.indices {
            let statement = try Self.drawn(form, misprintedRow: row).parse()
            #expect(statement.verification.verdict != .verified, "\(row): \(statement.datedAmounts)")
        }
    }

    /// Mutation experiment: a printed total the rows do not make leaves the reading that closes
    /// unproven: the totals must agree too.
    @Test(arguments: forms.filter { $0.totals != .none }) func aMisprintedTotalIsNotVerified(_ form: Form) throws {
        let statement = try Self.drawn(form, misprintedTotal: true).parse()
        #expect(statement.verification.verdict != .verified, "\(statement.datedAmounts)")
    }

    /// Two columns that sum alike close either way round: the figures cannot choose, and the
    /// statement is not verified rather than verified with every sign a guess. Read as printed,
    /// every row money in, the closing is off by twice one column's sum: the problem says the
    /// columns may be swapped, not that a row is missing.
    @Test(arguments: forms.filter { $0.totals == .none }) func columnsThatSumAlikeAreNotChosenBetween(_ form: Form) throws {
        let even: [(day: Int, text: String, amount: Int64)] = [
            (3, "CARD PAYMENT GROCER 3112", -10_000), (5, "TRANSFER FROM J DOE", 6_000), (9, "DIRECT DEBIT POWER CO", -5_000),
            (12, "REFUND BOOKSHOP", 9_000),
        ]
        let statement = try Self.drawn(form, movements: even).parse()
        #expect(statement.verification.verdict != .verified, "\(statement.datedAmounts)")
        #expect(statement.problemMessages.contains { $0.hasSuffix("its money in and money out may be read swapped") }, "\(statement.problemMessages)")
    }
}
