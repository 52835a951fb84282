import Foundation
import StatementPDFWriter

/// A ledger filled by a year of statements the project draws (`YearOfStatements`), imported by
/// the built tool with the shipped rules, in a test's own folder.
struct YearLedger {
    let directory: URL
    let path: String

    init(in directory: URL) throws {
        self.directory = directory
        path = directory.appendingPathComponent("ledger.sqlite").path
        let pdfs = directory.appendingPathComponent("statements")
        try FileManager.default.createDirectory(at: pdfs, withIntermediateDirectories: true)
        var files: [String] = []
        for file in YearOfStatements.files() {
            let url = pdfs.appendingPathComponent(file.name)
            try file.pdf().write(to: url)
            files.append(url.path)
        }
        let imported = try run(["import", "--no-remote"] + files)
        guard imported.status == 0 else { throw ImportFailed(output: imported.stderr + imported.stdout) }
    }

    var environment: [String: String] {
        [
            "STATEMENT_IMPORT_RULES": ToolRun.packageRoot.appendingPathComponent("Rules").path,
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
        ]
    }

    /// Runs the tool on this ledger.
    func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(arguments + ["--ledger", path], in: directory, environment: environment)
    }

    /// Runs the tool and reads what it printed as JSON.
    func json(_ arguments: [String]) throws -> Any {
        let result = try run(arguments)
        guard result.status == 0 else { throw ImportFailed(output: "\(arguments) exited \(result.status): \(result.stderr)") }
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    struct ImportFailed: Error, CustomStringConvertible {
        var output: String
        var description: String { output }
    }
}
