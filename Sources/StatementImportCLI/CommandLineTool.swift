/// The `statement-import` command: finds the subcommand in the table, parses its arguments,
/// runs it and turns every error into one line on stderr and an exit code.
public struct CommandLineTool: Sendable {
    public static let version = "0.1.0"

    public let commands: [CommandSpec]

    public init(commands: [CommandSpec] = CommandTable.all) {
        self.commands = commands
    }

    public func run(_ arguments: [String], context: CommandContext) -> ExitCode {
        let console = context.console
        guard let first = arguments.first else {
            console.error(overview)
            return .usage
        }
        switch first {
        case "-h", "--help", "help":
            if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                console.write(command.help)
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
        guard let command = commands.first(where: { $0.name == first })
                ?? CommandTable.hidden.first(where: { $0.name == first }) else {
            console.error("statement-import: unknown command '\(first)'")
            console.error("usage: statement-import <command> [options]; see statement-import --help")
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.write(command.help)
            return .success
        }
        do {
            let parsed = try ArgumentParser.parse(rest, for: command)
            return try command.run(parsed, context)
        } catch let error as CLIError {
            console.error("statement-import \(command.name): \(error.message)")
            if error.showsUsage { console.error(command.usage) }
            return error.exitCode
        } catch {
            console.error("statement-import \(command.name): internal error: \(error); please report it")
            return .software
        }
    }

    public var overview: String {
        var text = """
        OVERVIEW: turn bank and card statement PDFs into a verified, categorised ledger.

        USAGE: statement-import <command> [options]

        COMMANDS:

        """
        let width = commands.map(\.name.count).max() ?? 0
        for command in commands {
            text += "  " + command.name + String(repeating: " ", count: width - command.name.count + 2)
                + command.summary + "\n"
        }
        text += "\n  See 'statement-import <command> --help' for a command's options.\n"
        return text
    }
}
