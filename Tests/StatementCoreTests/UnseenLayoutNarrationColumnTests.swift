@testable import StatementCore
import Testing

/// Issue 34 items 1 and 3: a table with two text columns, the narration and a reference, whose
/// narration is a cell of several lines set beside the row's money: its first line above the
/// date line, the next on it (often only a number), the last below, the money printed beside the
/// cell's middle. Entries are set apart by a wider gap than the lines of one cell. Each row's
/// description is its whole cell, read top to bottom; the reference column (named by its header
/// in any language) stays out of it, however its codes are printed.
@Suite struct UnseenLayoutNarrationColumnTests {
    /// One made-up movement: its narration's lines (the middle one printed on the date line) and
    /// its signed amount in minor units.
    struct Movement {
        var above: String
        var beside: String?
        var below: String?
        var minor: Int64

        var narration: String { ([above] + [beside, below].compactMap { $0 }).joined(separator: " ") }
    }

    static let movements: [[Movement]] = [
        [
            Movement(above: "Loan drawdown from 7731", beside: nil, below: "Loan Disb", minor: 50_000),
            Movement(above: "MOBILE MONEY TRANSFER /4471/", beside: "908172635411", below: "55012", minor: -12_500),
            Movement(above: "MOBILE MONEY TRANSFER /4471/", beside: "908172635411", below: "55012", minor: -80),
            Movement(above: "Salary Fabrikam Ltd", beside: nil, below: "700022110099", minor: 90_000),
        ],
        [
            Movement(above: "Card payment Northwind", beside: "Card purchase", below: "Ref shop 17", minor: -4_020),
            Movement(above: "ATM withdrawal Harbour St", beside: nil, below: "447815XXXX3661", minor: -10_000),
            Movement(above: "Interest recovery for 7731", beside: nil, below: "Interest", minor: -315),
        ],
    ]

    /// A layout: its header cells (nil: none), the reference printed for each entry, where the
    /// reference and date columns stand, and the opening and closing labels.
    struct Layout {
        var header: [HandBuiltPage.Cell]?
        var reference: (Int) -> String
        var text: Double = 40
        var referenceX: Double = 220
        var dateX: Double = 320
        var amount: Double = 450
        var balance: Double = 540
        var opening = "Opening balance"
        var closing = "Closing balance"
        var money: (Int64) -> String = LanguageStatement.english
    }

    static func draw(_ layout: Layout) -> (pages: [TextPage], expected: [String]) {
        var pages: [TextPage] = []
        var expected: [String] = []
        var balance: Int64 = 10_000
        var day = 2
        var count = 0
        for (number, entries) in movements.enumerated() {
            var page = HandBuiltPage(number: number + 1)
            page.line(.left("Lakeside Bank", 40))
            page.line(.left("Statement 01/03/2025 - 31/03/2025", 40), gap: 20)
            if let header = layout.header { page.line(cells: header, gap: 20) }
            if number == 0 { page.line(.left(layout.opening, layout.text), .right(layout.money(balance), layout.balance), gap: 22) }
            for entry in entries {
                balance += entry.minor
                day += 2
                count += 1
                let date = String(format: "%02d/03/2025", day)
                let amount = (entry.minor < 0 ? "-" : "") + layout.money(abs(entry.minor))
                page.line(.left(entry.above, layout.text), gap: 14)
                var cells: [HandBuiltPage.Cell] = [
                    .left(layout.reference(count), layout.referenceX), .left(date, layout.dateX),
                    .right(amount, layout.amount), .right(layout.money(balance), layout.balance),
                ]
                if let beside = entry.beside { cells.insert(.left(beside, layout.text), at: 0) }
                page.line(cells: cells, gap: entry.below == nil ? 24 : 14)
                if let below = entry.below { page.line(.left(below, layout.text), gap: 24) }
                expected.append("2025-03-\(String(format: "%02d", day)) \(LanguageStatement.decimal(entry.minor)) \(entry.narration)")
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

    static func englishHeader(_ reference: String) -> [HandBuiltPage.Cell] {
        [
            .left("Transaction Details", 40), .left(reference, 220), .left("Value Date", 320), .right("Amount", 450),
            .right("Balance", 540),
        ]
    }

    /// "R7001002": a code of a letter and digits.
    static func alphanumeric(_ count: Int) -> String { "R\(7_001_000 + count)" }
    /// "54191320": digits only, as long as the narration's numbers.
    static func digits(_ count: Int) -> String { "\(54_191_300 + count)" }

    @Test func narrationCellsUnderAnEnglishHeaderWithAlphanumericReferences() {
        Self.check(Layout(header: Self.englishHeader("Payment reference"), reference: Self.alphanumeric))
    }

    @Test func narrationCellsUnderAnEnglishHeaderWithDigitReferences() {
        Self.check(Layout(header: Self.englishHeader("Reference"), reference: Self.digits))
    }

    @Test func narrationCellsUnderAFrenchHeader() {
        Self.check(
            Layout(
                header: [
                    .left("Libellé", 40), .left("Référence", 220), .left("Date valeur", 320), .right("Montant", 450),
                    .right("Solde", 540),
                ],
                reference: Self.alphanumeric, opening: "Solde d'ouverture", closing: "Solde de clôture", money: LanguageStatement.european))
    }

    @Test func narrationCellsUnderAnItalianHeaderWithDigitReferences() {
        Self.check(
            Layout(
                header: [
                    .left("Descrizione", 40), .left("Riferimento", 220), .left("Data", 320), .right("Importo", 450),
                    .right("Saldo", 540),
                ],
                reference: Self.digits, opening: "Saldo iniziale", closing: "Saldo finale", money: LanguageStatement.european))
    }

    /// The reference printed before the narration ("Ref | Details | Date"), as a cheque number
    /// before its payee: it may stay in the description, but the narration is all there.
    @Test func referenceColumnBeforeTheNarration() {
        let layout = Layout(
            header: [
                .left("Ref", 40), .left("Details", 120), .left("Date", 330), .right("Amount", 450), .right("Balance", 540),
            ],
            reference: Self.alphanumeric, text: 120, referenceX: 40, dateX: 330)
        let (pages, expected) = Self.draw(layout)
        let statement = StatementParser().parse(pages: pages)
        #expect(statement.transactions.count == expected.count)
        for (row, movement) in zip(statement.transactions, Self.movements.flatMap { $0 }) {
            let words = row.description.split(separator: " ").filter { !$0.hasPrefix("R7001") }.joined(separator: " ")
            #expect(words == movement.narration, "\(row.description)")
        }
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    /// No header: the content decides. The date line's cells before the date are codes to the
    /// line reader, and a reading the figures already prove keeps each row's detail below its
    /// date line; every row is still described, with its own cell's words, never another's.
    /// (Its first line above the date line is not yet taken when the arithmetic proves the
    /// grouping below: issue 34 item 3 left open.)
    @Test func narrationCellsWithNoHeaderDescribeEachRowFromItsOwnCell() {
        let (pages, expected) = Self.draw(Layout(header: nil, reference: Self.alphanumeric))
        let statement = StatementParser().parse(pages: pages)
        let movements = Self.movements.flatMap { $0 }
        #expect(statement.transactions.count == expected.count)
        for (row, movement) in zip(statement.transactions, movements) {
            #expect(!row.description.isEmpty)
            #expect(row.description.contains(movement.below ?? movement.above), "\(row.description)")
        }
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
