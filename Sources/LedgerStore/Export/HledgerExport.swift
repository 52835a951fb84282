/// An hledger journal: each row posts to its statement account and balances against its category.
enum HledgerExport {
    static func render(_ context: ExportContext) -> String {
        var text = "; Exported from the statement-import ledger. Amounts are exact; ids are ledger transaction ids.\n"
        for row in context.transactions {
            let description = ExportContext.singleLine(row.payee.map { "\($0) | \(row.description)" } ?? row.description)
            let amount = row.amount
            text += "\n\(row.date.iso) \(description)  ; id:\(row.id), review:\(row.reviewStatus.rawValue)\n"
            text += "    \(context.accountName(row.accountID))  \(amount.decimalString) \(amount.currency.code)\n"
            text += "    \(context.categoryAccountName(row))  \(amount.negated.decimalString) \(amount.currency.code)\n"
        }
        return text
    }
}
