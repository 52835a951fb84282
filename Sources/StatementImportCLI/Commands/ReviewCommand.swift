import Foundation
import LedgerStore
import StatementImport

/// `statement-import review`: settle the rows the tool is not sure about, lowest confidence first.
/// Interactive at a terminal; scriptable with --set and --confirm, or by piping answers to it.
enum ReviewCommand {
    static let spec = CommandSpec(
        name: "review",
        summary: "Settle low-confidence rows (interactive, or --set ID=CATEGORY / --confirm ID); the ledger learns.",
        options: [
            CommonOptions.ledger,
            .value("--set", "ID=CATEGORY", "Set a row's category and lock it (repeatable).", parse: OptionValues.idAndCategory),
            .value("--confirm", "ID", "Accept a row's suggested category and lock it (repeatable)."),
            .flag("--list", "Only list the rows waiting for review, with their ids."),
        ],
        discussion: """
        At each row: Enter accepts the suggestion, a category id sets it, 's' skips, 'q' stops, '?' lists
        the categories. Answers may also come on standard input, one a line. A settled row is locked:
        no later recategorise changes it, and the merchant memory learns from it.
        """,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        let teacher = try CategoryTeacher(context.ledger(arguments))
        let scripted = arguments.all("--set") + arguments.all("--confirm")
        if !scripted.isEmpty {
            for pair in arguments.all("--set") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                try teacher.set(parts[0], category: parts[1])
                console.print("\(parts[0]): \(parts[1]) (locked)")
            }
            for id in arguments.all("--confirm") {
                console.print("\(id): \(try teacher.confirm(id)) (locked)")
            }
            return .success
        }
        let rows = try teacher.rowsNeedingReview()
        if arguments.has("--list") {
            for row in rows {
                console.print("\(row.id)  \(row.date.iso)  \(row.amount.groupedString)  \(row.categoryID ?? "-") (\(String(format: "%.2f", row.confidence)))  \(row.description)")
            }
            console.print("\(rows.count) rows need review")
            return .success
        }
        var settled = 0
        for row in rows {
            console.print("\n\(row.date.iso)  \(row.amount.groupedString)  \(row.description)")
            console.print("  suggestion: \(row.categoryID ?? "none") (\(String(format: "%.2f", row.confidence)), \(row.categorySource.rawValue)) \(row.categoryReason)")
            console.write("  category [\(row.categoryID ?? "")]: ")
            guard let answer = readLine()?.trimmingCharacters(in: .whitespaces) else { break }
            if answer == "q" { break }
            if answer == "s" { continue }
            if answer == "?" { console.print(teacher.knownCategories.sorted().joined(separator: " ")); continue }
            guard let category = answer.isEmpty ? row.categoryID : answer else { continue }
            do {
                try teacher.set(row.id, category: category)
                console.print("\(row.id): \(category) (locked)")
                settled += 1
            } catch {
                console.error(error.message)
            }
        }
        console.print("\(settled) rows settled; \(rows.count - settled) still need review")
        return .success
    }
}
