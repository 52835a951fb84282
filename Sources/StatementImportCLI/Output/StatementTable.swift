import StatementCore
import Toolbox

/// `parse --format table`: the statement's facts and verdict, then its rows, for people.
enum StatementTable {
    /// One block per account, a blank line between them.
    static func render(_ statements: [Statement], file: String) -> String {
        statements.map { render($0, file: file) }.joined(separator: "\n")
    }

    static func render(_ statement: Statement, file: String) -> String {
        var text = "\(file)\n"
        let facts: [(String, String?)] = [
            ("institution", statement.institution), ("account", statement.account),
            ("bank code", statement.bankCode),
            ("kind", statement.kind.rawValue), ("currency", statement.decidedCurrency?.code ?? "unknown"),
            ("period", statement.period.map { "\($0.start.iso) to \($0.end.iso)" }),
            ("statement date", statement.statementDate?.iso),
            ("opening balance", statement.openingBalance?.groupedString),
            ("closing balance", statement.closingBalance?.groupedString),
            ("layout", statement.layout),
        ]
        for case let (label, value?) in facts {
            text += "  \(label.padding(16))\(value)\n"
        }
        text +=
            "  \("verdict".padding(16))\(statement.verification.verdict.rawValue)"
            + " (\(Counted(statement.transactions.count, "transaction")))\n"
        for problem in statement.verification.problems { text += "  ! \(problem)\n" }
        for note in statement.verification.notes { text += "  note: \(note)\n" }
        if let warning = statement.currencyDecision.warning { text += "  ! currency: \(warning)\n" }
        text += "\n"
        let descriptionWidth = min(60, statement.transactions.map(\.description.count).max() ?? 11)
        text += "Date        " + "Description".padding(descriptionWidth + 2) + "Amount".leftPadding(14) + "Balance".leftPadding(14) + "\n"
        for row in statement.transactions {
            let description =
                row.description.count > descriptionWidth
                ? String(row.description.prefix(descriptionWidth - 1)) + "…" : row.description
            text +=
                row.date.iso + "  " + description.padding(descriptionWidth + 2)
                + row.amount.groupedString.leftPadding(14) + (row.balance?.groupedString ?? "").leftPadding(14) + "\n"
        }
        return text
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
    func leftPadding(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
