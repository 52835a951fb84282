import Testing
@testable import StatementCore

@Suite struct AmountTextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var mark: DecimalMark
        var magnitude: Int64
        var sign: AmountMark
        var testDescription: String { text }
    }

    static let accepted: [Case] = [
        Case(text: "1,234.56", mark: .point, magnitude: 123456, sign: .none),
        Case(text: "1.234,56", mark: .comma, magnitude: 123456, sign: .none),
        Case(text: "1 234,56", mark: .comma, magnitude: 123456, sign: .none),
        Case(text: "1'234.56", mark: .point, magnitude: 123456, sign: .none),
        Case(text: "1234.5", mark: .point, magnitude: 123450, sign: .none),
        Case(text: "(12.00)", mark: .point, magnitude: 1200, sign: .parentheses),
        Case(text: "12.00-", mark: .point, magnitude: 1200, sign: .minus),
        Case(text: "12.00CR", mark: .point, magnitude: 1200, sign: .credit),
        Case(text: "-$1,234.56", mark: .point, magnitude: 123456, sign: .minus),
        Case(text: "€12,00", mark: .comma, magnitude: 1200, sign: .none),
        Case(text: "S$22,058.11", mark: .point, magnitude: 2205811, sign: .none),
        Case(text: "1,23,456.78", mark: .point, magnitude: 12345678, sign: .none),
        Case(text: "₹12,34,56,789.00", mark: .point, magnitude: 123456789_00, sign: .none),
    ]

    @Test(arguments: accepted)
    func readsPrintedAmounts(_ example: Case) {
        let parsed = AmountText.parse(example.text, decimalMark: example.mark, minorDigits: 2)
        #expect(parsed?.magnitude == example.magnitude)
        #expect(parsed?.mark == example.sign)
    }

    @Test(arguments: ["2020", "29.10.", "02.10.2020", "27.78%", "5488-2926-6730-9473", "12", "1234", "1,234", "1,23,45.00", "1,234,56.00"])
    func rejectsNumbersThatAreNotAmountsWithPointMark(_ text: String) {
        #expect(AmountText.parse(text, decimalMark: .point, minorDigits: 2) == nil)
    }

    @Test(arguments: ["2020", "29.10.", "02.10.2020", "27,78%", "5488-2926-6730-9473", "12", "1.234"])
    func rejectsNumbersThatAreNotAmountsWithCommaMark(_ text: String) {
        #expect(AmountText.parse(text, decimalMark: .comma, minorDigits: 2) == nil)
    }

    @Test func zeroDigitCurrencyReadsGroupedWholeAmount() {
        let parsed = AmountText.parse("1,234", decimalMark: .point, minorDigits: 0)
        #expect(parsed?.magnitude == 1234)
        #expect(parsed?.mark == AmountMark.none)
    }

    @Test func zeroDigitCurrencyRejectsDecimals() {
        #expect(AmountText.parse("1,234.50", decimalMark: .point, minorDigits: 0) == nil)
    }
}
