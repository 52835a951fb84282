import Categorisation
import LedgerStore
import StatementCore

/// The reading use cases that add the ledger up: where the money went, and what is paid again
/// and again. Rows marked duplicate are left out of both.
public struct ReportLedger: Sendable {
    public var ledger: LedgerAccess
    /// What day the budgets' periods are found from when the request has no `until`.
    public var budgetClock = BudgetClock.system

    public init(ledger: LedgerAccess) {
        self.ledger = ledger
    }

    public func report(_ request: ReportRequest) throws(AppError) -> MoneyReport {
        let data = try read(request)
        let builder = MoneyReportBuilder(categories: data.categories, accounts: data.accounts)
        let currencies: [CurrencyReport]
        let conversion: ReportConversion?
        do {
            let rows: [LedgerEntry]
            (rows, conversion) = try converted(data.entries, prices: request.prices, builder: builder)
            currencies = try builder.currencyReports(rows)
        } catch {
            throw .badData("the ledger's amounts add up to more than the report can hold (\(error)): narrow it with --since, --until or --account")
        }
        let accountIDs = Set(data.accounts.map(\.id))
        let statements = data.statements.filter { accountIDs.contains($0.accountID) }
        let payments = recurring(data)
        var report = MoneyReport(
            since: data.since, until: request.until, currencies: currencies,
            balances: builder.balances(statements, since: data.since, until: request.until),
            recurring: payments, conversion: conversion, upcoming: pageUpcoming(data, payments: payments, until: request.until))
        report.budgets = try BudgetLedger(ledger: ledger, clock: budgetClock).statuses(on: request.until)
        return report
    }

    public func recurring(_ request: ReportRequest) throws(AppError) -> [RecurringPayment] {
        try recurring(read(request))
    }

    struct LedgerData {
        var entries: [LedgerEntry]
        var categories: [Category]
        var accounts: [StoredAccount]
        var statements: [StoredStatement]
        /// The first day reported: --since, or the first day of the first of the last N months.
        var since: LocalDate?
    }

    func recurring(_ data: LedgerData) -> [RecurringPayment] {
        let transfers = Set(data.categories.filter { $0.kind == .transfer }.map(\.id))
        var coverage: [Int64: [ClosedRange<LocalDate>]] = [:]
        for statement in data.statements {
            guard let start = statement.periodStart, let end = statement.periodEnd, start <= end else { continue }
            coverage[statement.accountID, default: []].append(start...end)
        }
        return RecurringDetector.detect(data.entries, transferCategories: transfers, coverage: coverage)
    }

    /// The two legs of a paired transfer are one transfer between the person's accounts, whatever
    /// their own categories say: they count under a transfer category, settled, so neither is
    /// spending, income or a row waiting for review in the report, the page or `recurring`.
    static func pairedAsTransfers(_ entries: [LedgerEntry], categories: [Category]) -> [LedgerEntry] {
        let transfers = categories.filter { $0.kind == .transfer }.map(\.id)
        guard let fallback = transfers.contains("transfers") ? "transfers" : transfers.first else { return entries }
        return entries.map { entry in
            guard entry.inTransferPair else { return entry }
            var transfer = entry
            if !(entry.categoryID.map(transfers.contains) ?? false) { transfer.categoryID = fallback }
            transfer.needsReview = false
            return transfer
        }
    }

    func read(_ request: ReportRequest) throws(AppError) -> LedgerData {
        let browse = BrowseLedger(ledger: ledger)
        let filter = try browse.filter(
            TransactionFilter(since: request.since, until: request.until), accountSuffix: request.account, category: request.category)
        var data = try ledger.reading { ledger in
            LedgerData(
                entries: try ledger.entries(filter), categories: try ledger.categories(), accounts: try ledger.accounts(),
                statements: try ledger.statements(), since: request.since)
        }
        if let accountID = filter.accountID { data.accounts = data.accounts.filter { $0.id == accountID } }
        data.entries = Self.pairedAsTransfers(data.entries, categories: data.categories)
        if let months = request.months, let latest = data.entries.last?.date {
            let first = ReportMonth(request.until ?? latest).adding(months: 1 - months).firstDay
            data.entries = data.entries.filter { $0.date >= first }
            data.since = max(first, request.since ?? first)
        }
        return data
    }
}
