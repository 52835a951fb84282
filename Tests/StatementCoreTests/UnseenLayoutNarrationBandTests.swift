@testable import StatementCore
import Testing

/// Issue 34 item 3: an entry's narration printed wholly above its date line, wholly below it, or
/// begun on it and wrapped below, over one to three lines, the lines of one entry set closer
/// together than the entries are. Where the amounts are the same whichever way the lines are
/// grouped, the geometry groups them: each row's description is its own narration, whole, on
/// every page (its first row right under the header, its last right over the footer), with or
/// without a header, in English, French and Italian. A narration shared by several rows of each
/// page (a standing transfer) is the rows', not page furniture.
@Suite struct UnseenLayoutNarrationBandTests {
    enum Band: CaseIterable {
        /// Every line above the date line, which holds only the date and the money.
        case above
        /// Every line below the date line.
        case below
        /// The first line on the date line, the rest below.
        case wrapped
    }

    struct Language: Sendable {
        var header: [HandBuiltPage.Cell]
        var opening: String
        var closing: String
        var money: @Sendable (Int64) -> String
    }

    static let english = Language(
        header: [.left("Date", 40), .left("Details", 110), .right("Amount", 450), .right("Balance", 540)],
        opening: "Opening balance", closing: "Closing balance", money: LanguageStatement.english)
    static let french = Language(
        header: [.left("Date", 40), .left("Libellé", 110), .right("Montant", 450), .right("Solde", 540)],
        opening: "Solde d'ouverture", closing: "Solde de clôture", money: LanguageStatement.european)
    static let italian = Language(
        header: [.left("Data", 40), .left("Descrizione", 110), .right("Importo", 450), .right("Saldo", 540)],
        opening: "Saldo iniziale", closing: "Saldo finale", money: LanguageStatement.european)

    /// Per page, each entry's narration lines and signed amount in minor units. The standing
    /// transfer's narration is printed twice on each page.
    static let pages: [[([String], Int64)]] = [
        [
            (["Salary Fabrikam Ltd", "March payroll"], 250_000),
            (["Standing order to Sam Tester"], -40_000),
            (["Card payment Northwind Grocer", "Harbour Street branch", "Ref shop 17"], -4_020),
            (["Standing order to Sam Tester"], -40_000),
            (["Interest credited"], 315),
        ],
        [
            (["Standing order to Sam Tester"], -40_000),
            (["Direct debit Contoso Energy", "Account 4471"], -12_550),
            (["Standing order to Sam Tester"], -40_000),
            (["Refund Lamp Shop", "Order 9921", "Returned item"], 2_999),
        ],
    ]

    static func draw(_ band: Band, _ language: Language, header: Bool) -> (pages: [TextPage], expected: [String]) {
        var drawn: [TextPage] = []
        var expected: [String] = []
        var balance: Int64 = 100_000
        var day = 1
        for (number, entries) in pages.enumerated() {
            var page = HandBuiltPage(number: number + 1)
            page.line(.left("Quayside Cooperative Bank", 40))
            page.line(.left("Statement 01/03/2025 - 31/03/2025", 40), gap: 20)
            if header { page.line(cells: language.header, gap: 18) }
            if number == 0 { page.line(.left(language.opening, 110), .right(language.money(balance), 540), gap: 22) }
            for (lines, minor) in entries {
                balance += minor
                day += 2
                let date = String(format: "%02d/03/2025", day)
                var money: [HandBuiltPage.Cell] = [
                    .left(date, 40), .right((minor < 0 ? "-" : "") + language.money(abs(minor)), 450),
                    .right(language.money(balance), 540),
                ]
                switch band {
                case .above:
                    for line in lines { page.line(.left(line, 110), gap: 11) }
                    page.line(cells: money, gap: 22)
                case .below:
                    page.line(cells: money, gap: 11)
                    for (index, line) in lines.enumerated() { page.line(.left(line, 110), gap: index == lines.count - 1 ? 22 : 11) }
                case .wrapped:
                    money.insert(.left(lines[0], 110), at: 1)
                    page.line(cells: money, gap: lines.count == 1 ? 22 : 11)
                    for (index, line) in lines.enumerated().dropFirst() { page.line(.left(line, 110), gap: index == lines.count - 1 ? 22 : 11) }
                }
                expected.append("2025-03-\(String(format: "%02d", day)) \(LanguageStatement.decimal(minor)) \(lines.joined(separator: " "))")
            }
            if number == pages.count - 1 { page.line(.left(language.closing, 110), .right(language.money(balance), 540), gap: 22) }
            page.line(.left("Page \(number + 1) of \(pages.count)", 40))
            drawn.append(page.page)
        }
        return (drawn, expected)
    }

    static func check(_ band: Band, _ language: Language, header: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        let (pages, expected) = draw(band, language, header: header)
        let statement = StatementParser().parse(pages: pages)
        #expect(statement.rows == expected, sourceLocation: sourceLocation)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)", sourceLocation: sourceLocation)
    }

    @Test(arguments: Band.allCases) func englishWithAHeader(_ band: Band) { Self.check(band, Self.english, header: true) }
    @Test(arguments: Band.allCases) func frenchWithAHeader(_ band: Band) { Self.check(band, Self.french, header: true) }
    @Test(arguments: Band.allCases) func italianWithAHeader(_ band: Band) { Self.check(band, Self.italian, header: true) }
    @Test(arguments: Band.allCases) func englishWithNoHeader(_ band: Band) { Self.check(band, Self.english, header: false) }
    @Test(arguments: Band.allCases) func frenchWithNoHeader(_ band: Band) { Self.check(band, Self.french, header: false) }
    @Test(arguments: Band.allCases) func italianWithNoHeader(_ band: Band) { Self.check(band, Self.italian, header: false) }

    /// The guard of item 5: the narration above each date line read as the detail below the
    /// row above (the grouping forced the other way) leaves rows described by nothing or by
    /// another entry's words; the figures all add up, and the reading is not `verified`.
    @Test func narrationReadInTheWrongRowIsNotVerified() throws {
        let (pages, expected) = Self.draw(.above, Self.english, header: true)
        var hypothesis = Hypothesis()
        hypothesis.entries.detailsAbove = false
        let reading = try StatementParser().read(pages: pages, inheriting: nil, supposing: hypothesis)
        #expect(reading.statement.rows != expected)
        #expect(reading.statement.verification.verdict != .verified, "\(reading.statement.rows)")
    }
}
