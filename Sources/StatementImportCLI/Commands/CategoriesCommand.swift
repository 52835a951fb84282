import Categorisation
import LedgerStore
import StatementImport

/// `statement-import categories [add ID NAME | rename ID NAME | retire ID | restore ID]`: the taxonomy with
/// one's own categories.
enum CategoriesCommand {
    static let spec = CommandSpec(
        name: "categories",
        summary: "List categories (id, name, kind, parent, aliases, rows); add, rename or retire your own; restore a retired one.",
        arguments: "[add ID NAME | rename ID NAME | retire ID | restore ID]",
        minimumPositionals: 0,
        maximumPositionals: 3,
        options: [
            CommonOptions.ledger,
            .value(
                "--kind", "expense|income|transfer", "With add: the kind (expense when not given).",
                allowed: ["expense", "income", "transfer"]),
            .value("--parent", "ID", "With add: the category it belongs under."),
            .value("--alias", "WORD", "With add: another word for it, in any language (repeatable)."),
        ],
        discussion: """
            Ids are stable: rules, review, --set and exports refer to them. A retired category stays on
            the rows that have it; new rows cannot take it, and the rows no person settled that carry it
            wait for review. restore ID takes a retirement back (those rows leave review again).
            Shipped categories keep their ids and names.
            """,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let corrections = LedgerCorrections(ledger: context.ledger(arguments))
        let words = arguments.positionals
        switch (words.first, words.count) {
        case (nil, _):
            context.console.print("Id              Name                          Kind      Parent        Rows  Aliases")
            for entry in try corrections.categories() {
                let category = entry.category
                context.console.print(
                    category.id.padding(14) + "  " + category.name().padding(28) + "  "
                        + category.kind.rawValue.padding(8) + "  " + (category.parent ?? "-").padding(12) + "  "
                        + String(entry.rowCount).leftPadding(4) + "  " + entry.aliases.joined(separator: ", ")
                        + (entry.retired ? "  (retired)" : "") + (category.userDefined ? "  (yours)" : ""))
            }
        case ("add", 3):
            let kind = Category.Kind(rawValue: arguments.value("--kind") ?? "expense") ?? .expense
            try corrections.addCategory(
                id: words[1], name: words[2], kind: kind, parent: arguments.value("--parent"),
                aliases: arguments.all("--alias"))
            context.console.print("added \(words[1]) (\(words[2]), \(kind.rawValue))")
        case ("rename", 3):
            try corrections.renameCategory(id: words[1], to: words[2])
            context.console.print("renamed \(words[1]) to \(words[2])")
        case ("retire", 2):
            let waiting = try corrections.retireCategory(id: words[1])
            context.console.print(
                "retired \(words[1]): its rows keep it, new rows cannot take it; \(waiting) unsettled "
                    + "\(waiting == 1 ? "row" : "rows") with it now \(waiting == 1 ? "waits" : "wait") for review "
                    + "(`statement-import categories restore \(words[1])` takes it back)")
        case ("restore", 2):
            try corrections.restoreCategory(id: words[1])
            context.console.print("restored \(words[1]): rows can take it again")
        default:
            throw AppError.usage("categories takes nothing, `add ID NAME`, `rename ID NAME`, `retire ID` or `restore ID`")
        }
        return .success
    }
}
