import Foundation
import StatementCore
import Toolbox

/// `parse --format csv`: one row a transaction, through the one `CSVWriter` (RFC 4180, CRLF).
enum StatementCSV {
    static let columns = ["date", "value_date", "description", "amount", "currency", "balance", "page", "line"]

    /// A file with several accounts adds an `account` column at the end, so readers of the
    /// single-account columns find them where they always were.
    static func render(_ statements: [Statement]) -> String {
        guard statements.count != 1 else { return render(statements[0]) }
        var writer = CSVWriter(header: columns + ["account"])
        for statement in statements {
            for row in statement.transactions { writer.appendRecord(fields(row) + [statement.account ?? ""]) }
        }
        return writer.text
    }

    static func render(_ statement: Statement) -> String {
        var writer = CSVWriter(header: columns)
        for row in statement.transactions { writer.appendRecord(fields(row)) }
        return writer.text
    }

    static func fields(_ row: Transaction) -> [String] {
        [
            row.date.iso, row.valueDate?.iso ?? "", row.description, row.amount.decimalString,
            row.amount.currency.code, row.balance?.decimalString ?? "", String(row.page), String(row.line),
        ]
    }
}
