import StatementCore

extension Ledger {
    /// Every budget, by category (none in a ledger from before budgets). A row the schema's checks would refuse cannot be there; a
    /// hand-edited date that is no date is skipped rather than guessed.
    public func budgets() throws -> [StoredBudget] {
        // A ledger read where it cannot be upgraded (a read-only file) may be from before budgets.
        guard try storedSchemaVersion() > LedgerSchema.migrations.firstIndex(of: LedgerSchema.versionBudgets) ?? 0 else { return [] }
        return try database.query(
            "SELECT category_id, limit_minor, currency, cadence, starts_on FROM budgets ORDER BY category_id"
        ) { row -> StoredBudget? in
            guard let startsOn = LocalDate(iso: row.text(4)) else { return nil }
            return StoredBudget(
                categoryID: row.text(0), limit: Money(minorUnits: row.int64(1), currency: Currency(code: row.text(2))),
                cadence: row.text(3), startsOn: startsOn)
        }.compactMap { $0 }
    }

    /// Sets the category's budget, replacing the one it had, with a `ledger_events` row saying so.
    public func setBudget(_ budget: StoredBudget) throws {
        try atomically {
            try database.run(
                """
                INSERT INTO budgets (category_id, limit_minor, currency, cadence, starts_on, updated_at)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (category_id) DO UPDATE SET limit_minor = excluded.limit_minor, currency = excluded.currency,
                    cadence = excluded.cadence, starts_on = excluded.starts_on, updated_at = excluded.updated_at
                """,
                [
                    .text(budget.categoryID), .integer(budget.limit.minorUnits), .text(budget.limit.currency.code),
                    .text(budget.cadence), .text(budget.startsOn.iso), .text(LedgerClock.timestamp()),
                ])
            try recordLedgerEvent(
                action: "budget set", subject: "category \(budget.categoryID)",
                detail: "\(budget.limit) every \(budget.cadence) from \(budget.startsOn.iso)")
        }
    }

    /// Removes the category's budget; false when it had none (nothing changes then).
    public func removeBudget(categoryID: String) throws -> Bool {
        try atomically {
            guard try database.scalarInt("SELECT COUNT(*) FROM budgets WHERE category_id = ?", [.text(categoryID)]) ?? 0 > 0 else {
                return false
            }
            try database.run("DELETE FROM budgets WHERE category_id = ?", [.text(categoryID)])
            try recordLedgerEvent(action: "budget removed", subject: "category \(categoryID)", detail: "")
            return true
        }
    }
}

extension Ledger {
    /// The currency most of the ledger's rows are in (a tie goes to the code first in the
    /// alphabet); nil when it has no rows.
    public func mostUsedCurrency() throws -> String? {
        try database.query(
            "SELECT currency, COUNT(*) FROM transactions WHERE duplicate = 0 GROUP BY currency ORDER BY 2 DESC, 1 LIMIT 1"
        ) { $0.text(0) }.first
    }
}
