import StatementCore
import Testing
@testable import StatementImportCLI

/// The JSON written piece by piece is the same text as the whole document rendered at once.
struct StatementJSONTests {
    private let euro = Currency(code: "EUR")

    private func statement(rows: Int, account: String) throws -> Statement {
        let date = try #require(LocalDate(year: 2025, month: 3, day: 1))
        let transactions = (0..<rows).map { index in
            Transaction(
                date: date, description: "Row \(index) \"quoted\"", rawText: "01/03 Row \(index)\n  more",
                amount: Money(minorUnits: Int64(-index * 125), currency: euro),
                balance: index.isMultiple(of: 2) ? Money(minorUnits: 10_000, currency: euro) : nil, page: 1, line: index + 3)
        }
        return Statement(
            institution: "Bank", account: account, currency: euro, openingBalance: Money(minorUnits: 500, currency: euro),
            transactions: transactions, pageCount: 2)
    }

    private func written(_ statements: [Statement]) -> String {
        var text = ""
        StatementJSON.write(statements, file: "a.pdf", sha256: "00ff", to: { text += $0 })
        return text
    }

    @Test(arguments: [0, 1, 3, 2_000])
    func oneStatementWritesWhatItRenders(rows: Int) throws {
        let statements = [try statement(rows: rows, account: "1234")]
        #expect(written(statements) == StatementJSON.render(statements, file: "a.pdf", sha256: "00ff").pretty + "\n")
    }

    /// `parse --jobs`: rows rendered a block a thread are written as one thread writes them,
    /// across block and round edges (a round is one block a thread).
    @Test(arguments: [3, 1_024, 2_047, 2_048, 2_049, 5_000])
    func rowsRenderedOnThreadsWriteWhatOneThreadWrites(rows: Int) throws {
        let statements = [try statement(rows: rows, account: "1234"), try statement(rows: rows / 2, account: "5678")]
        for threads in [2, 3] {
            var text = ""
            StatementJSON.write(statements, file: "a.pdf", sha256: "00ff", threads: threads, to: { text += $0 })
            #expect(text == written(statements))
        }
    }

    @Test func severalStatementsWriteWhatTheyRender() throws {
        let three = [try statement(rows: 2, account: "1"), try statement(rows: 0, account: "2"), try statement(rows: 5, account: "3")]
        for statements in [[], three] {
            #expect(written(statements) == StatementJSON.render(statements, file: "a.pdf", sha256: "00ff").pretty + "\n")
        }
    }
}
