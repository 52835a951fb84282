@testable import StatementCore
import Testing

/// An entry cut by a page break: the last row of page 1 prints its second line at the top of
/// page 2, under the letterhead, the repeated header and the balance brought forward; or, where
/// details print above each date line, the details at the foot of page 1 and the date line at
/// the top of page 2. A line between a row ending one page and a row starting the next could be
/// either's: the statement's other lines say which way its details go, and with nothing saying
/// otherwise they go below, as on the first page. Descriptions feed categories, so the amounts
/// being right is not enough.
@Suite struct UnseenLayoutWrapOverPageTests {
    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        /// Details printed above each date line rather than below it.
        var detailsAbove = false
        /// "Balance carried forward" at the foot of page 1 and "Balance brought forward" on page 2.
        var carried = true
        /// A running balance column.
        var balanceColumn = true
        /// White space between entries beyond the line spacing.
        var entryGap = 0.0
        /// The cut entry's lines printed on the other side of the break.
        var cutLines = ["Ref salary March 2025"]
        /// The entries (by number) printing one line of details besides the cut one.
        var detailed: Set<Int> = []
        /// The last row of page 1 holds the cut entry's date line (below) or its details (above).
        var cut = true

        var testDescription: String { name }
    }

    static let entries: [(day: Int, text: String, amount: Int64)] = [
        (1, "Card payment Northwind Grocer", -4_865),
        (2, "Direct debit Contoso Energy", -7_312),
        (3, "Standing order rent", -95_000),
        (4, "Cash machine High Street", -10_000),
        (5, "Transfer from Acme Ltd", 254_000),
        (6, "Direct debit Fabrikam Water", -3_412),
        (7, "Gym membership", -3_500),
        (8, "Cafe on the corner", -455),
    ]
    static let details = [
        "Harbour Street branch", "Account 4471", "Flat two", "Withdrawn in town", "", "Meter 0921", "Monthly plan", "Contactless",
    ]
    /// The cut entry, the last row of page 1.
    static let cutEntry = 4

    static func parse(_ form: Form) -> Statement {
        var parser = StatementParser()
        parser.tracing = true
        return parser.parse(pages: draw(form).pages)
    }

    static let below = [
        Form(name: "the walker's form: balance carried and brought forward"),
        Form(name: "no balance carried or brought forward", carried: false),
        Form(name: "no balance column", carried: false, balanceColumn: false),
        Form(name: "two lines on the next page", cutLines: ["Ref salary March 2025", "Employee 4471"]),
        Form(name: "other entries' details below them", detailed: [1, 5]),
        Form(name: "entries set apart", entryGap: 5, detailed: [1, 5]),
    ]

    /// Row 5's second line at the top of page 2 is its own, not the details of page 2's first
    /// row printed above it: nothing the statement prints says its details go above.
    @Test(arguments: below) func detailsBelowCutByThePageBreakStayWithTheRowAbove(_ form: Form) {
        let statement = Self.parse(form)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.description) == Self.draw(form).descriptions, "\(statement.rows)")
    }

    /// `--explain` says which row the line at the top of page 2 went to, and why.
    @Test func theTraceNamesTheRowAtTheFootOfThePageBefore() throws {
        let statement = Self.parse(Self.below[0])
        let line = try #require(statement.decisions.trace?.lines.first { $0.text == "Ref salary March 2025" })
        #expect(line.reading.contains("the row on page 1, line 9, the last of its page"), "\(line.reading)")
    }

    static let above = [
        Form(name: "the first row's details above it", detailsAbove: true, detailed: [0]),
        Form(name: "no balance carried or brought forward", detailsAbove: true, carried: false, detailed: [0]),
        Form(name: "no balance column", detailsAbove: true, carried: false, balanceColumn: false, detailed: [0, 6]),
        Form(name: "two lines on page 1", detailsAbove: true, cutLines: ["Ref salary March 2025", "Employee 4471"], detailed: [0]),
        // The first row has no details; each entry's lines are set tighter than entries are apart.
        Form(name: "entries set apart", detailsAbove: true, entryGap: 5, detailed: [2, 6]),
    ]

    /// Where details print above each date line, those at the foot of page 1 belong to the date
    /// line at the top of page 2, past the balance carried and brought forward and the header.
    @Test(arguments: above) func detailsAboveCutByThePageBreakGoWithTheRowBelow(_ form: Form) {
        let statement = Self.parse(form)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.description) == Self.draw(form).descriptions, "\(statement.rows)")
    }

    /// No entry cut, and the first row prints no details: the table's other entries, their
    /// details set tighter on top of their date line than entries are apart, say the details go
    /// above, where the first row says nothing.
    @Test func detailsSetTightOnTopOfTheirRowsSayTheyGoAbove() {
        let form = Form(name: "no cut", detailsAbove: true, entryGap: 5, detailed: [2, 6, 7], cut: false)
        let statement = Self.parse(form)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.description) == Self.draw(form).descriptions, "\(statement.rows)")
    }

    /// No entry cut: page 2's first row prints its details above it, set tighter to it than
    /// entries are apart, so they are its own and not the last row of page 1's.
    @Test func aPagesFirstRowKeepsTheDetailsSetTightOnTopOfIt() {
        let form = Form(name: "ordinary break", detailsAbove: true, entryGap: 5, detailed: [5, 6], cut: false)
        let statement = Self.parse(form)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.description) == Self.draw(form).descriptions, "\(statement.rows)")
    }

    /// The table ends with page 1 (its balances are in the box above it) and page 2 opens with a
    /// notice whose heading stands in the description column: no dated row follows it, so it is
    /// no detail of page 1's last row.
    @Test func aNoticeOnTheNextPageIsNotTheLastRowsDetail() {
        var first = HandBuiltPage()
        first.line(.left("Quayside Bank", 40))
        first.line(.left("Opening balance", 40), .right("100.00", 300))
        first.line(.left("Closing balance", 40), .right("1,080.00", 300), gap: 24)
        first.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 530))
        first.line(.left("03/03/2025", 40), .left("Salary Fabrikam", 110), .right("1,000.00", 440), .right("1,100.00", 530))
        first.line(.left("05/03/2025", 40), .left("Corner shop", 110), .right("-20.00", 440), .right("1,080.00", 530))
        first.y = 800
        first.line(.left("Quayside Bank plc", 40), .right("Page 1 of 2", 540))
        var second = HandBuiltPage(number: 2)
        second.line(.left("Quayside Bank", 40))
        second.line(.left("Questions about your statement", 110))
        second.line(.left("Write to us within sixty days of the statement date", 110))
        second.line(.left("Tell us your name and account number", 110))
        second.y = 800
        second.line(.left("Quayside Bank plc", 40), .right("Page 2 of 2", 540))
        let statement = UnseenLayout.parse(first, second)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.description) == ["Salary Fabrikam", "Corner shop"], "\(statement.rows)")
    }

    /// What the statement prints, in order.
    enum Printed {
        case text(String)
        case dated(Int)
        /// The page break, with the number of entries above it that the balance carried counts.
        case pageBreak(balanceBefore: Int)
        /// The white space set between entries.
        case entryGap
    }

    /// The statement's two pages and each row's description as the bank prints it.
    static func draw(_ form: Form) -> (pages: [TextPage], descriptions: [String]) {
        var printed: [Printed] = []
        var descriptions: [String] = []
        for (number, entry) in entries.enumerated() {
            var lines = form.detailed.contains(number) ? [details[number]] : []
            if number == cutEntry && form.cut { lines = form.cutLines }
            descriptions.append(((form.detailsAbove ? lines : []) + [entry.text] + (form.detailsAbove ? [] : lines)).joined(separator: " "))
            let text = lines.map(Printed.text)
            let whole = form.detailsAbove ? text + [.dated(number)] : [.dated(number)] + text
            if number > 0 { printed.append(.entryGap) }
            // The break after the cut entry's date line (below) or before it (above), else after the entry.
            switch (number == cutEntry, form.cut, form.detailsAbove) {
            case (true, true, false): printed += [.dated(number), .pageBreak(balanceBefore: number + 1)] + text
            case (true, true, true): printed += text + [.pageBreak(balanceBefore: number), .dated(number)]
            case (true, false, _): printed += whole + [.pageBreak(balanceBefore: number + 1)]
            case (false, _, _): printed += whole
            }
        }
        return (render(printed, form), descriptions)
    }

    private static func render(_ printed: [Printed], _ form: Form) -> [TextPage] {
        let money = LanguageStatement.english
        let balances = entries.reduce(into: [Int64(500_000)]) { $0.append(($0.last ?? 0) + $1.amount) }
        var pages = [HandBuiltPage(), HandBuiltPage(number: 2)]
        var page = 0
        // Right under the header or the balance brought forward, no space is set between entries.
        var tableStarts = true
        func top() {
            pages[page].line(.left("Quayside Bank", 40))
            pages[page].line(.left("Statement period 01/03/2025 to 31/03/2025", 40), gap: 24)
            var header: [HandBuiltPage.Cell] = [.left("Date", 40), .left("Description", 110), .right("Amount", 440)]
            if form.balanceColumn { header.append(.right("Balance", 530)) }
            pages[page].line(cells: header, gap: 16)
        }
        func figure(_ label: String, _ value: Int64) {
            pages[page].line(.left(label, 110), .right(money(value), form.balanceColumn ? 530 : 440))
        }
        func footer() {
            pages[page].y = 800
            pages[page].line(.left("Quayside Bank plc, 1 Harbour Street", 40), .right("Page \(page + 1) of 2", 540))
        }
        top()
        figure("Opening balance", balances[0])
        for item in printed {
            switch item {
            case .entryGap:
                if !tableStarts { pages[page].y += form.entryGap }
                continue
            case .text(let line): pages[page].line(.left(line, 110))
            case .dated(let number):
                let entry = entries[number]
                var cells: [HandBuiltPage.Cell] = [
                    .left(String(format: "%02d/03/2025", entry.day), 40), .left(entry.text, 110),
                    .right((entry.amount < 0 ? "-" : "") + money(abs(entry.amount)), 440),
                ]
                if form.balanceColumn { cells.append(.right(money(balances[number + 1]), 530)) }
                pages[page].line(cells: cells)
            case .pageBreak(let before):
                if form.carried { figure("Balance carried forward", balances[before]) }
                footer()
                page = 1
                top()
                if form.carried { figure("Balance brought forward", balances[before]) }
                tableStarts = true
                continue
            }
            tableStarts = false
        }
        pages[page].y += form.entryGap
        figure("Closing balance", balances[entries.count])
        footer()
        return pages.map(\.page)
    }
}
