/// One table of the ledger as `ledger copy` moves it: its columns in schema order, each with the
/// kind of value it holds, so a row is read and bound with its own type on either backend.
struct LedgerTable: Sendable {
    enum Kind: Sendable { case integer, real, text }

    let name: String
    let columns: [(name: String, kind: Kind)]
    /// Whether its `id` counts from an identity on PostgreSQL, set past the copied ids afterwards.
    var hasIdentity: Bool { columns.first?.name == "id" && columns.first?.kind == .integer }

    /// Every table, parents before the tables pointing at them.
    static let all: [LedgerTable] = [
        LedgerTable(
            name: "accounts",
            columns: [
                ("id", .integer), ("institution", .text), ("masked_number", .text), ("currency", .text),
                ("kind", .text), ("identity", .text), ("fingerprint_key", .text), ("name", .text),
                ("bank_code", .text),
            ]),
        LedgerTable(
            name: "categories",
            columns: [
                ("id", .text), ("name_en", .text), ("name_es", .text), ("kind", .text),
                ("parent", .text), ("user_defined", .integer), ("retired", .integer),
            ]),
        LedgerTable(
            name: "statements",
            columns: [
                ("id", .integer), ("file_sha256", .text), ("file_name", .text), ("account_id", .integer),
                ("period_start", .text), ("period_end", .text), ("statement_date", .text),
                ("opening_balance_minor", .integer), ("closing_balance_minor", .integer),
                ("currency", .text), ("verdict", .text), ("problems", .text),
                ("accepted_unverified", .integer), ("page_count", .integer), ("row_count", .integer),
                ("imported_at", .text), ("tool_version", .text), ("section", .integer),
                ("format", .text), ("holder_name", .text),
            ]),
        LedgerTable(
            name: "transactions",
            columns: [
                ("id", .text), ("account_id", .integer), ("statement_id", .integer), ("date", .text),
                ("value_date", .text), ("description", .text), ("raw_text", .text),
                ("amount_minor", .integer), ("currency", .text), ("balance_minor", .integer),
                ("category_id", .text), ("confidence", .real), ("category_source", .text),
                ("category_reason", .text), ("payee", .text), ("locked", .integer),
                ("review_status", .text), ("review_reason", .text), ("fingerprint", .text),
                ("occurrence", .integer), ("page", .integer), ("line", .integer),
                ("created_at", .text), ("updated_at", .text), ("duplicate", .integer),
                ("bank_reference", .text), ("original_minor", .integer), ("original_currency", .text),
                ("original_rate", .text),
            ]),
        LedgerTable(name: "statement_rows", columns: [("statement_id", .integer), ("position", .integer), ("transaction_id", .text)]),
        LedgerTable(
            name: "row_proofs",
            columns: [
                ("transaction_id", .text), ("statement_id", .integer), ("position", .integer), ("page", .integer),
                ("line", .integer), ("matched_by", .text), ("proven_at", .text),
            ]),
        LedgerTable(
            name: "categorisation_events",
            columns: [
                ("id", .integer), ("transaction_id", .text), ("old_category", .text),
                ("new_category", .text), ("source", .text), ("confidence", .real),
                ("reason", .text), ("at", .text),
            ]),
        LedgerTable(
            name: "import_runs",
            columns: [
                ("id", .integer), ("started_at", .text), ("finished_at", .text),
                ("files_seen", .integer), ("imported", .integer), ("skipped", .integer),
                ("failed", .integer), ("rows_inserted", .integer), ("duplicates", .integer),
                ("status", .text),
            ]),
        LedgerTable(
            name: "learned_merchants",
            columns: [
                ("merchant", .text), ("category_id", .text), ("agreements", .integer),
                ("disagreements", .integer), ("updated_at", .text),
            ]),
        LedgerTable(name: "category_aliases", columns: [("alias", .text), ("category_id", .text)]),
        LedgerTable(
            name: "ledger_events",
            columns: [
                ("id", .integer), ("action", .text), ("subject", .text), ("detail", .text),
                ("at", .text),
            ]),
        LedgerTable(
            name: "remote_agreement",
            columns: [
                ("service_url", .text), ("model", .text), ("asked", .integer),
                ("agreed", .integer), ("configured_batch_size", .integer),
                ("batch_size", .integer), ("recorded_at", .text),
            ]),
        LedgerTable(
            name: "transfer_pairs",
            columns: [
                ("id", .integer), ("outgoing_id", .text), ("incoming_id", .text), ("status", .text),
                ("strength", .text), ("created_at", .text), ("updated_at", .text),
            ]),
        LedgerTable(
            name: "budgets",
            columns: [
                ("category_id", .text), ("limit_minor", .integer), ("currency", .text), ("cadence", .text),
                ("starts_on", .text), ("updated_at", .text),
            ]),
        LedgerTable(
            name: "unverified_acceptances",
            columns: [("id", .integer), ("account_id", .integer), ("layout", .text), ("file_name", .text), ("accepted_at", .text)]),
        LedgerTable(
            name: "removed_sections",
            columns: [
                ("file_sha256", .text), ("section", .integer), ("statement_id", .integer), ("file_name", .text), ("removed_at", .text),
            ]),
    ]

    var selectSQL: String { "SELECT \(columns.map(\.name).joined(separator: ", ")) FROM \(name) ORDER BY 1" }

    var insertSQL: String {
        "INSERT INTO \(name) (\(columns.map(\.name).joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))"
    }

    /// The current row as values to bind, each with its column's type; NULL stays NULL.
    func values(of row: any DatabaseRow) -> [DatabaseValue] {
        columns.enumerated().map { index, column in
            let position = Int32(index)
            if row.isNull(position) { return .null }
            switch column.kind {
            case .integer: return .integer(row.int64(position))
            case .real: return .real(row.double(position))
            case .text: return .text(row.text(position))
            }
        }
    }
}
