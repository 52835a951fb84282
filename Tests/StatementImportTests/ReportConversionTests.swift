import Categorisation
import LedgerStore
import StatementCore
import Testing

@testable import StatementImport

/// A GBP card with purchases made in euros, converted into pounds at a prices file's rates: the
/// figures worked by hand, and a month with no rate left in euros.
@Suite struct ReportConversionTests {
    static func entry(_ iso: String, _ minor: Int64, _ category: String?, _ currency: Currency) -> LedgerEntry {
        LedgerEntry(
            date: LocalDate(iso: iso) ?? LocalDate(dayNumber: 0), accountID: 1, amount: Money(minorUnits: minor, currency: currency),
            categoryID: category, description: "SHOP \(category ?? "")", payee: nil)
    }

    static let prices = """
        P 2024-03-01 EUR 0.86 GBP
        2024-04-01 price EUR 0.85 GBP
        """

    /// The card's rows: pounds at home, euros on a trip in February (no rate yet), March and April.
    static let card: [LedgerEntry] = [
        entry("2024-02-10", -5_000, "restaurants", .eur),
        entry("2024-02-12", -2_000, "food", .gbp),
        entry("2024-03-02", -1_234, "food", .eur),
        entry("2024-03-15", -25, "food", .eur),
        entry("2024-03-20", -4_500, "food", .gbp),
        entry("2024-04-03", -10_000, "restaurants", .eur),
        entry("2024-04-05", 2_000, "restaurants", .eur),
    ]

    func report() throws -> (currencies: [CurrencyReport], conversion: ReportConversion?) {
        let file = PriceFileReader.read(Self.prices, name: "prices", csvTarget: nil)
        #expect(file.problems.isEmpty)
        let builder = MoneyReportBuilder(categories: Taxonomy.defaultCategories, accounts: [])
        let ledger = ReportLedger(ledger: LedgerAccess(path: "/nonexistent"))
        let (rows, conversion) = try ledger.converted(
            Self.card, prices: ReportPrices(target: .gbp, rates: file.rates), builder: builder)
        return (try builder.currencyReports(rows), conversion)
    }

    @Test func euroPurchasesOnAPoundCardAreConvertedAtTheRateOfTheirDay() throws {
        let (currencies, conversion) = try report()
        #expect(currencies.map(\.currency.code) == ["GBP", "EUR"])
        let pounds = currencies[0]
        #expect(pounds.months.map(\.iso) == ["2024-02", "2024-03", "2024-04"])
        let food = try #require(pounds.categories.first { $0.categoryID == "food" })
        // March: 12.34 € × 0.86 = 10.6124 → 10.61; 0.25 € × 0.86 = 0.215 → 0.22 (half to even); 45.00 £.
        #expect(food.months.map(\.moneyOut.minorUnits) == [2_000, 1_061 + 22 + 4_500, 0])
        // April at 0.85: 100.00 € → 85.00 £ out, the 20.00 € refund → 17.00 £ in.
        let restaurants = try #require(pounds.categories.first { $0.categoryID == "restaurants" })
        #expect(restaurants.months.map(\.moneyOut.minorUnits) == [0, 0, 8_500])
        #expect(restaurants.months.map(\.moneyIn.minorUnits) == [0, 0, 1_700])
        // February has no rate on or before its days: its euros stay euros, never a guess.
        let euros = currencies[1]
        #expect(euros.months.map(\.iso) == ["2024-02"] && euros.total.moneyOut.minorUnits == 5_000)
        let missing = try #require(conversion?.missing)
        #expect(missing.map(\.currency.code) == ["EUR"] && missing.first?.months.map(\.iso) == ["2024-02"])
        #expect(conversion?.missingLine?.contains("EUR→GBP in 2024-02") == true)
        #expect(conversion?.convertedRows == 4)
        // The unconverted report is kept beside, as the statements printed it.
        let original = try #require(conversion?.original.first { $0.currency == .eur })
        #expect(original.total.moneyOut.minorUnits == 16_259)
    }

    @Test func aMonthIsNeverHalfConverted() throws {
        // A rate from 15 March: the March rows before it have none, so all of March's euros stay.
        let rates = PriceFileReader.read("P 2024-03-15 EUR 0.86 GBP", name: "p", csvTarget: nil).rates
        let converter = EntryConverter(converter: CurrencyConverter(rates: rates, target: .gbp))
        let result = converter.convert(Self.card)
        #expect(result.missing.first?.months.map(\.iso) == ["2024-02", "2024-03"])
        #expect(result.entries.filter { $0.date.month == 3 }.map(\.amount.currency.code) == ["EUR", "EUR", "GBP"])
        #expect(result.entries.filter { $0.date.month == 4 }.map(\.amount.minorUnits) == [-8_600, 1_720])
    }
}
