/// Every subcommand, in the order `--help` lists them.
public enum CommandTable {
    public static let all: [CommandSpec] = [
        ExtractCommand.spec,
        ParseCommand.spec,
        LayoutsCommand.spec,
        ImportCommand.spec,
    ]
}
