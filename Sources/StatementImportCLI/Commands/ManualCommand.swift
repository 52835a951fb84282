import StatementImport

/// `statement-import manual`: the man page, for scripts/install.
enum ManualCommand {
    static let spec = CommandSpec(
        name: "manual",
        summary: "Print the statement-import(1) man page in roff (scripts/install installs it).",
        run: { _, context in
            context.console.write(ManPage.render(CommandTable.all, version: ToolVersion.current))
            return .success
        }
    )
}
