import Foundation
import StatementCore
import Testing
@testable import LedgerStore

/// `budgets`: one per category, replaced when set again, removed with an event; the schema
/// refuses a limit of 0, an unknown cadence and a category the ledger does not have.
@Suite struct LedgerBudgetsTests {
    static func food(_ minor: Int64, _ cadence: String = "month") -> StoredBudget {
        StoredBudget(
            categoryID: "food", limit: Money(minorUnits: minor, currency: .eur), cadence: cadence,
            startsOn: LocalDate(year: 2024, month: 1, day: 31) ?? LocalDate(dayNumber: 0))
    }

    @Test(arguments: testedBackends) func aBudgetIsSetReplacedAndRemoved(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        #expect(try ledger.budgets().isEmpty)
        try ledger.setBudget(Self.food(40_000))
        try ledger.setBudget(Self.food(45_050, "week"))
        #expect(try ledger.budgets() == [Self.food(45_050, "week")])
        #expect(throws: (any Error).self) { try ledger.setBudget(Self.food(0)) }
        #expect(throws: (any Error).self) { try ledger.setBudget(Self.food(100, "daily")) }
        var unknown = Self.food(100)
        unknown.categoryID = "no-such-category"
        #expect(throws: (any Error).self) { try ledger.setBudget(unknown) }
        #expect(try ledger.removeBudget(categoryID: "food"))
        #expect(try !ledger.removeBudget(categoryID: "food"))
        #expect(try ledger.budgets().isEmpty)
        #expect(try ledger.database.scalarInt("SELECT COUNT(*) FROM ledger_events WHERE action LIKE 'budget %'") == 3)
        #expect(try ledger.mostUsedCurrency() == nil)
    }

    @Test func anOlderLedgerGainsTheTableOnOpening() throws {
        let directory = try TemporaryDirectory()
        do {
            let ledger = try Ledger(path: directory.ledgerPath)
            try ledger.database.execute("DROP TABLE budgets")
            try ledger.database.execute(LedgerForeignAmountsTests.undoForeignAmounts)
            // Later steps go too, so they run again after this one.
            try ledger.database.execute("DROP TABLE unverified_acceptances")
            try ledger.database.execute("DROP TABLE removed_sections")
            try ledger.database.execute("PRAGMA user_version = \(LedgerSchema.migrations.firstIndex(of: LedgerSchema.versionBudgets) ?? 0)")
        }
        let ledger = try Ledger(path: directory.ledgerPath)
        #expect(try ledger.storedSchemaVersion() == Ledger.schemaVersion)
        #expect(try ledger.budgets().isEmpty)
    }
}
