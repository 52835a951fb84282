import Categorisation
import LedgerStore
import StatementCore

/// The budget use cases: set one for a category, remove it, and see each budget in the period
/// that holds a day (today unless asked).
public struct BudgetLedger: Sendable {
    public var ledger: LedgerAccess
    public var clock: BudgetClock

    public init(ledger: LedgerAccess, clock: BudgetClock = .system) {
        self.ledger = ledger
        self.clock = clock
    }

    /// Sets (or replaces) the budget of the category a person names by id, name or alias.
    /// `amount` is as typed ("400", "400,50"); the currency is `currency`, else the one most of
    /// the ledger's rows are in. Only spending categories take a budget.
    public func set(
        category text: String, amount: String, cadence: BudgetCadence, from: LocalDate? = nil, currency: Currency? = nil
    ) throws(AppError) -> Budget {
        let ledger = try self.ledger.openExisting()
        do {
            let id = try ledger.resolveCategory(text)
            if let category = try ledger.categories().first(where: { $0.id == id }), category.kind != .expense {
                throw AppError.badData(
                    "'\(id)' is \(category.kind == .income ? "an income" : "a transfer") category: budgets are for spending "
                        + "(`statement-import categories` lists the expense ones)")
            }
            guard let code = try currency?.code ?? ledger.mostUsedCurrency() else {
                throw AppError.usage("the ledger has no rows yet to take a currency from: give --currency CODE")
            }
            let money = Currency(code: code)
            guard let limit = BudgetAmount.parse(amount, currency: money), limit.minorUnits > 0 else {
                throw AppError.usage(
                    "the amount takes a number above 0 in \(code), like 400, 400.50 or 400,50 "
                        + "(at most \(money.minorUnitDigits) decimals), not '\(DisplayName.of(amount))'")
            }
            let budget = Budget(
                categoryID: id, limit: limit, cadence: cadence,
                anchor: from ?? BudgetPeriod.defaultAnchor(today: clock.today(), cadence: cadence))
            try ledger.setBudget(
                StoredBudget(categoryID: id, limit: limit, cadence: cadence.rawValue, startsOn: budget.anchor))
            return budget
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "write")
        }
    }

    /// Removes the budget of the category named; the category id it had, nil when there was none.
    public func remove(category text: String) throws(AppError) -> String? {
        let ledger = try self.ledger.openExisting()
        do {
            // The id as stored first: a budget on a category retired since can still go.
            if try ledger.removeBudget(categoryID: text) { return text }
            let id = try ledger.resolveCategory(text)
            return try ledger.removeBudget(categoryID: id) ? id : nil
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "write")
        }
    }

    /// Every budget in the period that holds `day` (today when nil).
    public func statuses(on day: LocalDate? = nil) throws(AppError) -> [BudgetStatus] {
        let today = day ?? clock.today()
        return try ledger.reading { ledger in try Self.statuses(in: ledger, on: today) }
    }

    /// Every budget of an open ledger in the period that holds `today`: one read of the rows
    /// those periods span.
    static func statuses(in ledger: Ledger, on today: LocalDate) throws -> [BudgetStatus] {
        let budgets = try ledger.budgets().compactMap(Self.budget)
        let periods = budgets.map { $0.period(holding: today) }
        guard let first = periods.map(\.start).min(), let last = periods.map(\.end).max() else { return [] }
        let entries = try ledger.entries(TransactionFilter(since: first, until: last))
        do {
            return try BudgetCalculator(categories: try ledger.categories()).statuses(budgets, entries: entries, today: today)
        } catch {
            throw AppError.badData("the rows of a budget's period add up to more than can be held (\(error))")
        }
    }

    /// A stored budget as the use cases know it; nil for a cadence this version does not know.
    static func budget(_ stored: StoredBudget) -> Budget? {
        guard let cadence = BudgetCadence(rawValue: stored.cadence) else { return nil }
        return Budget(categoryID: stored.categoryID, limit: stored.limit, cadence: cadence, anchor: stored.startsOn)
    }
}
