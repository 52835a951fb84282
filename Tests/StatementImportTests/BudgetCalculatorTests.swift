import Categorisation
import LedgerStore
import StatementCore
import Testing
@testable import StatementImport

/// What a budget's period took: money out less refunds in its category and those below it, in
/// its currency only; the warnings at 80% and 100%; the limit as people type it.
@Suite struct BudgetCalculatorTests {
    static func day(_ iso: String) -> LocalDate { LocalDate(iso: iso) ?? LocalDate(dayNumber: 0) }

    static func entry(_ iso: String, _ minor: Int64, _ category: String?, currency: Currency = .eur, review: Bool = false) -> LedgerEntry {
        LedgerEntry(
            date: day(iso), accountID: 1, amount: Money(minorUnits: minor, currency: currency), categoryID: category,
            description: "SHOP", payee: nil, needsReview: review)
    }

    static let categories =
        Taxonomy.defaultCategories + [Category(id: "coffee", kind: .expense, parent: "restaurants", names: ["en": "Coffee"], userDefined: true)]

    static func food(_ minor: Int64, _ cadence: BudgetCadence = .month, from anchor: String = "2024-01-01") -> Budget {
        Budget(categoryID: "food", limit: Money(minorUnits: minor, currency: .eur), cadence: cadence, anchor: day(anchor))
    }

    @Test func spentIsMoneyOutLessRefundsInThePeriodOnly() throws {
        let entries = [
            Self.entry("2024-02-29", -9_999, "food"),  // the period before
            Self.entry("2024-03-01", -10_000, "food"), Self.entry("2024-03-15", -5_050, "food"),
            Self.entry("2024-03-16", 2_000, "food"),  // a refund
            Self.entry("2024-03-20", -7_000, "restaurants"), Self.entry("2024-04-01", -8_000, "food"),
        ]
        let status = try #require(
            try BudgetCalculator(categories: Self.categories).statuses([Self.food(40_000)], entries: entries, today: Self.day("2024-03-22"))
                .first)
        #expect(status.period.start.iso == "2024-03-01" && status.period.end.iso == "2024-03-31")
        #expect(status.spent.minorUnits == 13_050 && status.left.minorUnits == 26_950)
        #expect(status.daysLeft == 10 && status.percentSpent == 32 && status.level == .within)
    }

    @Test func eachCadenceStartsAfreshAtItsBoundary() throws {
        let entries = [Self.entry("2024-03-10", -3_000, "food"), Self.entry("2024-03-11", -1_000, "food")]
        let calculator = BudgetCalculator(categories: Self.categories)
        // Weekly from Monday 4 March: the 11th opens a new week, the 10th closed the old one.
        let weekly = Self.food(5_000, .week, from: "2024-03-04")
        #expect(try calculator.statuses([weekly], entries: entries, today: Self.day("2024-03-10"))[0].spent.minorUnits == 3_000)
        #expect(try calculator.statuses([weekly], entries: entries, today: Self.day("2024-03-11"))[0].spent.minorUnits == 1_000)
        let fortnightly = Self.food(5_000, .fortnight, from: "2024-02-26")
        #expect(try calculator.statuses([fortnightly], entries: entries, today: Self.day("2024-03-10"))[0].spent.minorUnits == 3_000)
        #expect(try calculator.statuses([fortnightly], entries: entries, today: Self.day("2024-03-11"))[0].spent.minorUnits == 1_000)
        let monthly = Self.food(5_000, .month, from: "2024-01-11")
        #expect(try calculator.statuses([monthly], entries: entries, today: Self.day("2024-03-10"))[0].spent.minorUnits == 3_000)
        #expect(try calculator.statuses([monthly], entries: entries, today: Self.day("2024-03-11"))[0].spent.minorUnits == 1_000)
        let yearly = Self.food(5_000, .year, from: "2023-03-11")
        #expect(try calculator.statuses([yearly], entries: entries, today: Self.day("2024-03-10"))[0].spent.minorUnits == 3_000)
        #expect(try calculator.statuses([yearly], entries: entries, today: Self.day("2024-03-11"))[0].spent.minorUnits == 1_000)
    }

    @Test func otherCurrenciesAreCountedNotAddedAndGuessesWait() throws {
        let entries = [
            Self.entry("2024-03-02", -1_000, "food"), Self.entry("2024-03-03", -5_000, "food", currency: .usd),
            Self.entry("2024-03-04", -700, "food", review: true), Self.entry("2024-03-05", -300, "coffee"),
        ]
        let calculator = BudgetCalculator(categories: Self.categories)
        let status = try calculator.statuses([Self.food(10_000)], entries: entries, today: Self.day("2024-03-10"))[0]
        #expect(status.spent.minorUnits == 1_000 && status.otherCurrencyRows == ["USD": 1] && status.rowsWaitingForReview == 1)
        // A budget on a category takes the rows of the categories below it.
        let restaurants = Budget(
            categoryID: "restaurants", limit: Money(minorUnits: 1_000, currency: .eur), cadence: .month, anchor: Self.day("2024-01-01"))
        #expect(try calculator.statuses([restaurants], entries: entries, today: Self.day("2024-03-10"))[0].spent.minorUnits == 300)
    }

    @Test func warningsComeAt80And100Percent() throws {
        #expect(BudgetLevel(spent: 7_999, limit: 10_000) == .within)
        #expect(BudgetLevel(spent: 8_000, limit: 10_000) == .near)
        #expect(BudgetLevel(spent: 9_999, limit: 10_000) == .near)
        #expect(BudgetLevel(spent: 10_000, limit: 10_000) == .over)
        #expect(BudgetLevel(spent: -500, limit: 10_000) == .within)
        #expect(BudgetLevel(spent: Int64.max / 2, limit: Int64.max / 2 + 10) == .near)
        let calculator = BudgetCalculator(categories: Self.categories)
        let near = try calculator.statuses([Self.food(10_000)], entries: [Self.entry("2024-03-02", -8_550, "food")], today: Self.day("2024-03-31"))[0]
        #expect(near.level == .near && near.percentSpent == 85 && near.daysLeft == 1)
        let over = try calculator.statuses([Self.food(10_000)], entries: [Self.entry("2024-03-02", -10_300, "food")], today: Self.day("2024-03-31"))[
            0]
        #expect(over.level == .over && over.percentSpent == 103 && over.left.minorUnits == -300)
    }

    @Test func amountsAsPeopleTypeThem() {
        func parse(_ text: String, _ currency: Currency = .eur) -> Int64? { BudgetAmount.parse(text, currency: currency)?.minorUnits }
        #expect(parse("400") == 40_000 && parse("400.5") == 40_050 && parse("400,50") == 40_050)
        #expect(parse("1,250.00") == 125_000 && parse("1.250,00") == 125_000 && parse("1.250") == 125_000 && parse("1,250") == 125_000)
        #expect(parse("1.250.000") == 125_000_000 && parse("5000", .init(code: "JPY")) == 5_000)
        #expect(parse("12.345") == 1_234_500 && parse("12,3,4") == nil && parse("-40") == nil && parse("") == nil && parse("4O0") == nil)
        #expect(parse("99999999999999999999") == nil && parse(".") == nil && parse("40.") == nil)
    }
}

extension BudgetCalculatorTests {
    @Test func batchWarnsOnlyAtOrPast80PercentWithTheFigures() throws {
        let calculator = BudgetCalculator(categories: Self.categories)
        let entries = [Self.entry("2024-03-02", -8_000, "food"), Self.entry("2024-03-03", -2_000, "restaurants")]
        let restaurants = Budget(
            categoryID: "restaurants", limit: Money(minorUnits: 10_000, currency: .eur), cadence: .week, anchor: Self.day("2024-03-01"))
        let statuses = try calculator.statuses([Self.food(10_000), restaurants], entries: entries, today: Self.day("2024-03-05"))
        #expect(
            BatchLedger.budgetWarnings(statuses) == [
                "statement-import batch: warning: food is near its budget: 80% of 100.00 EUR a month, 27 days left until 2024-03-31: "
                    + "`statement-import budget` shows them"
            ])
    }
}
