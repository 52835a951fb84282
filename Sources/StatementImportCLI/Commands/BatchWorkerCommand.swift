import Foundation
import StatementCore
import StatementImport
import CProcessControl
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hidden worker mode `batch` starts once per file: it limits its own address space and
/// lifetime first, reads and parses the one file, and answers JSON on stdout. Whatever poppler
/// does to this process, the batch loses one file at most.
enum BatchWorkerCommand {
    static let name = "__batch-worker"

    static let spec = CommandSpec(
        name: name,
        summary: "Internal: read one file for `batch` and answer JSON on stdout.",
        arguments: "FILE",
        minimumPositionals: 1,
        maximumPositionals: 1,
        options: [
            .value("--memory-limit-mb", "MB", "Address-space limit for this process."),
            .value("--time-limit", "SECONDS", "End this process after this long, whatever it is doing."),
            .value("--jobs", "N", "Threads extracting the file's pages (one file read alone)."),
            CommonOptions.password,
            CommonOptions.layout,
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        // A worker whose parent was killed ends with it, rather than reading on for minutes.
        if spc_die_with_parent() == 0, getppid() == 1 { return .software }
        if let megabytes = arguments.value("--memory-limit-mb").flatMap(UInt64.init), megabytes > 0 {
            limitAddressSpace(bytes: megabytes << 20)
        }
        // A backstop should the parent die: the kernel ends a worker that outlives its time.
        if let seconds = arguments.value("--time-limit").flatMap(UInt32.init), seconds > 0 {
            alarm(seconds + 5)
        }
        let path = arguments.positionals[0]
        let answer: WorkerAnswer
        do throws(AppError) {
            let reader = try StatementFileReader(
                folders: context.ruleFolders, layout: arguments.value("--layout"),
                passwordFile: arguments.value("--password-file"), environment: context.environment,
                jobs: arguments.value("--jobs").flatMap(Int.init).map { min(max($0, 1), 64) } ?? 1)
            let file = try reader.read(path)
            answer = WorkerAnswer(
                statements: file.statements, pages: file.statements.first?.pageCount ?? 0,
                pagesWithoutText: file.pagesWithoutText, sha256: file.sha256)
        } catch {
            answer = WorkerAnswer(
                failure: WorkerAnswer.Failure(
                    message: error.message, category: error.category.rawValue,
                    exitCode: ExitCode(error.category).rawValue))
        }
        // The parse's memory, let go by now, goes back to the system before the answer is made:
        // glibc keeps freed pieces resident, and the answer's megabytes of text (a long statement)
        // came on top of them, the worker's peak 6 MB above the parse's at 1,000 pages. Its bytes
        // are then held once: the encoded data only until its text is made, no copy with the line
        // break added.
        spc_release_free_memory()
        guard let text = try? String(decoding: JSONEncoder().encode(answer), as: UTF8.self) else { return .software }
        context.console.write(text)
        context.console.write("\n")
        return .success
    }

    /// How `batch` and `import` start a worker: this executable, the limits, the password file
    /// and forced layout passed on (as paths and names: never a password itself).
    static func command(
        executable: String, timeout: Double, memoryLimitMB: Int, passwordFile: String?, layout: String?,
        environment: [String: String]
    ) -> WorkerCommand {
        var arguments = [name, "--time-limit", String(Int(timeout.rounded(.up))), "--memory-limit-mb", String(memoryLimitMB)]
        if let passwordFile { arguments += ["--password-file", URL(fileURLWithPath: passwordFile).standardizedFileURL.path] }
        if let layout { arguments += ["--layout", layout] }
        var workerEnvironment = WorkerEnvironment.minimal(from: environment)
        // A crashing worker should end at once, not spend seconds printing a backtrace nobody reads.
        workerEnvironment["SWIFT_BACKTRACE"] = "enable=no"
        return WorkerCommand(executable: executable, arguments: arguments, environment: workerEnvironment, threadsOption: "--jobs")
    }

    /// This very executable, for the workers.
    static func executablePath() -> String {
        ExecutableLocation.current ?? CommandLine.arguments.first ?? "statement-import"
    }

    private static func limitAddressSpace(bytes: UInt64) {
        var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
        #if canImport(Glibc)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
        #else
        _ = setrlimit(RLIMIT_AS, &limit)
        #endif
    }
}
