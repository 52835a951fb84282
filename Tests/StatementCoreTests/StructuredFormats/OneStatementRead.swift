import Testing

@testable import StatementCore

/// The one statement a download's text reads as, for the tests of what the readers take and
/// refuse; `name`'s ending is no hint (the content decides the format).
func oneStatement(_ text: String, name: String = "statement.csv", currency: Currency? = nil) throws -> Statement {
    let statements = try StructuredStatementReader.read(Array(text.utf8), name: name, options: StructuredReadOptions(currency: currency))
    try #require(statements.count == 1)
    return statements[0].statement
}
