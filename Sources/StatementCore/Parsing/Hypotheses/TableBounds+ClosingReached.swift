/// A table that runs on past the account's last row: a second list printed under it with a
/// date and money on each line (the fund trades or card instalments beside the account, a
/// foreign-currency pocket) but no running balance of the account. The arithmetic finds where
/// the account's own rows end, whatever the next list's header says, or when it prints none.
extension TableBounds {
    /// The last row whose printed running balance is the printed closing balance, when every
    /// row after it prints a balance that does not follow from the one before it: the rows
    /// after it are no steps of this account's balance. Nil when no such row stands, or when a
    /// later row continues a running balance (the balance reached the closing only in passing).
    static func closingReached(rows: [Transaction], closing: BalanceFinder.AmountAt?) -> (page: Int, line: Int)? {
        guard let closing, let last = rows.lastIndex(where: { $0.balance?.minorUnits == closing.minorUnits }),
            last + 1 < rows.count
        else { return nil }
        let tail = rows[(last + 1)...]
        guard tail.contains(where: { $0.balance != nil }) else { return nil }
        var previous = closing.minorUnits
        for row in tail {
            guard let balance = row.balance?.minorUnits else { continue }
            let (sum, overflow) = previous.addingReportingOverflow(row.amount.minorUnits)
            let (difference, under) = previous.subtractingReportingOverflow(row.amount.minorUnits)
            // Either sign: a list read with the other convention still steps by its amounts.
            if (!overflow && sum == balance) || (!under && difference == balance) { return nil }
            previous = balance
        }
        return (rows[last].page, rows[last].line)
    }
}
