import Testing
import StatementCore

@Suite struct MoneyTests {
    @Test(arguments: ["-1234.50", "0.00", "12.00", "-0.05", "1234567.89"])
    func decimalStringRoundTrips(_ text: String) throws {
        let money = try #require(Money(decimalString: text, currency: .eur))
        #expect(money.decimalString == text)
        #expect(Money(decimalString: money.decimalString, currency: .eur) == money)
    }

    @Test func shortFractionsArePadded() {
        #expect(Money(decimalString: "-1234.5", currency: .eur)?.minorUnits == -123450)
        #expect(Money(decimalString: "12", currency: .eur)?.decimalString == "12.00")
        #expect(Money(decimalString: ".5", currency: .eur)?.minorUnits == 50)
    }

    @Test func zeroHasNoSign() {
        #expect(Money(decimalString: "-0.00", currency: .eur)?.decimalString == "0.00")
        #expect(Money.zero(.gbp).groupedString == "0.00")
    }

    @Test func threeDigitCurrencyKeepsThreeDecimals() throws {
        let kwd = Currency(code: "KWD")
        #expect(kwd.minorUnitDigits == 3)
        let money = try #require(Money(decimalString: "-1234.567", currency: kwd))
        #expect(money.minorUnits == -1234567)
        #expect(money.decimalString == "-1234.567")
        #expect(money.groupedString == "-1,234.567")
        #expect(Money(decimalString: "1.5", currency: kwd)?.decimalString == "1.500")
        #expect(Money(decimalString: "1.2345", currency: kwd) == nil)
    }

    @Test func zeroDigitCurrencyHasNoDecimalPoint() throws {
        let jpy = Currency(code: "jpy")
        let money = try #require(Money(decimalString: "-1234567", currency: jpy))
        #expect(money.decimalString == "-1234567")
        #expect(money.groupedString == "-1,234,567")
        #expect(Money(decimalString: "12.5", currency: jpy) == nil)
    }

    @Test func groupedStringGroupsThousands() {
        #expect(Money(minorUnits: -123456789, currency: .usd).groupedString == "-1,234,567.89")
        #expect(Money(minorUnits: 99999, currency: .usd).groupedString == "999.99")
        #expect(Money(minorUnits: 100000, currency: .usd).groupedString == "1,000.00")
    }

    @Test(arguments: ["", "-", "1.", "1.234", "1,234.00", "12a", "1.2.3", "--1"])
    func rejectsTextThatIsNotAPlainDecimal(_ text: String) {
        #expect(Money(decimalString: text, currency: .eur) == nil)
    }
}
