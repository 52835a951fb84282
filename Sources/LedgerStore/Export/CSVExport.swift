import Toolbox

/// CSV (through the one `CSVWriter`: RFC 4180, CRLF): one row per transaction, amounts as exact
/// decimal strings and as minor units; the writer neutralises text a spreadsheet would run.
enum CSVExport {
    static let header = [
        "id", "date", "value_date", "account", "description", "payee", "amount", "amount_minor",
        "currency", "category", "category_source", "confidence", "review_status", "review_reason",
    ]

    static func render(_ context: ExportContext) -> String {
        var writer = CSVWriter(header: header)
        for row in context.transactions {
            writer.appendRecord([
                row.id, row.date.iso, row.valueDate?.iso ?? "", context.accountName(row.accountID),
                row.description, row.payee ?? "", row.amount.decimalString, String(row.amount.minorUnits),
                row.amount.currency.code, row.categoryID ?? "", row.categorySource.rawValue,
                String(row.confidence), row.reviewStatus.rawValue, row.reviewReason,
            ])
        }
        return writer.text
    }
}
