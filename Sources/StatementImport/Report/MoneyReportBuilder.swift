import Categorisation
import LedgerStore
import StatementCore

/// Adds the ledger's rows up into the report: per currency, month by month, per category. Pure.
public struct MoneyReportBuilder: Sendable {
    public var categories: [Category]
    public var accounts: [StoredAccount]
    /// How many merchants the report names per currency.
    public var merchantCount = 10

    public init(categories: [Category], accounts: [StoredAccount]) {
        self.categories = categories
        self.accounts = accounts
    }

    var transferCategories: Set<String> { Set(categories.filter { $0.kind == .transfer }.map(\.id)) }

    /// One report per currency, the most active first: the currency a person lives in opens the
    /// report, not the one a single trip abroad left a few rows in.
    public func currencyReports(_ entries: [LedgerEntry]) throws(MoneyOutOfRange) -> [CurrencyReport] {
        let byCurrency = Dictionary(grouping: entries, by: \.amount.currency.code)
        var reports: [CurrencyReport] = []
        for code in Self.byActivity(byCurrency) {
            guard let rows = byCurrency[code], let first = rows.map(\.date).min(), let last = rows.map(\.date).max() else { continue }
            reports.append(try currencyReport(rows, months: ReportMonth.range(ReportMonth(first), ReportMonth(last))))
        }
        return reports
    }

    /// Currency codes by how many rows each holds, most first; a tie by the months they span,
    /// then by code. Amounts of two currencies are never compared.
    static func byActivity(_ byCurrency: [String: [LedgerEntry]]) -> [String] {
        func months(_ rows: [LedgerEntry]) -> Int { Set(rows.map { ReportMonth($0.date) }).count }
        return byCurrency.keys.sorted { left, right in
            let leftRows = byCurrency[left] ?? [], rightRows = byCurrency[right] ?? []
            if leftRows.count != rightRows.count { return leftRows.count > rightRows.count }
            let leftMonths = months(leftRows), rightMonths = months(rightRows)
            if leftMonths != rightMonths { return leftMonths > rightMonths }
            return left < right
        }
    }

    func currencyReport(_ rows: [LedgerEntry], months: [ReportMonth]) throws(MoneyOutOfRange) -> CurrencyReport {
        let currency = rows[0].amount.currency
        let column = Dictionary(uniqueKeysWithValues: months.enumerated().map { ($1, $0) })
        let kinds = Dictionary(categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var lines: [String: CategoryLine] = [:]
        for row in rows {
            // A guess below the confidence threshold is no category yet: the row counts under
            // "needs review" until a person settles it, never as the guess (rent as refunds).
            let settled = row.needsReview ? nil : row.categoryID
            let key = settled ?? ""
            var line =
                lines[key]
                ?? CategoryLine(
                    categoryID: settled, name: settled.map { kinds[$0]?.name() ?? $0 } ?? CategoryLine.needsReviewName,
                    kind: settled.map { ReportCategoryKind(kinds[$0]?.kind ?? .expense) } ?? .uncategorised,
                    months: Array(repeating: MoneyFigures(currency: currency), count: months.count), total: MoneyFigures(currency: currency))
            guard let index = column[ReportMonth(row.date)] else { continue }
            try line.months[index].add(row.amount)
            try line.total.add(row.amount)
            lines[key] = line
        }
        let ordered = lines.values.sorted(by: Self.reportOrder)
        let spending = ordered.filter { $0.kind != .transfer }, transfers = ordered.filter { $0.kind == .transfer }
        let (totals, total) = try Self.sum(spending, months: months.count, currency: currency)
        let (transferTotals, transferTotal) = try Self.sum(transfers, months: months.count, currency: currency)
        return CurrencyReport(
            currency: currency, months: months, categories: spending, transfers: transfers, totals: totals,
            total: total, transferTotals: transferTotals, transferTotal: transferTotal,
            topMerchants: try topMerchants(rows))
    }

    /// Expenses, the largest first, then income, then what has no category yet.
    static func reportOrder(_ lhs: CategoryLine, _ rhs: CategoryLine) -> Bool {
        let rank: [ReportCategoryKind: Int] = [.expense: 0, .income: 1, .uncategorised: 2, .transfer: 3]
        let left = rank[lhs.kind] ?? 4, right = rank[rhs.kind] ?? 4
        if left != right { return left < right }
        let leftSize = lhs.kind == .income ? lhs.total.moneyIn : lhs.total.moneyOut
        let rightSize = rhs.kind == .income ? rhs.total.moneyIn : rhs.total.moneyOut
        if leftSize != rightSize { return leftSize > rightSize }
        return lhs.label < rhs.label
    }

    static func sum(
        _ lines: [CategoryLine], months: Int, currency: Currency
    ) throws(MoneyOutOfRange)
        -> (months: [MoneyFigures], total: MoneyFigures)
    {
        var totals = Array(repeating: MoneyFigures(currency: currency), count: months)
        var total = MoneyFigures(currency: currency)
        for line in lines {
            for index in 0..<months { try totals[index].add(line.months[index]) }
            try total.add(line.total)
        }
        return (totals, total)
    }

    func topMerchants(_ rows: [LedgerEntry]) throws(MoneyOutOfRange) -> [MerchantTotal] {
        let transfers = transferCategories
        var merchants: [String: MerchantTotal] = [:]
        for row in rows where row.amount.minorUnits < 0 {
            if let category = row.categoryID, transfers.contains(category) { continue }
            let name = ReportMerchant.name(row)
            var merchant = merchants[name] ?? MerchantTotal(merchant: name, moneyOut: .zero(row.amount.currency), payments: 0)
            merchant.moneyOut = try merchant.moneyOut.subtracting(row.amount)
            merchant.payments += 1
            merchants[name] = merchant
        }
        return Array(merchants.values.sorted { ($1.moneyOut, $0.merchant) < ($0.moneyOut, $1.merchant) }.prefix(merchantCount))
    }

    /// Each account's balance from its statements' opening and closing balances; a statement
    /// that does not start the day after the previous one ended starts a new segment.
    public func balances(_ statements: [StoredStatement], since: LocalDate?, until: LocalDate?) -> [BalanceHistory] {
        let byAccount = Dictionary(grouping: statements, by: \.accountID)
        let labels = StoredAccount.distinctLabels(accounts)
        return accounts.compactMap { account in
            let ordered = (byAccount[account.id] ?? []).filter { statement in
                guard let start = statement.periodStart, let end = statement.periodEnd,
                    statement.openingBalance != nil, statement.closingBalance != nil
                else { return false }
                return (since.map { end >= $0 } ?? true) && (until.map { start <= $0 } ?? true)
            }.sorted { ($0.periodStart ?? LocalDate(dayNumber: 0), $0.id) < ($1.periodStart ?? LocalDate(dayNumber: 0), $1.id) }
            var segments: [[BalanceHistory.Point]] = []
            var previousEnd: LocalDate?
            for statement in ordered {
                guard let start = statement.periodStart, let end = statement.periodEnd,
                    let opening = statement.openingBalance, let closing = statement.closingBalance
                else { continue }
                let follows = previousEnd.map { start <= $0.adding(days: 1) } ?? false
                if !follows || segments.isEmpty { segments.append([]) }
                segments[segments.count - 1].append(BalanceHistory.Point(date: start, balance: opening))
                segments[segments.count - 1].append(BalanceHistory.Point(date: end, balance: closing))
                previousEnd = max(previousEnd ?? end, end)
            }
            guard !segments.isEmpty else { return nil }
            return BalanceHistory(accountID: account.id, account: labels[account.id] ?? account.label, currency: account.currency, segments: segments)
        }
    }
}
