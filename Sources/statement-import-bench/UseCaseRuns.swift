import Foundation
import Categorisation
import StatementImport

/// The use cases the commands call, run in this process through the same calls (no reader
/// process: `ImportStatements` without isolation reads here, as inside a test runner). Beside
/// the command's own figures the difference is the process: its start, the reader process and
/// the hand-off of the statements from it.
enum UseCaseRuns {
    /// `import FILE --jobs N` into a fresh ledger, shipped rules on; the rows inserted.
    static func importFile(_ path: String, directory: String, jobs: Int, environment: [String: String]) throws -> Int {
        let ledger = directory + "/use-case-ledger.sqlite"
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: ledger + suffix) }
        let request = ImportStatements.Request(
            paths: [path], ledger: LedgerAccess(path: ledger), folders: RuleFolders(environment: environment),
            environment: environment, remote: RemoteChoice(enabled: false), jobs: jobs)
        return try ImportStatements(request).run(events: SilentImport()).counts.rowsInserted
    }

    /// `parse FILE --jobs N`: the reader the command builds, its statements' rows.
    static func parseFile(_ path: String, jobs: Int, environment: [String: String]) throws -> Int {
        let reader = try StatementFileReader(
            folders: RuleFolders(environment: environment), layout: nil, passwordFile: nil, environment: environment, jobs: jobs)
        return try reader.read(path).statements.reduce(0) { $0 + $1.transactions.count }
    }

    /// `rules eval CSV` with the shipped rules: the share of rows decided.
    static func evaluateRules(_ path: String, directory: String, environment: [String: String]) throws -> Double {
        let session = LedgerSession(
            ledger: LedgerAccess(path: directory + "/rules-ledger.sqlite"), folders: RuleFolders(environment: environment),
            remote: RemoteChoice(enabled: false), environment: environment)
        return try EvaluateRules(session: session).evaluate(labelledFile: path).report.coverage
    }

    /// Runs `work` `runs` times and prints its fastest wall and that run's CPU under `name`.
    static func print(_ name: String, runs: Int = 3, _ work: () throws -> String) rethrows {
        let (detail, wall, cpu) = try fastestWithCPU(runs, work)
        Swift.print("  \(name): \(secondsText(wall)) s wall, CPU \(secondsText(cpu)) s (\(detail))")
    }
}

/// An import's events, all ignored: the benchmark prints its own figures.
final class SilentImport: ImportEvents {
    func fileFinished(_ result: FileImportResult) {}
}
