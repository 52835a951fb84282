import Categorisation
import Foundation
@testable import LedgerStore
import StatementCore
import Testing

/// Suggestions handed to the ledger still being worked out (`suggestionsWhenWriting`): asked for
/// once the write is ready for its rows, stored exactly as given ones, and a failure to give them
/// leaves nothing of the file behind.
@Suite struct SuggestionsWhenWritingTests {
    struct CategorisingFailed: Error {}

    static let rows = [
        row("2025-03-02", "MERCADONA VALENCIA", -4_512, line: 1), row("2025-03-05", "RENFE VIAJEROS", -1_890, line: 2),
        row("2025-03-09", "BIZUM RECIBIDO", 2_500, line: 3),
    ]
    static let suggestions: [Suggestion?] = [
        Suggestion(categoryID: "food", confidence: 0.9, source: .rule, explanation: "shop"),
        Suggestion(categoryID: "transport", confidence: 0.5, source: .rule, explanation: "train"),
        nil,
    ]

    /// Every stored row but its random id and timestamps, in statement order.
    func storedRows(_ ledger: Ledger) throws -> [String] {
        try ledger.database.query(
            """
            SELECT t.date, t.description, t.amount_minor, t.category_id, t.confidence, t.category_source, t.category_reason,
                   t.review_status, t.review_reason, t.fingerprint FROM statement_rows s JOIN transactions t ON t.id = s.transaction_id
            ORDER BY s.position
            """
        ) { row in (0..<10).map { row.text($0) }.joined(separator: "|") }
    }

    @Test(arguments: testedBackends) func suggestionsGivenLateAreStoredAsGivenOnes(_ backend: LedgerBackend) throws {
        let given = try TemporaryDirectory(), late = try TemporaryDirectory()
        let givenLedger = try Ledger(path: try given.ledgerLocation(backend))
        let lateLedger = try Ledger(path: try late.ledgerLocation(backend))
        _ = try givenLedger.importStatement(request(statement(Self.rows), file: "march.pdf", suggestions: Self.suggestions))
        var pending = request(statement(Self.rows), file: "march.pdf")
        let asked = AskedCount()
        pending.suggestionsWhenWriting = {
            asked.add()
            return Self.suggestions
        }
        let outcome = try lateLedger.importStatement(pending)
        #expect(outcome.status == .imported && outcome.inserted == 3)
        #expect(asked.value == 1)
        #expect(try storedRows(lateLedger) == storedRows(givenLedger))
        #expect(try count(lateLedger, "categorisation_events") == count(givenLedger, "categorisation_events"))
    }

    @Test(arguments: testedBackends) func failingToGiveThemStoresNothingOfTheFile(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        var pending = request(statement(Self.rows), file: "march.pdf")
        pending.suggestionsWhenWriting = { throw CategorisingFailed() }
        #expect(throws: CategorisingFailed.self) { try ledger.importStatement(pending) }
        for table in ["statements", "transactions", "statement_rows", "categorisation_events", "accounts"] {
            #expect(try count(ledger, table) == 0, "\(table)")
        }
        #expect(try !ledger.isImported(sha256: pending.fileSHA256))
        // The same file later goes in whole.
        pending.suggestionsWhenWriting = { Self.suggestions }
        #expect(try ledger.importStatement(pending).inserted == 3)
    }

    @Test func theWrongNumberOfThemIsRefusedAndStoresNothing() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: directory.ledgerPath)
        var pending = request(statement(Self.rows), file: "march.pdf")
        pending.suggestionsWhenWriting = { Array(Self.suggestions.prefix(2)) }
        #expect(throws: LedgerError.suggestionCountMismatch(rows: 3, suggestions: 2)) { try ledger.importStatement(pending) }
        #expect(try count(ledger, "transactions") == 0 && count(ledger, "statements") == 0)
    }

    @Test func aRejectedStatementNeverAsksForThem() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: directory.ledgerPath)
        var pending = request(statement(Self.rows, verdict: .failed), file: "march.pdf")
        let asked = AskedCount()
        pending.suggestionsWhenWriting = {
            asked.add()
            return Self.suggestions
        }
        guard case .rejected = try ledger.importStatement(pending).status else {
            Issue.record("a statement that does not add up is rejected")
            return
        }
        #expect(asked.value == 0)
    }
}

/// Counts calls, from whichever thread.
private final class AskedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add() {
        lock.lock()
        defer { lock.unlock() }
        count += 1
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
