import Testing

@testable import StatementCore

/// The three forms of prices file, and conversion at their rates with the figures worked by hand.
@Suite struct PriceFileReaderTests {
    let eur = Currency.eur, gbp = Currency.gbp

    func day(_ iso: String) -> LocalDate { LocalDate(iso: iso) ?? LocalDate(dayNumber: 0) }

    @Test func hledgerPriceDirectivesAreRead() throws {
        let text = """
            ; rates I keep
            P 2024-03-01 EUR 0.86 GBP
            P 2024/04/01 09:00 EUR GBP 0.8575  ; the price's amount may come either way round
            2024-03-05 * groceries
                Expenses:Food  10 EUR
                Assets:Card
            P 2024-05-01 EUR 0,85 GBP
            """
        let file = PriceFileReader.read(text, name: "prices.journal", csvTarget: nil)
        #expect(file.rates.map(\.date.iso) == ["2024-03-01", "2024-04-01"])
        #expect(file.rates.map(\.rate.description) == ["0.86", "0.8575"])
        #expect(file.rates.allSatisfy { $0.from == eur && $0.to == gbp })
        #expect(file.rates.first?.source == "prices.journal:2")
        // The posting lines are no prices; the comma-decimal rate is a problem naming its line.
        #expect(file.problems.map(\.line) == [7])
        // It names the rate written with a comma, not GBP's place as a currency it is not.
        #expect(file.problems.first?.message.contains("`0,85` is no rate") == true, "\(file.problems)")
    }

    @Test func beancountPriceEntriesAreRead() {
        let text = """
            option "operating_currency" "GBP"
            2024-01-01 open Assets:Card GBP
            2024-03-01 price EUR 0.86 GBP
            2024-03-02 price USD  0.79 GBP ; spaced out
            2024-03-03 price EUR GBP
            """
        let file = PriceFileReader.read(text, name: "prices.beancount", csvTarget: nil)
        #expect(
            file.rates.map { "\($0.date.iso) \($0.from.code) \($0.rate) \($0.to.code)" } == ["2024-03-01 EUR 0.86 GBP", "2024-03-02 USD 0.79 GBP"])
        #expect(file.problems.map(\.line) == [5])
    }

    @Test func csvRatesAreIntoTheReportCurrency() {
        let text = "date,currency,rate\n2024-03-01,EUR,0.86\n2024-03-01,JPY,0.0053\n2024-03-02,euro,0.86\n"
        let file = PriceFileReader.read(text, name: "rates.csv", csvTarget: gbp)
        #expect(file.rates.map { "\($0.from.code) \($0.rate) \($0.to.code)" } == ["EUR 0.86 GBP", "JPY 0.0053 GBP"])
        #expect(file.problems.map(\.line) == [4])
        // Without a report currency a CSV rate names no target: every line says so.
        let untargeted = PriceFileReader.read(text, name: "rates.csv", csvTarget: nil)
        #expect(untargeted.rates.isEmpty && untargeted.problems.count == 3)
    }

    @Test func amountsConvertAtTheLatestRateOnOrBeforeTheirDay() throws {
        let rates = PriceFileReader.read(
            "P 2024-03-01 EUR 0.86 GBP\nP 2024-04-01 EUR 0.85 GBP\nP 2024-03-01 GBP 160 JPY\n", name: "p", csvTarget: nil
        ).rates
        let converter = CurrencyConverter(rates: rates, target: gbp)
        func convert(_ minor: Int64, _ currency: Currency, _ iso: String) -> Int64? {
            converter.convert(Money(minorUnits: minor, currency: currency), on: day(iso))?.minorUnits
        }
        // 12.34 × 0.86 = 10.6124 → 10.61; on 31 March the March rate still holds.
        #expect(convert(-1234, eur, "2024-03-31") == -1061)
        // 12.34 × 0.85 = 10.489 → 10.49 from April.
        #expect(convert(-1234, eur, "2024-04-02") == -1049)
        // Half to even: 0.25 × 0.86 = 0.215 → 0.22; 0.75 × 0.86 = 0.645 → 0.64.
        #expect(convert(25, eur, "2024-03-01") == 22)
        #expect(convert(75, eur, "2024-03-01") == 64)
        // Only GBP→JPY is given: 1000 yen ÷ 160 = 6.25 pounds.
        #expect(convert(1000, Currency(code: "JPY"), "2024-03-10") == 625)
        #expect(converter.rate(for: Currency(code: "JPY"), on: day("2024-03-10"))?.inverted == true)
        // Before the first rate there is none: never a guess.
        #expect(convert(-1234, eur, "2024-02-29") == nil)
        #expect(convert(-1234, gbp, "2020-01-01") == -1234)
        // Beyond what an amount holds is no answer, not a trap.
        #expect(convert(Int64.max, Currency(code: "JPY"), "2024-03-10") != nil)
        #expect(
            CurrencyConverter(rates: rates, target: Currency(code: "JPY")).convert(Money(minorUnits: Int64.max, currency: gbp), on: day("2024-03-10"))
                == nil)
    }

    @Test func ratesAreExactDecimals() {
        #expect(DecimalRate("0.0053")?.mantissa == 53 && DecimalRate("0.0053")?.scale == 4)
        #expect(DecimalRate("0.0053")?.description == "0.0053")
        #expect(DecimalRate("160")?.description == "160")
        for bad in ["", "0", "-1", "1.", ".5", "1e3", "0.1234567890123", "99999999999999999999"] { #expect(DecimalRate(bad) == nil, "\(bad)") }
    }
}
