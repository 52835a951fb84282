/// What the parser made of every line of a statement and why, then the decisions it made once
/// per statement, the readings it tried where the text left a decision open, and the
/// verification checks: `parse --explain`, for users writing a layout profile and for bug
/// reports. It renders the trace the parse itself recorded (`ParseTrace`); nothing is read
/// twice. The text is stable and greppable: one line per printed line,
/// "p<page> l<line> <role> | <what was read> | <printed text>".
public struct ParseExplanation: Sendable {
    public typealias Line = ParseTrace.Line

    public var lines: [Line]
    public var statements: [Statement]

    public init(lines: [Line], statements: [Statement]) {
        self.lines = lines
        self.statements = statements
    }

    /// The parse of `pages` as `parser` does it, traced: a combined statement's accounts each
    /// trace their own lines, in order.
    public static func explain(pages: [TextPage], parser: StatementParser) -> ParseExplanation {
        var tracing = parser
        tracing.tracing = true
        let statements = tracing.parseAll(pages: pages)
        var lines = statements.flatMap { $0.decisions.trace?.lines ?? [] }
        // A file whose text cannot be a statement (amounts beyond range) was never read line by line.
        if lines.isEmpty {
            lines = pages.flatMap(\.lines).map {
                Line(page: $0.page, line: $0.number, role: .ignored, reading: "not read: the statement could not be parsed", text: $0.text)
            }
        }
        return ParseExplanation(lines: lines, statements: statements)
    }
}
