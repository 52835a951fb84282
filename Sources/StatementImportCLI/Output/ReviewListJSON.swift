import Foundation
import StatementImport

/// `review --list --format json`: the rows waiting, money as decimal strings and minor units.
enum ReviewListJSON {
    struct Row: Encodable {
        var id, date, account, description, amount, currency, source, reviewReason: String
        var amountMinor: Int64
        var suggestion: String?
        var confidence: Double
    }

    static func render(_ rows: [ReviewRow]) -> String {
        let entries = rows.map { row in
            let transaction = row.transaction
            return Row(
                id: transaction.id, date: transaction.date.iso, account: row.account, description: transaction.description,
                amount: transaction.amount.decimalString, currency: transaction.amount.currency.code,
                source: transaction.categorySource.rawValue, reviewReason: transaction.reviewReason,
                amountMinor: transaction.amount.minorUnits, suggestion: transaction.categoryID,
                confidence: transaction.confidence)
        }
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(entries), as: UTF8.self)) ?? "[]"
    }
}
