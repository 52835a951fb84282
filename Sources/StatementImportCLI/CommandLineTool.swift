import Categorisation
import StatementImport

/// The `statement-import` command: finds the command (and sub-command) in the table, parses and
/// checks its arguments before anything runs, runs it, and turns every error into one line on
/// stderr and the exit code of its category.
public struct CommandLineTool: Sendable {
    public static let version = ToolVersion.current

    public let commands: [CommandSpec]

    public init(commands: [CommandSpec] = CommandTable.all) {
        self.commands = commands
    }

    public func run(_ arguments: [String], context: CommandContext) -> ExitCode {
        let console = context.console
        guard let first = arguments.first else {
            console.errorBlock(overview)
            return .usage
        }
        switch first {
        case "-h", "--help", "help":
            if arguments.count > 1, var command = commands.first(where: { $0.name == arguments[1] }) {
                if arguments.count > 2, let sub = command.subcommand(arguments[2]) { command = sub }
                console.write(InstalledDocs.pointed(command.help))
            } else {
                console.write(overview)
            }
            return .success
        case "--version", "version":
            console.print("statement-import \(CommandLineTool.version)")
            return .success
        default:
            break
        }
        guard
            var command = commands.first(where: { $0.name == first })
                ?? CommandTable.hidden.first(where: { $0.name == first })
        else {
            let guess = ClosestWord.closest(to: first, among: commands.map(\.name)).map { " (did you mean \($0)?)" } ?? ""
            console.error("statement-import: unknown command '\(DisplayName.of(first))'\(guess)")
            console.error("usage: statement-import <command> [options]; see statement-import --help")
            return .usage
        }
        var rest = Array(arguments.dropFirst())
        if !command.subcommands.isEmpty {
            guard let word = rest.first, !word.hasPrefix("-") else {
                if rest.contains("--help") || rest.contains("-h") {
                    console.write(InstalledDocs.pointed(command.help))
                    return .success
                }
                console.error(
                    "statement-import \(command.name): missing sub-command: use \(command.arguments.replacingOccurrences(of: " | ", with: ", "))")
                console.error(command.usage)
                return .usage
            }
            guard let sub = command.subcommand(word) else {
                console.error(
                    "statement-import \(command.name): unknown sub-command '\(DisplayName.of(word))': use \(command.arguments.replacingOccurrences(of: " | ", with: ", "))"
                )
                console.error(command.usage)
                return .usage
            }
            command = sub
            rest.removeFirst()
        }
        if rest.contains("--help") || rest.contains("-h") {
            console.write(InstalledDocs.pointed(command.help))
            return .success
        }
        do {
            let parsed = try ArgumentParser.parse(rest, for: command)
            if command.readsInAChild, let child = ReadingChild(context: context) {
                return child.run(arguments, file: parsed.positionals.first ?? "", command: command.name, console: console)
            }
            if command.name != BatchWorkerCommand.name, let file = parsed.value("--password-file"),
                let exposure = PasswordSource.exposure(of: file)
            {
                console.error("statement-import \(command.name): warning: \(exposure)")
            }
            // A command's `--config FILE` is its session's one configuration file, every section read from it.
            return try command.run(parsed, parsed.value("--config").map(context.configured(by:)) ?? context)
        } catch let error as AppError {
            return report(error, command: command, console: console)
        } catch {
            console.error(
                "statement-import \(command.name): internal error: \(String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")); please report it"
            )
            return .software
        }
    }

    /// One line for the error, the usage line after a usage error, and the category's exit code.
    func report(_ error: AppError, command: CommandSpec, console: Console) -> ExitCode {
        console.error("statement-import \(command.name): \(error.message)")
        if error.category == .usage { console.error(command.usage) }
        return ExitCode(error.category)
    }

    public var overview: String {
        var text = """
            OVERVIEW: turn bank and card statement PDFs into a verified, categorised ledger.

            USAGE: statement-import <command> [options]

            COMMANDS:

            """
        let width = commands.map(\.name.count).max() ?? 0
        for command in commands {
            text +=
                "  " + command.name + String(repeating: " ", count: width - command.name.count + 2)
                + command.summary + "\n"
        }
        text += "\n  See 'statement-import <command> --help' for a command's options.\n"
        return text
    }
}
