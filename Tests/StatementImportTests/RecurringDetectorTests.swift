import LedgerStore
import StatementCore
import Testing
@testable import StatementImport

/// Recurring payments from made-up rows: intervals, usual amounts, changes and missed payments.
@Suite struct RecurringDetectorTests {
    static func day(_ iso: String) -> LocalDate { LocalDate(iso: iso) ?? LocalDate(dayNumber: 0) }

    static func entry(
        _ iso: String, _ text: String, _ minor: Int64, account: Int64 = 1, currency: Currency = .gbp,
        category: String? = "bills"
    ) -> LedgerEntry {
        LedgerEntry(
            date: day(iso), accountID: account, amount: Money(minorUnits: minor, currency: currency), categoryID: category,
            description: text, payee: nil)
    }

    static let wholeYear: [Int64: [ClosedRange<LocalDate>]] = [
        1: [day("2025-01-01")...day("2025-12-31")],
        2: [day("2025-01-01")...day("2025-12-31")],
    ]

    @Test func aPriceRiseIsFlaggedWithTheOldAmountAndWhenItLastApplied() throws {
        let rows = (1...5).map { Self.entry("2025-0\($0)-14", "CARD PAYMENT TO STREAMFLIX 0042", $0 <= 3 ? -999 : -1_299) }
        let found = RecurringDetector.detect(rows, transferCategories: [], coverage: [1: [Self.day("2025-01-01")...Self.day("2025-05-31")]])
        let payment = try #require(found.first)
        #expect(found.count == 1)
        #expect(payment.merchant == "STREAMFLIX" && payment.interval == .monthly)
        #expect(payment.usualAmount == Money(minorUnits: 1_299, currency: .gbp))
        #expect(
            payment.amountChange == RecurringPayment.AmountChange(previous: Money(minorUnits: 999, currency: .gbp), until: Self.day("2025-03-14")))
        #expect(payment.nextExpected == Self.day("2025-06-14") && payment.missed.isEmpty)
    }

    @Test func aMissingMonthAndAStoppedPaymentAreMissedOnlyWhereStatementsCoverThem() throws {
        let rows = ["2025-01-31", "2025-02-28", "2025-04-30", "2025-05-31"].map { Self.entry($0, "DD GYMCO LTD", -2_500) }
        let payment = try #require(RecurringDetector.detect(rows, transferCategories: [], coverage: Self.wholeYear).first)
        // The 31st falls on the last day of shorter months.
        #expect(payment.missed == [Self.day("2025-03-31"), Self.day("2025-06-30")])
        #expect(payment.nextExpected == Self.day("2025-06-30"))
        let uncovered = try #require(
            RecurringDetector.detect(
                rows, transferCategories: [],
                coverage: [
                    1: [
                        Self.day("2025-01-01")...Self.day("2025-02-28"),
                        Self.day("2025-04-01")...Self.day("2025-05-31"),
                    ]
                ]
            ).first)
        #expect(uncovered.missed.isEmpty)
    }

    @Test func weeklyQuarterlyAndAcrossAccounts() throws {
        var rows = (0..<6).map {
            Self.entry(
                LocalDate(dayNumber: Self.day("2025-03-07").dayNumber + 7 * $0).iso, "RIVERFORD ORGANIC", -2_250,
                account: $0 % 2 == 0 ? 1 : 2, category: "food")
        }
        rows += ["2025-01-02", "2025-04-02", "2025-07-03", "2025-10-01"].map { Self.entry($0, "DIRECT DEBIT TO THAMES WATER", -11_550) }
        let found = RecurringDetector.detect(rows.sorted { $0.date < $1.date }, transferCategories: [], coverage: [:])
        let box = try #require(found.first { $0.merchant == "RIVERFORD ORGANIC" })
        #expect(box.interval == .weekly && box.accountIDs == [1, 2] && box.payments == 6)
        #expect(found.first { $0.merchant == "THAMES WATER" }?.interval == .quarterly)
    }

    /// A monthly payment on one account is not hidden by another account paying the same merchant
    /// on one of its days: merged, the two read as no interval at all.
    @Test func anotherAccountPayingTheSameMerchantOnTheSameDayHidesNothing() throws {
        let months: [Int64: [ClosedRange<LocalDate>]] = [
            1: [Self.day("2025-01-01")...Self.day("2025-05-31")], 2: [Self.day("2025-01-01")...Self.day("2025-05-31")],
        ]
        var rows = (1...5).map { Self.entry("2025-0\($0)-14", "NETFLIX.COM", -1_099) }
        rows.append(Self.entry("2025-03-14", "NETFLIX.COM", -499, account: 2))
        let found = RecurringDetector.detect(rows.sorted { $0.date < $1.date }, transferCategories: [], coverage: months)
        let netflix = try #require(found.first, "\(found)")
        #expect(found.count == 1)
        #expect(netflix.interval == .monthly && netflix.accountIDs == [1] && netflix.payments == 5)
        #expect(netflix.usualAmount == Money(minorUnits: 1_099, currency: .gbp) && netflix.missed.isEmpty)
        // Two accounts each paying monthly are two payments.
        rows += (1...5).map { Self.entry("2025-0\($0)-14", "NETFLIX.COM", -499, account: 2) }.filter { $0.date != Self.day("2025-03-14") }
        let both = RecurringDetector.detect(rows.sorted { $0.date < $1.date }, transferCategories: [], coverage: months)
        #expect(both.map(\.accountIDs).sorted { $0[0] < $1[0] } == [[1], [2]], "\(both)")
    }

    @Test func irregularShoppingIncomeTransfersAndOtherCurrenciesAreKeptApart() {
        let rows =
            [
                Self.entry("2025-01-04", "TESCO STORES 2041", -1_200, category: "food"),
                Self.entry("2025-01-19", "TESCO STORES 2041", -8_500, category: "food"),
                Self.entry("2025-02-27", "TESCO STORES 2041", -3_100, category: "food"),
                Self.entry("2025-03-03", "TESCO STORES 2041", -4_000, category: "food"),
                Self.entry("2025-01-25", "SALARY CONTOSO", 250_000, category: "salary"),
                Self.entry("2025-02-25", "SALARY CONTOSO", 250_000, category: "salary"),
                Self.entry("2025-03-25", "SALARY CONTOSO", 250_000, category: "salary"),
            ] + (1...3).map { Self.entry("2025-0\($0)-20", "TRANSFER TO SAVINGS", -20_000, category: "transfers") }
            // The same merchant in two currencies, once a month each: two months of each is too few.
            + (1...2).map { Self.entry("2025-0\($0)-10", "CLOUDSTORE", -299, currency: .eur) }
            + [Self.entry("2025-03-10", "CLOUDSTORE", -299, currency: .usd)]
        #expect(RecurringDetector.detect(rows, transferCategories: ["transfers"], coverage: Self.wholeYear).isEmpty)
    }

    @Test func amountsFarApartAreNotOnePayment() {
        let rows = [Self.entry("2025-01-10", "ACME", -1_000), Self.entry("2025-02-10", "ACME", -1_000), Self.entry("2025-03-10", "ACME", -1_600)]
        #expect(RecurringDetector.detect(rows, transferCategories: [], coverage: [:]).isEmpty)
        #expect(!RecurringDetector.amountsAreClose([Int64.min + 1, -1]))
    }

    @Test func intervalsAdvanceByCalendar() {
        #expect(PaymentInterval.monthly.advance(Self.day("2025-01-31")) == Self.day("2025-02-28"))
        #expect(PaymentInterval.quarterly.advance(Self.day("2025-11-30")) == Self.day("2026-02-28"))
        #expect(PaymentInterval.yearly.advance(Self.day("2024-02-29")) == Self.day("2025-02-28"))
        #expect(PaymentInterval.weekly.advance(Self.day("2025-12-29")) == Self.day("2026-01-05"))
        #expect(PaymentInterval.monthly.intervals(in: 61) == 2 && PaymentInterval.monthly.intervals(in: 45) == nil)
    }
}
