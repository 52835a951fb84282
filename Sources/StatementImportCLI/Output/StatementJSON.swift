import StatementCore

/// The `parse --format json` contract (README and ../shared/conformance/README.md).
enum StatementJSON {
    /// One statement as its own object; a file with several accounts wraps them in `statements`.
    static func render(_ statements: [Statement], file: String, sha256: String) -> JSONValue {
        guard statements.count != 1 else { return render(statements[0], file: file, sha256: sha256) }
        return .object([
            ("file", .string(file)),
            ("sha256", .string(sha256)),
            ("statements", .array(statements.map { render($0, file: file, sha256: sha256) })),
        ])
    }

    static func render(_ statement: Statement, file: String, sha256: String) -> JSONValue {
        let money: (Money?) -> JSONValue = { $0.map { .string($0.decimalString) } ?? .null }
        return .object([
            ("file", .string(file)),
            ("sha256", .string(sha256)),
            ("institution", .optional(statement.institution)),
            ("account", .optional(statement.account)),
            ("bank_code", .optional(statement.bankCode)),
            ("kind", .string(statement.kind.rawValue)),
            ("currency", .optional(statement.decidedCurrency?.code)),
            ("currency_evidence", .array(statement.currencyDecision.evidence.map { .string($0) })),
            ("currency_warning", .optional(statement.currencyDecision.warning)),
            ("period", statement.period.map { .object([("start", .string($0.start.iso)), ("end", .string($0.end.iso))]) } ?? .null),
            ("statement_date", .optional(statement.statementDate?.iso)),
            ("opening_balance", money(statement.openingBalance)),
            ("closing_balance", money(statement.closingBalance)),
            ("page_count", .int(statement.pageCount)),
            ("layout", .optional(statement.layout)),
            ("verification", .object([
                ("verdict", .string(statement.verification.verdict.rawValue)),
                ("problems", .array(statement.verification.problems.map { .string($0.description) })),
                ("checks", .array(statement.verification.checks.map { .string($0) })),
                ("notes", .array(statement.verification.notes.map { .string($0.description) })),
            ])),
            ("transactions", .array(statement.transactions.map { row in
                .object([
                    ("date", .string(row.date.iso)),
                    ("value_date", .optional(row.valueDate?.iso)),
                    ("description", .string(row.description)),
                    ("amount", money(row.amount)),
                    ("balance", money(row.balance)),
                    ("page", .int(row.page)),
                    ("line", .int(row.line)),
                    ("raw_text", .string(row.rawText)),
                ])
            })),
        ])
    }
}
