import PDFText
import StatementCore
import StatementImport
import Toolbox

/// `statement-import extract FILE`: the positioned text of a PDF, for debugging layouts and for
/// bug reports.
enum ExtractCommand {
    static let spec = CommandSpec(
        name: "extract",
        summary: "Show a PDF's text with its words at their columns (text) or with boxes (json).",
        arguments: "FILE",
        minimumPositionals: 1,
        maximumPositionals: 1,
        options: [
            .value("--pages", "N-M", "Only these pages (1-3, 2, 4-).", parse: OptionValues.pages),
            .value(
                "--format", "text|json", "text lays words out at their columns; json gives pages, lines and words with boxes.",
                allowed: ["text", "json"]),
            CommonOptions.password,
        ],
        discussion: "Passwords are never taken on the command line: it shows in ps and in shell history.",
        readsInAChild: true,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let path = arguments.positionals[0]
        let json = arguments.value("--format") == "json"
        let password = try PasswordSource.password(
            file: arguments.value("--password-file"),
            environment: context.environment)
        // The same bound as every command that reads a PDF: a page poppler never finishes stops here.
        let limits = try ReadingBounds.limits(context, command: "extract")
        return try ReadingWatchdog.guarding(path, limits) { () throws(AppError) -> ExitCode in
            WorkerFault.injectIfAsked(for: path, environment: context.environment)
            return try extract(path, password: password, json: json, arguments, context)
        }
    }

    private static func extract(
        _ path: String, password: String?, json: Bool, _ arguments: ParsedArguments,
        _ context: CommandContext
    ) throws(AppError) -> ExitCode {
        let document = try DocumentOpener.open(path, password: password)
        let range = try DocumentOpener.pages(arguments.typed("--pages", as: ClosedRange<Int>.self), in: document, path: path)
        let console = context.console
        var pagesWithText = 0
        var pagesSeen = 0
        if json { console.print("{\"file\": \(JSONValue.quote(path)), \"page_count\": \(document.pageCount), \"pages\": [") }
        for page in document.pages(range) {
            pagesSeen += 1
            if page.hasText { pagesWithText += 1 }
            if json {
                console.write((pagesSeen > 1 ? ",\n" : "") + pageJSON(page).compact)
            } else {
                console.print("--- page \(page.number) of \(document.pageCount) ---")
                console.write(page.hasText ? PageTextRenderer().render(page) : "(no text layer: scanned image?)\n")
            }
            if !page.hasText { console.error("\(DisplayName.of(path)): page \(page.number): no text layer (scanned image?)") }
        }
        if json { console.print("\n]}") }
        if pagesSeen > 0 && pagesWithText == 0 {
            throw AppError.badData(
                "\(DisplayName.of(path)): no page has a text layer (a scanned image?): run it through OCR first, for example `ocrmypdf in.pdf out.pdf`"
            )
        }
        return .success
    }

    static func pageJSON(_ page: TextPage) -> JSONValue {
        .object([
            ("page", .int(page.number)),
            ("width", .points(page.width)),
            ("height", .points(page.height)),
            (
                "lines",
                .array(
                    page.lines.map { line in
                        .object([
                            ("line", .int(line.number)),
                            ("text", .string(line.text)),
                            (
                                "words",
                                .array(
                                    line.words.map { word in
                                        .object([
                                            ("text", .string(word.text)),
                                            ("x0", .points(word.x0)), ("y0", .points(word.y0)),
                                            ("x1", .points(word.x1)), ("y1", .points(word.y1)),
                                            ("font_size", .points(word.fontSize)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }
}
