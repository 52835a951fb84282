import Foundation
import Testing

/// The tool never points toward storing data it could not prove: a typo is never corrected to
/// `--accept-unverified`, a refusal points to `parse --explain` and layout profiles first, and
/// `check` names the statements stored as failed-and-accepted (issue 35, item 6).
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct UnprovenDataAdviceTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(arguments, in: directory, environment: environment)
    }

    /// A statement whose printed figures do not add up (a made-up trap in the trial fixtures).
    private var misprinted: String {
        ToolRun.packageRoot.appendingPathComponent("Tests/StatementImportCLITests/Fixtures/trial/trap-misprinted-amount/statement.pdf").path
    }

    @Test(arguments: ["--acount", "--accept", "--acept-unverified", "--accept-unverifed", "--unverified"])
    func aMistypedOptionIsNeverCorrectedToAcceptUnverified(_ typo: String) throws {
        let result = try run(["import", typo, "BTG", ToolRun.sample("cuenta-es.pdf")])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("unknown option '\(typo)'"), "\(result.stderr)")
        let line = try #require(result.stderr.split(separator: "\n").first { $0.contains("unknown option") })
        #expect(!line.contains("--accept-unverified"), "\(line)")
    }

    @Test func aMistypedAccountIsCorrectedToAccount() throws {
        let result = try run(["import", "--acount", "BTG", ToolRun.sample("cuenta-es.pdf")])
        #expect(result.stderr.contains("did you mean --account?"), "\(result.stderr)")
    }

    @Test func aStatementThatDoesNotAddUpPointsToParseExplainAndLayoutProfilesFirst() throws {
        let refused = try run(["import", misprinted])
        #expect(refused.status == 65, "\(refused.stderr)")
        let line = try #require(refused.stderr.split(separator: "\n").first { $0.contains("not verified, not imported") }, "\(refused.stderr)")
        let explain = try #require(line.range(of: "parse --explain \(misprinted)"), "\(line)")
        let profile = try #require(line.range(of: "layout profile"), "\(line)")
        let accept = try #require(line.range(of: "--accept-unverified"), "\(line)")
        #expect(explain.lowerBound < profile.lowerBound && profile.lowerBound < accept.lowerBound, "\(line)")
    }

    @Test func checkNamesTheStatementsStoredAsFailedAndAccepted() throws {
        let clean = try run(["import", ToolRun.sample("cuenta-es.pdf")])
        #expect(clean.status == 0, "\(clean.stderr)")
        let before = try run(["check"])
        #expect(before.status == 0 && before.stdout.contains("every statement adds up,"), "\(before.stdout)")
        let accepted = try run(["import", "--accept-unverified", "--account", "Misprinted", misprinted])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        let check = try run(["check"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(!check.stdout.contains("every statement adds up,"), "\(check.stdout)")
        let named = check.stdout.split(separator: "\n").filter { $0.contains("statement.pdf") && $0.contains("--accept-unverified") }
        #expect(named.count == 1 && named[0].contains("does not add up"), "\(check.stdout)")
        #expect(check.stdout.contains("but the 1 stored unverified named above"), "\(check.stdout)")
    }
}
