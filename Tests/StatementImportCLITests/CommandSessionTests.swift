import Foundation
import StatementPDFWriter
import Testing

@testable import StatementImportCLI

/// Issue 37: a command holds one session. `import` into an existing ledger used to open it four
/// times and read the configuration file five times; now once each, counted on the session.
@Suite struct CommandSessionTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        let home = directory.path
        environment = [
            "HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data",
            "XDG_CACHE_HOME": home + "/cache", "XDG_STATE_HOME": home + "/state",
        ]
        let folder = directory.appendingPathComponent("config/statement-import")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Every section the import reads: where the ledger is, its currency, its reading bounds, remote off.
        let settings = """
            [ledger]
            location = \(home)/ledger.sqlite
            [import]
            currency = GBP
            [batch]
            file_timeout = 120
            [remote]
            enabled = false
            """
        try settings.write(to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
    }

    private func statement(month: Int, opening: Int64) throws -> String {
        let entries = [StatementEntry(date: CalendarDate(2025, month, 4), description: ["ZQXW HARDWARE"], amount: -4_520)]
        let description = StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA",
            accountHolder: ["MR SAM TESTER", "9 Nowhere Lane", "Testville", "TE1 1ST"], accountNumber: "12345678", currency: "GBP",
            periodStart: CalendarDate(2025, month, 1), periodEnd: CalendarDate(2025, month, 28), openingBalance: opening, entries: entries)
        let url = directory.appendingPathComponent("statement-\(month).pdf")
        try StatementLayoutRenderer.render(description, style: .ukCurrentAccount).write(to: url)
        return url.path
    }

    /// Runs `import` in this process with a context of its own, as the executable does.
    private func importing(_ path: String) -> (code: ExitCode, context: CommandContext, errors: String) {
        let captured = ImportReportTests.Captured()
        let context = CommandContext(console: captured.console, environment: environment)
        let code = CommandLineTool().run(["import", "--jobs", "1", path], context: context)
        return (code, context, captured.err)
    }

    @Test func importIntoAnExistingLedgerOpensItOnceAndReadsTheConfigurationOnce() throws {
        let first = importing(try statement(month: 2, opening: 100_000))
        #expect(first.code == .success, "\(first.errors)")
        #expect(FileManager.default.fileExists(atPath: directory.path + "/ledger.sqlite"), "[ledger] location was followed")
        let second = importing(try statement(month: 3, opening: 95_480))
        #expect(second.code == .success, "\(second.errors)")
        #expect(second.context.state.ledgerOpens == 1)
        #expect(second.context.state.configurationReads == 1)
    }

    @Test func aNewLedgerIsCreatedByItsOneOpen() throws {
        let run = importing(try statement(month: 2, opening: 100_000))
        #expect(run.code == .success, "\(run.errors)")
        #expect(run.context.state.ledgerOpens == 1)
        #expect(run.context.state.configurationReads == 1)
    }
}
