import Testing
import StatementCore

/// Sums of amounts from input are checked: beyond range is an error, never a trap.
@Suite struct MoneyArithmeticTests {
    @Test func addingBeyondRangeThrows() throws {
        let large = Money(minorUnits: Int64.max - 1, currency: .eur)
        #expect(throws: MoneyOutOfRange.self) { try large.adding(Money(minorUnits: 2, currency: .eur)) }
        #expect(throws: MoneyOutOfRange.self) { try large.negated.subtracting(Money(minorUnits: 3, currency: .eur)) }
        #expect(try large.adding(Money(minorUnits: -5, currency: .eur)).minorUnits == Int64.max - 6)
    }

    /// `Int64.min` has no negation (`negated` would give it back unchanged): a sum or difference
    /// reaching it is beyond the range, which is ±`Int64.max`.
    @Test func reachingTheOneValueWithoutANegationThrows() throws {
        let lowest = Money(minorUnits: -Int64.max, currency: .eur)
        #expect(throws: MoneyOutOfRange.self) { try lowest.adding(Money(minorUnits: -1, currency: .eur)) }
        #expect(throws: MoneyOutOfRange.self) { try lowest.subtracting(Money(minorUnits: 1, currency: .eur)) }
        #expect(try lowest.adding(Money(minorUnits: 0, currency: .eur)).negated.minorUnits == Int64.max)
    }

    @Test func aStatementOfHugeAmountsIsAnErrorAtTheRowWhereTheSumLeavesTheRange() throws {
        var page = HandBuiltPage()
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Opening balance", 40), .right("0.00", 520))
        page.line(.left("Date", 40), .left("Description", 110), .right("Paid in", 440))
        for row in 1...100 {
            page.line(.left("14/03/2025", 40), .left("ROW \(row)", 110), .right("999,999,999,999,999.99", 440))
        }
        page.line(.left("Closing balance", 40), .right("1.00", 520))
        #expect(throws: StatementParseError.self) { try StatementParser().statements(in: [page.page]) }
        let statement = StatementParser().parse(pages: [page.page])
        #expect(statement.verification.verdict == .failed)
        #expect(statement.transactions.isEmpty)
        #expect(statement.problemTexts.first?.contains("beyond the range") == true)
    }
}
