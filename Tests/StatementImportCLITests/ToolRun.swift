import Foundation
import TestSupport

/// Runs the built `statement-import` binary and captures what it printed and how it exited.
struct ToolRun {
    var status: Int32
    var stdout: String
    var stderr: String

    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func sample(_ relative: String) -> String {
        packageRoot.appendingPathComponent("SampleStatements").appendingPathComponent(relative).path
    }

    /// The binary `swift build` made: next to the test bundle (walking up from it, for both the
    /// `.build/debug/X.xctest` and `.build/<triple>/debug/...` layouts), else in `.build/debug`.
    static let binary: String? = {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let first = CommandLine.arguments.first {
            var directory = URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<5 {
                candidates.append(directory.appendingPathComponent("statement-import"))
                candidates.append(directory.appendingPathComponent("debug/statement-import"))
                directory = directory.deletingLastPathComponent()
            }
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("statement-import"))
        candidates.append(packageRoot.appendingPathComponent(".build/debug/statement-import"))
        return candidates.map(\.path).first { path in
            var isDirectory: ObjCBool = false
            return fileManager.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && fileManager.isExecutableFile(atPath: path)
        }
    }()

    /// Runs the tool with `arguments`; output goes through files in `directory` (no pipe to fill).
    /// `input`, when given, is what the tool reads on standard input (piped, not a terminal).
    /// `executable` runs another copy of the tool (an installed one); `workingDirectory` defaults to the checkout.
    static func run(
        _ arguments: [String], in directory: URL, environment extra: [String: String] = [:],
        input: String? = nil, executable: String? = nil, workingDirectory: URL? = nil,
        timeout: Double? = nil
    ) throws -> ToolRun {
        guard let binary = executable ?? binary else { throw ToolMissing() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = workingDirectory ?? packageRoot
        var environment = isolated(ProcessInfo.processInfo.environment, in: directory)
        environment.merge(extra) { $1 }
        process.environment = environment
        let outURL = directory.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errURL = directory.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        if let input {
            let inURL = directory.appendingPathComponent("stdin-\(UUID().uuidString)")
            try Data(input.utf8).write(to: inURL)
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        if let timeout {
            // A run that hangs is killed, and reported as status -1, so the test fails instead of waiting.
            let end = Date().addingTimeInterval(timeout)
            while process.isRunning && Date() < end { usleep(20_000) }
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                try out.close()
                try err.close()
                return ToolRun(status: -1, stdout: "", stderr: "killed after \(timeout) s")
            }
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return ToolRun(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// The caller's environment with nothing of the developer's own: HOME and every XDG folder in
    /// the test's folder (a batch test that set only the ledger once filed into the real
    /// ~/.local), and none of the tool's own variables (a ledger, a key, a password) passed through.
    /// A test names what it wants in `extra`.
    static func isolated(_ inherited: [String: String], in directory: URL) -> [String: String] {
        var environment = inherited.filter { key, _ in !key.hasPrefix("STATEMENT_IMPORT_") && !key.hasPrefix("XDG_") }
        environment["HOME"] = directory.appendingPathComponent("home").path
        for (variable, folder) in [
            ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"), ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache"),
        ] {
            environment[variable] = directory.appendingPathComponent(folder).path
        }
        return environment
    }

    /// Starts the tool and returns at once, for a test that looks at the run while it goes on (its
    /// readers, their environment); what it prints is thrown away. The caller ends it.
    static func start(_ arguments: [String], in directory: URL, environment extra: [String: String] = [:]) throws -> Process {
        guard let binary else { throw ToolMissing() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.environment = isolated(ProcessInfo.processInfo.environment, in: directory).merging(extra) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    struct ToolMissing: Error, CustomStringConvertible {
        var description: String { "statement-import binary not found: run `swift build` before `swift test`" }
    }

    /// The environment of a test whose ledger and configuration live in its own folder.
    static func ownLedgerAndConfiguration(in directory: URL) -> [String: String] {
        [
            "STATEMENT_IMPORT_LEDGER": directory.appendingPathComponent("ledger.sqlite").path,
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
        ]
    }

    static func temporaryDirectory() throws -> URL {
        try TemporaryFolder.create(prefix: "cli-tests")
    }
}

/// Whether the built binary is there; tests that need it are skipped with this as the reason.
let toolIsBuilt = ToolRun.binary != nil
