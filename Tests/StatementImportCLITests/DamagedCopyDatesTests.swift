import Foundation
import StatementPDFWriter
import Testing

/// Issue 36, item 1, through the built binary: dates damaged in a copy's bytes where no running
/// balance stands beside them (a card bill, a debit and credit column account), or where the
/// statement's own evidence is its value dates, its brought-forward line or a table that never
/// prints a day twice. Each copy is refused; the statements they are drawn from verify.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not found next to the tests or in .build/debug: run `swift build` first"))
struct DamagedCopyDatesTests {
    static let holder = ["MR SAM TESTER", "9 Nowhere Lane", "Testville", "TE1 1ST"]

    static func statement(
        _ entries: [StatementEntry], style: StatementLayoutStyle, currency: String = "EUR"
    ) -> [UInt8] {
        let description = StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Testville TE1 1ST", accountHolder: holder,
            accountNumber: style == .creditCard ? "4929 **** **** 3107" : "DE89 3704 0044 0532 0130 00", currency: currency,
            periodStart: CalendarDate(2025, 3, 1), periodEnd: CalendarDate(2025, 3, 31), openingBalance: style == .creditCard ? -20_000 : 100_000,
            entries: entries)
        return [UInt8](StatementLayoutRenderer.render(description, style: style))
    }

    /// Rows on the given days of March, each of its own amount.
    static func entries(_ days: [Int], valueShift: Int? = nil) -> [StatementEntry] {
        days.enumerated().map { index, day in
            StatementEntry(
                date: CalendarDate(2025, 3, day),
                valueDate: valueShift.map { shift in CalendarDate(2025, 3, index % 2 == 0 ? day : day + shift) },
                description: ["MADE-UP SHOP \(index + 1)"], amount: -Int64(1_000 + 137 * index))
        }
    }

    static func expectVerified(_ bytes: [UInt8], rows: Int, _ what: Comment) throws {
        let (parsed, imported) = try DamagedCopyGuardTests.parseAndImport(bytes)
        #expect(parsed.stdout.contains("verified (\(rows) transactions)"), "\(what): \(parsed.stdout)")
        #expect(imported.status == 0, "\(what): \(imported.stderr)")
    }

    /// A debit and credit column account and a card bill print no running balance: two dates
    /// swapped are the only rows against an order the table otherwise keeps.
    @Test func twoDatesSwappedInATableWithNoBalanceAreNotVerified() throws {
        let days = [2, 3, 5, 6, 9, 10, 12, 16]
        for (style, first, second) in [
            (StatementLayoutStyle.debitCreditColumns, "05.03.2025", "06.03.2025"), (.debitCreditColumns, "03.03.2025", "12.03.2025"),
            (.creditCard, "05 MAR", "09 MAR"),
        ] {
            let bytes = Self.statement(Self.entries(days), style: style, currency: style == .creditCard ? "GBP" : "EUR")
            try Self.expectVerified(bytes, rows: days.count, "\(style) undamaged")
            try DamagedCopyGuardTests.expectRefused(
                DamagedCopyGuardTests.swapping(first, second, in: bytes), saying: "exchanging their dates orders the whole table",
                "\(style): \(first) and \(second) swapped")
        }
    }

    /// Real card bills out of date order are so in many places (two cards' rows one after the
    /// other), or by a row posted late: neither is two dates exchanged.
    @Test func aCardBillOutOfOrderInManyPlacesStillVerifies() throws {
        for days in [[2, 5, 9, 12, 3, 6, 10, 14], [2, 3, 6, 7, 9, 4, 11, 13]] {
            try Self.expectVerified(Self.statement(Self.entries(days), style: .creditCard, currency: "GBP"), rows: days.count, "\(days)")
        }
    }

    /// Every other row values on or before (or on or after) its booking date: one row on the
    /// other side has had its two dates exchanged.
    @Test func aValueDateOnTheOtherSideOfItsBookingDateIsNotVerified() throws {
        for shift in [-1, 2] {
            let entries = Self.entries([3, 5, 7, 10, 12, 14, 18, 20], valueShift: shift)
            let bytes = Self.statement(entries, style: .spanishAccount)
            try Self.expectVerified(bytes, rows: entries.count, "value dates \(shift) days off")
            // The fourth row's booking and value dates, printed one after the other.
            let (booked, value) = ("10/03/2025", String(format: "%02d/03/2025", 10 + shift))
            try DamagedCopyGuardTests.expectRefused(
                DamagedCopyGuardTests.swapping(booked, value, in: bytes), saying: "on the other side of its booking date",
                "value dates \(shift) days off, one row's two dates exchanged")
        }
    }

    /// A row's booking date lost where every row prints two dates: the value date left is not
    /// taken for the booking date.
    @Test func aRowWithOneDateWhereEveryRowPrintsTwoIsNotVerified() throws {
        let entries = Self.entries([3, 5, 7, 10, 12, 14, 18, 20], valueShift: -1)
        var bytes = Self.statement(entries, style: .spanishAccount)
        // The sixth row's booking date, 14 March; its value date, 13 March, is left.
        let date = try #require(DamagedCopyGuardTests.show("14/03/2025", in: bytes))
        for index in date.lowerBound..<(date.upperBound + 3) { bytes[index] = UInt8(ascii: " ") }
        try DamagedCopyGuardTests.expectRefused(bytes, saying: "prints one date", "a booking date blanked")
    }

    /// A booking date header exchanged with another header word of its length no longer says
    /// which of a row's two dates is booked: the copy reads as the file does.
    @Test func aDateHeaderStandingOverNoDateDoesNotReorderTheRowsDates() throws {
        let entries = Self.entries([3, 5, 7, 10, 12, 14, 18, 20], valueShift: -1)
        let bytes = Self.statement(entries, style: .spanishAccount)
        let copy = try #require(DamagedCopyGuardTests.swapping("Fecha", "Saldo", in: bytes))
        let (undamaged, damaged) = (try DamagedCopyGuardTests.parseAndImport(bytes), try DamagedCopyGuardTests.parseAndImport(copy))
        let rows = { (run: ToolRun) in run.stdout.split(separator: "\n").filter { $0.hasPrefix("2025-") } }
        #expect(rows(undamaged.parse).count == entries.count, "\(undamaged.parse.stdout)")
        #expect(!damaged.parse.stdout.contains("verified (") || rows(damaged.parse) == rows(undamaged.parse), "\(damaged.parse.stdout)")
    }

    /// The balance brought forward is the balance before the first row: dated after it, its
    /// date was exchanged with the row's.
    @Test func aBroughtForwardLineDatedAfterTheRowUnderItIsNotVerified() throws {
        let bytes = try DamagedCopyGuardTests.currentAccount()
        try DamagedCopyGuardTests.expectRefused(
            DamagedCopyGuardTests.swapping("01 Mar 2025", "03 Mar 2025", in: bytes), saying: "after the row right under it",
            "the brought-forward line's date exchanged with the first row's")
    }

    /// A table where every row prints its own date and no day twice: a row with no date of its
    /// own lost it, in every form that prints a date per row.
    @Test func aBlankedDateWhereNoDayRepeatsIsNotVerified() throws {
        let days = [2, 3, 5, 6, 9, 10, 12, 16, 18]
        for (style, date) in [(StatementLayoutStyle.debitCreditColumns, "10.03.2025"), (.creditCard, "10 MAR"), (.ukCurrentAccount, "10 Mar 2025")] {
            var bytes = Self.statement(Self.entries(days), style: style, currency: style == .debitCreditColumns ? "EUR" : "GBP")
            try Self.expectVerified(bytes, rows: days.count, "\(style) undamaged")
            let shown = try #require(DamagedCopyGuardTests.show(date, in: bytes), "\(style)")
            for index in shown.lowerBound..<(shown.upperBound + 3) { bytes[index] = UInt8(ascii: " ") }
            try DamagedCopyGuardTests.expectRefused(bytes, saying: "no day twice", "\(style): the row of \(date) blanked")
        }
    }
}
