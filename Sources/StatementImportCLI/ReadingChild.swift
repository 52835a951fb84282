import Foundation
import StatementImport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command that reads a PDF (`parse`, `extract`) again in a child process of this same
/// executable, its output going straight to the person's terminal, its environment only what
/// reading needs (`WorkerEnvironment`: no remote key, no database password). A file that crashes
/// poppler ends the child, never the command with a crash dump: the child says one line itself,
/// and should it die by a signal before it can, the parent says it (exit 70, as a worker's crash).
struct ReadingChild {
    /// Set in the child's environment: it is the child, and reads in its own process.
    static let marker = "STATEMENT_IMPORT_READING_CHILD"

    let executable: String
    let environment: [String: String]

    /// Nil in the child itself, or where this is no executable of the tool (inside a test runner).
    init?(context: CommandContext) {
        guard context.environment[ReadingChild.marker] == nil, let executable = context.workerExecutable else { return nil }
        self.executable = executable
        var environment = WorkerEnvironment.minimal(from: context.environment)
        // What else the reading commands read: the reading limits in the configuration's [batch],
        // and the output's width.
        for name in ["XDG_STATE_HOME", "COLUMNS", "TERM"] { environment[name] = context.environment[name] }
        environment[ReadingChild.marker] = "1"
        self.environment = environment
    }

    func run(_ arguments: [String], file: String, command: String, console: Console) -> ExitCode {
        let termination: ChildProcess.Termination
        do {
            termination = try ChildProcess.run(executable: executable, arguments: arguments, environment: environment)
        } catch {
            console.error(
                "statement-import \(command): cannot start a reader (\(String(cString: strerror(error.errno)))): check that \(executable) can run")
            return .software
        }
        switch termination {
        case .exited(let code): return ExitCode(rawValue: code) ?? .failure
        // The reader's output went to a pipe whose reader closed it: the file is fine.
        case .signalled(SIGPIPE): return .outputClosed
        case .signalled:
            let crashed = ReadingLimits.crashed(DisplayName.of(file))
            console.error("statement-import \(command): \(crashed.message)")
            return ExitCode(crashed.category)
        }
    }
}
