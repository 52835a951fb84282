import StatementCore
import Testing

@testable import StatementImport

/// A worker's answer packs its rows' columns into strings; the parent must read back exactly what
/// was packed, and nothing from a garbled column.
struct PackedColumnTests {
    @Test func numbersRoundTrip() {
        let values: [Int64?] = [0, 7, -7, 1_234_567, nil, Int64.max, Int64.min + 1, -10, Int64.min]
        let packed = PackedColumn.numbers(values)
        #expect(packed == values.map { $0.map { String($0) } ?? "~" }.joined(separator: " "))
        #expect(PackedColumn.numbers(packed) == values)
        #expect(PackedColumn.numbers([Int]()) == "")
        // The widest number there is, 19 digits and a sign, is written whole.
        #expect(PackedColumn.numbers([Int64.min, 9, nil]) == "\(Int64.min) 9 ~")
        #expect(PackedColumn.numbers("") == [])
    }

    /// Every Int64 is a value a column may carry (an amount, a balance): both ends come back as
    /// they went, so no statement fails its hand-off as a "garbled answer" for holding one.
    @Test func bothEndsOfInt64RoundTripThroughAStatementsHandOff() throws {
        let day = try #require(LocalDate(year: 2025, month: 3, day: 3))
        let rows = [Int64.min, Int64.max, -1].map { minorUnits in
            Transaction(
                date: day, description: "Row", amount: Money(minorUnits: minorUnits, currency: .eur),
                balance: Money(minorUnits: minorUnits, currency: .eur), page: 1, line: 1)
        }
        let statement = Statement(currency: .eur, transactions: rows)
        let restored = try #require(StatementTransfer(statement).restored)
        #expect(restored.transactions.map(\.amount.minorUnits) == [Int64.min, Int64.max, -1])
        #expect(restored.transactions.map { $0.balance?.minorUnits } == [Int64.min, Int64.max, -1])
    }

    @Test func textsRoundTrip() {
        let values: [String?] = ["CARD PAYMENT", nil, "", "Überweisung 12:30", "ünïcödé ~ 3:x"]
        #expect(PackedColumn.texts(PackedColumn.texts(values)) == values)
        #expect(PackedColumn.texts(["ab", nil]) == "2:ab~")
    }

    @Test func garbledColumnsReadAsNothing() {
        #expect(PackedColumn.numbers("1 x 3") == nil)
        #expect(PackedColumn.numbers("99999999999999999999") == nil)
        // Just beyond either end of Int64.
        #expect(PackedColumn.numbers("9223372036854775808") == nil)
        #expect(PackedColumn.numbers("-9223372036854775809") == nil)
        #expect(PackedColumn.numbers("-") == nil)
        #expect(PackedColumn.texts("5:ab") == nil)
    }
}
