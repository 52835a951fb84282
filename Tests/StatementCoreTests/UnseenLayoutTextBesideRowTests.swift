@testable import StatementCore
import Testing

/// Issue 34 item 3: narration printed beside a row's dated line but offset from it, as a cell
/// of two lines centred on a one-line row sets it: its first line rides a little above the
/// date, its second a little below, and the row's own line holds only the date and the money.
/// The lines overlap the dated line's band on the page, which lines of separate entries never
/// do: each is the row's, under any header or none, in any column order, and a narration tail
/// that repeats on every page ("Card POS") is still the row's, not page furniture.
@Suite struct UnseenLayoutTextBesideRowTests {
    /// One made-up movement: its narration's two lines, its signed amount in minor units.
    struct Movement {
        var over: String
        var under: String
        var minor: Int64
    }

    static let movements: [[Movement]] = [
        [
            Movement(over: "Card payment Fabrikam", under: "Card POS", minor: -2_500),
            Movement(over: "Transfer from savings", under: "Ref 7731", minor: 40_000),
            Movement(over: "Card payment Northwind", under: "Card POS", minor: -1_250),
        ],
        [
            Movement(over: "Standing order Rent", under: "Ref 1044", minor: -30_000),
            Movement(over: "Card payment Contoso", under: "Card POS", minor: -700),
        ],
    ]

    /// Where a layout prints each column, and its words.
    struct Layout {
        var header: [HandBuiltPage.Cell]?
        var opening: String
        var closing: String
        var date: Double = 40
        var text: Double = 110
        /// Debit and credit columns' right edges; one column of signed amounts when nil.
        var debit: Double?
        var credit: Double?
        var amount: Double = 400
        var balance: Double = 520
        var money: (Int64) -> String = LanguageStatement.english
    }

    /// The statement drawn over two pages, each entry's narration straddling its dated line.
    static func draw(_ layout: Layout) -> (pages: [TextPage], expected: [String]) {
        var pages: [TextPage] = []
        var expected: [String] = []
        var balance: Int64 = 100_000
        var day = 2
        for (number, entries) in movements.enumerated() {
            var page = HandBuiltPage(number: number + 1)
            page.line(.left("Harbourside Bank", 40))
            page.line(.left("Statement 01/03/2025 - 31/03/2025", 40))
            if let header = layout.header { page.line(cells: header) }
            if number == 0 { page.line(.left(layout.opening, layout.text), .right(layout.money(balance), layout.balance)) }
            for entry in entries {
                balance += entry.minor
                day += 3
                let date = String(format: "%02d/03/2025", day)
                let moneyCell: HandBuiltPage.Cell
                if let debit = layout.debit, let credit = layout.credit {
                    moneyCell = .right(layout.money(abs(entry.minor)), entry.minor < 0 ? debit : credit)
                } else {
                    moneyCell = .right((entry.minor < 0 ? "-" : "") + layout.money(abs(entry.minor)), layout.amount)
                }
                page.line(.left(entry.over, layout.text), gap: 4.5)
                page.line(.left(date, layout.date), moneyCell, .right(layout.money(balance), layout.balance), gap: 4.5)
                page.line(.left(entry.under, layout.text), gap: 10)
                expected.append(
                    "2025-03-\(String(format: "%02d", day)) \(LanguageStatement.decimal(entry.minor)) \(entry.over) \(entry.under)")
            }
            if number == 1 { page.line(.left(layout.closing, layout.text), .right(layout.money(balance), layout.balance)) }
            page.line(.left("Page \(number + 1) of 2", 40))
            pages.append(page.page)
        }
        return (pages, expected)
    }

    static func check(_ layout: Layout) {
        let (pages, expected) = draw(layout)
        let statement = StatementParser().parse(pages: pages)
        #expect(statement.rows == expected)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func straddledNarrationUnderAnEnglishHeaderIsEachRowsOwn() {
        Self.check(
            Layout(
                header: [.left("Date", 40), .left("Details", 150), .right("Debit", 330), .right("Credit", 420), .right("Balance", 520)],
                opening: "Opening balance", closing: "Closing balance", debit: 330, credit: 420))
    }

    @Test func straddledNarrationWithNoHeaderAndOneSignedAmountColumnIsEachRowsOwn() {
        Self.check(Layout(header: nil, opening: "Opening balance", closing: "Closing balance"))
    }

    @Test func straddledNarrationUnderAFrenchHeaderWithCreditBeforeDebitIsEachRowsOwn() {
        Self.check(
            Layout(
                header: [.left("Date", 40), .left("Libellé", 150), .right("Crédit", 330), .right("Débit", 420), .right("Solde", 520)],
                opening: "Solde d'ouverture", closing: "Solde de clôture", debit: 420, credit: 330, money: LanguageStatement.european))
    }

    /// Lines of separate entries set close but not overlapping keep the grouping the geometry
    /// finds: a detail under each row stays that row's.
    @Test func detailLinesRightUnderRowsAreNotTakenForTheRowBelow() {
        var page = HandBuiltPage()
        page.line(.left("Harbourside Bank", 40))
        page.line(.left("Opening balance", 110), .right("1,000.00", 520))
        page.line(.left("Date", 40), .left("Details", 110), .right("Amount", 400), .right("Balance", 520))
        page.line(.left("05/03/2025", 40), .left("Card payment Fabrikam", 110), .right("-25.00", 400), .right("975.00", 520), gap: 10)
        page.line(.left("Card POS", 110), gap: 12)
        page.line(.left("08/03/2025", 40), .left("Transfer from savings", 110), .right("400.00", 400), .right("1,375.00", 520), gap: 10)
        page.line(.left("Ref 7731", 110), gap: 12)
        page.line(.left("Closing balance", 110), .right("1,375.00", 520))
        let statement = StatementParser().parse(pages: [page.page])
        #expect(statement.rows == ["2025-03-05 -25.00 Card payment Fabrikam Card POS", "2025-03-08 400.00 Transfer from savings Ref 7731"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
