import Categorisation
import Foundation
import StatementCore
import StatementImport
import Toolbox

/// `statement-import rules check|explain|eval`: validate the rule files, say why a description
/// gets its category, and measure the rules on a labelled file. Each is a sub-command with its
/// own options, so `rules check --amount 5` is an unknown option, not silently ignored.
enum RulesCommand {
    static let spec = CommandSpec.group(
        "rules",
        summary: "check the rule files, explain a description's category, or eval rules on a labelled CSV.",
        discussion: """
            Rule files: the user's in $XDG_CONFIG_HOME/statement-import/rules/ come before the shipped Rules/, which is
            the first found of $STATEMENT_IMPORT_RULES, Rules beside the executable, ../share/statement-import/Rules
            relative to it, a Rules folder above it (a checkout), ./Rules.
            """,
        subcommands: [check, explain, evaluate]
    )

    static let check = CommandSpec(
        name: "rules check",
        summary: "Read every rule file; list the folders read, the rules from each, and every problem.",
        options: [CommonOptions.ledger],
        run: { arguments, context in
            let session = context.session(arguments)
            let folders = session.folders
            let reading = try session.readRules()
            for folder in reading.folders {
                let state = folder.exists ? "\(Counted(folder.rules, "rule")) in \(Counted(folder.files, "file"))" : "not there"
                context.console.print("\(DisplayName.of(folder.path)): \(state)")
            }
            if folders.shipped == nil { context.console.error("warning: \(folders.missingShippedRulesWarning)") }
            for problem in reading.unreadable { context.console.error(problem) }
            for error in reading.syntaxErrors {
                // Line by line: the message, the rule's line and the caret under the column are lines
                // of their own (one message would show its breaks as \n); each line is still escaped.
                // A tab becomes four spaces in both lines, so the caret stays under its column.
                for line in error.description.split(separator: "\n", omittingEmptySubsequences: false) {
                    context.console.error(line.replacingOccurrences(of: "\t", with: "    "))
                }
            }
            for skipped in reading.skippedRules { context.console.error("warning: " + RuleCatalog.skippedWarning(skipped)) }
            let files = Set(reading.rules.map(\.file)).count
            if reading.problemCount > 0 {
                context.console.error(
                    "\(reading.problemCount) problem\(reading.problemCount == 1 ? "" : "s") in the rule files: fix them and run `statement-import rules check` again"
                )
                return .configuration
            }
            // No rule at all categorises nothing: that is a setup to fix, not an "ok".
            guard !reading.rules.isEmpty else {
                context.console.error(
                    "no rules found in any rule file: set STATEMENT_IMPORT_RULES to the shipped Rules folder or install with scripts/install")
                return .configuration
            }
            context.console.print("\(Counted(reading.rules.count, "rule")) in \(Counted(files, "file")): ok")
            context.console.print("rules by scope:\n" + RuleSet(rules: reading.rules).scopeSummary)
            return .success
        }
    )

    static let explain = CommandSpec(
        name: "rules explain",
        summary: "Say which rules match a description (and amount) and which category wins.",
        arguments: "DESCRIPTION",
        minimumPositionals: 1,
        maximumPositionals: 1,
        options: [
            .value("--amount", "AMOUNT", "The signed amount (-12.30 is money out); default -1.", parse: OptionValues.amount),
            .value("--currency", "CODE", "The statement's currency (BRL); its country and language follow when only one country uses it."),
            .value("--country", "CODE", "The statement's country (BR), for rules scoped to it."),
            .value("--language", "CODE", "The statement's language (pt), for rules scoped to it."),
            .value("--account", "KIND", "business or personal: whose account, for rules scoped by `account is business`."),
            CommonOptions.ledger,
        ],
        run: { arguments, context in
            let holderText = arguments.value("--account")
            let holder = holderText.flatMap { AccountKind.Holder(rawValue: $0.lowercased()) }
            if let holderText, holder == nil {
                throw AppError.usage("--account is business or personal, not '\(holderText)'")
            }
            let currency = Currency(code: arguments.value("--currency") ?? "EUR")
            // The amount is read again in the statement's currency, so a yen amount takes no decimals.
            let amountText = arguments.value("--amount") ?? "-1"
            guard let amount = Money(decimalString: amountText, currency: currency) else {
                throw AppError.usage("--amount takes a signed amount in \(currency.code), like -12.30 (or -1500 for JPY), not '\(amountText)'")
            }
            var locale = StatementLocale(
                currency: currency, country: arguments.value("--country"),
                language: arguments.value("--language"),
                given: ["--currency", "--country", "--language", "--account"].contains { arguments.value($0) != nil })
            locale?.accountHolder = holder
            let explain = ExplainRules(session: context.session(arguments))
            let explanation = try explain.explain(description: arguments.positionals[0], amount: amount, locale: locale)
            context.console.write(explanation.text.hasSuffix("\n") ? explanation.text : explanation.text + "\n")
            // The ledger's chain (your rules, what review taught, the shipped rules) may file it
            // otherwise than the rules alone: said when it does.
            if let answer = try explain.importAnswer(description: arguments.positionals[0], amount: amount, locale: locale),
                answer.suggestion.categoryID != explanation.chosen.categoryID || answer.suggestion.source != explanation.chosen.source
            {
                let chosen = answer.suggestion
                let category = chosen.categoryID.map { "\($0) (confidence \(chosen.confidence), \(chosen.source.rawValue))" } ?? "nothing"
                context.console.print(
                    "import: \(category)\(answer.needsReview ? ", for review" : ""): \(chosen.explanation) "
                        + "(your rules, then what review taught, then the shipped rules)")
            }
            return .success
        }
    )

    static let evaluate = CommandSpec(
        name: "rules eval",
        summary: "Measure the rules on a labelled CSV (header description,amount,category).",
        arguments: "FILE",
        minimumPositionals: 1,
        maximumPositionals: 1,
        options: [
            .value("--format", "text|json", "json prints the figures and the misses as JSON.", allowed: ["text", "json"]),
            .value("--threshold", "0.7", "The confidence a category needs to count as covered.", parse: OptionValues.threshold),
            .value(
                "--learn", "FIRST.csv",
                "First teach a temporary ledger the rows of FIRST.csv (same header) as a person's review answers, then measure FILE."),
            CommonOptions.ledger,
        ],
        discussion: """
            Amounts are signed from the holder's side: -12.30 is money out. With --learn, the figures are those of the
            chain built on what the answers taught (merchant memory, the token model), followed by the rules' figures
            without them and every row that learning settled wrongly.
            """,
        run: { arguments, context in
            let evaluation = EvaluateRules(
                session: context.session(
                    arguments, threshold: arguments.typed("--threshold") ?? CategorisationChain.defaultThreshold))
            let result = try evaluation.evaluate(labelledFile: arguments.positionals[0], learningFrom: arguments.value("--learn"))
            let json = arguments.value("--format") == "json"
            if json {
                context.console.print(result.learning?.jsonText(with: result.report) ?? result.report.jsonText)
                return .success
            }
            context.console.print(result.report.text)
            if let table = result.table { context.console.print("\n" + table.text) }
            if let learning = result.learning { context.console.print("\n" + learning.text) }
            return .success
        }
    )
}
