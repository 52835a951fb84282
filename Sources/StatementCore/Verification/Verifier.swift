import Toolbox

/// Proves a statement against the figures it prints about itself: each printed running balance
/// follows from the one before, opening + Σ amounts = the printed closing, and printed totals
/// and counts match the rows. After a break it resyncs on the printed balance, so one error is
/// reported once, at the page and line where it happens. `verified` needs a figure printed apart
/// from the rows to agree: a running balance alone is still satisfied when the last rows are gone.
public enum Verifier {
    /// The rows against a printed opening and closing balance (both treated as labelled).
    public static func verify(opening: Money?, closing: Money?, transactions: [Transaction]) throws(StatementParseError) -> Verification {
        let place = (page: transactions.last?.page ?? 1, line: transactions.last?.line ?? 1)
        let currency = opening?.currency ?? closing?.currency ?? transactions.first?.amount.currency ?? Currency(code: "XXX")
        let evidence = VerificationEvidence(
            opening: opening.map { PrintedFigure(kind: .opening, value: $0.minorUnits, label: "opening balance", page: 1, line: 1) },
            closing: closing.map {
                PrintedFigure(kind: .closing, value: $0.minorUnits, label: "closing balance", page: place.page, line: place.line)
            },
            currency: currency)
        return try verify(evidence, transactions: transactions)
    }

    public static func verify(_ evidence: VerificationEvidence, transactions: [Transaction]) throws(StatementParseError) -> Verification {
        var ledger = VerificationTally(currency: evidence.currency)
        try ledger.checkRunningBalances(opening: evidence.opening.map(ledger.money), transactions: transactions)
        try ledger.checkClosing(evidence, transactions: transactions)
        try ledger.checkFigures(
            evidence.figures, balances: [evidence.opening, evidence.closing].compactMap(\.self), transactions: transactions)
        try ledger.checkDailyBalances(evidence.dailyBalances, opening: evidence.opening, transactions: transactions)
        return ledger.verification(hasRows: !transactions.isEmpty)
    }

    /// Whether the next printed balance after row `index` is `start` plus the amounts up to it.
    static func nextBalance(after index: Int, in transactions: [Transaction], follows start: Money) throws(StatementParseError) -> Bool {
        var running = start
        for row in transactions[(index + 1)...] {
            running = try VerificationTally.add(running, row.amount, at: row)
            if let printed = row.balance { return printed == running }
        }
        return false
    }

    /// Whether `printed` is `before` plus the next row's amount, where that differs from row
    /// `index`'s own: the two rows' amounts read swapped (a damaged file), not a misprinted balance.
    static func followsFromTheNextAmount(
        _ printed: Money, before: Money, after index: Int, in transactions: [Transaction]
    ) throws(StatementParseError) -> Bool {
        let next = index + 1
        guard next < transactions.count, transactions[next].amount != transactions[index].amount else { return false }
        return try VerificationTally.add(before, transactions[next].amount, at: transactions[next]) == printed
    }

    /// "Wrong, somewhere" helps nobody: name the row whose sign or presence would explain the gap.
    static func totalsProblem(
        opening: Money, total: Money, sum: Money, closing: PrintedFigure, closingMoney: Money,
        transactions: [Transaction], columns: [[Int]] = []
    ) throws(StatementParseError) -> VerificationProblem {
        let difference = try VerificationTally.subtract(closingMoney, sum, at: transactions.last)
        var message =
            "opening \(opening.groupedString) + \(Counted(transactions.count, "row")) totalling \(total.groupedString) = \(sum.groupedString), but the printed closing balance \(closing) is \(closingMoney.groupedString) (off by \(difference.groupedString))"
        if let flipped = transactions.first(where: {
            $0.amount.minorUnits != 0 && $0.amount.minorUnits.magnitude < UInt64(Int64.max / 2)
                && -2 * $0.amount.minorUnits == difference.minorUnits
        }) {
            message += "; the row on page \(flipped.page), line \(flipped.line) (\(flipped.amount.groupedString)) would fit with the opposite sign"
            return VerificationProblem(page: flipped.page, line: flipped.line, message: message)
        }
        // Twice one money column's sum: its rows read with the other column's sign, the columns swapped.
        if let swapped = try swappedColumn(columns, in: transactions, difference: difference) {
            message +=
                "; the \(Counted(swapped.rows, "row")) of one money column (totalling \(swapped.total.groupedString), the first on page "
                + "\(swapped.first.page), line \(swapped.first.line)) would fit with the opposite sign: its money in and money out may be read swapped"
            return VerificationProblem(page: closing.page, line: closing.line, message: message)
        }
        if let extra = transactions.first(where: { $0.amount.minorUnits == -difference.minorUnits }) {
            message += "; the row on page \(extra.page), line \(extra.line) (\(extra.amount.groupedString)) may not belong to this statement"
            return VerificationProblem(page: extra.page, line: extra.line, message: message)
        }
        // The row that would close the gap is the gap itself: money in where the closing is higher.
        message += "; a row may be missing (one of \(difference.groupedString)?)"
        return VerificationProblem(page: closing.page, line: closing.line, message: message)
    }

    /// The column, of two or more, whose rows sum to half the gap with the opposite sign.
    static func swappedColumn(
        _ columns: [[Int]], in transactions: [Transaction], difference: Money
    ) throws(StatementParseError) -> (rows: Int, total: Money, first: Transaction)? {
        guard columns.count >= 2 else { return nil }
        for rows in columns where !rows.isEmpty && rows.allSatisfy(transactions.indices.contains) {
            var total = Money(minorUnits: 0, currency: difference.currency)
            for row in rows { total = try VerificationTally.add(total, transactions[row].amount, at: transactions[row]) }
            let (twice, overflow) = total.minorUnits.multipliedReportingOverflow(by: -2)
            if !overflow, total.minorUnits != 0, twice == difference.minorUnits { return (rows.count, total, transactions[rows[0]]) }
        }
        return nil
    }
}
