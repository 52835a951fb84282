import Foundation
import LedgerStore
import StatementImport
import Toolbox

/// `statement-import review`: settle the rows the tool is not sure about, account by account in date order.
/// Interactive at a terminal (a line editor with Tab completion); piped answers one a line; scriptable with --set,
/// --confirm and --duplicate.
enum ReviewCommand {
    static let spec = CommandSpec(
        name: "review",
        summary:
            "Settle low-confidence rows (interactive, or --set ID=CATEGORY / --confirm ID / --duplicate ID); pair transfers (--pairs); the ledger learns.",
        options: [
            CommonOptions.ledger,
            .value("--set", "ID=CATEGORY", "Set a row's category and lock it (repeatable).", parse: OptionValues.idAndCategory),
            .value("--confirm", "ID", "Accept a row's suggested category and lock it (repeatable)."),
            .value("--duplicate", "ID", "Mark a row a duplicate: kept, but left out of balances and exports (repeatable)."),
            .value("--not-duplicate", "ID", "Take a duplicate mark back (repeatable)."),
            .value("--pair", "ID=ID", "Pair two rows as one transfer between your accounts (repeatable).", parse: OptionValues.twoIDs),
            .value("--unpair", "ID", "Undo the transfer pair holding a row, or mark a lone row no transfer; kept (repeatable)."),
            .value("--confirm-pair", "ID", "Confirm the transfer pair the tool found for a row (repeatable)."),
            .flag("--find-pairs", "Pair the transfers of the whole ledger (a ledger from before pairing)."),
            .flag("--pairs", "List the transfer pairs and the legs whose partner is missing."),
            .flag("--transfers", "Go through the found pairs and the flagged legs: confirm, unpair or pair each (interactive, or piped answers)."),
            .value("--account", "LAST4", "Only this account's rows (its last four characters, id or name)."),
            .value(
                "--statement", "ID", "Only this statement's rows (its id from `statement-import statements`).",
                parse: OptionValues.count("--statement")),
            .value("--since", "YYYY-MM-DD", "Only rows from this date.", parse: OptionValues.date("--since")),
            .flag("--list", "Only list the rows waiting for review, with their ids."),
            .value("--format", "text|json", "With --list: text is for people.", allowed: ["text", "json"]),
        ],
        discussion: """
            The rows come account by account, in date order within each; --account, --statement and
            --since narrow the queue. Each row shows its date, account, amount, description, the
            suggestion with its source and confidence, and why it is asked. Answers: Enter accepts the suggestion; a number or a category
            (id, name, alias or a prefix naming one; Tab completes) sets it; s skips; d marks a duplicate
            (asking first when no other row looks like it); r [CATEGORY] writes a rule from the row's
            merchant (shown, saved only on y); u undoes the last answer; q quits keeping what was
            answered; ? lists the categories. ?, a typo or an empty answer with no suggestion ask the
            same row again: an answer never lands on another row. Piped input gives one answer a line;
            at a terminal every key goes to the line and Enter confirms, so s, d, r, u, q and ? act only
            as a whole answer and a word such as shopping is never cut short. IDs may be shortened to
            any unique prefix of 6 or more characters. A settled row is locked and the merchant memory
            learns from it; the session's later rows of that merchant take the category as their
            suggestion at once.

            Transfers between your own accounts are paired at import (the same amount out of one
            account and into another within a few days; stronger when the description names the
            other account, or a card's bill is paid from a current account) and are neither
            spending nor income. --pairs lists the pairs and the legs whose partner is missing;
            --pair ID=ID, --unpair ID and --confirm-pair ID settle them, and the tool never
            overrides what a person said. --transfers asks about them one by one: each pair the tool
            found (Enter or c confirms, x unpairs), then each leg whose partner is missing or unclear,
            with the rows that could be its partner numbered (a number or a row's id pairs, x says it
            is no transfer); s skips, q quits keeping what was answered.
            """,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        let reviewer = try Reviewer(context.session(arguments))
        let scripted =
            arguments.all("--set") + arguments.all("--confirm") + arguments.all("--duplicate")
            + arguments.all("--not-duplicate")
        if !scripted.isEmpty {
            try runScripted(arguments, reviewer: reviewer, console: console)
            return .success
        }
        if try TransferReviewCommand.run(arguments, reviewer: reviewer, console: console) { return .success }
        var source: any ReviewAnswerSource = TerminalKeys.isTerminal ? TerminalKeys(console: console) : LineAnswers(console: console)
        let width = TerminalWidth.columns(environment: context.environment)
        if arguments.has("--transfers") {
            let changed = try TransferConversation.converse(reviewer: reviewer, source: &source, console: console, width: width)
            let open = try reviewer.transferQuestions().count
            console.print("\(changed) transfer \(changed == 1 ? "answer" : "answers") stored; \(open) still open")
            return .success
        }
        let scope = ReviewScope(
            account: arguments.value("--account"), statementID: (arguments.typed("--statement") as Int?).map(Int64.init),
            since: arguments.typed("--since"))
        let session = try reviewer.session(scope)
        if arguments.has("--list") {
            list(session, json: arguments.value("--format") == "json", console: console)
            return .success
        }
        let finished = try converse(session, reviewer: reviewer, source: &source, console: console, width: width)
        let waiting = try reviewer.session(scope).rows.count
        let elsewhere = scope.isWholeLedger ? 0 : try reviewer.session().rows.count - waiting
        let duplicates = finished.settled.filter { if case .duplicate = $0.decision { true } else { false } }.count
        let settled = finished.settled.count - duplicates
        console.print(
            "\(settled) \(settled == 1 ? "row" : "rows") settled, \(duplicates) marked duplicate; \(waiting) still need review"
                + (elsewhere > 0 ? " here, \(elsewhere) more elsewhere in the ledger" : ""))
        // Transfers are asked about apart from categories: one line so a found pair or a flagged
        // leg nobody looked at is not forgotten behind a finished review.
        let transfers = try reviewer.transferQuestions().count
        if transfers > 0 {
            console.print(
                "\(transfers) transfer \(transfers == 1 ? "question waits" : "questions wait"): `statement-import review --transfers`")
        }
        return .success
    }

    /// Asks row by row until every row has an answer, the input ends or the person quits.
    static func converse(
        _ start: ReviewSession, reviewer: Reviewer, source: inout any ReviewAnswerSource,
        console: Console, width: Int = TerminalWidth.fallback
    ) throws -> ReviewSession {
        var session = start
        var shown: Int?
        while let row = session.current {
            if shown != session.position {
                console.print("")
                console.print("[\(session.position + 1)/\(session.rows.count)] " + row.lines.joined(separator: "\n"))
                shown = session.position
            }
            let prompt = "  category \(row.transaction.categoryID.map { "[\($0)] " } ?? "")" + keyWords
            guard let answer = source.answer(prompt: prompt, session: session) else { break }
            switch session.interpret(answer) {
            case .quit: return session
            case .askAgain(let message):
                // The category list is kept whole entry by entry ("12 food (Food)"), other messages word by word.
                let lines =
                    message == session.categoryList
                    ? WordWrap.lines(session.categoryEntries, width: width, separator: "  ", indent: "  ")
                    : WordWrap.lines(message.split(separator: " ").map(String.init), width: width, indent: "  ")
                console.print(lines.joined(separator: "\n"))
            case .proposeRule(let draft):
                console.print("  rule to save:\n" + draft.text.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
                guard let yes = source.answer(prompt: "  save it and set this row to \(draft.category)? [y/N] ", session: session) else {
                    return session
                }
                guard yes.lowercased().hasPrefix("y") else { console.print("  not saved"); continue }
                do {
                    let path = try reviewer.save(draft)
                    console.print("  saved to \(path)")
                } catch { console.error("  " + error.message); continue }
                try apply(.settle(rowID: draft.rowID, category: draft.category), to: &session, reviewer: reviewer, console: console)
            case .decide(.duplicate(let rowID)) where !row.hasLookAlike:
                // A lone row marked duplicate leaves balances and exports: a real payment could vanish.
                let question = "  no other row looks like this one; mark it a duplicate anyway (left out of balances and exports)? [y/N] "
                guard let yes = source.answer(prompt: question, session: session) else { return session }
                guard yes.lowercased().hasPrefix("y") else { console.print("  not marked"); continue }
                try apply(.duplicate(rowID: rowID), to: &session, reviewer: reviewer, console: console)
            case .decide(let decision):
                try apply(decision, to: &session, reviewer: reviewer, console: console)
            }
        }
        return session
    }

    /// The answers a row takes besides a category, in words and on one line: Enter accepts the
    /// bracketed suggestion, the keys act only as a whole answer.
    static let keyWords = "(s skip · d duplicate · r rule · u undo · q quit · ? categories): "

    /// Applies the decision and moves on only when the ledger took it: a refused answer asks again,
    /// while a ledger that cannot be reached or written ends the review with its one line (asking
    /// the same row again cannot help: a lost server was asked about 479 times).
    static func apply(_ decision: ReviewDecision, to session: inout ReviewSession, reviewer: Reviewer, console: Console) throws(AppError) {
        do {
            let snapshot = try reviewer.apply(decision)
            session.commit(decision, snapshot: snapshot)
            switch decision {
            case let .settle(rowID, category):
                console.print("  → \(category) (locked)")
                let carried = session.carry(category, from: rowID)
                if carried > 0 {
                    console.print("  \(carried) later \(carried == 1 ? "row" : "rows") of this merchant in this session now suggest \(category)")
                }
                let following = (try? reviewer.rowsThatWouldFollow(rowID, category: category)) ?? 0
                if following > 0 {
                    console.print(
                        "  \(following) other rows of this merchant would move to \(category): `statement-import recategorise --dry-run` shows them")
                }
            case .duplicate: console.print("  → marked duplicate (left out of balances and exports)")
            case .skip: console.print("  → skipped")
            case .undo(let answer): console.print("  → undone; back to row \(answer.position + 1)")
            }
        } catch {
            guard !ReviewCommand.endsTheReview.contains(error.category) else { throw error }
            console.error("  " + error.message)
        }
    }

    /// Failures no other answer can get past: the ledger or its server is gone, or the tool is at fault.
    static let endsTheReview: Set<AppError.Category> = [.unavailable, .ledgerUnavailable, .ledgerBusy, .internalError]

    static func runScripted(_ arguments: ParsedArguments, reviewer: Reviewer, console: Console) throws {
        for pair in arguments.all("--set") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            let id = try reviewer.resolveID(parts[0])
            let category = try reviewer.resolveCategory(parts[1])
            try reviewer.teacher.set(id, category: category)
            console.print("\(ReviewRow.shortID(id)): \(category) (locked)")
        }
        for prefix in arguments.all("--confirm") {
            let id = try reviewer.resolveID(prefix)
            let category = try reviewer.teacher.confirm(id)
            console.print("\(ReviewRow.shortID(id)): \(category) (locked)")
        }
        for prefix in arguments.all("--duplicate") {
            let id = try reviewer.resolveID(prefix)
            try reviewer.markDuplicate(id, true)
            console.print("\(ReviewRow.shortID(id)): marked duplicate")
        }
        for prefix in arguments.all("--not-duplicate") {
            let id = try reviewer.resolveID(prefix)
            try reviewer.markDuplicate(id, false)
            console.print("\(ReviewRow.shortID(id)): no longer a duplicate")
        }
    }

    static func list(_ session: ReviewSession, json: Bool, console: Console) {
        if json {
            console.print(ReviewListJSON.render(session.rows))
            return
        }
        for row in session.rows {
            console.print(row.lines.joined(separator: "\n"))
        }
        let waiting = Counted(session.rows.count, "row")
        console.print("\(waiting) \(waiting.verb("needs", "need")) review")
    }
}
