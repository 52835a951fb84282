import Categorisation
import Foundation
import LedgerStore
import StatementCore
import Testing
@testable import StatementImport

/// `rules explain` with a ledger says what an import would file the row as: what people taught
/// comes after the person's own rules and before the shipped ones, so a learned merchant wins over
/// a shipped rule there, as it does at import.
@Suite struct ExplainRulesTests {
    @Test func aLedgersLearnedMerchantIsShownInTheChainOrderImportUses() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ExplainRules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let shipped = directory.appendingPathComponent("shipped")
        try FileManager.default.createDirectory(at: shipped, withIntermediateDirectories: true)
        try """
        rule "Fuel"
          when description contains "posto"
          category transport
          confidence 0.9
        """.write(to: shipped.appendingPathComponent("10-test.rules"), atomically: true, encoding: .utf8)
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        try Ledger(path: ledgerPath).upsertLearnedMerchant(LearnedMerchant(merchant: "POSTO QUINTOR", categoryID: "shopping"))
        let environment = [
            "STATEMENT_IMPORT_RULES": shipped.path, "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "HOME": directory.path,
        ]
        let explain = ExplainRules(
            session: LedgerSession(
                ledger: LedgerAccess(path: ledgerPath), folders: RuleFolders(environment: environment),
                remote: RemoteChoice(enabled: false), environment: environment))
        let amount = Money(minorUnits: -4_000, currency: Currency(code: "BRL"))
        let rules = try explain.explain(description: "POSTO QUINTOR", amount: amount)
        #expect(rules.chosen.categoryID == "transport")
        let imported = try #require(try explain.importAnswer(description: "POSTO QUINTOR", amount: amount))
        #expect(imported.suggestion.categoryID == "shopping" && imported.suggestion.source == .learned)
        #expect(!imported.needsReview)
        // With no ledger there is nothing learned: no answer beyond the rules'.
        let none = ExplainRules(
            session: LedgerSession(
                ledger: LedgerAccess(path: directory.appendingPathComponent("none.sqlite").path),
                folders: RuleFolders(environment: environment), remote: RemoteChoice(enabled: false), environment: environment))
        #expect(try none.importAnswer(description: "POSTO QUINTOR", amount: amount) == nil)
    }
}
