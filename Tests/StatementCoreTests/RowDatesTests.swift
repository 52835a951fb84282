import Testing

@testable import StatementCore

/// The date guards read the rows alone: drawn rows, each shape printed the two ways a bank and a
/// damaged copy print it.
@Suite struct RowDatesTests {
    /// Eight rows printing a booking and a value date, and one row printing a single date with
    /// `rawText` as its line reads.
    private func rows(lone rawText: String) -> [Transaction] {
        var rows = (1...8).map { day in
            Transaction(
                date: LocalDate(year: 2025, month: 3, day: day * 2)!, valueDate: LocalDate(year: 2025, month: 3, day: day * 2 - 1),
                description: "CARD PURCHASE \(day)", amount: Money(minorUnits: -1_000, currency: .eur), page: 1, line: day)
        }
        rows.append(
            Transaction(
                date: LocalDate(year: 2025, month: 3, day: 20)!, description: "Credit", rawText: rawText,
                amount: Money(minorUnits: 5_000, currency: .eur), page: 1, line: 9))
        return rows
    }

    @Test func aRowWhoseOtherDateCellIsMarkedEmptyLostNothing() {
        for raw in ["20.03.2025 - Credit - 50,00", "20 Mar 2025 \u{2013} Credit 50.00", "20/03/2025 -- Credit 50.00"] {
            #expect(RowDates.problems(rows(lone: raw)) { _ in true }.isEmpty, "\(raw)")
        }
    }

    @Test func aRowWithOnlyBlankSpaceWhereItsOtherDateStoodMayHaveLostIt() {
        for raw in ["20.03.2025 Credit 50,00", "20 Mar 2025 Credit 50.00"] {
            #expect(RowDates.problems(rows(lone: raw)) { _ in true }.contains { $0.message.contains("prints one date") }, "\(raw)")
        }
    }

    /// The check asks for exactly one row without a second date: with two, one of them marked
    /// empty, neither is named (the marked one is not left out of the count).
    @Test func twoRowsPrintingOneDateNameNeitherWhenOneIsMarkedEmpty() {
        var rows = rows(lone: "20.03.2025 Credit 50,00")
        rows.append(
            Transaction(
                date: LocalDate(year: 2025, month: 3, day: 21)!, description: "Credit", rawText: "21.03.2025 - Credit - 10,00",
                amount: Money(minorUnits: 1_000, currency: .eur), page: 1, line: 10))
        #expect(!RowDates.problems(rows) { _ in true }.contains { $0.message.contains("prints one date") })
    }
}
