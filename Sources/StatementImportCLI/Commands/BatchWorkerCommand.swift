import Foundation
import StatementCore
import StatementImport
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
            CommonOptions.password,
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        if let megabytes = arguments.value("--memory-limit-mb").flatMap(UInt64.init), megabytes > 0 {
            limitAddressSpace(bytes: megabytes << 20)
        }
        // A backstop should the parent die: the kernel ends a worker that outlives its time.
        if let seconds = arguments.value("--time-limit").flatMap(UInt32.init), seconds > 0 {
            alarm(seconds + 5)
        }
        let path = arguments.positionals[0]
        WorkerFault.injectIfAsked(for: path, environment: context.environment)
        let answer: WorkerAnswer
        do throws(AppError) {
            let reader = try StatementFileReader(folders: context.ruleFolders, layout: nil,
                                                 passwordFile: arguments.value("--password-file"), environment: context.environment)
            let file = try reader.read(path)
            answer = WorkerAnswer(statements: file.statements, pages: file.statements.first?.pageCount ?? 0)
        } catch {
            answer = WorkerAnswer(failure: WorkerAnswer.Failure(message: error.message, category: error.category.rawValue,
                                                                exitCode: ExitCode(error.category).rawValue))
        }
        let encoder = JSONEncoder()
        guard let data = try? encoder.encode(answer) else { return .software }
        context.console.write(String(decoding: data, as: UTF8.self) + "\n")
        return .success
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
