import StatementCore
import StatementImport

/// `statement-import budget`: how much each category may take a week, fortnight, month or year,
/// and how much of it is gone. `budget set` and `budget remove` change them.
enum BudgetCommand {
    static let spec = CommandSpec(
        name: "budget",
        summary: "Budgets per category: the limit, the spent, the left and the days left in the current period; set and remove them.",
        arguments: "[set CATEGORY AMOUNT | remove CATEGORY]",
        maximumPositionals: 3,
        options: [
            CommonOptions.ledger,
            .value(
                "--every", "week|fortnight|month|year", "budget set: how often it starts afresh (default month).",
                allowed: BudgetCadence.allCases.map(\.rawValue)),
            .value(
                "--from", "YYYY-MM-DD", "budget set: its first day (default: this week's Monday, this month's or this year's first day).",
                parse: OptionValues.date("--from")),
            .value("--currency", "CODE", "budget set: its currency (default: the one most rows of the ledger are in).", parse: OptionValues.currency),
            .value("--on", "YYYY-MM-DD", "budget: show the periods that hold this day (default today).", parse: OptionValues.date("--on")),
            .value("--format", "table|json", "table is for people; json is for other apps.", allowed: ["table", "json"]),
        ],
        discussion: """
            `budget set food 400` gives food 400 a month; `budget set restaurants 60,50 --every week` 60.50 a week.
            The amount is in the budget's currency; a decimal comma is read too. Setting a category's budget again
            replaces it. The spent is money out in the category (and the categories below it) in the period, less
            its refunds, in the budget's currency only: rows in other currencies are counted and said, never added.
            Rows waiting for review count once a person settles them. A warning comes at 80% and at 100% of the
            limit; `report --html` draws each budget as a bar with its limit line. See docs/reports.md.
            """,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let budgets = BudgetLedger(ledger: context.ledger(arguments))
        let words = arguments.positionals
        switch words.first {
        case nil:
            for name in ["--every", "--from", "--currency"] where arguments.value(name) != nil {
                throw AppError.usage("\(name) goes with `budget set CATEGORY AMOUNT`")
            }
            let statuses = try budgets.statuses(on: arguments.typed("--on"))
            if arguments.value("--format") == "json" {
                context.console.print(try BudgetJSON.render(statuses))
            } else {
                context.console.write(BudgetText.table(statuses))
            }
            return .success
        case "set":
            guard words.count == 3 else { throw AppError.usage("budget set takes a CATEGORY and an AMOUNT, like `budget set food 400`") }
            let budget = try budgets.set(
                category: words[1], amount: words[2], cadence: arguments.value("--every").flatMap(BudgetCadence.init) ?? .month,
                from: arguments.typed("--from"), currency: arguments.typed("--currency"))
            context.console.print(
                "budget set: \(budget.categoryID) \(budget.limit.groupedString) \(budget.limit.currency.code) \(budget.cadence.phrase), "
                    + "periods from \(budget.anchor.iso)")
            return .success
        case "remove":
            guard words.count == 2 else { throw AppError.usage("budget remove takes a CATEGORY, like `budget remove food`") }
            guard let removed = try budgets.remove(category: words[1]) else {
                context.console.error("statement-import budget: \(DisplayName.of(words[1])) has no budget: `statement-import budget` lists them")
                return .dataError
            }
            context.console.print("budget removed: \(removed)")
            return .success
        case let word?:
            throw AppError.usage("unknown word '\(DisplayName.of(word))': use `budget`, `budget set CATEGORY AMOUNT` or `budget remove CATEGORY`")
        }
    }
}
