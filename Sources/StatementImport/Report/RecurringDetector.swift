import LedgerStore
import StatementCore

/// Finds recurring payments: money out to one merchant, in one currency, at a regular interval,
/// with amounts close to each other. Pure: the ledger's rows in, the payments out.
public enum RecurringDetector {
    /// `transferCategories` tells which categories are transfers (a transfer to one's own savings is no
    /// merchant's payment); `coverage` holds the periods each account's statements cover: a
    /// payment is missed only on a day a statement of its account covers, never in a gap
    /// between statements or after the last one.
    public static func detect(
        _ entries: [LedgerEntry], transferCategories: Set<String>,
        coverage: [Int64: [ClosedRange<LocalDate>]]
    ) -> [RecurringPayment] {
        var groups: [String: [LedgerEntry]] = [:]
        for entry in entries where entry.amount.minorUnits < 0 && entry.amount.minorUnits != Int64.min {
            if let category = entry.categoryID, transferCategories.contains(category) { continue }
            groups[ReportMerchant.name(entry) + "\u{1F}" + entry.amount.currency.code, default: []].append(entry)
        }
        return groups.values.flatMap { group -> [RecurringPayment] in
            // Across accounts first (a subscription moved to another card stays one payment); where
            // that finds none, each account apart: another account paying the merchant on one of
            // its days must not hide a monthly payment.
            if let merged = payment(from: group.sorted { $0.date < $1.date }, coverage: coverage) { return [merged] }
            let byAccount = Dictionary(grouping: group, by: \.accountID)
            guard byAccount.count > 1 else { return [] }
            return byAccount.values.compactMap { payment(from: $0.sorted { $0.date < $1.date }, coverage: coverage) }
        }
        .sorted { ($0.currency.code, $0.merchant, $0.accountIDs.first ?? 0) < ($1.currency.code, $1.merchant, $1.accountIDs.first ?? 0) }
    }

    static func payment(from entries: [LedgerEntry], coverage: [Int64: [ClosedRange<LocalDate>]]) -> RecurringPayment? {
        guard entries.count >= 2, let first = entries.first, let last = entries.last,
            let interval = interval(of: entries), entries.count >= interval.fewestPayments,
            amountsAreClose(entries.map(\.amount.minorUnits))
        else { return nil }
        let amounts = entries.map { Money(minorUnits: 0 - $0.amount.minorUnits, currency: $0.amount.currency) }
        let change = amountChange(amounts, dates: entries.map(\.date))
        let day = usualDay(entries.map(\.date))
        let next = interval.advance(last.date, day: day)
        var accounts: [Int64] = []
        for entry in entries where !accounts.contains(entry.accountID) { accounts.append(entry.accountID) }
        let covered = accounts.flatMap { coverage[$0] ?? [] }
        // Missed when a statement covers the expected day and the days of grace after it.
        func isCovered(_ date: LocalDate) -> Bool {
            let window = date...date.adding(days: interval.grace)
            return covered.contains { $0.contains(window.lowerBound) } && covered.contains { $0.contains(window.upperBound) }
        }
        var missed: [LocalDate] = []
        for (earlier, later) in zip(entries, entries.dropFirst()) {
            let count = interval.intervals(in: earlier.date.days(until: later.date)) ?? 1
            for step in stride(from: 1, to: count, by: 1) where isCovered(interval.advance(earlier.date, by: step, day: day)) {
                missed.append(interval.advance(earlier.date, by: step, day: day))
            }
        }
        if isCovered(next) { missed.append(next) }
        return RecurringPayment(
            merchant: ReportMerchant.name(last), categoryID: last.categoryID, interval: interval,
            usualAmount: change == nil ? usual(amounts) : amounts[amounts.count - 1], payments: entries.count,
            first: first.date, last: last.date, nextExpected: next, amountChange: change, missed: missed,
            accountIDs: accounts)
    }

    /// The day of the month most payments came on (the latest of equally frequent ones): a
    /// payment due on the 31st comes on the 28th in February and is still due on the 31st.
    static func usualDay(_ dates: [LocalDate]) -> Int {
        var counts: [Int: Int] = [:]
        for date in dates { counts[date.day, default: 0] += 1 }
        var best = dates.last?.day ?? 1
        for date in dates.reversed() where (counts[date.day] ?? 0) > (counts[best] ?? 0) { best = date.day }
        return best
    }

    /// The interval every gap between two payments is a whole number of, most of them exactly one.
    static func interval(of entries: [LedgerEntry]) -> PaymentInterval? {
        let gaps = zip(entries, entries.dropFirst()).map { $0.date.days(until: $1.date) }
        for interval in PaymentInterval.allCases {
            let counts = gaps.map(interval.intervals(in:))
            guard counts.allSatisfy({ $0 != nil }) else { continue }
            let single = counts.filter { $0 == 1 }.count
            // A missed payment is flagged; a history of more than a third missed ones is no rhythm.
            if single * 3 >= gaps.count * 2 { return interval }
        }
        return nil
    }

    /// Within half as much again of each other: a price rise of 9.99 to 12.99 stays one payment,
    /// a grocer's 12 and 85 do not.
    static func amountsAreClose(_ minorUnits: [Int64]) -> Bool {
        // Money out is negative: the smallest payment is the largest number.
        guard let smallestPayment = minorUnits.max(), let largestPayment = minorUnits.min() else { return false }
        let (doubled, overflowA) = (0 - largestPayment).multipliedReportingOverflow(by: 2)
        let (tripled, overflowB) = (0 - smallestPayment).multipliedReportingOverflow(by: 3)
        return !overflowA && !overflowB && doubled <= tripled
    }

    /// The latest amount, paid since a change from another amount that had been paid at least
    /// twice running; nil when it never changed, or when every payment differs (a metered bill).
    static func amountChange(_ amounts: [Money], dates: [LocalDate]) -> RecurringPayment.AmountChange? {
        guard let latest = amounts.last else { return nil }
        var index = amounts.count - 1
        while index > 0, amounts[index - 1] == latest { index -= 1 }
        // amounts[index...] is the run at the latest amount; the run before it must be steady.
        guard index >= 2, amounts[index - 1] == amounts[index - 2] else { return nil }
        return RecurringPayment.AmountChange(previous: amounts[index - 1], until: dates[index - 1])
    }

    /// The amount paid most often (the latest of equally frequent ones); the median when no two agree.
    static func usual(_ amounts: [Money]) -> Money {
        var counts: [Money: Int] = [:]
        for amount in amounts { counts[amount, default: 0] += 1 }
        var best = amounts[amounts.count - 1]
        for amount in amounts.reversed() where (counts[amount] ?? 0) > (counts[best] ?? 0) { best = amount }
        if (counts[best] ?? 0) > 1 { return best }
        return amounts.sorted()[(amounts.count - 1) / 2]
    }
}
