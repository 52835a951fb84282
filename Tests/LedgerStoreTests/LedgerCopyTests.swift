import Categorisation
import Foundation
import Testing
@testable import LedgerStore
import StatementCore
import Toolbox

@Suite struct LedgerCopyTests {
    @Test func theCopiedTablesAreEveryTableWithEveryColumnInOrder() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: directory.ledgerPath)
        let tables = try ledger.database.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") { $0.text(0) }
        #expect(Set(tables) == Set(LedgerTable.all.map(\.name)))
        for table in LedgerTable.all {
            let columns = try ledger.database.query("SELECT name FROM pragma_table_info(?) ORDER BY cid", [.text(table.name)]) { $0.text(0) }
            #expect(columns == table.columns.map(\.name), "\(table.name)")
        }
    }

    /// A ledger with something in every table: two accounts, a person's category under a
    /// person's category, an alias, a correction, a duplicate mark, learned memory, runs, a remote's agreement, a budget, an accepted layout, a removed section.
    static func fullLedger(at location: String) throws -> Ledger {
        let ledger = try Ledger(path: location)
        try ledger.addUserCategory(id: "coffee", kind: .expense, nameEnglish: "Coffee", parent: "restaurants", aliases: ["cafe"])
        try ledger.addUserCategory(id: "espresso", kind: .expense, nameEnglish: "Espresso", parent: "coffee")
        let run = try ledger.beginImportRun()
        _ = try ledger.importStatement(
            request(
                statement([
                    row("2025-03-02", "Mercadona", -4_530), row("2025-03-03", "Bar Pepe", -320, line: 2),
                    row("2025-03-04", "Bar Pepe", -320, line: 3),
                ]), file: "m.pdf"))
        // The card's payment received pairs at import with the current account's 45.30: a transfer pair.
        var card = statement([row("2025-03-05", "Amazon", -2_999), row("2025-03-06", "Payment received", 4_530, line: 2)], opening: 0)
        card.kind = .card
        card.account = "…9876"
        _ = try ledger.importStatement(request(card, file: "card.pdf"))
        try ledger.finishImportRun(id: run, counts: ImportRunCounts())
        let bars = try ledger.transactions().filter { $0.description == "Bar Pepe" }
        try ledger.setCategory(transactionID: bars[0].id, category: "espresso", source: .user, confidence: 1, reason: "me", lock: true)
        try ledger.markDuplicate(transactionID: bars[1].id)
        // A proof as an overlapping statement of another format leaves one (here the card's, for the table's sake).
        try ledger.database.run(
            "INSERT INTO row_proofs (transaction_id, statement_id, position, page, line, matched_by, proven_at) VALUES (?, 2, 0, 1, 9, 'date_amount', ?)",
            [.text(bars[0].id), .text("2025-04-01T00:00:00Z")])
        try ledger.upsertLearnedMerchant(LearnedMerchant(merchant: "BAR PEPE", categoryID: "espresso", agreements: 2, disagreements: 1))
        try ledger.recordRemoteAgreement(
            StoredRemoteAgreement(
                serviceURL: "http://127.0.0.1:8080/v1", model: "tiny", asked: 6,
                agreed: 1, configuredBatchSize: 25, batchSize: 12))
        try ledger.setBudget(
            StoredBudget(categoryID: "coffee", limit: Money(minorUnits: 3_000, currency: .eur), cadence: "week", startsOn: date("2025-03-03")))
        // A person's acceptance of the first account's statements printing no balance.
        try ledger.database.run(
            "INSERT INTO unverified_acceptances (account_id, layout, file_name, accepted_at) VALUES (1, ?, 'm.pdf', ?)",
            [.text("current||date description amount"), .text("2025-04-01T00:00:00Z")])
        // A section of a combined file removed while the file's other section stays.
        try ledger.database.run(
            "INSERT INTO removed_sections (file_sha256, section, statement_id, file_name, removed_at) VALUES (?, 2, 7, 'combined.pdf', ?)",
            [.text(SHA256.hexDigest("combined.pdf")), .text("2025-04-02T00:00:00Z")])
        return ledger
    }

    @Test(arguments: testedBackends) func aWholeLedgerCopiesThereAndBackWithItsIdsAndAddsUp(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let source = try Self.fullLedger(at: directory.path + "/source.sqlite")
        let middle = try Ledger(path: try directory.ledgerLocation(backend))
        let there = try source.copy(to: middle)
        #expect(there.rowsPerTable.allSatisfy { $0.rows > 0 }, "\(there.rowsPerTable)")
        #expect(there.accountsBalanced == 2)
        let back = try Ledger(path: directory.path + "/back.sqlite")
        #expect(try middle.copy(to: back) == there)
        for format in [ExportFormat.csv, .json, .hledger, .beancount] {
            #expect(try back.export(format) == source.export(format), "\(format)")
        }
        #expect(try back.categoryListing() == source.categoryListing())
        #expect(try middle.check().problems == source.check().problems)
        // New rows after the copy take ids after the copied ones.
        let april = statement([row("2025-04-03", "Lidl", -700)], opening: 100_000 - 4_530 - 640, from: "2025-04-01", to: "2025-04-30")
        let outcome = try middle.importStatement(request(april, file: "april.pdf"))
        #expect(outcome.statementID == 3)
    }

    @Test(arguments: testedBackends) func aTargetThatHoldsAnythingIsRefusedAndKeptAsItWas(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let source = try Self.fullLedger(at: directory.path + "/source.sqlite")
        let target = try Ledger(path: try directory.ledgerLocation(backend))
        try target.retireCategory(id: "transport")
        #expect(throws: LedgerError.copyTargetNotEmpty(path: target.path)) { try source.copy(to: target) }
        #expect(try count(target, "statements") == 0)
        #expect(try target.categoryListing().filter(\.retired).map(\.category.id) == ["transport"])
    }
}
