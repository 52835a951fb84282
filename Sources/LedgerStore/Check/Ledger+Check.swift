import Foundation
import StatementCore
import Toolbox

extension Ledger {
    /// Verifies the file and the ledger's own invariants, and lists abandoned import runs. Read-only.
    public func check(now: Date = Date()) throws -> LedgerCheckReport {
        return LedgerCheckReport(
            integrityProblems: try database.integrityProblems(),
            foreignKeyProblems: try database.foreignKeyProblems(),
            unbalancedStatements: try unbalancedStatements(),
            fingerprintProblems: try fingerprintProblems(),
            reconciliation: try reconcile(), contradictions: try contradictions(), acceptedFailures: try acceptedFailures(),
            abandonedRuns: try abandonedImportRuns(now: now), transfers: try transferNotes())
    }

    /// The transfer flags as check lists them.
    public func transferNotes() throws -> [String] {
        let flags = try transferFlags()
        let unstored = flags.pairs.map {
            "transactions \($0.outgoingID.prefix(8)) and \($0.incomingID.prefix(8)) look like one transfer (\($0.strength.words)): "
                + "`statement-import review --find-pairs` pairs them"
        }
        return flags.missing.map(\.description) + flags.ambiguous.map(\.description) + unstored
    }

    /// "statement 3 card-march.pdf: stored with --accept-unverified, it does not add up (…)".
    private func acceptedFailures() throws -> [String] {
        try database.query(
            """
            SELECT id, file_name, problems FROM statements
            WHERE verdict = 'failed' AND accepted_unverified = 1 ORDER BY id
            """
        ) { row in
            let problem = row.text(2).split(separator: "\n").first.map { ": \($0)" } ?? ""
            return "statement \(row.int64(0)) \(row.text(1)): stored with --accept-unverified, it does not add up\(problem)"
        }
    }

    /// Sums through statement_rows, which maps every parsed row, duplicates included, so an
    /// overlapping statement is checked against all its rows although it inserted only some.
    /// Failed statements accepted unverified never added up and are not reported again.
    private func unbalancedStatements() throws -> [String] {
        try database.query(
            """
            SELECT s.id, s.file_name, s.opening_balance_minor, s.closing_balance_minor, s.row_count,
                   COUNT(r.transaction_id), COALESCE(SUM(t.amount_minor), 0)
            FROM statements s
            LEFT JOIN statement_rows r ON r.statement_id = s.id
            LEFT JOIN transactions t ON t.id = r.transaction_id
            WHERE s.verdict <> 'failed'
            GROUP BY s.id ORDER BY s.id
            """
        ) { row -> String? in
            let (name, rowCount, linked, sum) = (row.text(1), row.int(4), row.int(5), row.int64(6))
            if linked != rowCount { return "statement \(row.int64(0)) \(name): \(Counted(rowCount, "row")) parsed, \(linked) linked" }
            guard let opening = row.optionalInt64(2), let closing = row.optionalInt64(3) else { return nil }
            if opening + sum == closing { return nil }
            return "statement \(row.int64(0)) \(name): opening \(opening) + rows \(sum) = \(opening + sum), closing is \(closing) (minor units)"
        }.compactMap { $0 }
    }

    private func fingerprintProblems() throws -> [String] {
        let rehashed = try database.query(
            """
            SELECT t.id, t.fingerprint, a.fingerprint_key, t.date, t.amount_minor, t.currency, t.description, t.occurrence
            FROM transactions t JOIN accounts a ON a.id = t.account_id
            """
        ) { row -> String? in
            guard let date = LocalDate(iso: row.text(3)) else { return "transaction \(row.text(0)): bad date \(row.text(3))" }
            let expected = RowFingerprint.fingerprint(
                accountKey: row.text(2), date: date, amountMinor: row.int64(4),
                currency: row.text(5),
                normalisedDescription: DescriptionNormaliser.normalise(row.text(6)),
                occurrence: row.int(7))
            return expected == row.text(1) ? nil : "transaction \(row.text(0)): fingerprint does not match its content"
        }.compactMap { $0 }
        let matchedTwice = try database.query(
            """
            SELECT statement_id, transaction_id, COUNT(*) FROM statement_rows
            GROUP BY statement_id, transaction_id HAVING COUNT(*) > 1
            """
        ) { "statement \($0.int64(0)): \($0.int(2)) rows collide on transaction \($0.text(1))" }
        return rehashed + matchedTwice
    }
}
