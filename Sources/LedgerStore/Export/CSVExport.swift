/// RFC 4180 CSV: one row per transaction, amounts as exact decimal strings and as minor units.
enum CSVExport {
    static let header = ["id", "date", "value_date", "account", "description", "payee", "amount", "amount_minor",
                         "currency", "category", "category_source", "confidence", "review_status", "review_reason"]

    static func render(_ context: ExportContext) -> String {
        var lines = [header.joined(separator: ",")]
        for row in context.transactions {
            let fields = [row.id, row.date.iso, row.valueDate?.iso ?? "", context.accountName(row.accountID),
                          row.description, row.payee ?? "", row.amount.decimalString, String(row.amount.minorUnits),
                          row.amount.currency.code, row.categoryID ?? "", row.categorySource.rawValue,
                          String(row.confidence), row.reviewStatus.rawValue, row.reviewReason]
            lines.append(fields.map(quote).joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
