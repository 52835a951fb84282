import StatementCore

extension Ledger {
    /// The account a statement is of, found as import finds it but creating nothing: the account
    /// its very file was stored under, else the one its printed number (or last four digits)
    /// names. Nil when the ledger holds no such account (a statement printing no number, or an
    /// account never imported): the person says which with `--account`.
    public func auditedAccount(for statement: Statement, sha256: String, section: Int) throws -> Int64? {
        if let stored = try database.scalarInt(
            "SELECT account_id FROM statements WHERE file_sha256 = ? AND section = ?", [.text(sha256.lowercased()), .integer(Int64(section))])
        {
            return stored
        }
        let institution = statement.institution ?? AccountIdentity.unknownInstitution
        let currency = statement.currency.code.uppercased()
        switch AccountIdentity(statement: statement) {
        case let .number(hash, masked, code):
            let bare = "number:" + hash
            let found = try database.query(
                "SELECT id, identity FROM accounts WHERE identity = ? OR identity LIKE ? ORDER BY id", [.text(bare), .text(bare + "/%")]
            ) { (id: $0.int64(0), identity: $0.text(1)) }
            if let exact = found.first(where: { $0.identity == code.map { bare + "/" + $0 } ?? bare }) { return exact.id }
            if found.count == 1 { return found[0].id }
            let legacy = "masked:" + AccountIdentity.maskedKey(institution: institution, masked: masked, currency: currency)
            if let id = try database.scalarInt("SELECT id FROM accounts WHERE identity = ?", [.text(legacy)]) { return id }
            var elsewhere = try sameIBANElsewhere(statement)
            if elsewhere.isEmpty { elsewhere = try samePlainNumberProven(statement) }
            return elsewhere.count == 1 ? elsewhere[0].id : nil
        case .masked(let masked):
            let found = try database.query(
                "SELECT id FROM accounts WHERE institution = ? AND masked_number = ? AND currency = ? AND identity NOT LIKE 'name:%'",
                [.text(institution), .text(masked), .text(currency)]
            ) { $0.int64(0) }
            return found.count == 1 ? found[0] : nil
        case .unnumbered:
            return nil
        }
    }

    /// Compares a statement with the rows the ledger holds for `accountID` in its period, from any
    /// file: rows it prints that the ledger lacks, rows the ledger holds that it does not print,
    /// rows held twice, and rows whose amount or date differ. Rows a person marked duplicate are
    /// not the ledger's any more and are left out.
    public func audit(_ statement: Statement, accountID: Int64) throws -> StatementAudit {
        let dates = statement.transactions.map(\.date)
        guard let period = statement.period ?? dates.min().flatMap({ first in dates.max().map { DateRange(start: first, end: $0) } })
        else {
            return StatementAudit(
                accountID: accountID, period: DateRange(start: LocalDate(dayNumber: 0), end: LocalDate(dayNumber: 0)),
                statementRows: 0, ledgerRows: 0, findings: [])
        }
        let neighbours = try NeighbourRows(
            database: database, accountID: accountID, excluding: nil,
            from: period.start.adding(days: -RowPairing.nearDays), to: period.end.adding(days: RowPairing.nearDays))
        let references =
            statement.bankReferences.count == statement.transactions.count
            ? statement.bankReferences : Array(repeating: nil, count: statement.transactions.count)
        let printed = statement.transactions.enumerated().map { position, row in
            RowPairing.Row(date: row.date, amount: row.amount, description: row.description, bankReference: references[position])
        }
        let held = neighbours.rows.map {
            RowPairing.Row(date: $0.date, amount: $0.amount, description: $0.description, bankReference: $0.bankReference)
        }
        let pairs = RowPairing.pair(statement: printed, ledger: held)
        let byStatement = Dictionary(pairs.map { ($0.statement, $0) }, uniquingKeysWith: { first, _ in first })
        let paired = Set(pairs.map(\.ledger))
        let names = try statementSources()
        func audited(_ index: Int) -> AuditedRow {
            let row = neighbours.rows[index]
            return AuditedRow(
                id: row.id, date: row.date, amount: row.amount, description: row.description,
                fileName: names[row.statementID] ?? "?", format: row.format, page: row.page, line: row.line)
        }
        var findings: [AuditFinding] = []
        for (position, row) in statement.transactions.enumerated() {
            var finding = AuditFinding(
                kind: .missing, page: row.page, line: row.line, date: row.date, amount: row.amount, description: row.description)
            guard let pair = byStatement[position] else {
                findings.append(finding)
                continue
            }
            let other = neighbours.rows[pair.ledger]
            if other.amount != row.amount {
                finding.kind = .amountDiffers
            } else if other.date != row.date {
                finding.kind = .dateDiffers
            } else {
                continue
            }
            finding.ledgerRow = audited(pair.ledger)
            findings.append(finding)
        }
        for (index, row) in neighbours.rows.enumerated() where !paired.contains(index) && period.contains(row.date) {
            let words = DescriptionNormaliser.normalise(row.description)
            // A second copy of a row the statement prints once: named by where the statement prints it.
            let copied = pairs.first {
                let kept = neighbours.rows[$0.ledger]
                return kept.date == row.date && kept.amount == row.amount && DescriptionNormaliser.normalise(kept.description) == words
            }
            if let copied {
                let printedRow = statement.transactions[copied.statement]
                findings.append(
                    AuditFinding(
                        kind: .twice, page: printedRow.page, line: printedRow.line, date: printedRow.date, amount: printedRow.amount,
                        description: printedRow.description, ledgerRow: audited(index)))
            } else {
                findings.append(AuditFinding(kind: .extra, ledgerRow: audited(index)))
            }
        }
        let inPeriod = neighbours.rows.filter { period.contains($0.date) }.count
        return StatementAudit(
            accountID: accountID, period: period, statementRows: statement.transactions.count, ledgerRows: inPeriod, findings: findings)
    }

    /// Each statement's file name, by id.
    private func statementSources() throws -> [Int64: String] {
        var names: [Int64: String] = [:]
        for (id, name) in try database.query("SELECT id, file_name FROM statements", [], { ($0.int64(0), $0.text(1)) }) { names[id] = name }
        return names
    }
}
