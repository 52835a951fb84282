import Categorisation
import Foundation
import LedgerStore
@testable import RemoteCategoriser
import StatementCore
import Testing
@testable import StatementImport

/// Shipped aliases name their categories in `categories`, review's matcher and `--set`; a person's
/// own categories and words reach the remote categoriser's list, retired ones do not.
@Suite struct CategoryAliasesTests {
    private func withLedger(_ body: (Ledger) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("CategoryAliases-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(try Ledger(path: directory.appendingPathComponent("ledger.sqlite").path))
    }

    @Test func aShippedAliasInAnyLanguagePicksItsCategoryIgnoringCaseAndAccents() throws {
        try withLedger { ledger in
            #expect(try ledger.resolveCategory("Alimentación") == "food")
            #expect(try ledger.resolveCategory("ALIMENTACION") == "food")
            #expect(try ledger.resolveCategory("supermercado") == "food")
            #expect(try ledger.resolveCategory("Eating out") == "restaurants")
            #expect(try ledger.resolveCategory("nómina") == "salary")
            #expect(try ledger.resolveCategory("Saúde") == "health")
            // An id wins over another category's alias that spells the same.
            #expect(try ledger.resolveCategory("fees") == "fees")
            let listing = try ledger.categoryListing()
            #expect(listing.first { $0.category.id == "food" }?.aliases.contains("Supermercado") == true)
            let matcher = CategoryMatcher(listing: listing)
            #expect(try matcher.resolve("Alquiler") == "housing")
            #expect(matcher.closest(to: "Alquier") == "housing")
        }
    }

    @Test func ownCategoriesAndTheirWordsReachTheRemoteListAndRetiredOnesDoNot() throws {
        try withLedger { ledger in
            try ledger.addUserCategory(
                id: "pets", kind: .expense, nameEnglish: "Mascotas", parent: "shopping",
                aliases: ["Veterinário", "vet"])
            try ledger.addUserCategory(id: "old-club", kind: .expense, nameEnglish: "Old club")
            try ledger.retireCategory(id: "old-club")
            #expect(try ledger.resolveCategory("veterinario") == "pets")
            // A shipped alias already names its category.
            #expect(throws: LedgerError.invalidCategory("alias 'COFFEE' already names category restaurants")) {
                try ledger.addUserCategory(id: "coffee-shops", kind: .expense, nameEnglish: "Cafés", aliases: ["COFFEE"])
            }

            let list = try RemoteCategoryList.of(ledger)
            #expect(list.contains { $0.id == "pets" })
            #expect(!list.contains { $0.id == "old-club" })
            #expect(list.first { $0.id == "pets" }?.aliases.contains("vet") == true)
            #expect(list.first { $0.id == "food" }?.aliases.contains("Supermercado") == true)

            let schema = OpenAIRequest.schema(categories: list, rows: 1).compact
            #expect(schema.contains("\"pets\"") && !schema.contains("old-club"))
            #expect(OpenAIRequest.systemMessage(categories: list).contains("pets: Mascotas (also: vet, veterinario)"))
            let index = CategoryNameIndex(categories: list)
            #expect(index.categoryID(named: "VETERINÁRIO") == "pets")
            #expect(index.categoryID(named: "mascotas") == "pets")
            #expect(index.categoryID(named: "Old club") == nil)
        }
    }
}
