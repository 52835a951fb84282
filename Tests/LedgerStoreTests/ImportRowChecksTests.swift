import Categorisation
import Testing
@testable import LedgerStore
import StatementCore

/// An import writes its rows with SQLite's CHECK constraints left out (`ImportRowChecks` makes
/// them from typed values instead). Every value those types can take satisfies the schema, and
/// every statement run after the import, its own INSERTs included, is checked again.
@Suite struct ImportRowChecksTests {
    @Test(arguments: testedBackends) func everyTypedValueAnImportWritesSatisfiesTheSchema(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let suggestion = Suggestion(categoryID: "food", confidence: 1, source: .rule, explanation: "test")
        let outcome = try ledger.importStatement(
            request(statement([row("2025-03-03", "Shop", -500)]), file: "one.pdf", suggestions: [suggestion]))
        let id = try #require(try ledger.database.scalarText("SELECT id FROM transactions"))
        // The schema checks these columns on UPDATE as on INSERT, here with its checks on.
        for source in CategorySource.allCases {
            for status in ReviewStatus.allCases {
                for locked in [false, true] {
                    try ledger.database.run(
                        "UPDATE transactions SET category_source = ?, review_status = ?, locked = ?, confidence = ? WHERE id = ?",
                        [.text(source.rawValue), .text(status.rawValue), .bool(locked), .real(locked ? 0 : 1), .text(id)])
                }
            }
            try ledger.database.run(
                Ledger.categorisationEventColumns + " VALUES (?, ?, ?, ?, ?, ?, ?)",
                [.text(id), .null, .text("food"), .text(source.rawValue), .real(0.5), .text("test"), .text("now")])
        }
        #expect(outcome.inserted == 1)
        #expect(throws: (any Error).self) {
            try ledger.database.run("UPDATE transactions SET review_status = 'maybe' WHERE id = ?", [.text(id)])
        }
    }

    @Test func theImportsOwnInsertIsCheckedAgainAfterIt() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: directory.ledgerPath)
        _ = try ledger.importStatement(request(statement([row("2025-03-03", "Shop", -500)]), file: "one.pdf"))
        // The one-row INSERT the import prepared (and the connection keeps) with its checks left out.
        let insert = Ledger.transactionColumns + " VALUES (" + Array(repeating: "?", count: 28).joined(separator: ", ") + ")"
        let (account, statementID) = try #require(
            try ledger.database.query("SELECT account_id, id FROM statements", [], { ($0.int64(0), $0.int64(1)) }).first)
        func values(source: String) -> [DatabaseValue] {
            [
                .text("id-\(source)"), .integer(account), .integer(statementID), .text("2025-03-04"), .null, .text("Shop"),
                .text("Shop"), .integer(-1), .text("EUR"), .null, .null, .real(0), .text(source), .text(""), .null,
                .bool(false), .text("needs_review"), .text(""), .text("print-\(source)"), .integer(1), .integer(1),
                .integer(1), .text("now"), .text("now"), .null, .null, .null, .null,
            ]
        }
        #expect(throws: (any Error).self) { try ledger.database.run(insert, values(source: "guess")) }
        try ledger.database.run(insert, values(source: "none"))
        #expect(try count(ledger, "transactions") == 2)
    }

    @Test(arguments: testedBackends) func aConfidenceOutsideZeroToOneStoresNothing(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let odd = Suggestion(categoryID: "food", confidence: .nan, source: .rule, explanation: "test")
        // The same backend-neutral error on every backend (never SQLite's on a PostgreSQL ledger),
        // which the application maps without knowing where the ledger lives.
        #expect(throws: LedgerError.rowBreaksSchema("confidence BETWEEN 0 AND 1")) {
            try ledger.importStatement(
                request(statement([row("2025-03-03", "Shop", -500)]), file: "one.pdf", suggestions: [odd]))
        }
        #expect(try count(ledger, "transactions") == 0 && count(ledger, "statements") == 0)
    }
}
