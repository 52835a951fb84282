import Categorisation
import Foundation
import LedgerStore
import StatementCore
import Testing
@testable import StatementImport
import Toolbox

/// Issue 35, item 3: `recategorise` undid good work. Stored rows do not keep whose account they
/// came from, so a rule scoped to a business account no longer holds there; and a token model
/// trained on confirmed rows matched "to", "the" and "ng". A row now changes only when the new
/// answer is at least as strong as what settled it.
@Suite struct RecategoriseStrengthTests {
    static let shippedRules = """
        rule "Income on a business account"
          when account is business and credit and description contains "ted"
          category business
          confidence 0.9
          priority 5
        rule "Transfers"
          when description contains "ted"
          category transfers
          confidence 0.85
          priority -10
        rule "Fuel"
          when description contains "posto"
          category transport
          confidence 0.9
        """

    final class Home {
        let directory: URL
        let ledgerPath: String
        let rulesFolder: URL

        init(rules: String = RecategoriseStrengthTests.shippedRules) throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("RecategoriseStrength-\(UUID().uuidString)")
            rulesFolder = directory.appendingPathComponent("shipped")
            try FileManager.default.createDirectory(at: rulesFolder, withIntermediateDirectories: true)
            try rules.write(to: rulesFolder.appendingPathComponent("10-test.rules"), atomically: true, encoding: .utf8)
            ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        }

        deinit { try? FileManager.default.removeItem(at: directory) }

        /// Stores one statement whose rows carry the given categories, as an import would have.
        func store(_ rows: [(description: String, minorUnits: Int64, suggestion: Suggestion?)]) throws {
            let transactions = rows.enumerated().map { index, row in
                Transaction(
                    date: LocalDate(year: 2025, month: 3, day: 1 + index) ?? LocalDate(dayNumber: 0),
                    description: row.description, amount: Money(minorUnits: row.minorUnits, currency: Currency(code: "BRL")),
                    page: 1, line: 10 + index)
            }
            let statement = Statement(
                institution: "Banco Exemplo", account: "…4321", currency: Currency(code: "BRL"), transactions: transactions,
                verification: Verification(verdict: .verified, problems: []), accountNumber: "0001-4321")
            _ = try Ledger(path: ledgerPath).importStatements([
                StatementImportRequest(
                    statement: statement, fileName: "marco.pdf", fileSHA256: SHA256.hexDigest("marco \(UUID())"),
                    toolVersion: "test", suggestions: rows.map(\.suggestion))
            ])
        }

        var recategorise: Recategorise {
            let environment = [
                "STATEMENT_IMPORT_RULES": rulesFolder.path, "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
                "HOME": directory.path,
            ]
            return Recategorise(
                ledger: LedgerAccess(path: ledgerPath), folders: RuleFolders(environment: environment),
                remote: RemoteChoice(enabled: false), environment: environment)
        }

        func category(of description: String) throws -> String? {
            try Ledger(path: ledgerPath, mode: .reading).transactions().first { $0.description == description }?.categoryID
        }
    }

    static func byRule(_ category: String, _ reasons: String) -> Suggestion {
        Suggestion(categoryID: category, confidence: 0.9, source: .rule, explanation: "rule \"R\" (shipped.rules:1): " + reasons)
    }

    @Test func aBusinessAccountsOwnRuleIsNotUndoneByARuleThatCannotSeeTheAccount() throws {
        let home = try Home()
        try home.store([
            ("TED 001.0001 ACME PECAS", 500_000, Self.byRule("business", "description contains \"ted\" and credit and account is business")),
            // Settled by a rule that tested nothing about the account: a rule may re-decide it.
            ("TED 001.0002 OUTRA EMPRESA", 20_000, Self.byRule("salary", "description contains \"ted\"")),
        ])
        let result = try home.recategorise.run(dryRun: false)
        #expect(result.moves.map(\.row.description) == ["TED 001.0002 OUTRA EMPRESA"])
        #expect(try home.category(of: "TED 001.0001 ACME PECAS") == "business")
        #expect(try home.category(of: "TED 001.0002 OUTRA EMPRESA") == "transfers")
    }

    @Test func nothingOrAGuessNeverUndoesARule() throws {
        let home = try Home()
        try home.store([
            // The rule that settled it is gone from the files: nothing holds now.
            ("SUPERMERCADO ZORBLAX", -8_000, Self.byRule("food", "description contains \"supermercado\"")),
            ("POSTO QUINTOR", -12_000, Self.byRule("shopping", "description contains \"posto\"")),
        ])
        let result = try home.recategorise.run(dryRun: false)
        #expect(try home.category(of: "SUPERMERCADO ZORBLAX") == "food")
        // A rule as strong as the one that settled the row re-decides it.
        #expect(try home.category(of: "POSTO QUINTOR") == "transport")
        #expect(result.moves.count == 1)
    }

    @Test func aRemoteGuessWaitingForReviewStaysWithoutTheRemote() throws {
        let home = try Home()
        let guess = Suggestion(categoryID: "bills", confidence: 0.5, source: .remote, explanation: "the remote model's guess")
        try home.store([("QUINTOR SERVICOS DIGITAIS", -3_000, guess)])
        let result = try home.recategorise.run(dryRun: false)
        #expect(result.moves.isEmpty)
        #expect(try home.category(of: "QUINTOR SERVICOS DIGITAIS") == "bills")
    }

    @Test func theTokenModelLearnsNoStopWordsAndMovesNothingOnThem() throws {
        let home = try Home()
        try home.store([("PAYMENT TO THE NG ELECTRIC", -9_000, nil), ("PAYMENT TO THE NG WATER", -4_000, nil)])
        // A person filed both as bills: the token model trains on them.
        let reviewer = try Reviewer(LedgerAccess(path: home.ledgerPath))
        for row in try reviewer.ledger.transactions(TransactionFilter(needsReview: true)) {
            try reviewer.apply(.settle(rowID: row.id, category: "bills"))
        }
        // A row nothing decided, sharing only "payment", "to", "the", "ng" and single letters with them.
        try home.store([("PAYMENT TO THE NG A B", -50_000, nil)])
        let result = try home.recategorise.run(dryRun: false)
        #expect(result.moves.isEmpty, "\(result.moves.map { ($0.row.description, $0.suggestion.explanation) })")
        #expect(try home.category(of: "PAYMENT TO THE NG A B") == nil)
    }

    /// The chain import runs asks a person's own rules before what people taught: a rule of their
    /// own written later moves a row memory settled (unlocked), as the next import would file it,
    /// where a shipped rule does not.
    @Test func aPersonsOwnRuleMovesARowMemorySettledAndAShippedRuleDoesNot() throws {
        let home = try Home()
        let taught = { (category: String, merchant: String) in
            Suggestion(
                categoryID: category, confidence: 0.75, source: .learned,
                explanation: MerchantMemory.explanationPrefix + "1 confirmation of \(merchant)")
        }
        try home.store([
            ("ZORBLAX CAFE", -1_500, taught("shopping", "ZORBLAX CAFE")),
            ("POSTO QUINTOR", -12_000, taught("shopping", "POSTO QUINTOR")),
        ])
        let store = try Ledger(path: home.ledgerPath)
        for merchant in ["ZORBLAX CAFE", "POSTO QUINTOR"] {
            try store.upsertLearnedMerchant(LearnedMerchant(merchant: merchant, categoryID: "shopping"))
        }
        let own = home.directory.appendingPathComponent("config/statement-import/rules")
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        try """
        rule "Cafes"
          when description contains "zorblax"
          category food
          confidence 0.9
        """.write(to: own.appendingPathComponent("mine.rules"), atomically: true, encoding: .utf8)
        let preview = try home.recategorise.run(dryRun: true)
        #expect(preview.moves.map(\.row.description) == ["ZORBLAX CAFE"], "\(preview.moves.map(\.suggestion.explanation))")
        #expect(preview.moves.first?.suggestion.categoryID == "food")
        _ = try home.recategorise.run(dryRun: false)
        #expect(try home.category(of: "ZORBLAX CAFE") == "food")
        #expect(try home.category(of: "POSTO QUINTOR") == "shopping")
    }
}
