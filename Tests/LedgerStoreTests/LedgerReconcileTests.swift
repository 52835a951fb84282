import Foundation
import Testing
@testable import LedgerStore
import StatementCore

/// A ledger that reconciles with the bank: statements chain, the ledger's sum meets each closing.
@Suite struct LedgerReconcileTests {
    private func month(_ rows: [Transaction], opening: Int64, _ start: String, _ end: String) -> Statement {
        var result = statement(rows, opening: opening, from: start, to: end)
        result.account = "…5678"
        return result
    }

    @Test(arguments: testedBackends) func aMissingMonthIsAGapAndAWrongOpeningADisagreement(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(
            request(month([row("2025-04-02", "Lidl", -1_000)], opening: 50_000, "2025-04-01", "2025-04-30"), file: "april.pdf"))
        _ = try ledger.importStatement(
            request(month([row("2025-06-02", "Lidl", -1_000)], opening: 40_000, "2025-06-01", "2025-06-30"), file: "june.pdf"))
        _ = try ledger.importStatement(
            request(month([row("2025-07-02", "Lidl", -1_000)], opening: 12_345, "2025-07-01", "2025-07-31"), file: "july.pdf"))
        let report = try ledger.check()
        #expect(report.gaps == ["no statement between 2025-04-30 and 2025-06-01 for …5678"])
        #expect(report.problems.count == 1 && report.problems[0].contains("opens at 123.45 EUR") && report.problems[0].contains("closed at 390.00"))
        #expect(!report.isHealthy)
    }

    /// Two accounts of one bank ending in the same four digits read alike: each finding names
    /// which one it is about by its id.
    @Test func findingsTellTwoAccountsEndingAlikeApart() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: directory.ledgerPath)
        for (number, prefix) in [("ES91 2100 0418 4502 0005 5678", "one"), ("ES12 0049 0001 5000 1111 5678", "two")] {
            for (opening, start, end) in [(50_000, "2025-04-01", "2025-04-30"), (49_000, "2025-06-01", "2025-06-30")] as [(Int64, String, String)] {
                var printed = month([row(start, "Lidl", -1_000)], opening: opening, start, end)
                printed.accountNumber = number
                _ = try ledger.importStatement(request(printed, file: "\(prefix)-\(start).pdf"))
            }
        }
        let ids = try ledger.accounts().map(\.id).sorted()
        #expect(ids.count == 2)
        let gaps = try ledger.check().gaps.sorted()
        #expect(gaps == ids.map { "no statement between 2025-04-30 and 2025-06-01 for …5678 (account \($0))" }, "\(gaps)")
    }

    @Test(arguments: testedBackends) func aLookAlikeCountedTwiceIsNamedAndMarkingItDuplicateReconciles(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        // March prints the payment one way; April's statement (overlapping the end of March)
        // prints it another way, so the ledger holds it twice.
        _ = try ledger.importStatement(
            request(month([row("2025-03-30", "AMAZON EU", -1_200)], opening: 50_000, "2025-03-01", "2025-03-31"), file: "march.pdf"))
        let april = month([row("2025-03-31", "AMZN MKTP", -1_200), row("2025-04-10", "Lidl", -800)], opening: 50_000, "2025-03-28", "2025-04-30")
        let outcome = try ledger.importStatement(request(april, file: "april.pdf"))
        #expect(outcome.lookAlikes.count == 1)
        let lookAlike = try #require(outcome.lookAlikes.first).transactionID
        let problems = try ledger.check().problems
        #expect(problems.count == 1 && problems[0].contains(lookAlike))
        #expect(!(try ledger.check().explainedByDuplicateMarks))
        try ledger.markDuplicate(transactionID: lookAlike)
        #expect(try ledger.check().isHealthy)
        #expect(try ledger.transactions(TransactionFilter(duplicates: .only)).map(\.id) == [lookAlike])
        #expect(!(try ledger.export(.csv)).contains(lookAlike))
        // Undone, it counts again.
        try ledger.markDuplicate(transactionID: lookAlike, false)
        #expect(!(try ledger.check().isHealthy))
    }

    /// A row a person marked duplicate by mistake (it has no look-alike) leaves the ledger short
    /// of the closing by its amount: re-importing the statement skips it as already imported, so
    /// the finding names the marked rows that explain the gap and how to take the mark back.
    @Test(arguments: testedBackends) func aWrongDuplicateMarkIsNamedAsTheGapsCause(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let rows = [
            row("2025-03-03", "TESCO", -5_432, line: 1), row("2025-03-07", "NETFLIX.COM", -1_099, line: 2),
            row("2025-03-09", "SPOTIFY", -1_199, line: 3), row("2025-03-12", "SALARY", 250_000, line: 4),
        ]
        _ = try ledger.importStatement(request(month(rows, opening: 50_000, "2025-03-01", "2025-03-31"), file: "march.pdf"))
        let ids = try ledger.transactions(TransactionFilter()).sorted { $0.date < $1.date }.map(\.id)
        try ledger.markDuplicate(transactionID: ids[1])
        let report = try ledger.check()
        #expect(report.problems.count == 1)
        #expect(report.problems[0].contains(ids[1]) && report.problems[0].contains("review --not-duplicate"), "\(report.problems)")
        #expect(!report.problems[0].contains(ids[2]))
        #expect(report.explainedByDuplicateMarks)
        // Two wrong marks: the gap is their sum, and both are named.
        try ledger.markDuplicate(transactionID: ids[2])
        let both = try ledger.check()
        #expect(both.problems.count == 1 && both.problems[0].contains(ids[1]) && both.problems[0].contains(ids[2]))
        try ledger.markDuplicate(transactionID: ids[1], false)
        try ledger.markDuplicate(transactionID: ids[2], false)
        #expect(try ledger.check().isHealthy)
    }

    /// Undoing a duplicate mark gives the row back the review status it had before the mark: a
    /// row filed automatically is not left `confirmed` as if a person had agreed with its category.
    @Test(arguments: testedBackends) func undoingADuplicateMarkRestoresTheReviewStatus(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let rows = [row("2025-03-07", "NETFLIX.COM", -1_099, line: 1), row("2025-03-09", "SPOTIFY", -1_199, line: 2)]
        _ = try ledger.importStatement(request(month(rows, opening: 50_000, "2025-03-01", "2025-03-31"), file: "march.pdf"))
        let ids = try ledger.transactions(TransactionFilter()).sorted { $0.date < $1.date }.map(\.id)
        try ledger.setCategory(transactionID: ids[0], category: "bills", source: .rule, confidence: 0.9, reason: "rule")
        try ledger.setCategory(
            transactionID: ids[1], category: "bills", source: .rule, confidence: 0.4, reason: "rule", belowThreshold: true)
        for id in ids {
            let before = try #require(try ledger.transaction(id: id))
            try ledger.markDuplicate(transactionID: id)
            #expect(try ledger.transaction(id: id)?.reviewStatus == .confirmed)
            try ledger.markDuplicate(transactionID: id, false)
            let after = try #require(try ledger.transaction(id: id))
            #expect(after.reviewStatus == before.reviewStatus && after.reviewStatus != .confirmed)
            #expect(!after.locked)
        }
    }

    @Test(arguments: testedBackends) func removingAStatementKeepsOverlapsAndWhatPeopleTaught(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let march = try ledger.importStatement(
            request(
                month(
                    [row("2025-03-02", "Mercadona", -4_530), row("2025-03-20", "Farmacia Sol", -900)],
                    opening: 100_000, "2025-03-01", "2025-03-31"), file: "march.pdf"))
        _ = try ledger.importStatement(
            request(
                month(
                    [row("2025-03-20", "Farmacia Sol", -900), row("2025-04-03", "Lidl", -700)],
                    opening: 96_370, "2025-03-15", "2025-04-15"), file: "april.pdf"))
        let mercadona = try #require(try ledger.transactions().first { $0.description == "Mercadona" })
        try ledger.setCategory(transactionID: mercadona.id, category: "food", source: .user, confidence: 1, reason: "person", lock: true)
        let statementID = try #require(march.statementID)
        let preview = try ledger.removeStatement(id: statementID, dryRun: true)
        let remaining = try count(ledger, "statements")
        #expect(preview.removedRows == 1 && preview.keptRows == 1 && remaining == 2)
        let removal = try ledger.removeStatement(id: statementID)
        #expect(removal.removedRows == 1 && removal.keptRows == 1 && removal.learnedMerchants == ["MERCADONA"])
        #expect(try ledger.transactions().map(\.description) == ["Farmacia Sol", "Lidl"])
        #expect(try ledger.learnedMerchants().map(\.categoryID) == ["food"])
        #expect(try ledger.database.scalarText("SELECT action FROM ledger_events") == "statement removed")
        #expect(try ledger.check().isHealthy)
        #expect(throws: LedgerError.noSuchStatement(statementID)) { try ledger.removeStatement(id: statementID) }
    }

    @Test(arguments: testedBackends) func ownCategoriesAreListedRenamedRetiredAndFoundDespiteTypos(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        try ledger.addUserCategory(id: "pets", kind: .expense, nameEnglish: "Mascotas", parent: "shopping", aliases: ["Vet", "perro"])
        #expect(try ledger.resolveCategory("vet") == "pets")
        #expect(try ledger.resolveCategory("MASCOTAS") == "pets")
        #expect(throws: LedgerError.noSuchCategory("pest", closest: "pets")) { try ledger.resolveCategory("pest") }
        try ledger.renameCategory(id: "pets", to: "Pets")
        #expect(throws: LedgerError.shippedCategory("food")) { try ledger.renameCategory(id: "food", to: "Grub") }
        let listed = try #require(try ledger.categoryListing().first { $0.category.id == "pets" })
        #expect(listed.category.name() == "Pets" && listed.aliases == ["perro", "vet"] && listed.category.parent == "shopping")
        _ = try ledger.importStatement(request(statement([row("2025-03-02", "Kiwoko", -2_000)]), file: "m.pdf"))
        let kiwoko = try #require(try ledger.transactions().first)
        try ledger.setCategory(transactionID: kiwoko.id, category: "pets", source: .user, confidence: 1, reason: "p", lock: true)
        try ledger.retireCategory(id: "pets")
        #expect(try ledger.transactions().first?.categoryID == "pets")
        #expect(throws: LedgerError.retiredCategory("pets")) { try ledger.resolveCategory("pets") }
        #expect(try ledger.categoryListing().first { $0.category.id == "pets" }?.rowCount == 1)
    }
}
