/// Every subcommand, in the order `--help` lists them.
public enum CommandTable {
    public static let all: [CommandSpec] = [
        ExtractCommand.spec,
        ParseCommand.spec,
        LayoutsCommand.spec,
        ImportCommand.spec,
        BatchCommand.spec,
        TransactionsCommand.spec,
        ReportCommand.spec,
        RecurringCommand.spec,
        BudgetCommand.spec,
        StatementsCommand.spec,
        AccountsCommand.spec,
        ExportCommand.spec,
        CheckCommand.spec,
        AuditCommand.spec,
        LedgerCommand.spec,
        RulesCommand.spec,
        ReviewCommand.spec,
        LearnedCommand.spec,
        CategoriesCommand.spec,
        RecategoriseCommand.spec,
        DoctorCommand.spec,
        RemoteCommand.spec,
        CompletionsCommand.spec,
        ManualCommand.spec,
    ]

    /// Commands the tool runs but `--help` does not list: the batch's worker mode.
    public static let hidden: [CommandSpec] = [BatchWorkerCommand.spec]
}
