@testable import StatementCore
import Testing

/// A box of labels over figures before the rows ("Auszug  Seite  …  Alter Kontostand" over
/// "001  1/2  …  EUR  + 2.079.25"): the opening's figure is printed with the wrong decimal mark
/// for the statement, beside a page number that reads as a date. It is the opening when its
/// digits are those of the printed closing less the rows; other digits leave it unread. And a
/// figure in a label's cell read twice, with its sign and without, is one figure.
@Suite struct UnseenLayoutMisprintedOpeningTests {
    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        var period: String
        var code: String
        var box: [String]
        var opening: String
        var headers: [String]
        var closing: String
        var dates: [String]
        var money: @Sendable (Int64) -> String
        /// The opening as misprinted: the other decimal mark.
        var misprinted: @Sendable (Int64) -> String
        var testDescription: String { name }
    }

    static let forms: [Form] = [
        Form(
            name: "German", period: "01.03.2025 - 31.03.2025", code: "EUR", box: ["Auszug", "Seite", "IBAN"], opening: "Alter Kontostand",
            headers: ["Buchung", "Vorgang", "Soll", "Haben"],
            closing: "Neuer Kontostand", dates: ["03.03.", "10.03.", "17.03."], money: LanguageStatement.european,
            misprinted: { LanguageStatement.grouped($0, group: ".", decimal: ".") }),
        Form(
            name: "English", period: "03/01/2025 - 03/31/2025", code: "USD", box: ["Statement", "Page", "Account"], opening: "Opening balance",
            headers: ["Date", "Description", "Debits", "Credits"], closing: "Closing balance", dates: ["03/03", "03/10", "03/17"],
            money: LanguageStatement.english, misprinted: { LanguageStatement.grouped($0, group: ",", decimal: ",") }),
    ]

    static let rows: [(String, Int64)] = [("Card payment", -4_580), ("Salary", 100_000), ("Rent", -90_000)]

    static func page(_ form: Form, opening: Int64 = 207_925, dropping dropped: Int? = nil) -> HandBuiltPage {
        var page = HandBuiltPage()
        page.line(.left("Sample Bank", 40))
        page.line(.left(form.period, 40))
        page.line(.left(form.box[0], 75), .left(form.box[1], 118), .left(form.box[2], 160), .left(form.opening, 390))
        page.line(
            .left("001", 75), .left("1/2", 118), .left("XX99 1234 5678", 160), .left(form.code, 390), .right("+ " + form.misprinted(opening), 545))
        page.line(.left(form.headers[0], 40), .left(form.headers[1], 110), .right(form.headers[2], 460), .right(form.headers[3], 545))
        for (index, ((text, amount), date)) in zip(rows, form.dates).enumerated() where index != dropped {
            page.line(.left(date, 40), .left(text, 110), .right((amount < 0 ? "- " : "+ ") + form.money(abs(amount)), amount < 0 ? 460 : 545))
        }
        page.line(.left("Anlagen", 225), .left(form.closing, 390))
        page.line(.left("15,25 % p.a.", 75), .left("0", 225), .left(form.code, 390), .right("+ " + form.money(213_345), 545))
        return page
    }

    @Test(arguments: forms) func theClosingLessTheRowsReadsTheMisprintedOpening(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form).page])
        #expect(statement.closingBalance?.minorUnits == 213_345)
        #expect(statement.openingBalance?.minorUnits == 207_925)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [-4_580, 100_000, -90_000], "\(statement.rows)")
    }

    @Test(arguments: forms) func otherDigitsLeaveTheOpeningUnread(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form, opening: 207_952).page])
        #expect(statement.openingBalance == nil)
    }

    /// The mutation experiment on this shape: a row dropped makes the closing less the rows
    /// another figure, so no opening is read and the copy never comes back verified.
    @Test(arguments: forms) func aRowDroppedIsNeverVerified(_ form: Form) {
        for dropped in Self.rows.indices {
            let statement = StatementParser().parse(pages: [Self.page(form, dropping: dropped).page])
            #expect(statement.verification.verdict != .verified, "row \(dropped + 1) dropped: \(statement.rows)")
            #expect(statement.openingBalance == nil)
        }
    }

    /// "+ 3.618,40" read with its sign and its number alone read again: one figure, signed.
    @Test func aFigureReadTwiceInItsCellIsOne() {
        let label = LineWords([
            TextWord(text: "Neuer", x0: 391, y0: 0, x1: 412, y1: 8, fontSize: 7.5),
            TextWord(text: "Kontostand", x0: 415, y0: 0, x1: 456, y1: 8, fontSize: 7.5),
        ])
        let signed = AmountToken(magnitude: 531_405, mark: .minus, x0: 500, x1: 543, words: 2..<4)
        let bare = AmountToken(magnitude: 531_405, mark: .none, x0: 508, x1: 543, words: 3..<4)
        let other = AmountToken(magnitude: 1_525, mark: .none, x0: 470, x1: 490, words: 1..<2)
        #expect(BalanceFinder.inCell([signed, bare], of: label, label: 0..<2) == signed)
        #expect(BalanceFinder.inCell([bare, signed], of: label, label: 0..<2) == signed)
        #expect(BalanceFinder.inCell([other, signed, bare], of: label, label: 0..<2) == nil)
    }
}
