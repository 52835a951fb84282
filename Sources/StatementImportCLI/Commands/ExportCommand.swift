import LedgerStore
import StatementCore
import StatementImport

/// `statement-import export`: the ledger as CSV, JSON, an hledger journal or a beancount file.
enum ExportCommand {
    static let spec = CommandSpec(
        name: "export",
        summary: "Export the ledger as csv, json, an hledger journal (ledger) or beancount.",
        options: [
            CommonOptions.ledger,
            .value(
                "--format", "csv|json|ledger|beancount", "What to write to standard output.",
                allowed: ["csv", "json", "ledger", "hledger", "beancount"]),
            CommonOptions.since,
            CommonOptions.until,
            .flag("--no-declarations", "Journals: leave out account and commodity declarations (for appending to a journal)."),
        ],
        discussion: """
            Rows marked duplicate are left out. hledger and beancount journals open each account with its
            first statement's opening balance and assert each verified statement's closing balance, even
            where the ledger no longer adds up (said on stderr: the checkers then fail there); a known gap
            between statements is an explicit entry to Equity:Unreconciled naming the missing days, where
            the next statement does not open at the balance the journal holds there; they
            declare each account and commodity in the export whose dates first use it, so exports split by
            --since/--until can be concatenated. In the hledger journal the two legs of a transfer
            between your accounts are one transaction between the two, each leg's category a tag
            (category:ID). CSV text fields that a spreadsheet would run as a formula
            (starting with =, +, -, @, tab or CR) get a leading apostrophe; amounts stay numbers.
            """,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let format: ExportFormat
        switch arguments.value("--format") ?? "csv" {
        case "json": format = .json
        case "ledger", "hledger": format = .hledger
        case "beancount": format = .beancount
        default: format = .csv
        }
        let filter = TransactionFilter(since: arguments.typed("--since"), until: arguments.typed("--until"))
        let browser = BrowseLedger(ledger: context.ledger(arguments))
        // The journals carry the [report] prices file's rates; csv and json are the rows alone.
        let journal = format == .hledger || format == .beancount
        let prices = journal ? try context.state.reportPrices() : ReportPrices()
        for problem in prices.problems.prefix(10) { context.console.error("\(problem): passed over") }
        context.console.write(
            try browser.export(format, filter: filter, declarations: !arguments.has("--no-declarations"), prices: prices.rates))
        if format == .hledger || format == .beancount {
            let disagreements = try browser.disagreements()
            for finding in disagreements { context.console.error("does not reconcile: \(finding)") }
            if !disagreements.isEmpty {
                context.console.error(
                    "the journal asserts every closing balance the bank printed, so hledger and bean-check fail where "
                        + "the ledger no longer adds up (a doubled row, a wrong duplicate mark): `statement-import check` says where")
            }
        }
        return .success
    }
}
