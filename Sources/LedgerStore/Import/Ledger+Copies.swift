import StatementCore
import Toolbox

extension Ledger {
    /// The file a statement with this account, period, balances and rows was already imported
    /// from: a re-saved copy (rewritten by a PDF tool, downloaded twice) has other bytes but is
    /// the same statement.
    func storedCopy(
        of statement: Statement, account: ResolvedAccount,
        fingerprints: [(fingerprint: SHA256Digest, occurrence: Int)]
    ) throws -> String? {
        let candidates = try database.query(
            """
            SELECT id, file_name FROM statements
            WHERE account_id = ? AND period_start IS NOT DISTINCT FROM ? AND period_end IS NOT DISTINCT FROM ? AND row_count = ?
              AND opening_balance_minor IS NOT DISTINCT FROM ? AND closing_balance_minor IS NOT DISTINCT FROM ?
            ORDER BY id
            """,
            [
                .integer(account.id), .text(statement.period?.start.iso), .text(statement.period?.end.iso),
                .integer(Int64(statement.transactions.count)), .integer(statement.openingBalance?.minorUnits),
                .integer(statement.closingBalance?.minorUnits),
            ]
        ) { (id: $0.int64(0), file: $0.text(1)) }
        for candidate in candidates {
            let stored = try database.query(
                """
                SELECT t.fingerprint FROM statement_rows r JOIN transactions t ON t.id = r.transaction_id
                WHERE r.statement_id = ? ORDER BY r.position
                """, [.integer(candidate.id)]
            ) { $0.text(0) }
            if stored.elementsEqual(fingerprints.lazy.map(\.fingerprint.hex)) { return candidate.file }
        }
        return nil
    }

    /// The same text for two parses of one statement of one account, whatever file they came from.
    static func contentSignature(
        _ statement: Statement, account: ResolvedAccount,
        fingerprints: [(fingerprint: SHA256Digest, occurrence: Int)]
    ) -> String {
        let head = [
            statement.period?.start.iso ?? "", statement.period?.end.iso ?? "",
            statement.openingBalance.map { String($0.minorUnits) } ?? "",
            statement.closingBalance.map { String($0.minorUnits) } ?? "",
        ]
        // The fields joined by U+001F, straight into the hasher rather than through one long text.
        var hasher = SHA256()
        hasher.update(account.identity)
        for field in head {
            hasher.update(byte: 0x1F)
            hasher.update(field)
        }
        for row in fingerprints {
            hasher.update(byte: 0x1F)
            row.fingerprint.withHexBytes { hasher.update($0) }
        }
        return hasher.finishHex()
    }

    func retiredCategoryIDs() throws -> Set<String> {
        Set(try database.query("SELECT id FROM categories WHERE retired = 1") { $0.text(0) })
    }
}
