import Foundation
import Testing

/// `rules eval` on a labelled file with a mistake says what the mistake is.
@Suite(.enabled(if: toolIsBuilt))
struct RulesEvalInputTests {
    private func evaluate(_ text: String) throws -> ToolRun {
        let directory = try ToolRun.temporaryDirectory()
        let file = directory.appendingPathComponent("labelled.csv")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return try ToolRun.run(
            ["rules", "eval", file.path], in: directory, environment: ToolRun.ownLedgerAndConfiguration(in: directory))
    }

    /// A decimal comma on a row of a file whose header is right: the line says how to write the
    /// amount, not that the header is wrong.
    @Test func aDecimalCommaIsNamedNotTheHeader() throws {
        let run = try evaluate("description,amount,category,currency\nTESCO STORES,-84.12,food,GBP\nMERCADONA,\"-12,30\",food,EUR\n")
        #expect(run.status == 65)
        #expect(run.stderr.contains("line 3"), "\(run.stderr)")
        #expect(run.stderr.contains("-12.30"), "\(run.stderr)")
        #expect(!run.stderr.contains("needs the header"), "\(run.stderr)")
    }

    @Test func aWrongHeaderIsStillNamed() throws {
        let run = try evaluate("text,amount,category\nTESCO STORES,-84.12,food\n")
        #expect(run.status == 65)
        #expect(run.stderr.contains("description,amount,category"), "\(run.stderr)")
    }
}
