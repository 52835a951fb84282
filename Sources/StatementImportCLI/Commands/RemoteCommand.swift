import Categorisation
import Foundation
import StatementImport

/// `statement-import remote check|preview`: try the configured service with one made-up row, or
/// print exactly what an import would send for some statements without sending anything.
enum RemoteCommand {
    static let spec = CommandSpec.group(
        "remote",
        summary: "check the remote categoriser's service, or preview what an import would send it.",
        discussion: """
            The remote categoriser is configured in $XDG_CONFIG_HOME/statement-import/config, section [remote]; see
            docs/configuration.md. The key is read from --remote-key-file, STATEMENT_IMPORT_REMOTE_KEY_FILE,
            $CREDENTIALS_DIRECTORY/statement-import-remote-key, STATEMENT_IMPORT_REMOTE_KEY or key_file, never from the command line.
            """,
        subcommands: [check, preview]
    )

    static let check = CommandSpec(
        name: "remote check",
        summary: "Send the service one made-up row; print URL, model, protocol, where the key came from, latency.",
        options: [
            .value("--remote-key-file", "FILE", "Read the key from FILE (mode 600); or set STATEMENT_IMPORT_REMOTE_KEY_FILE."),
            CommonOptions.ledger,
        ],
        discussion: "Exit status: 0 when it works, 69 when the service is unreachable or answers with an error, "
            + "77 when it refuses the key, 78 for a configuration error, 64 when both STATEMENT_IMPORT_REMOTE_KEY and _KEY_FILE are set.",
        run: { arguments, context in
            // The ledger holds the agreement the model earned in its last run.
            let report = CheckRemote.run(
                environment: context.environment, keyFile: arguments.value("--remote-key-file"),
                ledger: context.ledger(arguments), settings: context.state.settings)
            for line in report.lines { context.console.print(line) }
            guard let error = report.error else { return .success }
            context.console.error("statement-import remote check: \(error.message)")
            return ExitCode(error.category)
        }
    )

    static let preview = CommandSpec(
        name: "remote preview",
        summary: "Print the request bodies an import of PATH... would send the remote service; send nothing.",
        arguments: "PATH...",
        minimumPositionals: 1,
        maximumPositionals: nil,
        options: [CommonOptions.ledger, CommonOptions.layout, CommonOptions.password, CommonOptions.threshold],
        discussion: "Only rows the rules and learned memory leave below the threshold are sent, and not those the cache "
            + "already answers; files already in the ledger are left out, as import would. Needs no key.",
        run: { arguments, context in
            var preview = PreviewRemote(
                paths: arguments.positionals, ledger: context.ledger(arguments),
                folders: context.ruleFolders, layout: arguments.value("--layout"),
                passwordFile: arguments.value("--password-file"),
                threshold: arguments.typed("--threshold") ?? CategorisationChain.defaultThreshold,
                environment: context.environment)
            let limits = try ReadingBounds.limits(context, command: "remote preview")
            preview.readingLimits = limits
            preview.settings = context.state.settings
            preview.isolation = context.workerExecutable.map { executable in
                FileIsolation(
                    worker: BatchWorkerCommand.command(
                        executable: executable, timeout: limits.seconds, memoryLimitMB: limits.megabytes,
                        passwordFile: arguments.value("--password-file"), layout: arguments.value("--layout"),
                        environment: context.environment),
                    jobs: ProcessInfo.processInfo.activeProcessorCount, timeout: limits.seconds)
            }
            let result = try preview.run()
            for problem in result.problems { context.console.error("statement-import remote preview: \(problem.message)") }
            for path in result.alreadyImported {
                context.console.print("# \(DisplayName.of(path)): already imported, nothing would be sent")
            }
            for (number, request) in result.requests.enumerated() {
                context.console.print("# request \(number + 1) of \(result.requests.count)")
                context.console.print("\(request.method) \(request.url)")
                for header in request.headers { context.console.print(header) }
                context.console.print("")
                context.console.print(request.prettyBody)
            }
            context.console.print(
                "# \(result.openRows) open rows; \(result.requests.count) request\(result.requests.count == 1 ? "" : "s") "
                    + "would be sent (rows the cache answers and repeated descriptions left out); nothing was sent")
            guard let first = result.problems.first else { return .success }
            return result.problems.count == 1 && arguments.positionals.count == 1 ? ExitCode(first.category) : .failure
        }
    )
}
