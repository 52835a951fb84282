import Categorisation
import Foundation
import LedgerStore

/// `statement-import review`: settle the rows the tool is not sure about, lowest confidence first.
/// Interactive at a terminal; scriptable with --set and --confirm, or by piping answers to it.
enum ReviewCommand {
    static let spec = CommandSpec(
        name: "review",
        summary: "Settle low-confidence rows (interactive, or --set ID=CATEGORY / --confirm ID); the ledger learns.",
        options: [
            LedgerOpener.option,
            .value("--set", "ID=CATEGORY", "Set a row's category and lock it (repeatable)."),
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
        let ledger = try LedgerOpener.open(arguments, context)
        let console = context.console
        var teacher = try CategoryTeacher(ledger: ledger)
        let known = Set(try ledger.categories().map(\.id))
        let scripted = arguments.all("--set") + arguments.all("--confirm")
        if !scripted.isEmpty {
            for pair in arguments.all("--set") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { throw CLIError.usage("--set takes ID=CATEGORY, not '\(pair)'") }
                try settle(parts[0], category: parts[1], known: known, ledger: ledger, teacher: &teacher, console: console)
            }
            for id in arguments.all("--confirm") {
                guard let row = try ledger.transaction(id: id), let category = row.categoryID else {
                    throw CLIError("no categorised transaction with id \(id): see `statement-import review --list`", exitCode: .dataError)
                }
                try settle(id, category: category, known: known, ledger: ledger, teacher: &teacher, console: console)
            }
            return .success
        }
        let rows = try ledger.transactions(TransactionFilter(needsReview: true)).sorted { $0.confidence < $1.confidence }
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
            if answer == "?" { console.print(known.sorted().joined(separator: " ")); continue }
            guard let category = answer.isEmpty ? row.categoryID : answer else { continue }
            do {
                try settle(row.id, category: category, known: known, ledger: ledger, teacher: &teacher, console: console)
                settled += 1
            } catch let error as CLIError {
                console.error(error.message)
            }
        }
        console.print("\(settled) rows settled; \(rows.count - settled) still need review")
        return .success
    }

    static func settle(_ id: String, category: String, known: Set<String>, ledger: Ledger,
                       teacher: inout CategoryTeacher, console: Console) throws {
        guard known.contains(category) else {
            throw CLIError("'\(category)' is not a category: use one of \(known.sorted().joined(separator: ", "))", exitCode: .dataError)
        }
        guard let row = try ledger.transaction(id: id) else {
            throw CLIError("no transaction with id \(id): see `statement-import review --list`", exitCode: .dataError)
        }
        try teacher.set(row, category: category)
        console.print("\(id): \(category) (locked)")
    }
}
