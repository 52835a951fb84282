import Foundation
import StatementCore

/// `parse --format csv`: one row a transaction, RFC 4180 quoting.
enum StatementCSV {
    static func render(_ statement: Statement) -> String {
        var text = "date,value_date,description,amount,currency,balance,page,line\n"
        for row in statement.transactions {
            let fields = [row.date.iso, row.valueDate?.iso ?? "", row.description, row.amount.decimalString,
                          row.amount.currency.code, row.balance?.decimalString ?? "", String(row.page), String(row.line)]
            text += fields.map(quote).joined(separator: ",") + "\n"
        }
        return text
    }

    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
