import Foundation
import Testing
@testable import LedgerStore
import StatementCore
import Toolbox

/// A file that prints several accounts: every account's statement goes in, in one transaction.
@Suite struct LedgerAccountsImportTests {
    let current = [
        row("2025-03-02", "Mercadona Valencia", -4_530, line: 8),
        row("2025-03-10", "TRANSFERENCIA A CUENTA 5678", -20_000, line: 9),
    ]
    let savings = [
        row("2025-03-10", "TRANSFERENCIA DESDE CUENTA 1234", 20_000, line: 20),
        row("2025-03-31", "Intereses", 312, line: 21),
    ]

    private func combined(_ file: String, savingsVerdict: Verification.Verdict = .verified) -> [StatementImportRequest] {
        var second = statement(savings, opening: 500_000, verdict: savingsVerdict)
        second.account = "…5678"
        second.kind = .savings
        return [request(statement(current), file: file), request(second, file: file)]
    }

    @Test(arguments: testedBackends) func everyAccountOfTheFileIsImported(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let outcomes = try ledger.importStatements(combined("combined.pdf"))
        #expect(outcomes.map(\.status) == [.imported, .imported])
        #expect(outcomes.map(\.inserted) == [2, 2])
        let stored = try ledger.statements().sorted { $0.section < $1.section }
        #expect(stored.map(\.section) == [1, 2])
        #expect(Set(stored.map(\.fileSHA256)).count == 1)
        #expect(Set(stored.map(\.accountID)).count == 2)
        #expect(try ledger.accounts().map(\.maskedNumber).sorted() == ["…1234", "…5678"])
        #expect(try count(ledger, "transactions") == 4)
        #expect(try ledger.check().isHealthy)
    }

    @Test(arguments: testedBackends) func theSameFileAgainAddsNothing(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatements(combined("combined.pdf"))
        let again = try ledger.importStatements(combined("combined.pdf"))
        #expect(again.map(\.status) == [.alreadyImported, .alreadyImported])
        #expect(again.allSatisfy { $0.inserted == 0 })
        #expect(try count(ledger, "statements") == 2 && count(ledger, "transactions") == 4)
        #expect(try count(ledger, "statement_rows") == 4)
    }

    @Test(arguments: testedBackends) func oneAccountThatDoesNotAddUpKeepsTheWholeFileOut(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let outcomes = try ledger.importStatements(combined("combined.pdf", savingsVerdict: .failed))
        guard case .rejected(let own) = outcomes[0].status, case .rejected(let failing) = outcomes[1].status else {
            Issue.record("not rejected: \(outcomes.map(\.status))")
            return
        }
        #expect(own.isEmpty && failing.count == 1)
        for table in ["statements", "transactions", "statement_rows", "accounts"] {
            #expect(try count(ledger, table) == 0, "\(table) kept rows")
        }
        var counts = ImportRunCounts()
        counts.record(file: outcomes)
        #expect(counts.filesSeen == 1 && counts.failed == 1 && counts.imported == 0)
    }

    /// Two savings accounts printed with the same last digits (masked alike) in one file, over
    /// the same days: one file never prints one account twice for the same days.
    private func lookAlike(
        _ file: String, openings: (Int64, Int64), from start: String = "2025-03-01", to end: String = "2025-03-31",
        swapped: Bool = false
    ) -> [StatementImportRequest] {
        let day = String(start.prefix(8))
        var first = statement(
            [row(day + "05", "Interest", 120, line: 8), row(day + "20", "Transfer out", -5_000, line: 9)],
            opening: openings.0, from: start, to: end)
        var second = statement(
            [row(day + "05", "Interest", 640, line: 30), row(day + "12", "Deposit", 25_000, line: 31)],
            opening: openings.1, from: start, to: end)
        first.kind = .savings
        second.kind = .savings
        return (swapped ? [second, first] : [first, second]).map { request($0, file: file) }
    }

    @Test(arguments: testedBackends) func twoAccountsMaskedAlikeInOneFileStayApart(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let march = try ledger.importStatements(lookAlike("march.pdf", openings: (100_000, 700_000)))
        #expect(march.map(\.status) == [.imported, .imported] && march.map(\.inserted) == [2, 2])
        #expect(try ledger.accounts().map(\.maskedNumber) == ["…1234", "…1234"])
        #expect(try ledger.check().isHealthy)
        // Next month, printed the other way round: each statement carries its own account's balance over.
        let april = try ledger.importStatements(
            lookAlike("april.pdf", openings: (725_640, 95_120), from: "2025-04-01", to: "2025-04-30", swapped: true))
        #expect(april.map(\.status) == [.imported, .imported])
        #expect(try ledger.accounts().count == 2)
        let openings = try ledger.database.query(
            "SELECT account_id, opening_balance_minor FROM statements ORDER BY account_id, period_start"
        ) { [$0.int64(0), $0.int64(1)] }
        #expect(openings.map { $0[1] } == [100_000, 95_120, 700_000, 725_640])
        #expect(try ledger.check().isHealthy)
    }

    @Test(arguments: testedBackends) func aNameGivenForTheFileNamesOneOfTwoAccountsMaskedAlike(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let outcomes = try ledger.importStatements(
            lookAlike("march.pdf", openings: (100_000, 700_000)), options: ImportOptions(accountName: "Savings"))
        #expect(outcomes.map(\.status) == [.imported, .imported])
        #expect(try ledger.accounts().map(\.name) == ["Savings", nil])
    }

    @Test func aVersion1LedgerMigratesAndKeepsItsRows() throws {
        let directory = try TemporaryDirectory()
        try writeVersion1Ledger(at: directory.ledgerPath)

        let ledger = try Ledger(path: directory.ledgerPath)
        #expect(try ledger.storedSchemaVersion() == Ledger.schemaVersion)
        let stored = try ledger.statements()
        #expect(stored.count == 1)
        #expect(stored.first?.id == 7 && stored.first?.section == 1 && stored.first?.fileSHA256 == SHA256.hexDigest("march.pdf"))
        #expect(try ledger.statementRows(statementID: 7) == ["t-1"])
        #expect(try ledger.transactions().map(\.description) == ["Mercadona Valencia"])
        #expect(try ledger.database.query("PRAGMA foreign_key_check") { $0.text(0) }.isEmpty)
        let parents = try ledger.database.query("PRAGMA foreign_key_list(statement_rows)") { $0.text(2) }
        #expect(parents.contains("statements"))
        let report = try ledger.check()
        #expect(report.isHealthy, "\(report.problems)")
        // Foreign keys are enforced again after the migration.
        #expect(throws: SQLiteError.self) {
            try ledger.database.run("INSERT INTO statement_rows (statement_id, position, transaction_id) VALUES (99, 0, 't-1')")
        }

        // The file imported under version 1 is still imported; a combined file now goes in.
        #expect(try ledger.importStatement(request(statement([current[0]]), file: "march.pdf")).status == .alreadyImported)
        #expect(try ledger.importStatements(combined("combined.pdf")).map(\.status) == [.imported, .imported])
        #expect(try count(ledger, "statements") == 3)
    }

    /// A ledger as version 1 of the tool left it: one statement, its row, its audit event.
    /// Its one statement covers March's first days: the combined statement of the whole month
    /// imported after it opens as it does and closes later, as two statements of one bank would.
    private func writeVersion1Ledger(at path: String) throws {
        let database = try SQLiteDatabase(path: path)
        let fingerprint = RowFingerprint.fingerprint(
            account: AccountKey(institution: "Banco Ejemplo", maskedNumber: "…1234", currency: "EUR"),
            date: date("2025-03-02"), amountMinor: -4_530, currency: "EUR",
            description: "Mercadona Valencia", occurrence: 1)
        try database.execute(LedgerSchema.version1)
        try database.setUserVersion(1)
        try database.execute(
            """
            INSERT INTO categories (id, name_en, name_es, kind) VALUES ('groceries', 'Groceries', 'Supermercado', 'expense');
            INSERT INTO accounts (id, institution, masked_number, currency, kind) VALUES (3, 'Banco Ejemplo', '…1234', 'EUR', 'current');
            INSERT INTO statements (id, file_sha256, file_name, account_id, period_start, period_end, statement_date,
                opening_balance_minor, closing_balance_minor, currency, verdict, problems, accepted_unverified,
                page_count, row_count, imported_at, tool_version)
            VALUES (7, '\(SHA256.hexDigest("march.pdf"))', 'march.pdf', 3, '2025-03-01', '2025-03-05', '2025-03-05',
                100000, 95470, 'EUR', 'verified', '', 0, 1, 1, '2025-04-01T10:00:00Z', '0.9');
            INSERT INTO transactions (id, account_id, statement_id, date, description, raw_text, amount_minor, currency,
                category_id, confidence, category_source, review_status, fingerprint, page, line, created_at, updated_at)
            VALUES ('t-1', 3, 7, '2025-03-02', 'Mercadona Valencia', 'Mercadona Valencia', -4530, 'EUR', 'groceries', 0.9,
                'rule', 'auto', '\(fingerprint)', 1, 8, '2025-04-01T10:00:00Z', '2025-04-01T10:00:00Z');
            INSERT INTO statement_rows (statement_id, position, transaction_id) VALUES (7, 0, 't-1');
            INSERT INTO categorisation_events (transaction_id, old_category, new_category, source, confidence, reason, at)
            VALUES ('t-1', NULL, 'groceries', 'rule', 0.9, 'rule', '2025-04-01T10:00:00Z');
            """)
    }
}
