import StatementCore

extension Ledger {
    /// Per account, in period order: each statement against the one before it (a gap, an opening
    /// that is not the previous closing) and against the ledger (the first statement's opening
    /// plus every row the statements so far printed, each once, duplicates left out, must be its
    /// closing). A chain starts again after a gap or a disagreement, so one fault is reported once.
    public func reconcile() throws -> [ReconciliationFinding] {
        let statements = try database.query(
            """
            SELECT s.id, s.file_name, s.account_id, s.period_start, s.period_end, s.opening_balance_minor,
                   s.closing_balance_minor, s.currency, COALESCE(a.name, a.masked_number)
            FROM statements s JOIN accounts a ON a.id = s.account_id
            WHERE s.period_start IS NOT NULL AND s.period_end IS NOT NULL AND s.verdict <> 'failed'
            ORDER BY s.account_id, s.period_start, s.period_end, s.id
            """
        ) { row in
            (
                id: row.int64(0), file: row.text(1), account: row.int64(2), start: LocalDate(iso: row.text(3)),
                end: LocalDate(iso: row.text(4)), opening: row.optionalInt64(5), closing: row.optionalInt64(6),
                currency: Currency(code: row.text(7)), label: row.text(8)
            )
        }
        // Two accounts whose labels read alike (one bank's two accounts ending in the same digits)
        // are told apart in the findings by their ids.
        let labels = Dictionary(statements.map { ($0.account, $0.label) }, uniquingKeysWith: { first, _ in first })
        let shared = Set(Dictionary(grouping: labels.values, by: { $0 }).filter { $0.value.count > 1 }.keys)
        var findings: [ReconciliationFinding] = []
        var previous: (id: Int64, account: Int64, end: LocalDate, closing: Int64?)?
        var chain: [Int64] = []
        var anchorOpening: Int64?
        for statement in statements {
            guard let start = statement.start, let end = statement.end else { continue }
            func finding(_ kind: ReconciliationFinding.Kind) -> ReconciliationFinding {
                ReconciliationFinding(
                    kind: kind, accountID: statement.account,
                    account: shared.contains(statement.label) ? "\(statement.label) (account \(statement.account))" : statement.label,
                    statementID: statement.id, fileName: statement.file)
            }
            var restart = previous?.account != statement.account
            if let before = previous, before.account == statement.account {
                if start > before.end.adding(days: 1) {
                    findings.append(finding(.gap(after: before.end, before: start)))
                    restart = true
                } else if start == before.end.adding(days: 1), let closing = before.closing, let opening = statement.opening,
                    closing != opening
                {
                    findings.append(
                        finding(
                            .openingDisagrees(
                                previousClosing: Money(minorUnits: closing, currency: statement.currency),
                                opening: Money(minorUnits: opening, currency: statement.currency),
                                previousStatementID: before.id)))
                    restart = true
                }
            }
            if restart { chain = []; anchorOpening = statement.opening }
            chain.append(statement.id)
            previous = (statement.id, statement.account, end, statement.closing)
            guard let opening = anchorOpening, let closing = statement.closing else { continue }
            let (sum, lookAlikes, leftOut) = try chainRows(chain)
            let (total, overflow) = opening.addingReportingOverflow(sum)
            guard !overflow, total != closing else { continue }
            let (missing, gapOverflow) = closing.subtractingReportingOverflow(total)
            findings.append(
                finding(
                    .runningSumDiffers(
                        ledger: Money(minorUnits: total, currency: statement.currency),
                        closing: Money(minorUnits: closing, currency: statement.currency),
                        lookAlikes: lookAlikes,
                        markedDuplicates: gapOverflow ? [] : Self.rows(leftOut, makingUp: missing))))
            chain = [statement.id]
            anchorOpening = statement.opening
        }
        return findings
    }

    /// The sum of the distinct rows the statements printed, duplicates left out, and the ids of
    /// those flagged as looking like another row. A row marked duplicate is left out only when
    /// its look-alike (either way round: `looks like <id>` in one of the two) is counted in the
    /// chain, or when it has none known: a statement always adds up with every row it printed,
    /// whichever of the two copies a person marked.
    /// `leftOut` are the rows left out for a duplicate mark, which may be what a closing misses.
    private func chainRows(
        _ chain: [Int64]
    ) throws -> (
        sum: Int64, lookAlikes: [String], leftOut: [(id: String, amount: Int64)]
    ) {
        let placeholders = Array(repeating: "?", count: chain.count).joined(separator: ", ")
        let rows = try database.query(
            """
            SELECT t.id, t.amount_minor, t.review_reason, t.duplicate FROM transactions t
            WHERE t.id IN (SELECT transaction_id FROM statement_rows WHERE statement_id IN (\(placeholders)))
            ORDER BY t.date, t.id
            """, chain.map { .integer($0) }
        ) { (id: $0.text(0), amount: $0.int64(1), reason: $0.text(2), duplicate: $0.bool(3)) }
        let counted = Set(rows.filter { !$0.duplicate }.map(\.id))
        let mentioned = rows.map { Self.lookAlikeIDs(in: $0.reason) }
        var sum: Int64 = 0
        var leftOut: [(id: String, amount: Int64)] = []
        for (index, row) in rows.enumerated() {
            if row.duplicate {
                // Its partner may be outside the chain (a statement further on): ask the whole ledger.
                let partners = mentioned[index].union(
                    try database.query(
                        "SELECT id FROM transactions WHERE review_reason LIKE ?", [.text("%looks like \(row.id)%")]
                    ) { $0.text(0) })
                if partners.isEmpty || !partners.isDisjoint(with: counted) {
                    leftOut.append((row.id, row.amount))
                    continue
                }
            }
            let (next, overflow) = sum.addingReportingOverflow(row.amount)
            if !overflow { sum = next }
        }
        return (sum, rows.filter { !$0.duplicate && $0.reason.contains("looks like") }.map(\.id), leftOut)
    }

    /// The fewest of `rows` whose amounts add up to `missing` (all of them first, the common case
    /// of one wrong mark), or none. Every subset is tried up to 16 rows; past that only one or two,
    /// so a month with many marks costs little.
    static func rows(_ rows: [(id: String, amount: Int64)], makingUp missing: Int64) -> [String] {
        guard missing != 0, !rows.isEmpty else { return [] }
        func total(_ picked: [(id: String, amount: Int64)]) -> Int64? {
            var sum: Int64 = 0
            for row in picked {
                let (next, overflow) = sum.addingReportingOverflow(row.amount)
                if overflow { return nil }
                sum = next
            }
            return sum
        }
        if total(rows) == missing { return rows.map(\.id) }
        var best: [String]?
        if rows.count <= 16 {
            for mask in 1..<(1 << rows.count) where mask.nonzeroBitCount < (best?.count ?? rows.count) {
                let picked = rows.indices.filter { mask & (1 << $0) != 0 }.map { rows[$0] }
                if total(picked) == missing { best = picked.map(\.id) }
            }
            return best ?? []
        }
        if let one = rows.first(where: { $0.amount == missing }) { return [one.id] }
        for first in rows.indices {
            for second in rows.indices where second > first && total([rows[first], rows[second]]) == missing {
                return [rows[first].id, rows[second].id]
            }
        }
        return []
    }

    /// The row ids a review reason names after "looks like " (import writes one per look-alike).
    static func lookAlikeIDs(in reason: String) -> Set<String> {
        guard reason.contains("looks like ") else { return [] }
        return Set(
            reason.components(separatedBy: "looks like ").dropFirst().compactMap { part in
                part.split(separator: " ", maxSplits: 1).first.map(String.init)
            })
    }
}
