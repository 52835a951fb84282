import Testing

@testable import StatementCore

/// "1.05" and "3,20" also read as a day and a month: a file whose every amount is small (interest,
/// coffees) had its amount column taken for a second date column, and the balance was stored as
/// every row's amount. Beside dates printing their year, year-less "dates" are money.
@Suite struct CSVAmountsThatReadAsDatesTests {
    private func amounts(_ text: String, currency: Currency = .usd) throws -> [Int64] {
        let statements = try StructuredStatementReader.read(
            Array(text.utf8), name: "statement.csv", options: StructuredReadOptions(currency: currency))
        try #require(statements.count == 1)
        return statements[0].statement.transactions.map(\.amount.minorUnits)
    }

    @Test(arguments: [
        ("Date,Description,Amount,Balance\n2025-01-25,Interest,1.05,1001.05\n2025-02-25,Interest,2.11,1003.16\n", [Int64(105), 211]),
        ("Date;Description;Amount;Balance\n02.01.2025;Coffee;-3,20;96,80\n09.01.2025;Coffee;-3,30;93,50\n", [-320, -330]),
        ("Date,Description,Amount,Balance\n01/25/2025,Interest,1.05,1001.05\n02/25/2025,Fee,-12.30,988.75\n", [105, -1230]),
        // No header: the columns are found by their cells alone.
        ("2025-01-25,Interest,1.05,1001.05\n2025-02-25,Interest,2.11,1003.16\n2025-03-25,Interest,1.12,1004.28\n", [105, 211, 112]),
    ])
    func smallAmountsBesideDatedRowsAreMoney(_ text: String, _ expected: [Int64]) throws {
        #expect(try amounts(text) == expected)
    }
}
