/// A beancount file: accounts opened on the first day they are used, one transaction per row.
enum BeancountExport {
    static func render(_ context: ExportContext) -> String {
        var opened: [String: String] = [:]
        for row in context.transactions {
            for account in [context.accountName(row.accountID), context.categoryAccountName(row)] where opened[account] == nil {
                opened[account] = row.date.iso
            }
        }
        var text = "; Exported from the statement-import ledger.\n\n"
        for (account, date) in opened.sorted(by: { ($0.value, $0.key) < ($1.value, $1.key) }) {
            text += "\(date) open \(account)\n"
        }
        for row in context.transactions {
            let narration = quoted(ExportContext.singleLine(row.description))
            let header = row.payee.map { "\(quoted(ExportContext.singleLine($0))) \(narration)" } ?? narration
            let flag = row.reviewStatus == .needsReview ? "!" : "*"
            let amount = row.amount
            text += "\n\(row.date.iso) \(flag) \(header)\n"
            text += "  ledger_id: \(quoted(row.id))\n"
            text += "  \(context.accountName(row.accountID))  \(amount.decimalString) \(amount.currency.code)\n"
            text += "  \(context.categoryAccountName(row))  \(amount.negated.decimalString) \(amount.currency.code)\n"
        }
        return text
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
