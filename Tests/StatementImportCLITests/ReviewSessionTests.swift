import Foundation
import Testing

/// Review driven through the binary as a person would: every answer must land on its own row.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct ReviewSessionTests {
    struct WaitingRow: Decodable {
        var id: String
        var description: String
    }

    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
        // The shipped rules decide the first two statements' interest and fee rows: the third keeps
        // enough rows waiting for the answers the tests type.
        let imported = try run([
            "import", ToolRun.sample("credit-card-new-year.pdf"), ToolRun.sample("multi-page-en.pdf"),
            ToolRun.sample("combined-accounts-en.pdf"),
        ])
        #expect(imported.status == 0, "\(imported.stderr)")
    }

    private func run(_ arguments: [String], input: String? = nil) throws -> ToolRun {
        try ToolRun.run(arguments, in: directory, environment: environment, input: input)
    }

    private func waiting() throws -> [WaitingRow] {
        let listed = try run(["review", "--list", "--format", "json"])
        return try JSONDecoder().decode([WaitingRow].self, from: Data(listed.stdout.utf8))
    }

    /// (short id, category) of every locked row, from `transactions --format json`.
    private func locked() throws -> [String: String] {
        let rows = try run(["transactions", "--format", "json"])
        let decoded = try JSONSerialization.jsonObject(with: Data(rows.stdout.utf8)) as? [[String: Any]] ?? []
        var result: [String: String] = [:]
        for row in decoded where (row["review_status"] as? String) == "confirmed" {
            result[row["id"] as? String ?? ""] = row["category"] as? String ?? "?"
        }
        return result
    }

    @Test func helpTyposEmptyLinesAndUndoNeverMoveAnAnswerToAnotherRow() throws {
        let rows = try waiting()
        #expect(rows.count >= 4)
        // Row 1: '?' lists, a typo and an empty answer (no suggestion) ask again, then restaurants;
        // 'u' on row 2 takes it back to row 1, which becomes bills; row 2 skipped; row 3 takes
        // category number 3 (entertainment); q keeps what was answered.
        let session = try run(["review"], input: "?\nrestarants\n\nrestaurants\nu\nbills\ns\n3\nq\n")
        #expect(session.status == 0, "\(session.stderr)")
        #expect(session.stdout.contains("did you mean restaurants?"))
        #expect(session.stdout.contains("back to row 1"))
        #expect(try locked() == [rows[0].id: "bills", rows[2].id: "entertainment"])
        // What memory learned follows the answer that stood, not the one undone.
        let learned = try run(["learned"])
        #expect(!learned.stdout.contains("restaurants"))
        #expect(try waiting().count == rows.count - 2)
    }

    @Test func scriptedAnswersTakeIdPrefixesAndSuggestTheClosestCategory() throws {
        let rows = try waiting()
        let typo = try run(["review", "--set", "\(rows[0].id.prefix(8))=transprt"])
        #expect(typo.status == 65 && typo.stderr.contains("did you mean transport?"))
        let set = try run(["review", "--set", "\(rows[0].id.prefix(6))=transport", "--duplicate", String(rows[1].id.prefix(7))])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try locked()[rows[0].id] == "transport")
        let duplicates = try run(["transactions", "--duplicates", "--format", "json"])
        #expect(duplicates.stdout.contains(rows[1].id))
        let exported = try run(["export", "--format", "csv"])
        #expect(!exported.stdout.contains(rows[1].id))
        #expect(try run(["review", "--not-duplicate", rows[1].id]).status == 0)
        #expect(try run(["export", "--format", "csv"]).stdout.contains(rows[1].id))
    }

    @Test func wordsAreTypedWholeAtATerminalAndEnterConfirms() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), let binary = ToolRun.binary else {
            print("skipped: /usr/bin/script is needed for a pseudo-terminal")
            return
        }
        let rows = try waiting()
        try #require(rows.count >= 4)
        // In a pseudo-terminal: "shopping" starts with the skip key yet is one answer; "s" alone
        // skips; a Backspace on an empty line rubs nothing out; "3" Enter picks category 3; "ent"
        // Tab Enter completes to entertainment; "q" Enter quits.
        let command = "env STATEMENT_IMPORT_LEDGER='\(environment["STATEMENT_IMPORT_LEDGER"] ?? "")' '\(binary)' review"
        let terminal = try ToolRun.run(
            ["-qec", command, "/dev/null"], in: directory, environment: environment,
            input: "shopping\rs\r\u{7F}3\rent\t\rq\r", executable: "/usr/bin/script")
        #expect(terminal.status == 0, "\(terminal.stdout)")
        #expect(try locked() == [rows[0].id: "shopping", rows[2].id: "entertainment", rows[3].id: "entertainment"])
    }

    @Test func aRuleNamingACategoryThatStartsWithACommandKeyCanBeTypedAtATerminal() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), let binary = ToolRun.binary else {
            print("skipped: /usr/bin/script is needed for a pseudo-terminal")
            return
        }
        let rows = try waiting()
        let command =
            "env STATEMENT_IMPORT_LEDGER='\(environment["STATEMENT_IMPORT_LEDGER"] ?? "")' "
            + "XDG_CONFIG_HOME='\(environment["XDG_CONFIG_HOME"] ?? "")' '\(binary)' review"
        let terminal = try ToolRun.run(
            ["-qec", command, "/dev/null"], in: directory, environment: environment,
            input: "r restaurants\ry\rq\r", executable: "/usr/bin/script")
        #expect(terminal.status == 0, "\(terminal.stdout)")
        #expect(terminal.stdout.contains("category restaurants"))
        #expect(try locked() == [rows[0].id: "restaurants"])
    }
}

extension ReviewSessionTests {
    @Test func forgettingAnUnknownMerchantSaysSoAndExits1() throws {
        let forget = try run(["learned", "--forget", "NOBODY WE KNOW"])
        #expect(forget.status == 1 && forget.stderr.contains("nothing is learned about"))
    }

    @Test func aResavedCopyAndAStatementWithoutANumberAreHandled() throws {
        let copy = directory.appendingPathComponent("copy.pdf")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: ToolRun.sample("credit-card-new-year.pdf")))
        bytes.append(contentsOf: Array("\n%% saved again\n".utf8))
        try bytes.write(to: copy)
        let again = try run(["import", copy.path])
        #expect(again.status == 0 && again.stdout.contains("already imported (another copy of credit-card-new-year.pdf)"))
        #expect(again.stdout.contains("0 rows added, 0 already in the ledger"))
        let dry = try run(["import", "--dry-run", ToolRun.sample("cuenta-es.pdf"), ToolRun.sample("cuenta-es.pdf")])
        #expect(dry.stdout.contains("would import 1") && dry.stdout.contains("17 rows would be added"))
    }
}

extension ReviewSessionTests {
    @Test func aRuleWrittenFromARowIsShownThenSavedAndTheRowSettled() throws {
        let rows = try waiting()
        // 'r' with a typo asks again; 'r food' shows the rule; 'n' keeps the row unanswered; then 'y'.
        let session = try run(["review"], input: "r fod\nr food\nn\nr food\ny\nq\n")
        #expect(session.status == 0, "\(session.stderr)")
        #expect(session.stdout.contains("did you mean food?") && session.stdout.contains("not saved"))
        #expect(session.stdout.contains("when description contains"))
        #expect(try locked() == [rows[0].id: "food"])
        let rules = directory.appendingPathComponent("config/statement-import/rules/review.rules")
        #expect(try String(contentsOf: rules, encoding: .utf8).components(separatedBy: "category food").count == 2)
        #expect(try run(["rules", "check"]).status == 0)
    }
}
