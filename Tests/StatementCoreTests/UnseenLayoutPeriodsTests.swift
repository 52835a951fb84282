import Testing
@testable import StatementCore

/// A bank portal's download of several months of one account in one file, each month a whole
/// statement (its period, opening balance, rows, closing balance): one statement per month, each
/// verified or failed on its own figures.
@Suite struct UnseenLayoutPeriodsTests {
    private struct Language: Sendable {
        var heading: String, account: String, period: @Sendable (String, String) -> String, header: [String]
        var opening: String, closing: String, german: Bool

        static let english = Language(
            heading: "Northwind Bank plc", account: "Account number 12345678 Sort code 20-30-40",
            period: { "Statement period \($0) to \($1)" }, header: ["Date", "Description", "Amount", "Balance"],
            opening: "Opening balance", closing: "Closing balance", german: false)
        static let german = Language(
            heading: "Beispielbank eG Kontoauszug", account: "Kontonummer 12345678 BLZ 10020030",
            period: { "Zeitraum \($0) bis \($1)" }, header: ["Datum", "Buchungstext", "Betrag", "Saldo"],
            opening: "Alter Kontostand", closing: "Neuer Kontostand", german: true)

        func date(_ day: Int, _ month: Int) -> String {
            let (d, m) = (day < 10 ? "0\(day)" : "\(day)", month < 10 ? "0\(month)" : "\(month)")
            return german ? "\(d).\(m).2025" : "\(d)/\(m)/2025"
        }

        /// 1234.56 as "1,234.56" or "1.234,56", a minus before a debit.
        func money(_ cents: Int) -> String {
            let units = String(abs(cents) / 100)
            var grouped = ""
            for (offset, digit) in units.enumerated() {
                if offset > 0, (units.count - offset) % 3 == 0 { grouped += german ? "." : "," }
                grouped.append(digit)
            }
            let fraction = abs(cents) % 100
            return (cents < 0 ? "-" : "") + grouped + (german ? "," : ".") + (fraction < 10 ? "0" : "") + "\(fraction)"
        }
    }

    private static let amounts = [-4865, 254_000, -7312, -1999, -95000, -10000]
    private static let descriptions = ["CARD PAYMENT GROCER", "SALARY ACME LTD", "DIRECT DEBIT ENERGY", "ONLINE SHOP", "RENT", "CASH"]
    private static let step = amounts.reduce(0, +)
    private static let lastDay = [1: 31, 2: 28, 3: 31, 4: 30]

    /// One month's statement from `page.y` down: `closing` prints another figure than the rows
    /// end at (a month that does not add up).
    private func month(_ page: inout HandBuiltPage, _ language: Language, month: Int, opening: Int, closing: Int? = nil) {
        page.line(.left(language.heading, 40))
        page.line(.left(language.account, 40))
        page.line(.left(language.period(language.date(1, month), language.date(Self.lastDay[month] ?? 30, month)), 40))
        page.line(
            .left(language.header[0], 40), .left(language.header[1], 110), .right(language.header[2], 440),
            .right(language.header[3], 540))
        page.line(.left(language.opening, 110), .right(language.money(opening), 540))
        var balance = opening
        for (index, amount) in Self.amounts.enumerated() {
            balance += amount
            page.line(
                .left(language.date(3 + 4 * index, month), 40), .left(Self.descriptions[index], 110), .right(language.money(amount), 440),
                .right(language.money(balance), 540))
        }
        page.line(.left(language.closing, 110), .right(language.money(closing ?? balance), 540))
    }

    private func expectMonths(_ statements: [Statement], _ months: [Int], opening: Int) {
        #expect(statements.count == months.count)
        guard statements.count == months.count else { return }
        for (position, (statement, month)) in zip(statements, months).enumerated() {
            let start = opening + position * Self.step
            #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
            #expect(statement.period?.start.iso == "2025-0\(month)-01")
            #expect(statement.openingBalance?.minorUnits == Int64(start))
            #expect(statement.closingBalance?.minorUnits == Int64(start + Self.step))
            #expect(statement.transactions.count == Self.amounts.count)
            #expect(statement.transactions.allSatisfy { $0.date.month == month })
            #expect(statement.account == "…5678")
        }
    }

    @Test(arguments: [true, false])
    func twoMonthsOnPagesOfTheirOwnAreTwoStatements(english: Bool) {
        let language = english ? Language.english : .german
        var first = HandBuiltPage(number: 1)
        month(&first, language, month: 2, opening: 123_456)
        var second = HandBuiltPage(number: 2)
        month(&second, language, month: 3, opening: 123_456 + Self.step)
        expectMonths(UnseenLayout.parseAll(first, second), [2, 3], opening: 123_456)
    }

    @Test(arguments: [true, false])
    func threeMonthsOnOnePageAreThreeStatements(english: Bool) {
        let language = english ? Language.english : .german
        var page = HandBuiltPage()
        for (position, number) in [1, 2, 3].enumerated() {
            if position > 0 { page.y += 24 }
            month(&page, language, month: number, opening: 50_000 + position * Self.step)
        }
        expectMonths(UnseenLayout.parseAll(page), [1, 2, 3], opening: 50_000)
    }

    @Test func threeMonthsOnPagesOfTheirOwnAreThreeStatements() {
        var pages: [HandBuiltPage] = []
        for (position, number) in [2, 3, 4].enumerated() {
            var page = HandBuiltPage(number: position + 1)
            month(&page, .english, month: number, opening: 123_456 + position * Self.step)
            pages.append(page)
        }
        expectMonths(StatementParser().parseAll(pages: pages.map(\.page)), [2, 3, 4], opening: 123_456)
    }

    /// The second month prints a closing its rows do not reach: it fails on its own, naming its
    /// closing, and the first month stays verified (import then stores neither).
    @Test(arguments: [true, false])
    func aSecondMonthThatDoesNotAddUpFailsOnItsOwn(samePage: Bool) {
        var first = HandBuiltPage(number: 1)
        month(&first, .english, month: 2, opening: 123_456)
        var second = HandBuiltPage(number: 2)
        if samePage {
            first.y += 24
            month(&first, .english, month: 3, opening: 123_456 + Self.step, closing: 999_999)
        } else {
            month(&second, .english, month: 3, opening: 123_456 + Self.step, closing: 999_999)
        }
        let statements = samePage ? UnseenLayout.parseAll(first) : UnseenLayout.parseAll(first, second)
        #expect(statements.count == 2)
        guard statements.count == 2 else { return }
        #expect(statements.map(\.verification.verdict) == [.verified, .failed])
        #expect(statements[1].period?.start.iso == "2025-03-01")
        #expect(statements[1].closingBalance?.minorUnits == 999_999)
        #expect(statements[1].problemTexts.contains { $0.contains("9,999.99") }, "\(statements[1].problemTexts)")
        #expect(statements[1].transactions.count == Self.amounts.count)
    }

    /// Neither month adds up: no part stands on its figures, and the file stays one failed statement.
    @Test func noMonthThatAddsUpLeavesTheFileWhole() {
        var first = HandBuiltPage(number: 1)
        month(&first, .english, month: 2, opening: 123_456, closing: 111_111)
        var second = HandBuiltPage(number: 2)
        month(&second, .english, month: 3, opening: 123_456 + Self.step, closing: 999_999)
        let statements = UnseenLayout.parseAll(first, second)
        #expect(statements.count == 1)
        #expect(statements.first?.verification.verdict == .failed)
    }

    /// A page header printing the month's period again over rows carried on is the same
    /// statement: a page of its own with the same period opens nothing.
    @Test func thePeriodRepeatedOnEveryPageIsOneStatement() {
        let language = Language.english
        var first = HandBuiltPage(number: 1)
        month(&first, language, month: 2, opening: 123_456)
        var second = HandBuiltPage(number: 2)
        second.line(.left(language.heading, 40))
        second.line(.left(language.period(language.date(1, 2), language.date(28, 2)), 40))
        second.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 540))
        second.line(.left("Balance brought forward", 110), .right(language.money(123_456 + Self.step), 540))
        second.line(.left("27/02/2025", 40), .left("LATE FEE", 110), .right("-5.00", 440), .right(language.money(123_456 + Self.step - 500), 540))
        second.line(.left("Closing balance", 110), .right(language.money(123_456 + Self.step - 500), 540))
        let statements = UnseenLayout.parseAll(first, second)
        #expect(statements.count == 1)
    }
}
