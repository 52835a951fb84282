import Testing
@testable import StatementCore

/// An undated line printing its figures in cells before its label, as a table with the money
/// before the description prints its balances and totals, is read with its figures; a line
/// starting with a number that is no money, or running text, is not.
@Suite struct FiguresBeforeLabelTests {
    static let reader = LineReader(decimalMark: .point, minorDigits: 2)

    @Test func aBalanceAndTotalsPrintedBeforeTheirLabelsAreRead() {
        var page = HandBuiltPage()
        page.line(.right("12,450.00", 200), .left("Opening balance", 260))
        page.line(.right("1,599.75", 160), .right("2,174.50", 240), .left("Total", 260))
        page.line(.right("-84.20", 160), .left("Vorlix ankam", 260))
        let readings = page.lines.map(Self.reader.read)
        #expect(readings.map { $0.amounts.map(\.magnitude) } == [[1_245_000], [159_975, 217_450], [8_420]])
        #expect(readings.allSatisfy { $0.date == nil })
        #expect(readings[0].summary == .opening)
    }

    @Test func aNumberThatIsNoMoneyOrRunningTextIsNotRead() {
        var page = HandBuiltPage()
        page.line(.left("123", 40), .left("Main Street", 120))
        page.line(.left("2025", 40), .left("Annual summary", 120))
        page.line(.left("12345678", 40), .left("Current account", 120))
        page.line(.left("12.00 was charged as the annual fee", 40))
        let readings = page.lines.map(Self.reader.read)
        #expect(readings.allSatisfy { $0.amounts.isEmpty }, "\(readings.map(\.amounts))")
    }
}
