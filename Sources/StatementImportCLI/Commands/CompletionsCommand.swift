import StatementImport

/// `statement-import completions bash|zsh`: the shell completion script, for scripts/install.
enum CompletionsCommand {
    static let spec = CommandSpec(
        name: "completions",
        summary: "Print the bash or zsh completion script (scripts/install installs both).",
        arguments: "bash|zsh",
        minimumPositionals: 1,
        maximumPositionals: 1,
        run: { arguments, context in
            switch arguments.positionals[0] {
            case "bash": context.console.write(CompletionScript.bash(CommandTable.all))
            case "zsh": context.console.write(CompletionScript.zsh(CommandTable.all))
            default: throw AppError.usage("no completions for '\(arguments.positionals[0])': use bash or zsh")
            }
            return .success
        }
    )
}
