import Categorisation
import Foundation
import Toolbox

extension Ledger {
    /// Stores one statement: all of its rows or none (one SQLite transaction). Rows the ledger
    /// already has (same fingerprint) are linked, not inserted; look-alikes are inserted and flagged.
    public func importStatement(_ request: StatementImportRequest, options: ImportOptions = ImportOptions()) throws -> ImportOutcome {
        try importStatements([request], options: options)[0]
    }

    /// Whether a file with this SHA-256 is stored whole (or, in a dry run on this `Ledger`, would
    /// have been): a file a section of which a person removed while another stays is not, and is
    /// read again to store that section.
    public func isImported(sha256: String) throws -> Bool {
        let sha256 = sha256.lowercased()
        if dryRunMemory.files.contains(sha256) { return true }
        guard try database.scalarInt("SELECT 1 FROM statements WHERE file_sha256 = ?", [.text(sha256)]) != nil else { return false }
        return try removedSections(sha256: sha256).isEmpty
    }

    /// Writes one statement of a file inside the caller's transaction; `section` numbers the
    /// file's statements from 1 in the order the PDF prints them.
    func writeStatement(
        _ request: StatementImportRequest, section: Int, account: ResolvedAccount,
        fingerprints: [(fingerprint: SHA256Digest, occurrence: Int)], options: ImportOptions,
        warnings: [String]
    ) throws -> ImportOutcome {
        let statement = request.statement
        let now = LedgerClock.timestamp()
        let accountID = account.id
        let retired = try retiredCategoryIDs()
        let statementID = try insertStatement(
            request, section: section, accountID: accountID,
            acceptedUnverified: options.acceptUnverified, now: now)
        var outcome = ImportOutcome(
            status: .imported, statementID: options.dryRun ? nil : statementID,
            warnings: warnings, dryRun: options.dryRun)
        let statementIsSuspect = statement.verification.verdict == .failed
        let stored = try storedTransactionIDs(fingerprints: fingerprints)
        // One read of the stored rows around the statement's dates serves both comparisons.
        let window = try StoredRowWindow(
            database: database, accountID: accountID, statementID: statementID, transactions: statement.transactions)
        var candidates = LookAlikeCandidates(window: window)
        var ids = AscendingRandomIDs(count: statement.transactions.count - stored.count)
        var writer = ImportRowWriter(database: database)
        var isoDates = ISODates()
        let suggestions = try request.suggestionsWhenWriting?() ?? request.suggestions
        // The bank's ids only when they still line up with the rows, one each.
        let bankReferences =
            statement.bankReferences.count == statement.transactions.count
            ? statement.bankReferences : Array(repeating: nil, count: statement.transactions.count)
        try Ledger.checkCount(of: suggestions, rows: statement.transactions.count)
        var storedByPosition: [Int: String] = [:]
        for (position, entry) in fingerprints.enumerated() {
            if let existing = stored[entry.fingerprint.hex] { storedByPosition[position] = existing }
        }
        let neighbours = statement.transactions.isEmpty ? nil : NeighbourRows(window: window)
        let crossFile = neighbours.map {
            crossFileMatches(
                statement, bankReferences: bankReferences, accountID: accountID, statementID: statementID,
                storedByPosition: storedByPosition, neighbours: $0)
        }
        var links: [(position: Int, id: String, match: RowProof.Match)] = []
        // The checked columns come from typed values (`ImportRowChecks`): SQLite's own CHECKs
        // would cost a temporary table per `IN (…)` list and row.
        try database.withoutCheckConstraints {
            for (position, row) in statement.transactions.enumerated() {
                let (digest, occurrence) = fingerprints[position]
                let fingerprint = digest.hex
                if let existing = storedByPosition[position] {
                    outcome.duplicates += 1
                    links.append((position, existing, .fingerprint))
                    try writer.link([.integer(statementID), .integer(Int64(position)), .text(existing)])
                    continue
                }
                // The same row read from another file (a CSV of the month this PDF prints): linked, not doubled.
                if let other = crossFile?[position] {
                    outcome.duplicates += 1
                    outcome.proven += 1
                    links.append((position, other.id, other.match))
                    try writer.link([.integer(statementID), .integer(Int64(position)), .text(other.id)])
                    continue
                }
                if options.dryRun {
                    if dryRunMemory.rowFingerprints.contains(fingerprint) { outcome.duplicates += 1; continue }
                    dryRunMemory.rowFingerprints.insert(fingerprint)
                }
                let transactionID = ids.next()
                let similar = candidates.matches(for: row)
                    .map {
                        LookAlike(
                            position: position, transactionID: transactionID, otherTransactionID: $0.id,
                            otherDate: $0.date, otherDescription: $0.description, otherStatementID: $0.statementID)
                    }
                outcome.lookAlikes += similar
                var reasons = similar.map {
                    "looks like \($0.otherTransactionID) (\($0.otherDate) \"\($0.otherDescription)\", "
                        + "statement \($0.otherStatementID.map(String.init) ?? "?")): mark one a duplicate if they are the same payment"
                }
                if statementIsSuspect { reasons.append("statement does not add up") }
                var suggestion = suggestions.isEmpty ? nil : suggestions[position]
                if let category = suggestion?.categoryID, retired.contains(category) {
                    reasons.append("suggested \(category), which is retired")
                    suggestion = nil
                }
                let category = StoredRowCategory(suggestion: suggestion, reviewBelow: options.reviewBelowConfidence, otherReasons: reasons)
                try ImportRowChecks.check(category)
                if category.reviewStatus == .needsReview { outcome.needsReview += 1 }
                try writer.transaction([
                    .text(transactionID), .integer(accountID), .integer(statementID), .text(isoDates.iso(row.date)),
                    .text(row.valueDate?.iso), .text(row.description), .text(row.rawText),
                    .integer(row.amount.minorUnits), .text(row.amount.currency.code),
                    .integer(row.balance?.minorUnits), .text(category.categoryID), .real(category.confidence),
                    .text(category.source.rawValue), .text(category.reason), .text(category.payee),
                    .bool(category.locked), .text(category.reviewStatus.rawValue), .text(category.reviewReason),
                    .text(fingerprint), .integer(Int64(occurrence)), .integer(Int64(row.page)),
                    .integer(Int64(row.line)), .text(now), .text(now), .text(bankReferences[position]),
                    .integer(row.foreign?.original.minorUnits), .text(row.foreign?.original.currency.code),
                    .text(row.foreign?.rate?.description),
                ])
                if category.categoryID != nil {
                    try writer.event([
                        .text(transactionID), .null, .text(category.categoryID), .text(category.source.rawValue),
                        .real(category.confidence), .text(category.reason), .text(now),
                    ])
                }
                try writer.link([.integer(statementID), .integer(Int64(position)), .text(transactionID)])
                outcome.inserted += 1
            }
            try writer.flush()
        }
        // Rows already stored with other balances for the same days: refused, never stored beside them.
        if statement.verification.verdict == .verified, statement.period != nil {
            try refuseContradictions(of: statementID, fileSHA256: request.fileSHA256)
        }
        if let neighbours {
            let marked = try recordProofs(
                statement, statementID: statementID, fileName: request.fileName, links: links, neighbours: neighbours, now: now)
            outcome.heldTwice = marked.count
        }
        return outcome
    }

    /// Suggestions are none or one per row.
    static func checkCount(of suggestions: [Suggestion?], rows: Int) throws {
        guard suggestions.isEmpty || suggestions.count == rows else {
            throw LedgerError.suggestionCountMismatch(rows: rows, suggestions: suggestions.count)
        }
    }

    private func insertStatement(
        _ request: StatementImportRequest, section: Int, accountID: Int64,
        acceptedUnverified: Bool, now: String
    ) throws -> Int64 {
        let statement = request.statement
        return try database.insertReturningID(
            """
            INSERT INTO statements (file_sha256, file_name, account_id, period_start, period_end, statement_date,
                opening_balance_minor, closing_balance_minor, currency, verdict, problems, accepted_unverified,
                page_count, row_count, imported_at, tool_version, section, format, holder_name)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .text(request.fileSHA256), .text(request.fileName), .integer(accountID),
                .text(statement.period?.start.iso), .text(statement.period?.end.iso), .text(statement.statementDate?.iso),
                .integer(statement.openingBalance?.minorUnits), .integer(statement.closingBalance?.minorUnits),
                .text(statement.currency.code), .text(statement.verification.verdict.rawValue),
                .text(statement.verification.problems.map(\.description).joined(separator: "\n")),
                .bool(acceptedUnverified && statement.verification.verdict != .verified),
                .integer(statement.pageCount), .integer(statement.transactions.count), .text(now), .text(request.toolVersion),
                .integer(Int64(section)), .text(SourceFormat(statement.format).rawValue),
                // The name lines as printed, one a line; NULL when the statement prints none.
                .text(statement.holderBlock.flatMap { $0.names.isEmpty ? nil : $0.names.joined(separator: "\n") }),
            ])
    }

    static let transactionColumns = """
        INSERT INTO transactions (id, account_id, statement_id, date, value_date, description, raw_text,
            amount_minor, currency, balance_minor, category_id, confidence, category_source, category_reason,
            payee, locked, review_status, review_reason, fingerprint, occurrence, page, line, created_at, updated_at,
            bank_reference, original_minor, original_currency, original_rate)
        """

    static let statementRowColumns = "INSERT INTO statement_rows (statement_id, position, transaction_id)"

    /// The stored transaction id of each fingerprint the ledger has, in one query per few hundred
    /// fingerprints rather than one per row. Every query has the same shape (short ones padded
    /// with an empty string, which no fingerprint is), so one prepared statement serves them all.
    private func storedTransactionIDs(fingerprints: [(fingerprint: SHA256Digest, occurrence: Int)]) throws -> [String: String] {
        // A ledger holding no row yet (a first import) has none of them: no lookups, no texts made for them.
        guard try database.scalarInt("SELECT 1 FROM transactions LIMIT 1", []) != nil else { return [:] }
        let size = 200
        let sql =
            "SELECT fingerprint, id FROM transactions WHERE fingerprint IN ("
            + Array(repeating: "?", count: size).joined(separator: ", ") + ")"
        var found: [String: String] = [:]
        var start = 0
        while start < fingerprints.count {
            let chunk = fingerprints[start..<min(start + size, fingerprints.count)]
            let values = chunk.map { DatabaseValue.text($0.fingerprint.hex) } + Array(repeating: .text(""), count: size - chunk.count)
            for (fingerprint, id) in try database.query(sql, values, { ($0.text(0), $0.text(1)) }) { found[fingerprint] = id }
            start += size
        }
        return found
    }
}
