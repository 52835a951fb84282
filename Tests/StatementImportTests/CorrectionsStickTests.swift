import Categorisation
import Foundation
import LedgerStore
import StatementCore
import Testing
@testable import StatementImport

/// A person's correction outranks the shipped rules; their own rules still come first.
@Suite struct CorrectionsStickTests {
    static func rules(_ text: String, layer: Int) throws -> [Rule] {
        try RuleSet.parse(text, fileName: layer == 0 ? "mine.rules" : "shipped.rules", layer: layer)
    }

    @Test func oneCorrectionBeatsAShippedRuleButNotTheUsersOwn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("CorrectionsStick-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let ledger = try Ledger(path: directory.appendingPathComponent("ledger.sqlite").path)
        let shipped = try Self.rules("rule \"Supermarkets\" when description contains \"MERCADONA\", \"LIDL\" category food confidence 0.9", layer: 1)
        var memory = MerchantMemory()
        // One correction: MERCADONA is shopping for this person.
        if let learned = memory.learn(description: "MERCADONA VALENCIA", categoryID: "shopping") { try ledger.upsertLearnedMerchant(learned) }
        let row = { (text: String) in
            CategorisationInput(description: text, amount: Money(minorUnits: -2_000, currency: .eur), date: LocalDate(iso: "2025-03-02")!)
        }
        let categoriser = try LedgerCategoriser.load(ledger: ledger, rules: RuleSet(rules: shipped))
        let rows = try categoriser.categorise([row("MERCADONA MADRID"), row("LIDL")])
        #expect(rows[0].suggestion.categoryID == "shopping" && rows[0].suggestion.source == .learned && !rows[0].needsReview)
        #expect(rows[1].suggestion.categoryID == "food")
        // A rule the person wrote still comes first.
        let mine = try Self.rules("rule \"Mine\" when description contains \"MERCADONA\" category restaurants", layer: 0)
        let withOwnRule = try LedgerCategoriser.load(ledger: ledger, rules: RuleSet(rules: mine + shipped))
        #expect(try withOwnRule.categorise([row("MERCADONA MADRID")])[0].suggestion.categoryID == "restaurants")
    }
}
