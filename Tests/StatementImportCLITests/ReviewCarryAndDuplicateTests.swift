import Foundation
import Testing

/// Review answers that reach beyond the row: a correction carried to the session's later rows of
/// the merchant, and a duplicate mark on a row nothing looks like, which is asked about first.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct ReviewCarryAndDuplicateTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
        let statement = directory.appendingPathComponent("made-up.pdf")
        try MadeUpStatement.write(to: statement, descriptions: ["ZQXW GIZMO EMPORIUM", "ZQXW GIZMO EMPORIUM"])
        let imported = try run(["import", statement.path])
        #expect(imported.status == 0, "\(imported.stderr)")
    }

    private func run(_ arguments: [String], input: String? = nil) throws -> ToolRun {
        try ToolRun.run(arguments, in: directory, environment: environment, input: input)
    }

    private func rows(_ filter: [String] = []) throws -> [[String: Any]] {
        let listed = try run(["transactions", "--format", "json"] + filter)
        return try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
    }

    @Test func aCorrectionIsTheNextRowsSuggestionAtOnce() throws {
        // The second row of the merchant is accepted with Enter: it suggests what the first was given.
        let session = try run(["review"], input: "shopping\n\n")
        #expect(session.status == 0, "\(session.stderr)")
        #expect(session.stdout.contains("1 later row of this merchant in this session now suggest shopping"))
        #expect(session.stdout.contains("suggestion: shopping (learned, 90%)"))
        #expect(try rows().filter { ($0["category"] as? String) == "shopping" }.count == 2)
    }

    @Test func aDuplicateMarkOnARowNothingLooksLikeIsAskedFirst() throws {
        let session = try run(["review"], input: "d\nn\nd\ny\nq\n")
        #expect(session.status == 0, "\(session.stderr)")
        #expect(session.stdout.contains("no other row looks like this one; mark it a duplicate anyway"))
        #expect(session.stdout.contains("not marked"))
        #expect(session.stdout.contains("1 marked duplicate"))
        #expect(try rows(["--duplicates"]).count == 1)
    }
}

extension ReviewCarryAndDuplicateTests {
    @Test func anUndoTakesTheCarriedSuggestionBackToo() throws {
        let session = try run(["review"], input: "shopping\nu\ns\nq\n")
        #expect(session.status == 0, "\(session.stderr)")
        let shown = session.stdout.components(separatedBy: "back to row 1").last ?? ""
        // Row 1 skipped after the undo: row 2 is asked again without the suggestion the undone answer gave.
        #expect(shown.contains("[2/2]") && !shown.contains("suggestion: shopping"), "\(session.stdout)")
    }
}

extension ReviewCarryAndDuplicateTests {
    @Test func thePromptSaysWhatEachKeyDoesOnOneLine() throws {
        let session = try run(["review"], input: "q\n")
        #expect(session.status == 0, "\(session.stderr)")
        let prompt = session.stdout.split(separator: "\n").first { $0.contains("  category ") } ?? ""
        #expect(prompt.contains("(s skip · d duplicate · r rule · u undo · q quit · ? categories): "), "\(session.stdout)")
        #expect(!session.stdout.contains("(Enter s d r u q ?)"))
    }
}
