import Categorisation
import Foundation
import Testing
@testable import LedgerStore
import StatementCore

@Suite struct LedgerImportTests {
    let march = [
        row("2025-03-02", "Mercadona Valencia", -4_530, line: 1),
        row("2025-03-10", "NÓMINA ACME", 250_000, line: 2),
        row("2025-03-20", "Café Central", -250, line: 3),
        row("2025-03-20", "Café Central", -250, line: 4),
        row("2025-03-25", "Renfe billete", -1_890, line: 5),
    ]

    @Test func schemaVersionAndSeededCategories() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: directory.path + "/nested/dir/ledger.sqlite")
        #expect(try ledger.storedSchemaVersion() == Ledger.schemaVersion)
        let ids = Set(try ledger.categories().map(\.id))
        #expect(ids == Taxonomy.defaultIDs)
        try ledger.addUserCategory(id: "coffee", kind: .expense, nameEnglish: "Coffee", parent: "restaurants")
        #expect(throws: LedgerError.categoryExists("coffee")) {
            try ledger.addUserCategory(id: "coffee", kind: .expense, nameEnglish: "Coffee")
        }
        #expect(try ledger.categories().first { $0.id == "coffee" }?.userDefined == true)
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.path + "/nested/dir")
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        let reopened = try Ledger(path: ledger.path)
        #expect(try reopened.categories().count == Taxonomy.defaultCategories.count + 1)
    }

    @Test(arguments: testedBackends) func reimportingTheSameFileAddsNothing(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let first = try ledger.importStatement(request(statement(march), file: "march.pdf"))
        #expect(first.status == .imported && first.inserted == 5 && first.duplicates == 0)
        let again = try ledger.importStatement(request(statement(march), file: "march.pdf"))
        #expect(again.status == .alreadyImported && again.inserted == 0)
        #expect(try count(ledger, "transactions") == 5)
        #expect(try count(ledger, "statements") == 1)
        #expect(try ledger.check().isHealthy)
    }

    @Test(arguments: testedBackends) func identicalRowsInOneStatementAreKept(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(request(statement(march), file: "march.pdf"))
        let coffees = try ledger.transactions().filter { $0.description == "Café Central" }
        #expect(coffees.count == 2)
        #expect(Set(coffees.map(\.fingerprint)).count == 2)
    }

    @Test(arguments: testedBackends) func overlappingStatementAddsOnlyNewRows(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(request(statement(march), file: "march.pdf"))
        // Printed by another layout: different case and spacing, same rows.
        let overlap = [
            row("2025-03-20", "CAFE  CENTRAL", -250), row("2025-03-20", "café central", -250),
            row("2025-03-25", "Renfe billete", -1_890), row("2025-04-02", "Farmacia", -1_200),
            row("2025-04-10", "Café Central", -250),
        ]
        let outcome = try ledger.importStatement(
            request(
                statement(
                    overlap, opening: 345_470, from: "2025-03-15",
                    to: "2025-04-15"), file: "april.pdf"))
        #expect(outcome.inserted == 2 && outcome.duplicates == 3 && outcome.lookAlikes.isEmpty)
        #expect(try count(ledger, "transactions") == 7)
        #expect(try count(ledger, "statement_rows") == 10)
        #expect(try ledger.check().isHealthy)
    }

    @Test(arguments: testedBackends) func lookAlikeIsFlaggedNotMerged(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(request(statement(march), file: "march.pdf"))
        let other = [row("2025-03-26", "RENFE VIAJEROS 0231", -1_890)]
        let outcome = try ledger.importStatement(
            request(
                statement(other, from: "2025-03-26", to: "2025-04-25"),
                file: "april.pdf"))
        #expect(outcome.inserted == 1 && outcome.lookAlikes.count == 1)
        // The one row inserted is marked twice over (no category, a look-alike): counted once.
        #expect(outcome.needsReview == 1)
        let flagged = try ledger.transactions(TransactionFilter(needsReview: true))
            .filter { $0.description == "RENFE VIAJEROS 0231" }
        #expect(flagged.count == 1)
        #expect(flagged.first?.reviewReason.contains(outcome.lookAlikes[0].otherTransactionID) == true)
        #expect(try count(ledger, "transactions") == 6)
    }

    /// Look-alikes are read once per statement: the window is still two days either side of
    /// each row, the same amount and currency, and a different description.
    @Test(arguments: testedBackends) func lookAlikesKeepTheirTwoDayWindowPerRow(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let earlier = [
            row("2025-03-10", "CAFE CENTRAL", -450), row("2025-03-20", "CAFE CENTRAL", -450, line: 2),
            row("2025-03-20", "TAXI", -1_200, line: 3),
        ]
        _ = try ledger.importStatement(request(statement(earlier), file: "march.pdf"))
        let later = [
            row("2025-03-12", "CAFE CENTRAL MADRID", -450),  // 2 days after the 10th: flagged
            row("2025-03-23", "CAFE NORTE", -450, line: 2),  // 3 days after the 20th: not
            row("2025-03-21", "cafe  central", -450, line: 3),  // same description once normalised: not
            row("2025-03-19", "TAXI MADRID", -1_201, line: 4),
        ]  // another amount: not
        let outcome = try ledger.importStatement(request(statement(later, from: "2025-03-11", to: "2025-03-25"), file: "other.pdf"))
        #expect(outcome.inserted == 4)
        #expect(outcome.lookAlikes.map(\.position) == [0])
        #expect(outcome.lookAlikes.first?.otherDate == "2025-03-10")
    }

    /// Rows go in as multi-row INSERTs: several full batches and a remainder, new rows and
    /// linked duplicates mixed, all land with their links and categorisation events.
    @Test(arguments: testedBackends) func statementsLongerThanABatchLandWhole(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        func rows(_ range: Range<Int>) -> [Transaction] {
            range.map { row(String(format: "2025-03-%02d", 1 + $0 / 4), "SHOP \($0)", Int64(-100 - $0), line: $0 + 1) }
        }
        let first = rows(0..<75)
        let categorised = first.map { _ in Suggestion(categoryID: "food", confidence: 0.9, source: .rule, explanation: "test") }
        let stored = try ledger.importStatement(request(statement(first), file: "one.pdf", suggestions: categorised))
        #expect(stored.inserted == 75)
        let second = try ledger.importStatement(request(statement(rows(40..<110), from: "2025-03-11", to: "2025-04-10"), file: "two.pdf"))
        #expect(second.inserted == 35 && second.duplicates == 35)
        #expect(try count(ledger, "transactions") == 110)
        #expect(try count(ledger, "statement_rows") == 145)
        #expect(try count(ledger, "categorisation_events") == 75)
        let report = try ledger.check()
        #expect(
            report.integrityProblems.isEmpty && report.foreignKeyProblems.isEmpty && report.fingerprintProblems.isEmpty,
            "\(report.problems)")
    }

    @Test(arguments: testedBackends) func failedVerdictIsRejectedUnlessAccepted(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let broken = statement(march, verdict: .failed)
        let rejected = try ledger.importStatement(request(broken, file: "broken.pdf"))
        guard case .rejected(let problems) = rejected.status else { Issue.record("not rejected"); return }
        #expect(problems.count == 1)
        #expect(try count(ledger, "statements") == 0 && count(ledger, "accounts") == 0)
        let accepted = try ledger.importStatement(request(broken, file: "broken.pdf"), options: ImportOptions(acceptUnverified: true))
        #expect(accepted.status == .imported && !accepted.warnings.isEmpty)
        #expect(try ledger.statements().first?.acceptedUnverified == true)
        #expect(try ledger.transactions(TransactionFilter(needsReview: false)).isEmpty)
    }

    /// A statement that prints nothing to prove its rows by may still be read wrong: it is stored
    /// only when the person accepts it, marked so, with a warning.
    @Test(arguments: testedBackends) func unverifiableIsStoredOnlyWhenAccepted(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let unverifiable = statement(march, verdict: .unverifiable)
        let refused = try ledger.importStatement(request(unverifiable, file: "u.pdf"))
        guard case .rejected = refused.status else {
            Issue.record("an unverifiable statement was stored unasked: \(refused.status)")
            return
        }
        #expect(try count(ledger, "statements") == 0 && count(ledger, "transactions") == 0)
        let outcome = try ledger.importStatement(request(unverifiable, file: "u.pdf"), options: ImportOptions(acceptUnverified: true))
        #expect(outcome.status == .imported && outcome.inserted == 5 && outcome.warnings.count == 1)
        #expect(try ledger.statements().first?.acceptedUnverified == true)
    }

    @Test func failureMidImportLeavesNothing() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: directory.ledgerPath)
        // The fourth row names a category that does not exist: its insert fails on the foreign key.
        var suggestions: [Suggestion?] = Array(
            repeating: Suggestion(
                categoryID: "food", confidence: 0.9, source: .rule,
                explanation: "rule"), count: march.count)
        suggestions[3] = Suggestion(categoryID: "no-such-category", confidence: 0.9, source: .rule, explanation: "bad")
        let error = #expect(throws: SQLiteError.self) {
            try ledger.importStatement(request(statement(march), file: "march.pdf", suggestions: suggestions))
        }
        #expect(error?.code == SQLiteError.constraintForeignKey)
        for table in ["statements", "transactions", "statement_rows", "categorisation_events", "accounts"] {
            #expect(try count(ledger, table) == 0, "\(table) kept rows")
        }
    }

    @Test(arguments: testedBackends) func dryRunWritesNothing(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        // The month's first days, then the month: they open alike and close on other days.
        _ = try ledger.importStatement(request(statement(Array(march.prefix(3)), to: "2025-03-20"), file: "part.pdf"))
        let outcome = try ledger.importStatement(request(statement(march), file: "march.pdf"), options: ImportOptions(dryRun: true))
        #expect(outcome.dryRun && outcome.status == .imported && outcome.statementID == nil)
        #expect(outcome.inserted == 2 && outcome.duplicates == 3)
        #expect(try count(ledger, "transactions") == 3 && count(ledger, "statements") == 1)
    }

    @Test(arguments: testedBackends) func categorisationIsAuditedAndLocksHold(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let suggestions: [Suggestion?] = [
            Suggestion(categoryID: "food", confidence: 0.95, source: .rule, explanation: "mercadona"),
            nil, nil, nil, nil,
        ]
        let outcome = try ledger.importStatement(request(statement(march), file: "march.pdf", suggestions: suggestions))
        let food = try ledger.transactions(TransactionFilter(categoryIDs: ["food"]))
        #expect(food.count == 1 && food[0].reviewStatus == .auto && food[0].categorySource == .rule)
        #expect(try ledger.transactions(TransactionFilter(needsReview: true)).count == 4)
        #expect(outcome.needsReview == 4)
        let id = food[0].id
        try ledger.setCategory(transactionID: id, category: "shopping", source: .user, confidence: 1, reason: "me", lock: true)
        #expect(throws: LedgerError.lockedTransaction(id)) {
            try ledger.setCategory(transactionID: id, category: "food", source: .rule, confidence: 0.9, reason: "rule")
        }
        let salary = try ledger.transactions().first { $0.amount.minorUnits > 0 }!
        try ledger.confirm(transactionID: salary.id)
        #expect(try ledger.transaction(id: salary.id)?.reviewStatus == .confirmed)
        #expect(try count(ledger, "categorisation_events") == 3)
        #expect(try ledger.transaction(id: id)?.categoryID == "shopping")
        #expect(try ledger.transactions(TransactionFilter(since: date("2025-03-10"), until: date("2025-03-20"))).count == 3)
    }

    @Test(arguments: testedBackends) func learnedMerchantsAndImportRuns(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        try ledger.upsertLearnedMerchant(LearnedMerchant(merchant: "MERCADONA", categoryID: "food", agreements: 1, disagreements: 0))
        try ledger.upsertLearnedMerchant(LearnedMerchant(merchant: "mercadona", categoryID: "food", agreements: 2, disagreements: 1))
        #expect(try ledger.learnedMerchants().map(\.agreements) == [2])
        try ledger.forgetLearnedMerchant("Mercadona")
        #expect(try ledger.learnedMerchants().isEmpty)
        let run = try ledger.beginImportRun()
        var counts = ImportRunCounts()
        counts.record(try ledger.importStatement(request(statement(march), file: "march.pdf")))
        counts.record(try ledger.importStatement(request(statement(march), file: "march.pdf")))
        try ledger.finishImportRun(id: run, counts: counts)
        #expect(try ledger.database.scalarText("SELECT status FROM import_runs WHERE id = ?", [.integer(run)]) == "succeeded")
        #expect(counts.imported == 1 && counts.skipped == 1 && counts.rowsInserted == 5)
    }
}
