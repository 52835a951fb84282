import Foundation
import StatementCore
import Testing

@testable import LedgerStore

/// Version 9: each row's original amount and printed rate, each statement's holder, stored at
/// import on both backends and read back exactly; an older ledger gains the columns, NULL.
@Suite struct LedgerForeignAmountsTests {
    /// What a test simulating a ledger from before version 9 drops (the step adds it back).
    static let undoForeignAmounts = """
        ALTER TABLE transactions DROP COLUMN original_minor;
        ALTER TABLE transactions DROP COLUMN original_currency;
        ALTER TABLE transactions DROP COLUMN original_rate;
        ALTER TABLE statements DROP COLUMN holder_name;
        """

    @Test(arguments: testedBackends) func theOriginalAmountRateAndHolderAreStoredAsPrinted(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        var abroad = row("2025-03-04", "CAFE PARIS USD 12.50 @ 1.0832", -1_154, line: 1)
        abroad.foreign = ForeignAmount(original: Money(minorUnits: -1_250, currency: .usd), rate: DecimalRate("1.0832"))
        var unrated = row("2025-03-05", "SHOP ORIGINAL AMOUNT USD 5.00", -462, line: 2)
        unrated.foreign = ForeignAmount(original: Money(minorUnits: -500, currency: .usd))
        var printed = statement([abroad, unrated, row("2025-03-06", "BAKERY", -300, line: 3)])
        printed.holderBlock = HolderBlock(names: ["MS ALEX MORGAN"], address: ["14 Elm Grove"])
        _ = try ledger.importStatement(request(printed, file: "march.pdf"))
        let rows = try ledger.transactions().sorted { $0.date < $1.date }
        #expect(rows.map(\.foreign) == [abroad.foreign, unrated.foreign, nil])
        #expect(rows.first?.foreign?.rate?.description == "1.0832")
        #expect(try ledger.database.query("SELECT holder_name FROM statements") { $0.optionalText(0) } == ["MS ALEX MORGAN"])
        #expect(try ledger.transferAccounts().first?.holderWords == ["alex", "morgan"])
    }

    @Test func anOlderLedgerGainsTheColumnsOnOpening() throws {
        let directory = try TemporaryDirectory()
        do {
            let ledger = try Ledger(path: directory.ledgerPath)
            _ = try ledger.importStatement(request(statement([row("2025-03-06", "BAKERY", -300)]), file: "old.pdf"))
            try ledger.database.execute(Self.undoForeignAmounts)
            // Later steps go too, so they run again after this one.
            try ledger.database.execute("DROP TABLE unverified_acceptances")
            try ledger.database.execute("DROP TABLE removed_sections")
            try ledger.database.execute(
                "PRAGMA user_version = \(LedgerSchema.migrations.firstIndex(of: LedgerSchema.versionForeignAmounts) ?? 0)")
        }
        let ledger = try Ledger(path: directory.ledgerPath)
        #expect(try ledger.storedSchemaVersion() == Ledger.schemaVersion)
        #expect(try ledger.transactions().map(\.foreign) == [nil])
    }
}
