import StatementCore
import Toolbox

extension Ledger {
    /// The file a statement with this account, period, balances and rows was already imported
    /// from: a re-saved copy (rewritten by a PDF tool, downloaded twice) has other bytes but is
    /// the same statement. A statement printing its period and both balances is also a copy of
    /// one with the same rows by day and amount whose descriptions differ (another rendering, a
    /// re-issue in other words, a watermark read into them): storing it would store every row whose
    /// wording changed a second time.
    func storedCopy(
        of statement: Statement, account: ResolvedAccount,
        fingerprints: [(fingerprint: SHA256Digest, occurrence: Int)]
    ) throws -> StoredCopy? {
        let candidates = try database.query(
            """
            SELECT id, file_name, format FROM statements
            WHERE account_id = ? AND period_start IS NOT DISTINCT FROM ? AND period_end IS NOT DISTINCT FROM ? AND row_count = ?
              AND opening_balance_minor IS NOT DISTINCT FROM ? AND closing_balance_minor IS NOT DISTINCT FROM ?
            ORDER BY id
            """,
            [
                .integer(account.id), .text(statement.period?.start.iso), .text(statement.period?.end.iso),
                .integer(Int64(statement.transactions.count)), .integer(statement.openingBalance?.minorUnits),
                .integer(statement.closingBalance?.minorUnits),
            ]
        ) { (id: $0.int64(0), file: $0.text(1), format: $0.optionalText(2)) }
        // Without its period and both balances nothing but the rows says two statements are one.
        let printsItsFigures = statement.period != nil && statement.openingBalance != nil && statement.closingBalance != nil
        var reworded: StoredCopy?
        for candidate in candidates {
            let stored = try database.query(
                """
                SELECT t.fingerprint, t.date, t.amount_minor FROM statement_rows r JOIN transactions t ON t.id = r.transaction_id
                WHERE r.statement_id = ? ORDER BY r.position
                """, [.integer(candidate.id)]
            ) { (fingerprint: $0.text(0), day: $0.text(1), amount: $0.int64(2)) }
            if stored.lazy.map(\.fingerprint).elementsEqual(fingerprints.lazy.map(\.fingerprint.hex)) {
                return StoredCopy(file: candidate.file)
            }
            // Another kind of file (a download of the PDF's month) keeps its own statement, its
            // rows joined to the PDF's as the same rows (`Ledger+CrossFileRows`): only two
            // renderings of one kind of file are one statement worded otherwise.
            guard printsItsFigures, reworded == nil, candidate.format == SourceFormat(statement.format).rawValue,
                Ledger.sameDaysAndAmounts(stored.map { ($0.day, $0.amount) }, statement.transactions)
            else { continue }
            reworded = StoredCopy(file: candidate.file, rewordedRows: Ledger.rewordedRows(stored.map(\.fingerprint), fingerprints))
        }
        return reworded
    }

    /// How many of a statement's rows the stored ones do not print alike (by fingerprint, as a multiset).
    static func rewordedRows(_ stored: [String], _ fingerprints: [(fingerprint: SHA256Digest, occurrence: Int)]) -> Int {
        var unmatched = [String: Int](stored.map { ($0, 1) }, uniquingKeysWith: +)
        return fingerprints.reduce(0) { count, row in
            let hex = row.fingerprint.hex
            guard let left = unmatched[hex], left > 0 else { return count + 1 }
            unmatched[hex] = left - 1
            return count
        }
    }

    /// For a dry run, which remembers what it would have stored: the same text for two statements
    /// of one account printing the same period, balances and rows by day and amount, whatever their
    /// descriptions; nil for one not printing its period and both balances.
    static func figuresSignature(_ statement: Statement, account: ResolvedAccount) -> String? {
        guard let period = statement.period, let opening = statement.openingBalance, let closing = statement.closingBalance else {
            return nil
        }
        let rows = statement.transactions.map { $0.date.iso + " " + String($0.amount.minorUnits) }.sorted()
        var hasher = SHA256()
        hasher.update(account.identity)
        for field in [
            SourceFormat(statement.format).rawValue, period.start.iso, period.end.iso, String(opening.minorUnits), String(closing.minorUnits),
        ] + rows {
            hasher.update(byte: 0x1F)
            hasher.update(field)
        }
        return hasher.finishHex()
    }

    /// Whether stored rows and a statement's rows are the same days and amounts, as a multiset:
    /// the order two renderings print a day's rows in may differ.
    static func sameDaysAndAmounts(_ stored: [(day: String, amount: Int64)], _ rows: [Transaction]) -> Bool {
        guard stored.count == rows.count else { return false }
        func key(_ day: String, _ amount: Int64) -> String { day + "\u{1F}" + String(amount) }
        var left = [String: Int](stored.map { (key($0.day, $0.amount), 1) }, uniquingKeysWith: +)
        for row in rows {
            let key = key(row.date.iso, row.amount.minorUnits)
            guard let count = left[key], count > 0 else { return false }
            left[key] = count - 1
        }
        return true
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
