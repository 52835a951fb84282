import Categorisation
import Foundation
import StatementCore

/// `statement-import rules check|explain|eval`: validate the rule files, say why a description
/// gets its category, and measure the rules on a labelled file.
enum RulesCommand {
    static let spec = CommandSpec(
        name: "rules",
        summary: "check the rule files, explain a description's category, or eval rules on a labelled CSV.",
        arguments: "check | explain DESCRIPTION | eval FILE",
        minimumPositionals: 1,
        maximumPositionals: 2,
        options: [
            .value("--amount", "AMOUNT", "With explain: the signed amount (-12.30 is money out)."),
            .value("--currency", "CODE", "With explain: the statement's currency (BRL); its country and language follow when only one country uses it."),
            .value("--country", "CODE", "With explain: the statement's country (BR), for rules scoped to it."),
            .value("--language", "CODE", "With explain: the statement's language (pt), for rules scoped to it."),
            .value("--format", "text|json", "With eval: json prints the figures and the misses as JSON.", allowed: ["text", "json"]),
            .value("--threshold", "0.7", "The confidence a category needs to count as covered."),
        ],
        discussion: """
        Rule files: the user's in $XDG_CONFIG_HOME/statement-import/rules/ come before the shipped Rules/.
        eval reads CSV with the header description,amount,category (amount signed from the holder's side),
        optionally followed by currency,country,language,group,part; with group or part it also prints a table.
        """,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let positionals = arguments.positionals
        switch positionals[0] {
        case "check":
            return try check(context)
        case "explain" where positionals.count == 2:
            return try explain(positionals[1], arguments, context)
        case "eval" where positionals.count == 2:
            return try evaluate(positionals[1], arguments, context)
        case "explain", "eval":
            throw CLIError.usage("rules \(positionals[0]) needs \(positionals[0] == "explain" ? "a DESCRIPTION" : "a FILE")")
        default:
            throw CLIError.usage("unknown rules action '\(positionals[0])': use check, explain or eval")
        }
    }

    static func check(_ context: CommandContext) throws -> ExitCode {
        let rules = try RuleCatalog.load(environment: context.environment)
        let files = Set(rules.rules.map(\.file)).count
        context.console.print("\(rules.rules.count) rules in \(files) files: ok\nrules by scope:\n" + rules.scopeSummary)
        return .success
    }

    static func explain(_ description: String, _ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let rules = try RuleCatalog.load(environment: context.environment)
        let amountText = arguments.value("--amount") ?? "-1"
        let currency = Currency(code: arguments.value("--currency") ?? "EUR")
        guard let amount = Money(decimalString: amountText, currency: currency) else {
            throw CLIError.usage("--amount takes a signed decimal like -12.30, not '\(amountText)'")
        }
        let today = LocalDate(dayNumber: Int(Date().timeIntervalSince1970 / 86_400))
        let locale = StatementLocale(currency: currency, country: arguments.value("--country"),
                                     language: arguments.value("--language"),
                                     given: ["--currency", "--country", "--language"].contains { arguments.value($0) != nil })
        let explanation = rules.explain(CategorisationInput(description: description, amount: amount, date: today, locale: locale))
        context.console.write(explanation.text.hasSuffix("\n") ? explanation.text : explanation.text + "\n")
        return .success
    }

    static func evaluate(_ path: String, _ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError("\(path): cannot read the labelled file: check the path", exitCode: .noInput)
        }
        let threshold = Double(arguments.value("--threshold") ?? "") ?? CategorisationChain.defaultThreshold
        let rows: [LabelledRow]
        do {
            rows = try LabelledRow.parseCSV(String(decoding: data, as: UTF8.self))
        } catch {
            throw CLIError("\(path): \(error): the file needs the header description,amount,category", exitCode: .dataError)
        }
        let rules = try RuleCatalog.load(environment: context.environment)
        let report = try Evaluation.run(rows: rows, categorisers: [rules], threshold: threshold)
        context.console.print(arguments.value("--format") == "json" ? report.jsonText : report.text)
        if arguments.value("--format") != "json", rows.contains(where: { $0.group != nil || $0.part != nil }) {
            context.console.print("\n" + (try EvaluationTable.run(rows: rows, categorisers: [rules], threshold: threshold)).text)
        }
        return .success
    }
}
