import Testing

@testable import StatementCore

/// A currency written before the amount with a space between ("USD 12.50", "€ 12,50"), as
/// exports do: one such cell made the column no amount column and the file was refused.
@Suite struct CSVCurrencyBeforeTheAmountTests {
    @Test(arguments: [
        ("USD 12.50", "USD -3.20", Currency.usd, Int64(1250), Int64(-320)),
        ("$ 12.50", "$ -3.20", .usd, 1250, -320),
        ("€ 12,50", "€ -3,20", .eur, 1250, -320),
        ("EUR 12,50", "EUR 3,20-", .eur, 1250, -320),
        ("CHF\u{00A0}12.50", "CHF -3.20", Currency(code: "CHF"), 1250, -320),
    ])
    func readsTheAmount(_ first: String, _ second: String, _ currency: Currency, _ one: Int64, _ two: Int64) throws {
        let separator = currency == .eur ? ";" : ","
        let text =
            ["Date", "Description", "Amount"].joined(separator: separator) + "\n"
            + ["2025-03-02", "Salary", first].joined(separator: separator) + "\n"
            + ["2025-03-03", "Coffee", second].joined(separator: separator) + "\n"
        let statements = try StructuredStatementReader.read(
            Array(text.utf8), name: "statement.csv", options: StructuredReadOptions(currency: currency))
        #expect(statements.first?.statement.transactions.map(\.amount.minorUnits) == [one, two])
    }

    /// A sign one currency has ("€", "£") decides a file naming no code; "$" is a cue only.
    @Test func aSignOfOneCurrencyDecidesAndASharedOneIsACue() throws {
        let euro = try StructuredStatementReader.read(
            Array("Date,Description,Amount\n2025-01-02,A,€12.50\n2025-01-03,B,-€3.00\n".utf8), name: "e.csv", options: StructuredReadOptions())
        #expect(euro.first?.statement.currency.code == "EUR")
        let dollar = try StructuredStatementReader.read(
            Array("Date,Description,Amount\n2025-01-02,A,$12.50\n2025-01-03,B,-$3.00\n".utf8), name: "d.csv", options: StructuredReadOptions())
        let decision = try #require(dollar.first?.statement.currencyDecision)
        #expect(decision.currency == nil && decision.possible?.first == "USD" && decision.evidence == ["'$' amounts"], "\(decision)")
    }
}
