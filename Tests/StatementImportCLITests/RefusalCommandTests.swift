import Foundation
import Testing

/// The command a refusal gives is the one that works: it keeps what the person already said.
@Suite(.enabled(if: toolIsBuilt))
struct RefusalCommandTests {
    /// A download proven only by its running balance needs `--accept-unverified`; the currency and
    /// account the person gave stay in the command, or pasting it stops on them again.
    @Test func theAcceptCommandKeepsTheCurrencyGiven() throws {
        let directory = try ToolRun.temporaryDirectory()
        let file = directory.appendingPathComponent("download.csv").path
        try "Date,Description,Amount,Balance\n12/30/2024,RENT,-1234.56,765.44\n12/31/2024,GROCER,-12.30,753.14\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let ledger = directory.appendingPathComponent("ledger.sqlite").path
        let given = ["--currency", "USD", "--account", "Joint account"]
        let run = try ToolRun.run(["import", "--ledger", ledger, file] + given, in: directory)
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("--currency USD --account 'Joint account' --accept-unverified"), "\(run.stderr)")
        // It prints a running balance: the next step does not say it prints none.
        #expect(!run.stderr.contains("prints no balance"), "\(run.stderr)")
        let accepted = try ToolRun.run(
            ["import", "--ledger", ledger, file] + given + ["--accept-unverified"], in: directory)
        #expect(accepted.status == 0, "\(accepted.stderr)")
    }
}
