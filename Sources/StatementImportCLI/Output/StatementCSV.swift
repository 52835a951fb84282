import Foundation
import StatementCore

/// `parse --format csv`: one row a transaction, RFC 4180 quoting.
enum StatementCSV {
    static let columns = "date,value_date,description,amount,currency,balance,page,line"

    /// A file with several accounts adds an `account` column at the end, so readers of the
    /// single-account columns find them where they always were.
    static func render(_ statements: [Statement]) -> String {
        guard statements.count != 1 else { return render(statements[0]) }
        var text = columns + ",account\n"
        for statement in statements {
            for row in statement.transactions {
                text += (fields(row) + [statement.account ?? ""]).map(quote).joined(separator: ",") + "\n"
            }
        }
        return text
    }

    static func render(_ statement: Statement) -> String {
        var text = columns + "\n"
        for row in statement.transactions {
            text += fields(row).map(quote).joined(separator: ",") + "\n"
        }
        return text
    }

    static func fields(_ row: Transaction) -> [String] {
        [row.date.iso, row.valueDate?.iso ?? "", row.description, row.amount.decimalString,
         row.amount.currency.code, row.balance?.decimalString ?? "", String(row.page), String(row.line)]
    }

    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
