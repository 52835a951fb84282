import Testing

@testable import StatementImport

/// A worker's answer packs its rows' columns into strings; the parent must read back exactly what
/// was packed, and nothing from a garbled column.
struct PackedColumnTests {
    @Test func numbersRoundTrip() {
        let values: [Int64?] = [0, 7, -7, 1_234_567, nil, Int64.max, Int64.min + 1, -10]
        let packed = PackedColumn.numbers(values)
        #expect(packed == values.map { $0.map { String($0) } ?? "~" }.joined(separator: " "))
        #expect(PackedColumn.numbers(packed) == values)
        #expect(PackedColumn.numbers([Int]()) == "")
        // The widest number there is, 19 digits and a sign, is written whole.
        #expect(PackedColumn.numbers([Int64.min, 9, nil]) == "\(Int64.min) 9 ~")
        #expect(PackedColumn.numbers("") == [])
    }

    @Test func textsRoundTrip() {
        let values: [String?] = ["CARD PAYMENT", nil, "", "Überweisung 12:30", "ünïcödé ~ 3:x"]
        #expect(PackedColumn.texts(PackedColumn.texts(values)) == values)
        #expect(PackedColumn.texts(["ab", nil]) == "2:ab~")
    }

    @Test func garbledColumnsReadAsNothing() {
        #expect(PackedColumn.numbers("1 x 3") == nil)
        #expect(PackedColumn.numbers("99999999999999999999") == nil)
        #expect(PackedColumn.texts("5:ab") == nil)
    }
}
