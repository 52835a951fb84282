import Categorisation
import Testing
@testable import LedgerStore
import StatementCore

/// Long statements go in as batches of INSERTs and their rest; links to rows stored before wait
/// with the rest. However the batches fall, every row, link and event is written once, in order.
@Suite struct ImportRowWriterTests {
    static func rows(_ count: Int, from first: Int = 0) -> [Transaction] {
        (first..<(first + count)).map { index in
            Transaction(
                date: LocalDate(dayNumber: LocalDate(year: 2025, month: 1, day: 1)!.dayNumber + index / 5),
                description: "Shop \(index % 13)", amount: eur(Int64(-100 - index)), page: 1 + index / 40,
                line: 1 + index % 40)
        }
    }

    @Test(arguments: testedBackends) func batchesAndRestsWriteEveryRowLinkAndEvent(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let size = ImportRowWriter.rowsPerStatement
        let first = ImportRowWriterTests.rows(2 * size + 37)
        let suggestion = Suggestion(categoryID: "food", confidence: 0.9, source: .rule, explanation: "test")
        let suggestions = first.indices.map { $0 % 3 == 0 ? nil : suggestion }
        let january = try ledger.importStatement(
            request(
                statement(first, from: "2025-01-01", to: "2025-03-31"),
                file: "one.pdf", suggestions: suggestions))
        #expect(january.inserted == first.count && january.duplicates == 0)
        // The second half again (duplicates, linked) followed by more new rows than a batch.
        let second = Array(first.suffix(size + 20)) + ImportRowWriterTests.rows(size + 5, from: first.count)
        let opening = 100_000 + first.prefix(first.count - size - 20).reduce(0) { $0 + $1.amount.minorUnits }
        let later = try ledger.importStatement(
            request(
                statement(second, opening: opening, from: "2025-02-01", to: "2025-04-30"),
                file: "two.pdf"))
        #expect(later.inserted == size + 5 && later.duplicates == size + 20)

        #expect(try count(ledger, "transactions") == Int64(first.count + size + 5))
        #expect(try count(ledger, "categorisation_events") == Int64(suggestions.compactMap { $0 }.count))
        for (outcome, rows) in [(january, first), (later, second)] {
            let positions = try ledger.database.query(
                """
                SELECT r.position, t.description, t.amount_minor FROM statement_rows r
                JOIN transactions t ON t.id = r.transaction_id WHERE r.statement_id = ? ORDER BY r.position
                """, [.integer(outcome.statementID ?? -1)]
            ) { ($0.int64(0), $0.text(1), $0.int64(2)) }
            #expect(positions.map(\.0) == rows.indices.map(Int64.init))
            #expect(positions.map(\.1) == rows.map(\.description) && positions.map(\.2) == rows.map(\.amount.minorUnits))
        }
        #expect(try ledger.check().isHealthy)
    }
}
