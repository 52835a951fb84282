@testable import StatementCore
import Testing

/// Walk 3, findings 2 and 6: a side panel printed RIGHT of the table on page 1 (the overdraft
/// limit, an interest rate, a help line), its lines between the rows' heights or at them. Its
/// text starts beyond where the table ends on the right, so it is no row's description, and a
/// row sharing its line with a panel's words is read without them: under a header or none, one
/// amount column or "Paid out | Paid in", in English, Italian and German, with the panel's
/// lines holding figures or not. Page 2 prints no panel.
@Suite struct UnseenLayoutSidePanelTests {
    static let pages: [[(description: String, minor: Int64)]] = [
        [
            ("CARD PAYMENT TESCO STORES 3112", -4_865), ("SALARY ACME LTD", 254_000), ("DIRECT DEBIT BRITISH GAS", -7_312),
            ("STANDING ORDER RENT FLAT 2", -95_000), ("ATM WITHDRAWAL HIGH ST", -10_000), ("TRANSFER FROM J SMITH", 12_550),
        ],
        [("NETFLIX.COM", -1_099), ("REFUND JOHN LEWIS", 3_500), ("COUNCIL TAX", -14_200)],
    ]

    struct Layout {
        /// The header's labels: date, description, then the money columns' (amount or paid out
        /// and paid in) and the balance's; no header when nil.
        var labels: [String]?
        var opening: String
        var closing: String
        var twoColumns = false
        var money: (Int64) -> String = LanguageStatement.english
        /// The panel's lines: a label and, printed right-aligned at the page's edge, a figure.
        var panel: [(label: String, figure: String?)]
        /// The panel's lines at the rows' own heights (on their lines) rather than between them.
        var aligned = false
        /// The panel's first line beside this line of the table (0: the opening balance's).
        var panelFrom = 0
    }

    static let (date, text) = (40.0, 95.0)

    static func columns(_ layout: Layout) -> (debit: Double, credit: Double, balance: Double) {
        layout.twoColumns ? (310, 358, 402) : (310, 310, 375)
    }

    static func draw(_ layout: Layout) -> (pages: [TextPage], expected: [String]) {
        let (debit, credit, balanceX) = columns(layout)
        let panelX = balanceX + 15
        var balance: Int64 = 123_456
        var day = 1
        var result: [TextPage] = []
        var expected: [String] = []
        for (number, entries) in pages.enumerated() {
            var page = HandBuiltPage(number: number + 1)
            var panel = number == 0 ? layout.panel[...] : []
            page.line(.left("Northwind Bank plc", 40))
            page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
            if let labels = layout.labels {
                var cells: [HandBuiltPage.Cell] = [.left(labels[0], date), .left(labels[1], text)]
                if layout.twoColumns {
                    cells += [.right(labels[2], debit), .right(labels[3], credit), .right(labels[4], balanceX)]
                } else {
                    cells += [.right(labels[2], debit), .right(labels[3], balanceX)]
                }
                page.line(cells: cells)
            }
            // Each line of the table, with the panel's line beside it or right under it.
            var tableLine = 0
            func put(_ cells: [HandBuiltPage.Cell]) {
                defer { tableLine += 1 }
                guard tableLine >= layout.panelFrom, let next = panel.popFirst() else {
                    page.line(cells: cells)
                    return
                }
                var beside: [HandBuiltPage.Cell] = [.left(next.label, panelX)]
                if let figure = next.figure { beside.append(.right(figure, 555)) }
                if layout.aligned {
                    page.line(cells: cells + beside)
                } else {
                    page.line(cells: cells, gap: 6)
                    page.line(cells: beside, gap: 6)
                }
            }
            if number == 0 { put([.left(layout.opening, text), .right(layout.money(balance), balanceX)]) }
            for entry in entries {
                balance += entry.minor
                day += 2
                let figure = layout.twoColumns ? layout.money(abs(entry.minor)) : (entry.minor < 0 ? "-" : "") + layout.money(abs(entry.minor))
                let column = layout.twoColumns && entry.minor > 0 ? credit : debit
                put([
                    .left(String(format: "%02d/03/2025", day), date), .left(entry.description, text), .right(figure, column),
                    .right(layout.money(balance), balanceX),
                ])
                expected.append("2025-03-\(String(format: "%02d", day)) \(LanguageStatement.decimal(entry.minor)) \(entry.description)")
            }
            if number == pages.count - 1 { put([.left(layout.closing, text), .right(layout.money(balance), balanceX)]) }
            page.line(.left("Page \(number + 1) of \(pages.count)", 40))
            result.append(page.page)
        }
        return (result, expected)
    }

    static func check(_ layout: Layout) {
        let (pages, expected) = draw(layout)
        let statement = StatementParser().parse(pages: pages)
        #expect(statement.rows == expected)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    static let english = ["Date", "Description", "Amount", "Balance"]
    static let englishTwo = ["Date", "Description", "Paid out", "Paid in", "Balance"]
    static let italianTwo = ["Data", "Descrizione", "Dare", "Avere", "Saldo"]
    static let germanTwo = ["Datum", "Verwendungszweck", "Soll", "Haben", "Kontostand"]

    static let englishPanel: [(label: String, figure: String?)] = [
        ("Account summary", nil), ("Overdraft limit", "1,000.00"), ("Credit interest 4.10% AER", nil), ("Help: 0345 600 7000", nil),
        ("Call us on 0345 600 7000", nil),
    ]
    static let englishWords: [(label: String, figure: String?)] = [
        ("Your branch", nil), ("1 High Street Oxford", nil), ("Credit interest 4.10% AER", nil), ("Help: 0345 600 7000", nil),
    ]
    static let italianPanel: [(label: String, figure: String?)] = [
        ("Riepilogo conto", nil), ("Fido accordato", "1.000,00"), ("Interessi creditori 0,10%", nil), ("Assistenza 800 123 456", nil),
    ]
    static let germanPanel: [(label: String, figure: String?)] = [
        ("Kontoübersicht", nil), ("Dispositionskredit", "1.000,00"), ("Habenzins 0,10 % p.a.", nil), ("Service 0800 123 4567", nil),
    ]

    @Test func panelLinesBetweenTheRowsAreNoRowsDescription() {
        Self.check(Layout(labels: Self.english, opening: "Opening balance", closing: "Closing balance", panel: Self.englishPanel))
    }

    @Test func panelOfWordsOnlyBetweenTheRowsIsNoRowsDescription() {
        Self.check(Layout(labels: Self.english, opening: "Opening balance", closing: "Closing balance", panel: Self.englishWords))
    }

    @Test func panelLinesBetweenPaidOutAndPaidInRowsAreNoRowsDescription() {
        Self.check(
            Layout(
                labels: Self.englishTwo, opening: "Opening balance", closing: "Closing balance", twoColumns: true,
                panel: Self.englishPanel, panelFrom: 2))
    }

    @Test func italianPanelBetweenTheRowsIsNoRowsDescription() {
        Self.check(
            Layout(
                labels: Self.italianTwo, opening: "Saldo iniziale", closing: "Saldo finale", twoColumns: true,
                money: LanguageStatement.european, panel: Self.italianPanel))
    }

    @Test func panelBesideATableWithNoHeaderIsNoRowsDescription() {
        Self.check(
            Layout(
                labels: nil, opening: "Saldo iniziale", closing: "Saldo finale", twoColumns: true, money: LanguageStatement.european,
                panel: Self.italianPanel, panelFrom: 1))
    }

    @Test func panelAtTheRowsHeightsLeavesPaidOutAndPaidInRowsWhole() {
        Self.check(
            Layout(
                labels: Self.englishTwo, opening: "Opening balance", closing: "Closing balance", twoColumns: true,
                panel: Self.englishPanel, aligned: true, panelFrom: 1))
    }

    @Test func panelOfWordsAtTheRowsHeightsLeavesRowsWhole() {
        Self.check(
            Layout(labels: Self.english, opening: "Opening balance", closing: "Closing balance", panel: Self.englishWords, aligned: true))
    }

    @Test func germanPanelAtTheRowsHeightsLeavesRowsWhole() {
        Self.check(
            Layout(
                labels: Self.germanTwo, opening: "Alter Kontostand", closing: "Neuer Kontostand", twoColumns: true,
                money: LanguageStatement.european, panel: Self.germanPanel, aligned: true, panelFrom: 1))
    }

    /// A row's description running long, up to the money, is still the row's own.
    @Test func longDescriptionsUpToTheMoneyStayWhole() {
        var page = HandBuiltPage()
        page.line(.left("Northwind Bank plc", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Date", 40), .left("Description", 95), .right("Amount", 310), .right("Balance", 375))
        page.line(.left("Opening balance", 95), .right("100.00", 375))
        page.line(.left("03/03/2025", 40), .left("CARD PAYMENT A VERY LONG MERCHANT", 95), .right("-10.00", 310), .right("90.00", 375))
        page.line(.left("NAME THAT WRAPS ONTO A SECOND LINE OF", 95))
        page.line(.left("Closing balance", 95), .right("90.00", 375))
        let statement = StatementParser().parse(pages: [page.page])
        #expect(statement.rows == ["2025-03-03 -10.00 CARD PAYMENT A VERY LONG MERCHANT NAME THAT WRAPS ONTO A SECOND LINE OF"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
