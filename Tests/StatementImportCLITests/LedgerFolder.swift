import Foundation
import Testing

/// A temporary folder with one ledger in it, and the built tool run on that ledger with the
/// shipped rules: what the suites that import drawn statements and read them back share. A suite
/// inherits it, so each test gets a folder of its own, removed when the test ends.
class LedgerFolder {
    let directory: URL
    init() throws { directory = try ToolRun.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: directory) }

    var ledger: String { directory.appendingPathComponent("ledger.sqlite").path }

    func tool(_ arguments: [String], input: String? = nil) throws -> ToolRun {
        try ToolRun.run(
            arguments + ["--ledger", ledger], in: directory,
            environment: ["STATEMENT_IMPORT_RULES": ToolRun.packageRoot.appendingPathComponent("Rules").path], input: input)
    }

    func json(_ arguments: [String]) throws -> Any {
        let result = try tool(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }
}
