extension StatementParser {
    /// The rows as the account booked them: oldest first when the statement prints the newest
    /// first, and without a later table that starts over. Decided on the rows' dates and amounts
    /// as read (signs not yet settled by the running balance).
    /// `detailsOffTheChain`: how many undated amount lines the running balance made the row
    /// above's detail; none where a reading supposes them rows of their own (`undatedAmounts`).
    /// The kept rows stay in the drafts' own array, moved down over the dropped ones: on a long
    /// statement a second array of drafts was among the largest things held at the parse's peak.
    static func booked(
        _ drafts: consuming [RowDraft], order: DateOrder, reference: DateRange?, signs: SignRules,
        opening: BalanceFinder.AmountAt?, closing: BalanceFinder.AmountAt?,
        undatedAmounts: EntryGrouping.UndatedAmounts? = nil, detailsOffTheChain: inout Int,
        startingOver: inout StartingOver?
    ) -> [RowDraft] {
        if signs.kind == .card { sectionsMarkingTheirCredits(&drafts) }
        var rows: [RowFigures] = []
        rows.reserveCapacity(drafts.count)
        var kept = 0
        for index in drafts.indices {
            guard let row = figures(drafts[index], order: order, reference: reference, signs: signs) else {
                if kept > 0, let balance = dayEndBalance(drafts[index], after: drafts[kept - 1], order: order, reference: reference) {
                    drafts[kept - 1].amounts.append((balance, .balance))
                    rows[kept - 1].balance = signs.balance(balance)
                }
                continue
            }
            // Every draft between `kept` and `index` was dropped: the swap keeps the rows in order.
            if kept != index { drafts.swapAt(kept, index) }
            kept += 1
            rows.append(row)
        }
        drafts.removeSubrange(kept...)
        if isNewestFirst(rows) {
            drafts.reverse()
            rows.reverse()
        }
        bookingOrderWithinDays(&rows, &drafts)
        if undatedAmounts != .rows { detailsOffTheChain = detailAmountsOffTheChain(&rows, &drafts) }
        if let end = endBeforeStartingOver(rows, tables: drafts.map(\.table), opening: opening?.minorUnits, closing: closing?.minorUnits) {
            let first = drafts[end].reading.line
            startingOver = StartingOver(page: first.page, line: first.number, rows: drafts.count - end)
            drafts.removeSubrange(end...)
        }
        return drafts
    }

    /// "Payments and financing": on a card a minus or CR marks a credit, and a section that
    /// marks its credits so ("Payment  −813.18") prints its charges bare ("Revolving interest
    /// 5.12") — the bare ones are charges whatever the heading says. Only a section whose
    /// amounts are all bare takes its sign from its heading.
    static func sectionsMarkingTheirCredits(_ drafts: inout [RowDraft]) {
        var start = drafts.startIndex
        while start < drafts.endIndex {
            var end = start + 1
            while end < drafts.endIndex, drafts[end].section == drafts[start].section, drafts[end].table == drafts[start].table { end += 1 }
            defer { start = end }
            guard drafts[start].section?.direction(kind: .card) != nil else { continue }
            var bare = false, marked = false
            for draft in drafts[start..<end] {
                for (token, role) in draft.amounts where role == .amount {
                    if token.mark == .none { bare = true } else if token.mark != .debit { marked = true }
                }
            }
            if bare && marked {
                for index in start..<end { drafts[index].section = nil }
            }
        }
    }

    /// "02/06  SALDO DO DIA  683,55" under the day's last row: a dated line printing a balance and
    /// nothing else is the running balance after the row above, when that row, of the same day
    /// and table, prints none of its own. The verifier then checks it like any running balance.
    static func dayEndBalance(_ draft: RowDraft, after row: RowDraft, order: DateOrder, reference: DateRange?) -> AmountToken? {
        guard draft.amounts.count == 1, let (token, role) = draft.amounts.first, role == .balance, draft.table == row.table,
            !row.amounts.contains(where: { $0.1 == .balance }),
            let date = draft.date?.rowDate(order: order, near: reference), date == row.date?.rowDate(order: order, near: reference)
        else { return nil }
        return token
    }

    /// The row's date, amount and balance, without its description: what the order and the
    /// balance chain need, at a fraction of the cost of a whole `transaction`, which is made from them.
    static func figures(_ draft: RowDraft, order: DateOrder, reference: DateRange?, signs: SignRules) -> RowFigures? {
        guard let date = draft.date?.rowDate(order: order, near: reference) else { return nil }
        var amount: Int64?
        var balance: Int64?
        for (token, role) in draft.amounts {
            if role == .balance {
                balance = signs.balance(token)
            }
            // "0.00   1930": a debit column printing zero beside the credit; the figure that moves money is the row's.
            else if amount == nil || amount == 0 {
                amount = signs.amount(token, role: role, section: draft.section)
                // "Pagamento efetuado  1.234,56": a bill's payment printed bare, named by its words.
                if let signed = amount, signed < 0, role == .amount, token.mark == .none,
                    signs.kind == .card || signs.cardConvention(section: draft.section), AccountKindDetector.receivesPayment(draft.reading.foldedText)
                {
                    amount = -signed
                }
            }
        }
        guard let amount else { return nil }
        return RowFigures(date: date, amount: amount, balance: balance)
    }

    /// The rows left out where a later table starts over: said with the statement, as they may
    /// be another account's that no heading told apart (`AccountSections`), never dropped unsaid.
    struct StartingOver {
        var page: Int
        var line: Int
        var rows: Int

        var note: VerificationProblem {
            let count = rows == 1 ? "1 dated row" : "\(rows) dated rows"
            return VerificationProblem(
                page: page, line: line,
                message:
                    "\(count) from here on left out: the rows above already take the opening balance to the closing, "
                    + "and this table starts over, dated before them: a copy of the table, or another account's or "
                    + "product's rows, which this statement's balances do not cover")
        }
    }

    /// Where the account's rows end when a later table starts over: the rows before it already
    /// take the opening balance to the printed closing balance, while all the rows do not, and the
    /// next row sits under a header of its own, dated before the row above it. Such a table is a
    /// copy, a specimen or another document's, not more of this account's rows.
    static func endBeforeStartingOver(_ transactions: [RowFigures], tables: [Int], opening: Int64?, closing: Int64?) -> Int? {
        guard let opening, let closing, transactions.count >= 2, tables.count == transactions.count,
            tables.last != tables.first
        else { return nil }
        var running = opening
        var end: Int?
        for index in transactions.indices {
            let (sum, overflow) = running.addingReportingOverflow(transactions[index].amount)
            guard !overflow else { return nil }
            running = sum
            if end == nil, running == closing, index + 1 < transactions.count,
                tables[index + 1] > tables[index], transactions[index + 1].date < transactions[index].date
            {
                end = index + 1
            }
        }
        return running == closing ? nil : end
    }
}
