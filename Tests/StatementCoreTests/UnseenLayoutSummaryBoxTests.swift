@testable import StatementCore
import Testing

/// A box of labels over figures after the rows ("Summe Zahlungseingänge" over "EUR  + 1.000,00",
/// "Neuer Kontostand" over "EUR  + 2.083,45"), each figure anywhere in its label's cell, well
/// right of the label, beside the cells of other labels (an account number, a credit line).
@Suite struct UnseenLayoutSummaryBoxTests {
    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        var headers: [String]
        var opening: String
        var labels: [String]
        var totalIn: String
        var totalOut: String
        var closing: String
        var money: @Sendable (Int64) -> String
        var testDescription: String { name }
    }

    static let forms: [Form] = [
        Form(
            name: "German", headers: ["Buchung", "Vorgang", "Soll", "Haben"], opening: "Alter Kontostand",
            labels: ["Kontonummer", "Dispositionskredit", "Anlagen"], totalIn: "Summe Zahlungseingänge", totalOut: "Summe Zahlungsausgänge",
            closing: "Neuer Kontostand", money: LanguageStatement.european),
        Form(
            name: "English", headers: ["Date", "Description", "Debits", "Credits"], opening: "Opening balance",
            labels: ["Account number", "Overdraft limit", "Enclosures"], totalIn: "Total deposits", totalOut: "Total withdrawals",
            closing: "Closing balance", money: LanguageStatement.english),
    ]

    static let rows: [(String, String, Int64)] = [
        ("03.03.2025", "Kartenzahlung Markt", -4_580), ("10.03.2025", "Gehalt", 100_000), ("17.03.2025", "Miete", -90_000),
    ]

    /// `totalIn`: the figure printed under the money-in total's label.
    static func page(_ form: Form, totalIn: Int64 = 100_000, crowded: Bool = false) -> HandBuiltPage {
        var page = HandBuiltPage()
        page.line(.left("Musterbank", 40))
        page.line(.left("01.03.2025 - 31.03.2025", 40))
        page.line(.left(form.opening, 390))
        page.line(.left("EUR", 390), .right("+ " + form.money(207_925), 545))
        page.line(.left(form.headers[0], 40), .left(form.headers[1], 110), .right(form.headers[2], 460), .right(form.headers[3], 545))
        for (date, text, amount) in rows {
            page.line(.left(date, 40), .left(text, 110), .right(form.money(abs(amount)), amount < 0 ? 460 : 545))
        }
        page.line(.left(form.labels[0], 75), .left("BLZ", 225), .left(form.totalIn, 390))
        page.line(.left("9999999999", 75), .left("200 100 20", 225), .left("EUR", 390), .right("+ " + form.money(totalIn), 545))
        page.line(.left(form.labels[1], 75), .left("Zinssatz", 225), .left(form.totalOut, 390))
        page.line(.left("EUR " + form.money(100_000), 75), .left("11,73 % p.a.", 225), .left("EUR", 390), .right("- " + form.money(94_580), 545))
        if crowded {
            page.line(.left("Zinssatz für Überziehung", 75), .left(form.labels[2], 225), .left(form.closing, 390))
            page.line(.left("15,25 % p.a.", 75), .left("0", 225), .left("EUR", 390), .right("+ " + form.money(213_345), 545))
        } else {
            page.line(.left(form.labels[2], 225), .left(form.closing, 390))
            page.line(.left("0", 225), .left("EUR", 390), .right("+ " + form.money(213_345), 545))
        }
        return page
    }

    @Test(arguments: forms) func figuresInTheirLabelsCellsProveTheRows(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form).page])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.closingBalance?.minorUnits == 213_345)
        #expect(statement.transactions.map(\.amount.minorUnits) == [-4_580, 100_000, -90_000], "\(statement.rows)")
    }

    /// The closing's label shares its line with another label's text, and its figure's line with
    /// a rate in that label's cell: the figure is still the one in the closing's cell.
    @Test(arguments: forms) func aFigureBesideOtherCellsIsTheClosing(_ form: Form) {
        let page = Self.page(form, crowded: true)
        let statement = StatementParser().parse(pages: [page.page])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.closingBalance?.minorUnits == 213_345)
        #expect(statement.openingBalance?.minorUnits == 207_925)
    }

    @Test(arguments: forms) func aTotalTheRowsDoNotMakeFails(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form, totalIn: 110_000).page])
        #expect(statement.verification.verdict == .failed)
    }
}
