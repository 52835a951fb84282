import StatementCore
import Testing

/// A row's foreign-amount detail is kept behind a reference: the row is compared, hashed and
/// changed as when the detail was inline, and holds 8 bytes for it.
@Suite struct OutOfLineTests {
    private func row(_ foreign: ForeignAmount?) throws -> Transaction {
        Transaction(
            date: try #require(LocalDate(year: 2025, month: 3, day: 4)), description: "SHOP",
            amount: Money(minorUnits: -1_000, currency: .eur), page: 1, line: 2, foreign: foreign)
    }

    @Test func rowsWithTheSameDetailAreEqualAndHashAlike() throws {
        let detail = ForeignAmount(original: Money(minorUnits: -1_250, currency: .usd), rate: DecimalRate("1.0832"))
        let first = try row(detail)
        let second = try row(detail)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(try first != row(nil))
        #expect(try row(nil) == row(nil))
    }

    @Test func aChangedDetailReadsBackAndLeavesCopiesAlone() throws {
        let original = try row(nil)
        var changed = original
        changed.foreign = ForeignAmount(original: Money(minorUnits: -900, currency: .gbp), rate: nil)
        #expect(changed.foreign?.original.minorUnits == -900)
        #expect(original.foreign == nil)
        changed.foreign = nil
        #expect(changed == original)
    }

    @Test func theDetailTakesOneReferenceInARow() {
        #expect(MemoryLayout<OutOfLine<ForeignAmount>>.size == 8)
        #expect(MemoryLayout<Transaction>.stride <= 128)
    }
}
