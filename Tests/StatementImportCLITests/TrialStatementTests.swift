import Foundation
import Testing

/// Statements written by another program (reportlab, through scripts/trial-statements) in shapes
/// real banks print, parsed by the built binary and compared with their expected.json.
@Suite(.enabled(if: toolIsBuilt, "needs the built statement-import binary"))
struct TrialStatementTests {
    struct Outcome: Sendable {
        var name: String
        var verdict: String?
        var currency: String?
        var currencyExpected: Bool
        var problems: [String]
    }

    static let folder = ToolRun.packageRoot.appendingPathComponent("Tests/StatementImportCLITests/Fixtures/trial")

    /// Every case parsed once, shared by both tests.
    static let outcomes: Result<[Outcome], any Error> = Result {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/expected.json").path) }
        return try names.map { name in
            let expected = try ExpectedParse(contentsOf: folder.appendingPathComponent("\(name)/expected.json"))
            let run = try ToolRun.run(["parse", folder.appendingPathComponent("\(name)/statement.pdf").path, "--format", "json"], in: directory)
            guard run.status == 0, let answer = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any] else {
                return Outcome(name: name, verdict: nil, currency: nil, currencyExpected: false, problems: ["exit \(run.status): \(run.stderr)"])
            }
            let first = (answer["statements"] as? [[String: Any]])?.first ?? answer
            return Outcome(
                name: name, verdict: (first["verification"] as? [String: Any])?["verdict"] as? String,
                currency: first["currency"] as? String, currencyExpected: expected.json["currency"] != nil,
                problems: expected.problems(in: answer))
        }
    }

    @Test func noStatementIsVerifiedUnlessItIsRight() throws {
        let outcomes = try Self.outcomes.get()
        #expect(!outcomes.isEmpty)
        for outcome in outcomes where outcome.verdict == "verified" {
            #expect(outcome.problems.isEmpty, "\(outcome.name) says verified but: \(outcome.problems.joined(separator: "; "))")
            #expect(!outcome.currencyExpected || outcome.currency != nil, "\(outcome.name) says verified without a currency")
        }
    }

    @Test func theCasesListedAsPassingStillMatch() throws {
        let outcomes = try Self.outcomes.get()
        let listed = try String(contentsOf: Self.folder.appendingPathComponent("PASSING"), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        #expect(!listed.isEmpty)
        for name in listed {
            let outcome = outcomes.first { $0.name == name }
            #expect(outcome != nil, "PASSING names \(name), which has no folder")
            #expect(outcome?.problems.isEmpty ?? true, "\(name): \(outcome?.problems.joined(separator: "; ") ?? "")")
        }
    }
}
