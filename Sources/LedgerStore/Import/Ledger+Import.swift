import Categorisation
import Foundation
import StatementCore

extension Ledger {
    /// Stores one statement: all of its rows or none (one SQLite transaction). Rows the ledger
    /// already has (same fingerprint) are linked, not inserted; look-alikes are inserted and flagged.
    public func importStatement(_ request: StatementImportRequest, options: ImportOptions = ImportOptions()) throws -> ImportOutcome {
        try importStatements([request], options: options)[0]
    }

    public func isImported(sha256: String) throws -> Bool {
        try database.scalarInt("SELECT 1 FROM statements WHERE file_sha256 = ?", [.text(sha256.lowercased())]) != nil
    }

    /// Writes one statement of a file inside the caller's transaction; `section` numbers the
    /// file's statements from 1 in the order the PDF prints them.
    func writeStatement(_ request: StatementImportRequest, section: Int, account: ResolvedAccount,
                        fingerprints: [(fingerprint: String, occurrence: Int)], options: ImportOptions,
                        warnings: [String]) throws -> ImportOutcome {
        let statement = request.statement
        let now = LedgerClock.timestamp()
        let accountID = account.id
        let retired = try retiredCategoryIDs()
        let statementID = try insertStatement(request, section: section, accountID: accountID,
                                              acceptedUnverified: options.acceptUnverified, now: now)
        var outcome = ImportOutcome(status: .imported, statementID: options.dryRun ? nil : statementID,
                                    warnings: warnings, dryRun: options.dryRun)
        let statementIsSuspect = statement.verification.verdict == .failed
        for (position, row) in statement.transactions.enumerated() {
            let (fingerprint, occurrence) = fingerprints[position]
            if let existing = try database.scalarText("SELECT id FROM transactions WHERE fingerprint = ?", [.text(fingerprint)]) {
                outcome.duplicates += 1
                try linkRow(statementID: statementID, position: position, transactionID: existing)
                continue
            }
            if options.dryRun {
                if dryRunMemory.rowFingerprints.contains(fingerprint) { outcome.duplicates += 1; continue }
                dryRunMemory.rowFingerprints.insert(fingerprint)
            }
            let transactionID = UUID().uuidString.lowercased()
            let similar = try lookAlikes(of: row, accountID: accountID, statementID: statementID)
                .map { LookAlike(position: position, transactionID: transactionID, otherTransactionID: $0.id,
                                 otherDate: $0.date, otherDescription: $0.description, otherStatementID: $0.statementID) }
            outcome.lookAlikes += similar
            var reasons = similar.map { "looks like \($0.otherTransactionID) (\($0.otherDate) \"\($0.otherDescription)\", "
                + "statement \($0.otherStatementID.map(String.init) ?? "?")): mark one a duplicate if they are the same payment" }
            if statementIsSuspect { reasons.append("statement does not add up") }
            var suggestion = request.suggestions.isEmpty ? nil : request.suggestions[position]
            if let category = suggestion?.categoryID, retired.contains(category) {
                reasons.append("suggested \(category), which is retired")
                suggestion = nil
            }
            let stored = StoredRowCategory(suggestion: suggestion, reviewBelow: options.reviewBelowConfidence, otherReasons: reasons)
            try database.run("""
                INSERT INTO transactions (id, account_id, statement_id, date, value_date, description, raw_text,
                    amount_minor, currency, balance_minor, category_id, confidence, category_source, category_reason,
                    payee, locked, review_status, review_reason, fingerprint, occurrence, page, line, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [.text(transactionID), .integer(accountID), .integer(statementID), .text(row.date.iso),
                      .text(row.valueDate?.iso), .text(row.description), .text(row.rawText),
                      .integer(row.amount.minorUnits), .text(row.amount.currency.code), .integer(row.balance?.minorUnits),
                      .text(stored.categoryID), .real(stored.confidence), .text(stored.source.rawValue),
                      .text(stored.reason), .text(stored.payee), .bool(stored.locked), .text(stored.reviewStatus.rawValue),
                      .text(stored.reviewReason), .text(fingerprint), .integer(occurrence), .integer(row.page),
                      .integer(row.line), .text(now), .text(now)])
            if stored.categoryID != nil {
                try recordCategorisationEvent(transactionID: transactionID, old: nil, new: stored.categoryID,
                                              source: stored.source, confidence: stored.confidence,
                                              reason: stored.reason, at: now)
            }
            try linkRow(statementID: statementID, position: position, transactionID: transactionID)
            outcome.inserted += 1
        }
        return outcome
    }

    private func insertStatement(_ request: StatementImportRequest, section: Int, accountID: Int64,
                                 acceptedUnverified: Bool, now: String) throws -> Int64 {
        let statement = request.statement
        return try database.insertReturningID("""
            INSERT INTO statements (file_sha256, file_name, account_id, period_start, period_end, statement_date,
                opening_balance_minor, closing_balance_minor, currency, verdict, problems, accepted_unverified,
                page_count, row_count, imported_at, tool_version, section)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, [.text(request.fileSHA256), .text(request.fileName), .integer(accountID),
                  .text(statement.period?.start.iso), .text(statement.period?.end.iso), .text(statement.statementDate?.iso),
                  .integer(statement.openingBalance?.minorUnits), .integer(statement.closingBalance?.minorUnits),
                  .text(statement.currency.code), .text(statement.verification.verdict.rawValue),
                  .text(statement.verification.problems.map(\.description).joined(separator: "\n")),
                  .bool(acceptedUnverified && statement.verification.verdict == .failed),
                  .integer(statement.pageCount), .integer(statement.transactions.count), .text(now), .text(request.toolVersion),
                  .integer(Int64(section))])
    }

    private func linkRow(statementID: Int64, position: Int, transactionID: String) throws {
        try database.run("INSERT INTO statement_rows (statement_id, position, transaction_id) VALUES (?, ?, ?)",
                         [.integer(statementID), .integer(position), .text(transactionID)])
    }

    /// Rows of other statements for the same account and amount within two days whose description
    /// differs once normalised. Rows of the statement being imported are distinct by construction.
    private func lookAlikes(of row: Transaction, accountID: Int64, statementID: Int64)
        throws -> [(id: String, date: String, description: String, statementID: Int64)] {
        let candidates = try database.query("""
            SELECT id, date, description, statement_id FROM transactions
            WHERE account_id = ? AND amount_minor = ? AND currency = ? AND date BETWEEN ? AND ? AND statement_id <> ?
            ORDER BY date, id
            """, [.integer(accountID), .integer(row.amount.minorUnits), .text(row.amount.currency.code),
                  .text(row.date.adding(days: -2).iso), .text(row.date.adding(days: 2).iso), .integer(statementID)]) {
            (id: $0.text(0), date: $0.text(1), description: $0.text(2), statementID: $0.int64(3))
        }
        guard !candidates.isEmpty else { return [] }
        let wanted = DescriptionNormaliser.normalise(row.description)
        return candidates.filter { DescriptionNormaliser.normalise($0.description) != wanted }
    }
}
