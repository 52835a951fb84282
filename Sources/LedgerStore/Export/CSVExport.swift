import StatementCore

/// CSV (through the one `CSVWriter`: RFC 4180, CRLF): one row per transaction, amounts as exact
/// decimal strings and as minor units.
enum CSVExport {
    static let header = ["id", "date", "value_date", "account", "description", "payee", "amount", "amount_minor",
                         "currency", "category", "category_source", "confidence", "review_status", "review_reason"]

    static func render(_ context: ExportContext) -> String {
        var writer = CSVWriter(header: header)
        for row in context.transactions {
            writer.appendRecord([row.id, row.date.iso, row.valueDate?.iso ?? "", text(context.accountName(row.accountID)),
                                 text(row.description), text(row.payee ?? ""), row.amount.decimalString, String(row.amount.minorUnits),
                                 row.amount.currency.code, text(row.categoryID ?? ""), row.categorySource.rawValue,
                                 String(row.confidence), row.reviewStatus.rawValue, text(row.reviewReason)])
        }
        return writer.text
    }

    /// A text field a spreadsheet must not run as a formula: one beginning with =, +, -, @, tab
    /// or carriage return gets a leading apostrophe (OWASP's CSV injection advice). Amounts are
    /// written as they are and stay numbers.
    static func text(_ field: String) -> String {
        guard let first = field.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return field }
        return "'" + field
    }
}
