import LedgerStore
import StatementCore

/// The recurring payments expected from `from` to `days` days after it, each with the balance it
/// leaves: the account's last verified closing balance, less every payment expected after that
/// closing up to and including this one (payments due between the closing and `from` count too:
/// no statement shows them yet). Only money out is expected; income is not guessed; a payment
/// missed on its last due day is not projected. Pure.
public struct UpcomingForecast: Sendable {
    public var accounts: [StoredAccount]
    public var statements: [StoredStatement]

    public init(accounts: [StoredAccount], statements: [StoredStatement]) {
        self.accounts = accounts
        self.statements = statements
    }

    /// The last verified closing of each account: its day and balance.
    public func closings() -> [Int64: (date: LocalDate, balance: Money)] {
        var closings: [Int64: (date: LocalDate, balance: Money)] = [:]
        for statement in statements where statement.verdict == .verified {
            guard let end = statement.periodEnd, let balance = statement.closingBalance else { continue }
            if let known = closings[statement.accountID], known.date >= end { continue }
            closings[statement.accountID] = (end, balance)
        }
        return closings
    }

    /// `sinceClosing`: also list the payments due between an account's closing and `from` (the
    /// page draws them, continuing the past balance's line).
    public func upcoming(_ payments: [RecurringPayment], from: LocalDate, days: Int, sinceClosing: Bool = false) -> [UpcomingPayment] {
        let end = from.adding(days: max(0, days))
        let closings = closings()
        let labels = StoredAccount.distinctLabels(accounts)
        var expected: [UpcomingPayment] = []
        // A payment that did not come when due while a statement covered the day has stopped, or
        // is late: it is not projected on.
        for payment in payments where !payment.missed.contains(payment.nextExpected) {
            // The account it was paid from most lately: the last one it moved to.
            guard let accountID = payment.accountIDs.last else { continue }
            let closing = closings[accountID]
            let after = min(closing?.date ?? from, from)
            // Bounded: a weekly payment over a few years of gap is a few hundred steps at most.
            for step in 0..<2_000 {
                let date = payment.interval.advance(payment.nextExpected, by: step)
                if date > end { break }
                guard date > after else { continue }
                expected.append(
                    UpcomingPayment(
                        date: date, merchant: payment.merchant, categoryID: payment.categoryID, interval: payment.interval,
                        amount: payment.usualAmount, accountID: accountID, account: labels[accountID] ?? "account \(accountID)",
                        balanceAfter: nil, closingDate: closing?.date))
            }
        }
        expected.sort { ($0.date, $0.accountID, $0.merchant) < ($1.date, $1.accountID, $1.merchant) }
        var balances = closings.mapValues { Optional($0.balance) }
        for index in expected.indices {
            let payment = expected[index]
            guard let balance = balances[payment.accountID] ?? nil, balance.currency == payment.amount.currency else { continue }
            // An amount beyond what money holds stops the running balance rather than trapping.
            balances[payment.accountID] = try? balance.subtracting(payment.amount)
            expected[index].balanceAfter = balances[payment.accountID] ?? nil
        }
        return sinceClosing ? expected : expected.filter { $0.date > from }
    }
}
