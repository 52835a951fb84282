import Foundation
import Testing
import TestSupport

/// Learning through the binary: payment-channel words are never what is learned, a correction
/// outranks the shipped rule for its merchant, a confirmation that agrees with the rule is not a
/// move, remote answers survive a recategorise without the remote, and a retired category can
/// come back.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct LearningThatSticksTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(arguments, in: directory, environment: environment)
    }

    private func importStatement(_ descriptions: [String]) throws {
        let statement = directory.appendingPathComponent("made-up.pdf")
        try MadeUpStatement.write(to: statement, descriptions: descriptions)
        let imported = try run(["import", statement.path])
        #expect(imported.status == 0, "\(imported.stderr)")
    }

    /// Category by description.
    private func categories() throws -> [String: String] {
        let listed = try run(["transactions", "--format", "json"])
        let rows = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        var result: [String: String] = [:]
        for row in rows { result[row["description"] as? String ?? ""] = row["category"] as? String ?? "none" }
        return result
    }

    private func id(of description: String) throws -> String {
        let listed = try run(["transactions", "--format", "json"])
        let rows = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        return try #require(rows.first { ($0["description"] as? String) == description }?["id"] as? String)
    }

    @Test func aCorrectionLearnsTheMerchantNotTheChannelAndOutranksTheShippedRule() throws {
        try importStatement([
            "VISA DEBIT BURGER KING 1234", "VISA DEBIT BURGER KING 5678", "VISA DEBIT ZQXW BOOHOO",
            "VISA DEBIT ZQXW IVY GRILL", "CARD PAYMENT TO ZQXW EVENTIM",
        ])
        #expect(try categories()["VISA DEBIT BURGER KING 5678"] == "restaurants")
        let set = try run(["review", "--set", "\(try id(of: "VISA DEBIT BURGER KING 1234"))=food"])
        #expect(set.status == 0, "\(set.stderr)")
        let learned = try run(["learned"])
        #expect(learned.stdout.contains("BURGER KING") && !learned.stdout.contains("DEBIT BURGER KING"), "\(learned.stdout)")
        let moved = try run(["recategorise", "--yes"])
        #expect(moved.status == 0, "\(moved.stderr)")
        let after = try categories()
        #expect(after["VISA DEBIT BURGER KING 5678"] == "food", "\(moved.stdout)")
        for other in ["VISA DEBIT ZQXW BOOHOO", "VISA DEBIT ZQXW IVY GRILL", "CARD PAYMENT TO ZQXW EVENTIM"] {
            #expect(after[other] != "food", "\(other): \(moved.stdout)")
        }
    }

    @Test func aConfirmationThatAgreesWithTheRuleIsNotAMove() throws {
        try importStatement(["TESCO STORES 3112", "TESCO STORES 4410"])
        #expect(try categories()["TESCO STORES 4410"] == "food")
        #expect(try run(["review", "--set", "\(try id(of: "TESCO STORES 3112"))=food"]).status == 0)
        let dry = try run(["recategorise", "--dry-run"])
        #expect(!dry.stdout.contains("food → food"), "\(dry.stdout)")
        #expect(dry.stdout.contains("0 of 1 unlocked rows would move"), "\(dry.stdout)")
    }

    @Test func retiringACategorySendsItsRowsToReviewAndRestoreTakesItBack() throws {
        try importStatement(["TESCO STORES 3112", "TESCO STORES 4410", "ZQXW GIZMO EMPORIUM"])
        let before = try run(["review", "--list"]).stdout
        #expect(before.contains("1 row needs review"), "\(before)")
        let retired = try run(["categories", "retire", "food"])
        #expect(retired.status == 0 && retired.stdout.contains("2 unsettled rows with it now wait for review"), "\(retired.stdout)")
        #expect(try run(["review", "--list"]).stdout.contains("3 rows need review"))
        let restored = try run(["categories", "restore", "food"])
        #expect(restored.status == 0 && restored.stdout.contains("restored food"), "\(restored.stderr)")
        #expect(try run(["review", "--list"]).stdout.contains("1 row needs review"))
        #expect(try run(["review", "--set", "\(try id(of: "ZQXW GIZMO EMPORIUM"))=food"]).status == 0)
    }

    @Test func recategoriseWithoutTheRemoteKeepsItsAnswers() throws {
        let server = try FakeHTTPServer(handler: RemoteFake.answeringAll("shopping", 0.85))
        defer { server.stop() }
        let remote = try RemoteFake.environment(server, in: directory)
        let ledger = directory.appendingPathComponent("remote.sqlite").path
        let sample = ToolRun.sample("debit-credit-columns.pdf")
        let imported = try ToolRun.run(["import", "--remote", "--ledger", ledger, sample], in: directory, environment: remote)
        #expect(imported.status == 0 && !server.requests.isEmpty, "\(imported.stderr)")
        let again = try ToolRun.run(["recategorise", "--no-remote", "--yes", "--ledger", ledger], in: directory, environment: remote)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("0 of "), "\(again.stdout)")
        let listed = try ToolRun.run(["transactions", "--format", "json", "--ledger", ledger], in: directory, environment: remote)
        let rows = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(!rows.isEmpty && rows.allSatisfy { ($0["category"] as? String) == "shopping" })
    }
}

extension LearningThatSticksTests {
    @Test func aTransferKindIsNeverEvidenceForAnotherRow() throws {
        try importStatement(["PIX QWERTY ALFAYOTA", "PIX ASDFGH BETAZULU", "LASTSCHRIFT ZXCVBN GAMMAROX"])
        #expect(try run(["review", "--set", "\(try id(of: "PIX QWERTY ALFAYOTA"))=transfers"]).status == 0)
        let dry = try run(["recategorise", "--dry-run"])
        #expect(!dry.stdout.contains("transfers"), "\(dry.stdout)")
    }
}

extension LearningThatSticksTests {
    @Test func theNextImportCountsTheRowsARetiredCategorySentToReview() throws {
        try importStatement(["TESCO STORES 3112", "TESCO STORES 4410"])
        #expect(try run(["categories", "retire", "food"]).status == 0)
        let again = try run(["import", ToolRun.sample("cuenta-es.pdf")])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains(" in the ledger: `statement-import review`)"), "\(again.stdout)")
    }
}
