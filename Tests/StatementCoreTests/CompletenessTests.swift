import Testing
import StatementCore

/// An incomplete statement is never `verified`: pages cut away, rows dropped from either end, and
/// each kind of figure a statement prints about itself, present or absent.
@Suite struct CompletenessTests {
    /// What the built statement prints besides its rows.
    struct Printed: OptionSet {
        let rawValue: Int
        static let pageNumbers = Printed(rawValue: 1)
        static let closing = Printed(rawValue: 2)
        static let totals = Printed(rawValue: 4)
        static let count = Printed(rawValue: 8)
        static let opening = Printed(rawValue: 16)
        static let runningBalance = Printed(rawValue: 32)
        static let everything: Printed = [.pageNumbers, .closing, .totals, .count, .opening, .runningBalance]
    }

    static let amounts: [Int64] = [-2550, 150000, -4200, -899, -12000, 3000, -650, -45000, 1999, -1234, -800, 25000]
    static let opening: Int64 = 100000

    static func text(_ minorUnits: Int64) -> String {
        Money(minorUnits: minorUnits, currency: .gbp).groupedString
    }

    /// Three pages of four rows each, in pounds, printing what `printed` says.
    static func pages(_ printed: Printed) -> [TextPage] {
        var balance = opening
        var pages: [HandBuiltPage] = []
        for number in 1...3 {
            var page = HandBuiltPage(number: number)
            page.line(.left("Harbour Test Bank", 40), .left("Sort code 20-45-67", 300))
            page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
            if number == 1, printed.contains(.opening) { page.line(.left("Opening balance", 40), .right(text(opening), 300)) }
            page.line(
                .left("Date", 40), .left("Description", 110), .right("Paid out", 370), .right("Paid in", 440),
                .right(printed.contains(.runningBalance) ? "Balance" : "", 520))
            for index in (number - 1) * 4..<number * 4 {
                let amount = amounts[index]
                balance += amount
                let date = String(format2: index + 14) + "/03/2025"
                let column: HandBuiltPage.Cell = amount < 0 ? .right(text(-amount), 370) : .right(text(amount), 440)
                if printed.contains(.runningBalance) {
                    page.line(.left(date, 40), .left("SHOP NUMBER \(index + 1)", 110), column, .right(text(balance), 520))
                } else {
                    page.line(.left(date, 40), .left("SHOP NUMBER \(index + 1)", 110), column)
                }
            }
            if number == 3 {
                if printed.contains(.totals) {
                    page.line(.left("Total paid out", 110), .right(text(-amounts.filter { $0 < 0 }.reduce(0, +)), 370))
                    page.line(.left("Total paid in", 110), .right(text(amounts.filter { $0 > 0 }.reduce(0, +)), 440))
                }
                if printed.contains(.count) { page.line(.left("Number of transactions: 12", 110)) }
                if printed.contains(.closing) { page.line(.left("Closing balance", 110), .right(text(balance), 520)) }
            }
            if printed.contains(.pageNumbers) { page.line(.left("Page \(number) of 3", 480), gap: 30) }
            pages.append(page)
        }
        return pages.map(\.page)
    }

    static func parse(_ pages: [TextPage]) -> Statement { StatementParser().parse(pages: pages) }

    /// The pages with the lines of rows `dropped` (0-based, in reading order) taken out.
    static func dropping(rows dropped: Set<Int>, from pages: [TextPage]) -> [TextPage] {
        let rows = parse(pages).transactions
        let gone = Set(dropped.map { "\(rows[$0].page)/\(rows[$0].line)" })
        return pages.map { page in
            var page = page
            page.lines.removeAll { gone.contains("\($0.page)/\($0.number)") }
            return page
        }
    }

    @Test func theWholeStatementIsVerifiedOnWhatItPrints() throws {
        let statement = Self.parse(Self.pages(.everything))
        #expect(statement.transactions.count == 12)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        let checks = statement.verification.checks.joined(separator: "\n")
        #expect(checks.contains("printed closing 'Closing balance'"))
        #expect(checks.contains("printed 'Total paid out'"))
        #expect(checks.contains("printed 'Total paid in'"))
        #expect(checks.contains("printed count"))
        #expect(checks.contains("page numbering"))
    }

    @Test(arguments: [[1], [3], [2], [1, 2], [2, 3], [1, 3]])
    func pageSubsetsNeverVerify(_ kept: [Int]) {
        for printed: Printed in [
            .everything, [.opening, .closing, .runningBalance], [.pageNumbers, .runningBalance, .opening],
            [.opening, .totals], [.runningBalance],
        ] {
            let pages = Self.pages(printed).filter { kept.contains($0.number) }
            let statement = Self.parse(pages)
            #expect(
                statement.verification.verdict != .verified,
                "pages \(kept) of a statement printing \(printed.rawValue): \(statement.verification.checks)")
        }
    }

    @Test func missingPagesAreNamed() throws {
        let statement = Self.parse(Self.pages(.everything).filter { $0.number != 2 })
        #expect(statement.verification.verdict == .failed)
        let problem = try #require(statement.verification.problems.first)
        #expect(problem.message.contains("says the statement has 3 pages, but the file has 2: page 2 missing"))
    }

    @Test(arguments: [Set([11]), [10, 11], [9, 10, 11], [0], [0, 1], [5], [4, 5, 6]])
    func droppedRowsNeverVerify(_ dropped: Set<Int>) {
        for printed: Printed in [
            .everything, [.opening, .closing, .runningBalance], [.opening, .closing],
            [.opening, .totals, .runningBalance], [.count, .runningBalance, .opening],
        ] {
            let statement = Self.parse(Self.dropping(rows: dropped, from: Self.pages(printed)))
            #expect(statement.transactions.count == 12 - dropped.count)
            #expect(
                statement.verification.verdict != .verified, "rows \(dropped) dropped, printing \(printed.rawValue): \(statement.verification.checks)"
            )
        }
    }

    /// A running balance is a balance printed: `unverifiable` says none is. Proven by it alone,
    /// the statement is `failed`, with the reason.
    @Test func aRunningBalanceAloneFailsWithItsReason() throws {
        let statement = Self.parse(Self.pages([.opening, .runningBalance, .pageNumbers]))
        #expect(statement.verification.verdict == .failed)
        #expect(statement.problemTexts.first?.hasPrefix("proven only by its running balance") == true)
    }

    @Test func eachIndependentFigureAloneVerifies() {
        for printed: Printed in [
            [.opening, .closing], [.opening, .closing, .runningBalance], [.totals], [.totals, .runningBalance],
            [.count, .runningBalance, .opening],
        ] {
            let statement = Self.parse(Self.pages(printed))
            #expect(statement.verification.verdict == .verified, "printing \(printed.rawValue): \(statement.problemTexts)")
        }
    }

    @Test func aClosingThatDisagreesWithTheLastRunningBalanceIsAProblemWhereItIsPrinted() throws {
        var pages = Self.pages([.opening, .closing, .runningBalance])
        var last = pages[2]
        let closingIndex = try #require(last.lines.firstIndex { $0.text.hasPrefix("Closing balance") })
        let closingLine = last.lines[closingIndex]
        var words = Array(last.lines[closingIndex].words)
        words[words.count - 1].text = "9,999.99"
        last.lines[closingIndex].words = LineWords(words)
        pages[2] = last
        let statement = Self.parse(pages)
        #expect(statement.verification.verdict == .failed)
        let problem = try #require(statement.verification.problems.first)
        #expect(problem.page == 3 && problem.line == closingLine.number)
        #expect(problem.message.contains("printed closing balance 'Closing balance'"))
    }

    @Test func aTotalThatDisagreesIsLocatedAtItsLine() throws {
        let statement = Self.parse(Self.dropping(rows: [5], from: Self.pages([.totals])))
        #expect(statement.verification.verdict == .failed)
        #expect(statement.problemTexts.contains { $0.contains("printed total 'Total paid in'") && $0.hasPrefix("page 3, line") })
    }

    @Test func aCountThatDisagreesFails() throws {
        let statement = Self.parse(Self.dropping(rows: [2], from: Self.pages([.count, .runningBalance, .opening])))
        #expect(statement.verification.verdict == .failed)
        #expect(statement.problemTexts.contains { $0.contains("printed count") && $0.contains("says 12, but 11") })
    }

    @Test func sectionTotalsCheckTheirOwnSection() throws {
        var page = HandBuiltPage()
        page.line(.left("Statement period 03/01/2025 to 03/31/2025", 40))
        page.line(.left("Beginning balance", 40), .right("$1,000.00", 300))
        page.line(.left("Ending balance", 40), .right("$1,430.00", 300))
        page.line(.left("DEPOSITS AND ADDITIONS", 40))
        page.line(.left("Date", 40), .left("Description", 100), .right("Amount", 530))
        page.line(.left("03/14", 40), .left("PAYROLL", 100), .right("500.00", 530))
        page.line(.left("03/20", 40), .left("REFUND", 100), .right("30.00", 530))
        page.line(.left("Total Deposits and Additions", 40), .right("$530.00", 530))
        page.line(.left("CHECKS PAID", 40))
        page.line(.left("Date", 40), .left("Description", 100), .right("Amount", 530))
        page.line(.left("03/15", 40), .left("Check 101", 100), .right("60.00", 530))
        page.line(.left("03/16", 40), .left("Check 102", 100), .right("40.00", 530))
        page.line(.left("Total Checks Paid", 40), .right("$100.00", 530))
        let statement = Self.parse([page.page])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.verification.checks.contains { $0.contains("'Total Checks Paid'") && $0.contains("above it") })
    }

    /// Opening, rows and a daily ending balance table; no closing, totals or count.
    static func dailyBalancePage(droppingRow dropped: Int? = nil) -> TextPage {
        var page = HandBuiltPage()
        page.line(.left("Routing number 021000021", 40))
        page.line(.left("Statement period 03/01/2025 to 03/31/2025", 40))
        page.line(.left("Beginning balance", 40), .right("$1,000.00", 300))
        page.line(.left("Date", 40), .left("Description", 100), .right("Amount", 530))
        let rows = [("03/14", "PAYROLL", "500.00"), ("03/15", "GROCERY", "-60.00"), ("03/20", "RENT", "-700.00")]
        for (index, row) in rows.enumerated() where index != dropped {
            page.line(.left(row.0, 40), .left(row.1, 100), .right(row.2, 530))
        }
        page.line(.left("DAILY ENDING BALANCE", 40), gap: 16)
        page.line(.left("DATE", 40), .right("AMOUNT", 200))
        page.line(.left("03/14", 40), .right("1,500.00", 200), .left("03/15", 260), .right("1,440.00", 420))
        page.line(.left("03/20", 40), .right("740.00", 200))
        return page.page
    }

    @Test func dailyBalancesCheckEachDay() throws {
        let whole = Self.parse([Self.dailyBalancePage()])
        #expect(whole.verification.verdict == .verified, "\(whole.problemTexts)")
        #expect(whole.verification.checks.contains("3 daily balances in 'DAILY ENDING BALANCE' follow from the opening and the rows"))
        let damaged = Self.parse([Self.dailyBalancePage(droppingRow: 1)])
        #expect(damaged.verification.verdict == .failed)
        let problem = try #require(damaged.verification.problems.first)
        #expect(problem.message.contains("printed balance for 2025-03-15"))
        #expect(problem.line == 9)
    }
}

private extension String {
    /// "07": two digits.
    init(format2 value: Int) { self = value < 10 ? "0\(value)" : "\(value)" }
}
