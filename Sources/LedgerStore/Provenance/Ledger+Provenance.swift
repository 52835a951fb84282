extension Ledger {
    /// The provenance of each of `rows`, by transaction id: two queries whatever their number.
    public func provenance(of rows: [StoredTransaction]) throws -> [String: RowProvenance] {
        guard !rows.isEmpty else { return [:] }
        typealias Source = (fileName: String, sha256: String, format: SourceFormat?)
        var statements: [Int64: Source] = [:]
        for (id, source) in try database.query(
            "SELECT id, file_name, file_sha256, format FROM statements", [],
            {
                ($0.int64(0), Source($0.text(1), $0.text(2), $0.optionalText(3).flatMap(SourceFormat.init(rawValue:))))
            })
        {
            statements[id] = source
        }
        var proofs: [String: [RowProof]] = [:]
        for (id, proof) in try database.query(
            "SELECT transaction_id, statement_id, page, line, matched_by FROM row_proofs ORDER BY statement_id, position", [],
            { row -> (String, RowProof) in
                let statement = row.int64(1)
                return (
                    row.text(0),
                    RowProof(
                        statementID: statement, fileName: statements[statement]?.fileName ?? "?",
                        format: statements[statement]?.format, page: row.int(2), line: row.int(3),
                        matchedBy: RowProof.Match(rawValue: row.text(4)) ?? .fingerprint)
                )
            })
        {
            proofs[id, default: []].append(proof)
        }
        var found: [String: RowProvenance] = [:]
        for row in rows {
            let source = statements[row.statementID]
            found[row.id] = RowProvenance(
                statementID: row.statementID, format: source?.format, fileName: source?.fileName ?? "?",
                fileSHA256: source?.sha256 ?? "", bankReference: row.bankReference, page: row.page, line: row.line,
                provenBy: proofs[row.id] ?? [])
        }
        return found
    }
}
