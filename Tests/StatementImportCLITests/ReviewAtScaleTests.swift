import Foundation
import Testing

/// Review on a ledger of many accounts, through the binary: the queue narrowed by account,
/// statement and date and ordered by account then date; the `?` list wrapped between whole
/// entries; merchants learned without the foreign-exchange detail printed under them; rule-file
/// errors on lines of their own.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct ReviewAtScaleTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
    }

    private func run(_ arguments: [String], input: String? = nil, extra: [String: String] = [:]) throws -> ToolRun {
        try ToolRun.run(arguments, in: directory, environment: environment.merging(extra) { $1 }, input: input)
    }

    private func importStatement(_ name: String, _ lines: [[String]], accountNumber: String) throws {
        let statement = directory.appendingPathComponent(name)
        try MadeUpStatement.write(to: statement, descriptionLines: lines, accountNumber: accountNumber)
        let imported = try run(["import", statement.path])
        #expect(imported.status == 0, "\(imported.stderr)")
    }

    private func queue(_ filters: [String] = []) throws -> [[String: Any]] {
        let listed = try run(["review", "--list", "--format", "json"] + filters)
        #expect(listed.status == 0, "\(listed.stderr)")
        return try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
    }

    /// Made-up merchants no rule knows: every row waits for review.
    private func importTwoAccounts() throws {
        try importStatement("first.pdf", [["ZQXW ALPHA"], ["ZQXW BRAVO"], ["ZQXW CHARLIE"]], accountNumber: "11112222")
        try importStatement("second.pdf", [["ZQXW DELTA"], ["ZQXW ECHO"]], accountNumber: "33334444")
    }

    @Test func reviewNarrowsItsQueueByAccountStatementAndDateAndAsksAccountByAccountInDateOrder() throws {
        try importTwoAccounts()
        let all = try queue()
        #expect(all.count == 5)
        let keys = all.map { ($0["account"] as? String ?? "", $0["date"] as? String ?? "") }
        #expect(keys.map { "\($0.0) \($0.1)" } == keys.map { "\($0.0) \($0.1)" }.sorted(), "\(keys)")
        #expect(Set(keys.prefix(3).map(\.0)).count == 1 && Set(keys.suffix(2).map(\.0)).count == 1, "one account's rows together: \(keys)")

        let second = try queue(["--account", "4444"])
        #expect(second.compactMap { $0["description"] as? String }.sorted() == ["ZQXW DELTA", "ZQXW ECHO"])
        let statements = try run(["statements"]).stdout.split(separator: "\n").filter { $0.contains("second.pdf") }
        let statementID = try #require(statements.first?.split(separator: "\t").first.map(String.init))
        #expect(try queue(["--statement", statementID]).compactMap { $0["description"] as? String }.sorted() == ["ZQXW DELTA", "ZQXW ECHO"])
        // MadeUpStatement dates its rows 3, 4, 5 March.
        let since = try queue(["--since", "2025-03-05"])
        #expect(since.compactMap { $0["description"] as? String } == ["ZQXW CHARLIE"])

        let missing = try run(["review", "--list", "--statement", "999"])
        #expect(missing.status == 65 && missing.stderr.contains("no statement 999"), "\(missing.stderr)")
        // A session over one account says how many wait elsewhere.
        let session = try run(["review", "--account", "4444"], input: "s\ns\n")
        #expect(session.stdout.contains("[1/2]") && session.stdout.contains("ZQXW DELTA") && !session.stdout.contains("ZQXW ALPHA"))
        #expect(session.stdout.contains("2 still need review here, 3 more elsewhere in the ledger"), "\(session.stdout)")
    }

    @Test func theCategoryListWrapsBetweenWholeEntriesAtTheTerminalsWidth() throws {
        try importStatement("first.pdf", [["ZQXW ALPHA"]], accountNumber: "11112222")
        let session = try run(["review"], input: "?\nq\n", extra: ["COLUMNS": "50"])
        #expect(session.status == 0, "\(session.stderr)")
        let listing = session.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.contains("category (s skip") && $0.contains("(") }
        let entries = listing.filter { $0.range(of: #"^  \d+ "#, options: .regularExpression) != nil }
        #expect(entries.count > 5, "the list takes several lines: \(session.stdout)")
        for line in entries {
            #expect(line.count <= 50, "\(line)")
            // Every entry ("12 food (Food and drink)") whole on its line: each bracket closes where it opens.
            #expect(line.filter { $0 == "(" }.count == line.filter { $0 == ")" }.count, "\(line)")
        }
        #expect(entries.contains { $0.contains("bills (") })
    }

    @Test func aCorrectionLearnsTheMerchantNotTheForeignExchangeLineUnderIt() throws {
        try importStatement(
            "trip.pdf",
            [["ZQXW GIZMO EMPORIUM AMSTERDAM", "USD 12.50 EXCHANGE RATE 1.0832"], ["ZQXW GIZMO EMPORIUM AMSTERDAM", "USD 40.00 @ 1.0790"]],
            accountNumber: "11112222")
        let rows = try queue()
        let listed = try run(["transactions", "--format", "json"]).stdout
        let first = try #require(rows.first { ($0["description"] as? String)?.contains("12.50") == true }, "\(listed)")
        let set = try run(["review", "--set", "\(try #require(first["id"] as? String))=shopping"])
        #expect(set.status == 0, "\(set.stderr)")
        let learned = try run(["learned"])
        #expect(learned.stdout.contains("ZQXW GIZMO EMPORIUM"), "\(learned.stdout)")
        for word in ["USD", "EXCHANGE", "RATE"] { #expect(!learned.stdout.contains(word), "\(word): \(learned.stdout)") }
        // What was learned reaches the same merchant's other row, whatever its rate.
        let moved = try run(["recategorise", "--yes"])
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(try queue().isEmpty, "\(moved.stdout)")
    }

    @Test func ruleFileErrorsPrintTheirLineAndCaretOnLinesOfTheirOwn() throws {
        let rules = directory.appendingPathComponent("config/statement-import/rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        try "rule \"broken\"\n  when description contians \"X\"\n  category food\n".write(
            to: rules.appendingPathComponent("mine.rules"), atomically: true, encoding: .utf8)
        let check = try run(["rules", "check"])
        #expect(check.status == 78, "\(check.stderr)")
        #expect(!check.stderr.contains("\\n"), "\(check.stderr)")
        let lines = check.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let position = try #require(lines.firstIndex { $0.contains("mine.rules:2:") }, "\(check.stderr)")
        #expect(lines.indices.contains(position + 2))
        #expect(lines[position + 1].contains("contians") && lines[position + 2].trimmingCharacters(in: .whitespaces) == "^", "\(check.stderr)")
    }
}
