import Foundation
import StatementCore
import StatementImport
import Toolbox

/// `statement-import report`: where the money went, month by month per category, in the
/// terminal or as one self-contained page with charts.
enum ReportCommand {
    static let spec = CommandSpec(
        name: "report",
        summary: "Money out and in per category and month, per currency; --html FILE writes a page with charts.",
        options: [
            CommonOptions.ledger,
            CommonOptions.since,
            CommonOptions.until,
            .value("--account", "LAST4", "Only this account (its last four characters, id or name)."),
            .value("--category", "ID", "Only this category and those below it (an id, name or alias)."),
            .value("--months", "N", "Only the last N months (up to --until, else the latest row).", parse: OptionValues.count("--months")),
            .value(
                "--in", "CODE", "Convert every amount into this currency at the rate of its day, from the [report] prices file.",
                parse: ReportConversionText.target),
            .value(
                "--format", "table|csv|json",
                "table is for people: it fits the terminal (COLUMNS), leaving out months and columns with nothing in them; csv has one line per category and month, every one.",
                allowed: ["table", "csv", "json"]),
            .value(
                "--html", "FILE", "Write the report as one self-contained HTML page with charts to FILE (and print it too when --format is given)."),
        ],
        discussion: """
            One table per currency, the most active first: amounts of two currencies are never added. Rows
            waiting for review (below the confidence threshold) count under "needs review", not under their
            guess, until review settles them. Rows marked duplicate are left out; transfers between your
            own accounts (categories of kind transfer) are shown apart, not as spending.
            The page (--html) has no script and fetches nothing: spending by category, balances from the
            statements, top merchants and recurring payments. --in CODE (or [report] currency) converts each
            amount at the latest rate on or before its day from the [report] prices file; a month of a currency
            with no rate stays unconverted, and one line names the missing rates. No rate comes from the network.
            See docs/reports.md.
            """,
        run: run
    )

    static func request(_ arguments: ParsedArguments) -> ReportRequest {
        ReportRequest(
            since: arguments.typed("--since"), until: arguments.typed("--until"), account: arguments.value("--account"),
            category: arguments.value("--category"), months: arguments.typed("--months"))
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        var request = request(arguments)
        let prices = try context.state.reportPrices(explicitTarget: arguments.typed("--in"))
        if prices.target != nil { request.prices = prices }
        let report = try ReportLedger(ledger: context.ledger(arguments)).report(request)
        for line in ReportConversionText.notes(report.conversion) { context.console.error(line) }
        if let target = arguments.value("--html") {
            try write(ReportPage.html(report), to: target)
            context.console.error("Wrote the report page to \(DisplayName.of(target))")
            guard arguments.value("--format") != nil else { return .success }
        }
        switch arguments.value("--format") ?? "table" {
        case "json": context.console.print(try ReportJSON.report(report))
        case "csv": context.console.write(ReportText.csv(report))
        default: context.console.write(ReportText.table(report, width: TerminalWidth.columns(environment: context.environment)))
        }
        return .success
    }

    static func write(_ page: String, to target: String) throws(AppError) {
        do {
            try AtomicFile.write(Data(page.utf8), to: target)
        } catch {
            throw AppError(
                .ledgerUnavailable,
                "\(DisplayName.of(target)): cannot write the report page \(FileProblem(error, writing: target).explained(otherwise: "check the path"))"
            )
        }
    }
}
