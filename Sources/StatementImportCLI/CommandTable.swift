/// Every subcommand, in the order `--help` lists them.
public enum CommandTable {
    public static let all: [CommandSpec] = [
        ExtractCommand.spec,
        ParseCommand.spec,
        LayoutsCommand.spec,
        ImportCommand.spec,
        TransactionsCommand.spec,
        StatementsCommand.spec,
        AccountsCommand.spec,
        ExportCommand.spec,
        CheckCommand.spec,
        RulesCommand.spec,
        ReviewCommand.spec,
        LearnedCommand.spec,
        RecategoriseCommand.spec,
        RemoteCommand.spec,
        CompletionsCommand.spec,
    ]
}
