import StatementCore

extension Ledger {
    /// Openings come from each account's first statement; assertions from every verified
    /// statement, whatever `reconcile` finds: the journal states what the bank printed, and the
    /// checkers fail where the ledger disagrees. A gap `reconcile` reports becomes an explicit
    /// entry to `Equity:Unreconciled` at the next statement's opening. Everything is worked out
    /// over the whole ledger, then kept when it falls inside `since`…`until`: each account and
    /// commodity is declared on the day the whole ledger first uses it (a row, an opening, an
    /// original amount, one of the person's `prices` or a rate a statement printed), so every
    /// slice of a split export agrees on which one declares it. `transfers`: pairs are posted as
    /// one transaction each (hledger), in the slice holding their earlier leg.
    func journalPlan(
        _ context: ExportContext, filter: TransactionFilter, declarations: Bool, prices: [ExchangeRate] = [], transfers: Bool = false
    ) throws -> JournalPlan {
        var everything = filter
        everything.since = nil
        everything.until = nil
        let allRows = try journalRows(everything).rows
        let statements = try self.statements().sorted {
            ($0.periodStart?.dayNumber ?? Int.max, $0.id) < ($1.periodStart?.dayNumber ?? Int.max, $1.id)
        }
        let gaps = Dictionary(grouping: try reconcile().filter(\.isGap), by: \.statementID)
        let rowsByAccount = Dictionary(grouping: allRows, by: \.accountID)
        let firstRow = rowsByAccount.compactMapValues { $0.map(\.date).min() }
        var plan = JournalPlan()
        for (accountID, accountStatements) in Dictionary(grouping: statements.filter { $0.periodStart != nil }, by: \.accountID) {
            guard filter.accountID == nil || filter.accountID == accountID,
                let first = accountStatements.first, let opening = first.openingBalance, let start = first.periodStart
            else { continue }
            let name = context.accountName(accountID)
            let date = min(start, firstRow[accountID] ?? start)
            plan.openings.append(.init(date: date, account: name, amount: opening, statementID: first.id))
            let rows = rowsByAccount[accountID] ?? []
            // What the journal's balance starts from: the opening, then each statement a gap pads to.
            var anchor: (balance: Money, from: LocalDate?) = (opening, nil)
            for statement in accountStatements {
                // Days without rows between two downloads (each runs from its first row to its last)
                // are a gap only where the balance does not carry over: a pad with nothing to fill
                // fails bean-check.
                if let gap = gaps[statement.id]?.first, case let .gap(after, before) = gap.kind, let opening = statement.openingBalance,
                    Self.balance(anchor, rows: rows, before: before) != opening
                {
                    anchor = (opening, before)
                    plan.gaps.append(
                        .init(
                            date: before, account: name, balance: opening,
                            missingFrom: after.adding(days: 1), missingTo: before.adding(days: -1)))
                }
                guard statement.verdict == .verified, let end = statement.periodEnd, let closing = statement.closingBalance else { continue }
                plan.assertions.append(
                    .init(
                        date: end, account: name, balance: closing, statementID: statement.id,
                        fileName: statement.fileName))
            }
        }
        var firstUse: [String: LocalDate] = [:]
        var firstCommodity: [String: LocalDate] = [:]
        func use(_ account: String, _ code: String, on date: LocalDate) {
            firstUse[account] = min(firstUse[account] ?? date, date)
            firstCommodity[code] = min(firstCommodity[code] ?? date, date)
        }
        let posted = transfers ? try journalTransfers(allRows, context: context, gaps: plan.gaps) : []
        plan.transferLegs = Set(posted.flatMap { [$0.outgoing.id, $0.incoming.id] })
        for row in allRows {
            use(context.accountName(row.accountID), row.amount.currency.code, on: row.date)
            if !plan.transferLegs.contains(row.id) { use(context.categoryAccountName(row), row.amount.currency.code, on: row.date) }
        }
        for transfer in posted {
            let code = transfer.outgoing.amount.currency.code
            use(context.accountName(transfer.outgoing.accountID), code, on: transfer.date)
            use(context.accountName(transfer.incoming.accountID), code, on: transfer.date)
            if transfer.difference?.minorUnits != 0 { use(context.categoryAccountName(transfer.outgoing), code, on: transfer.date) }
        }
        for opening in plan.openings {
            use(opening.account, opening.amount.currency.code, on: opening.date)
            use(ExportContext.openingBalances, opening.amount.currency.code, on: opening.date)
        }
        // Beancount's pad sits on the first missing day, so the account it fills is open by then.
        for gap in plan.gaps { use(JournalPlan.unreconciled, gap.balance.currency.code, on: gap.missingFrom) }
        func mention(_ code: String, on date: LocalDate) { firstCommodity[code] = min(firstCommodity[code] ?? date, date) }
        for row in allRows { if let original = ForeignPosting.original(of: row) { mention(original.currency.code, on: row.date) } }
        let printed = PrintedRates.rates(of: allRows.lazy.map { ($0.foreign, $0.amount, $0.date) }, besides: prices)
        for price in prices + printed {
            mention(price.from.code, on: price.date)
            mention(price.to.code, on: price.date)
        }
        let inRange = { (date: LocalDate) in (filter.since.map { date >= $0 } ?? true) && (filter.until.map { date <= $0 } ?? true) }
        plan.openings = plan.openings.filter { inRange($0.date) }.sorted { ($0.date, $0.account) < ($1.date, $1.account) }
        plan.gaps = plan.gaps.filter { inRange($0.date) }.sorted { ($0.date, $0.account) < ($1.date, $1.account) }
        plan.transfers = posted.filter { inRange($0.date) }
        plan.assertions = plan.assertions.filter { inRange($0.date) }.sorted { ($0.date, $0.account) < ($1.date, $1.account) }
        if declarations {
            plan.accounts = firstUse.filter { inRange($0.value) }.map { ($0.key, $0.value) }.sorted { ($0.date, $0.name) < ($1.date, $1.name) }
            plan.commodities = firstCommodity.filter { inRange($0.value) }.map { ($0.key, $0.value) }.sorted {
                ($0.date, $0.code) < ($1.date, $1.code)
            }
        }
        return plan
    }

    /// What the journal holds in the account at the start of `day`: the anchor's balance and every
    /// row from its day up to `day` in its currency; nil when that cannot be worked out.
    private static func balance(
        _ anchor: (balance: Money, from: LocalDate?), rows: [StoredTransaction], before day: LocalDate
    ) -> Money? {
        let opening = anchor.balance
        var total = opening.minorUnits
        for row in rows where row.date < day && anchor.from.map({ row.date >= $0 }) ?? true && row.amount.currency == opening.currency {
            let (sum, overflow) = total.addingReportingOverflow(row.amount.minorUnits)
            if overflow { return nil }
            total = sum
        }
        return Money(minorUnits: total, currency: opening.currency)
    }
}
