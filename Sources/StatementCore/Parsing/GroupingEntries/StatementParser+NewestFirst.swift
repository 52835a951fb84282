extension StatementParser {
    /// Statements printed newest first. Where running balances are printed they decide: each
    /// row's balance follows from the row below it, not above. Else the dates do: they step back
    /// down the page at least twice and never forward (a card's payments section printed before
    /// its older purchases steps back once). The rows are then turned round, oldest first, as
    /// the balance chain and the ledger read them.
    static func isNewestFirst(_ transactions: [RowFigures]) -> Bool {
        guard transactions.count >= 2 else { return false }
        if let upwards = balancesChainUpwards(transactions) { return upwards }
        var back = 0, forward = 0
        for (upper, lower) in zip(transactions, transactions.dropFirst()) {
            if lower.date < upper.date { back += 1 } else if lower.date > upper.date { forward += 1 }
        }
        return back >= 2 && forward == 0
    }

    /// Whether more neighbouring balances differ by the upper row's amount (the chain runs up the
    /// page) than by the lower row's (it runs down); nil when the balances say neither. Magnitudes
    /// only: signs are settled later.
    private static func balancesChainUpwards(_ transactions: [RowFigures]) -> Bool? {
        var upwards = 0, downwards = 0
        for (upper, lower) in zip(transactions, transactions.dropFirst()) {
            guard let above = upper.balance, let below = lower.balance else { continue }
            let (step, overflow) = above.subtractingReportingOverflow(below)
            guard !overflow, step != 0 else { continue }
            if step.magnitude == upper.amount.magnitude { upwards += 1 }
            if step.magnitude == lower.amount.magnitude { downwards += 1 }
        }
        return upwards == downwards ? nil : upwards > downwards
    }
}

extension StatementParser {
    /// Days ascend down the page while each day's rows run newest first: a run of rows of one
    /// date whose running balances chain only read upwards is put in the order it was booked.
    /// Decided by the arithmetic alone, day by day.
    static func bookingOrderWithinDays(_ rows: inout [RowFigures], _ drafts: inout [RowDraft]) {
        var start = 0
        while start < rows.count {
            var end = start + 1
            while end < rows.count, rows[end].date == rows[start].date { end += 1 }
            if end - start >= 2, rows[start..<end].allSatisfy({ $0.balance != nil }) {
                let before = start > 0 ? rows[start - 1].balance : nil
                let run = Array(rows[start..<end])
                if !chains(run, from: before), chains(run.reversed(), from: before) {
                    rows[start..<end].reverse()
                    drafts[start..<end].reverse()
                }
            }
            start = end
        }
    }

    /// Whether each balance is the one before plus the row's amount (from `before` when known).
    private static func chains(_ run: [RowFigures], from before: Int64?) -> Bool {
        var previous = before
        for row in run {
            if let previous {
                let (sum, overflow) = previous.addingReportingOverflow(row.amount)
                guard !overflow, sum == row.balance else { return false }
            }
            previous = row.balance
        }
        return true
    }
}
