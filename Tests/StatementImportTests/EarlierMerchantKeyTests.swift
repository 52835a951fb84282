import Categorisation
import Foundation
@testable import LedgerStore
@testable import StatementImport
import StatementCore
import Testing
import Toolbox

/// Ledgers learned merchants under keys that kept the payment-channel words ("PAG ZORBLAXCAFE");
/// keys now leave them out ("ZORBLAXCAFE"). Categorising finds the earlier key and a review answer
/// undone leaves it as it was; `learned --forget` given the printed description finds it too.
@Suite struct EarlierMerchantKeyTests {
    static let description = "PAG*ZorblaxCafe"

    struct Home {
        let directory: URL
        let path: String
        let earlierKey = MerchantNormaliser.earlierKey(for: EarlierMerchantKeyTests.description)

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("EarlierMerchantKey-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            path = directory.appendingPathComponent("ledger.sqlite").path
            // A second row, so the review session still has a row after the answer and takes an undo.
            let rows = [(EarlierMerchantKeyTests.description, -380), ("ZZQ OTHER SHOP", -100)].enumerated().map { index, row in
                Transaction(
                    date: LocalDate(iso: "2025-03-02") ?? LocalDate(dayNumber: 0), description: row.0,
                    amount: Money(minorUnits: Int64(row.1), currency: .gbp), page: 1, line: 10 + index)
            }
            let statement = Statement(
                institution: "Testbank", account: "…9876", currency: .gbp,
                period: LocalDate(iso: "2025-03-01").flatMap { start in
                    LocalDate(iso: "2025-03-31").map { DateRange(start: start, end: $0) }
                },
                openingBalance: Money(minorUnits: 10_000, currency: .gbp),
                closingBalance: Money(minorUnits: 9_520, currency: .gbp), transactions: rows,
                verification: Verification(verdict: .verified, problems: []), pageCount: 1)
            let ledger = try Ledger(path: path)
            _ = try ledger.importStatements([
                StatementImportRequest(
                    statement: statement, fileName: "march.pdf",
                    fileSHA256: SHA256.hexDigest("march"), toolVersion: "test",
                    suggestions: [nil, nil])
            ])
            // As a ledger from before channel words were stripped holds it.
            try ledger.database.run(
                """
                INSERT INTO learned_merchants (merchant, category_id, agreements, disagreements, updated_at)
                VALUES (?, 'restaurants', 2, 0, '2025-01-01T00:00:00Z')
                """, [.text(earlierKey)])
        }
    }

    @Test func theKeysDiffer() {
        #expect(MerchantNormaliser.key(for: Self.description) != MerchantNormaliser.earlierKey(for: Self.description))
    }

    @Test func categorisingFindsTheEarlierKey() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(at: home.directory) }
        let categoriser = try LedgerCategoriser.load(ledger: try Ledger(path: home.path), rules: RuleSet(rules: []))
        let input = CategorisationInput(
            description: Self.description, amount: Money(minorUnits: -380, currency: .gbp),
            date: LocalDate(iso: "2025-03-02") ?? LocalDate(dayNumber: 0))
        let row = try categoriser.categorise([input])[0]
        #expect(row.suggestion.source == .learned && row.suggestion.categoryID == "restaurants")
    }

    /// An answer teaches the new key; its undo takes that back and leaves the earlier key's memory
    /// as it was, so the row is categorised as before the answer.
    @Test func reviewUndoLeavesTheEarlierKeysMemoryAsItWas() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(at: home.directory) }
        let before = try Ledger(path: home.path).learnedMerchants()
        let reviewer = try Reviewer(LedgerAccess(path: home.path))
        var session = try reviewer.session()
        for text in ["food", "u"] {
            if case .decide(let decision) = session.interpret(text) {
                session.commit(decision, snapshot: try reviewer.apply(decision))
            }
            if text == "food" {
                #expect(try Ledger(path: home.path).learnedMerchants().contains { $0.categoryID == "food" })
            }
        }
        #expect(try Ledger(path: home.path).learnedMerchants() == before)
        let row = try #require(try Ledger(path: home.path).transactions(TransactionFilter()).first { $0.description == Self.description })
        #expect(!row.locked && row.categoryID == nil)
    }

    /// A statement removed keeps a person's choice as learned memory; it outranks what the earlier
    /// key held, so the next import of the merchant gets the person's category.
    @Test func statementRemovalKeepsThePersonsChoiceOverTheEarlierKey() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(at: home.directory) }
        let reviewer = try Reviewer(LedgerAccess(path: home.path))
        var session = try reviewer.session()
        if case .decide(let decision) = session.interpret("food") { session.commit(decision, snapshot: try reviewer.apply(decision)) }
        let statement = try #require(try Ledger(path: home.path).statements().first)
        _ = try LedgerCorrections(ledger: LedgerAccess(path: home.path)).removeStatement(id: statement.id, dryRun: false)
        #expect(try Ledger(path: home.path).transactions(TransactionFilter()).isEmpty)
        let categoriser = try LedgerCategoriser.load(ledger: try Ledger(path: home.path), rules: RuleSet(rules: []))
        let input = CategorisationInput(
            description: Self.description, amount: Money(minorUnits: -380, currency: .gbp),
            date: LocalDate(iso: "2025-04-02") ?? LocalDate(dayNumber: 0))
        #expect(try categoriser.categorise([input])[0].suggestion.categoryID == "food")
    }

    @Test func learnedForgetFindsTheEarlierKeyFromThePrintedDescription() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(at: home.directory) }
        #expect(try Ledger(path: home.path).learnedMerchants().map(\.merchant) == [home.earlierKey])
        let forgotten = try BrowseLedger(ledger: LedgerAccess(path: home.path)).forget(merchant: Self.description)
        #expect(forgotten != nil)
        #expect(try Ledger(path: home.path).learnedMerchants().isEmpty)
    }
}
