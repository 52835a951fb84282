import Foundation

/// A JSON array of transactions; money is a decimal string plus integer minor units, never a float.
enum JSONExport {
    struct Row: Encodable {
        var id, date, account, description, amount, currency, reviewStatus: String
        var valueDate, payee, category: String?
        var amountMinor: Int64
        var categorySource: String
        var confidence: Double
        /// Where the row came from and what proves it; null only when the row is unknown to the ledger.
        var provenance: RowProvenance?
        /// What the statement printed the row first charged in another currency; absent when nothing.
        var original: Original?
    }

    struct Original: Encodable {
        var amount, currency: String
        var amountMinor: Int64
        /// As printed, exactly; null when no rate is printed.
        var rate: String?
    }

    static func render(_ context: ExportContext, provenance: [String: RowProvenance] = [:]) throws -> String {
        let rows = context.transactions.map { row in
            Row(
                id: row.id, date: row.date.iso, account: context.accountName(row.accountID), description: row.description,
                amount: row.amount.decimalString, currency: row.amount.currency.code, reviewStatus: row.reviewStatus.rawValue,
                valueDate: row.valueDate?.iso, payee: row.payee, category: row.categoryID,
                amountMinor: row.amount.minorUnits, categorySource: row.categorySource.rawValue, confidence: row.confidence,
                provenance: provenance[row.id],
                original: row.foreign.map {
                    Original(
                        amount: $0.original.decimalString, currency: $0.original.currency.code, amountMinor: $0.original.minorUnits,
                        rate: $0.rate?.description)
                })
        }
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(rows), as: UTF8.self) + "\n"
    }
}
