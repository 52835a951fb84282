/// Proves a statement against its own balances: opening + Σ amounts = closing, and each printed
/// running balance follows from the one before. After a break it resyncs on the printed balance,
/// so one error is reported once, at the page and line where it happens.
public enum Verifier {
    public static func verify(opening: Money?, closing: Money?, transactions: [Transaction]) -> Verification {
        var problems: [VerificationProblem] = []
        var checks = 0
        var running = opening
        // What the reported breaks add up to: a totals gap of exactly this much is those breaks
        // seen again, not a new problem.
        var breaks: Int64 = 0
        for (index, row) in transactions.enumerated() {
            let before = running
            running = running.map { $0 + row.amount }
            guard let printed = row.balance else { continue }
            if let expected = running, let before {
                checks += 1
                if expected != printed {
                    var message = "balance \(printed.groupedString) does not follow from \(before.groupedString) and \(row.amount.groupedString) (expected \(expected.groupedString))"
                    // A misprinted balance: the next printed balance follows from the expected one,
                    // not from this one. Carry on from the expected balance, so the one misprint is
                    // reported once instead of again at the next row.
                    if nextBalance(after: index, in: transactions, follows: expected),
                       !nextBalance(after: index, in: transactions, follows: printed) {
                        message += "; the rows after it follow from \(expected.groupedString), so the printed balance is wrong"
                        problems.append(VerificationProblem(page: row.page, line: row.line, message: message))
                        continue
                    }
                    breaks += printed.minorUnits - expected.minorUnits
                    problems.append(VerificationProblem(page: row.page, line: row.line, message: message))
                }
            }
            running = printed
        }
        if let opening, let closing {
            checks += 1
            let total = transactions.reduce(Money.zero(opening.currency)) { $0 + $1.amount }
            let sum = opening + total
            if sum != closing && (problems.isEmpty || (closing - sum).minorUnits != breaks) {
                problems.append(totalsProblem(opening: opening, total: total, closing: closing, transactions: transactions,
                                              runningMatched: problems.isEmpty && transactions.contains { $0.balance != nil }))
            }
        } else if let closing, let last = transactions.last(where: { $0.balance != nil })?.balance,
                  transactions.last?.balance != nil {
            checks += 1
            if last != closing {
                problems.append(VerificationProblem(page: transactions.last?.page, line: transactions.last?.line, message:
                    "the last balance \(last.groupedString) is not the closing balance \(closing.groupedString)"))
            }
        }
        if checks == 0 {
            return .unverifiable([VerificationProblem(page: nil, line: nil, message:
                "the statement prints no opening, closing or running balance to check the rows against")])
        }
        return Verification(verdict: problems.isEmpty ? .verified : .failed, problems: problems)
    }

    /// Whether the next printed balance after row `index` is `start` plus the amounts up to it.
    static func nextBalance(after index: Int, in transactions: [Transaction], follows start: Money) -> Bool {
        var running = start
        for row in transactions[(index + 1)...] {
            running = running + row.amount
            if let printed = row.balance { return printed == running }
        }
        return false
    }

    /// "Wrong, somewhere" helps nobody: name the row whose sign or presence would explain the gap.
    static func totalsProblem(opening: Money, total: Money, closing: Money, transactions: [Transaction],
                              runningMatched: Bool) -> VerificationProblem {
        let difference = closing - (opening + total)
        var message = "opening \(opening.groupedString) + \(transactions.count) rows totalling \(total.groupedString) = \((opening + total).groupedString), but the closing balance is \(closing.groupedString) (off by \(difference.groupedString))"
        if let flipped = transactions.first(where: { $0.amount.minorUnits != 0 && -2 * $0.amount.minorUnits == difference.minorUnits }) {
            message += "; the row on page \(flipped.page), line \(flipped.line) (\(flipped.amount.groupedString)) would fit with the opposite sign"
            return VerificationProblem(page: flipped.page, line: flipped.line, message: message)
        }
        if let extra = transactions.first(where: { $0.amount.minorUnits == -difference.minorUnits }) {
            message += "; the row on page \(extra.page), line \(extra.line) (\(extra.amount.groupedString)) may not belong to this statement"
            return VerificationProblem(page: extra.page, line: extra.line, message: message)
        }
        message += "; a row may be missing (one of \(difference.negated.groupedString)?)"
        return VerificationProblem(page: transactions.last?.page, line: transactions.last?.line, message: message)
    }
}
