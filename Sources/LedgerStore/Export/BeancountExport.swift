import StatementCore

/// A beancount file: accounts opened on the first day they are used, an opening balance per
/// account, one transaction per row, and a `balance` check the day after each verified
/// statement's last day (beancount checks balances at the start of a day); a known gap is a
/// `pad` from `Equity:Unreconciled` and a `balance` at the next statement's opening. Passes `bean-check`.
enum BeancountExport {
    static func render(_ context: ExportContext) -> String {
        let plan = context.journal
        var text = "; Exported from the statement-import ledger.\n"
        if plan.declares { text += "\n" }
        for commodity in plan.commodities { text += "\(commodity.date.iso) commodity \(commodity.code)\n" }
        for account in plan.accounts { text += "\(account.date.iso) open \(account.name)\n" }
        var events: [(date: String, order: Int, text: String)] = []
        for opening in plan.openings {
            let amount = opening.amount
            events.append(
                (
                    opening.date.iso, 0,
                    "\n\(opening.date.iso) * \"Opening balance\"\n"
                        + "  statement_id: \"\(opening.statementID)\"\n"
                        + "  \(opening.account)  \(amount.decimalString) \(amount.currency.code)\n"
                        + "  \(ExportContext.openingBalances)  \(amount.negated.decimalString) \(amount.currency.code)\n"
                ))
        }
        for row in context.transactions {
            let narration = quoted(ExportContext.singleLine(row.description))
            let header = row.payee.map { "\(quoted(ExportContext.singleLine($0))) \(narration)" } ?? narration
            let flag = row.reviewStatus == .needsReview ? "!" : "*"
            let amount = row.amount
            events.append(
                (
                    row.date.iso, 1,
                    "\n\(row.date.iso) \(flag) \(header)\n"
                        + "  ledger_id: \(quoted(row.id))\n"
                        + (context.printedCopies[row.id].map { "  printed_as: \(quoted($0))\n" } ?? "")
                        + "  \(context.accountName(row.accountID))  \(amount.decimalString) \(amount.currency.code)\n"
                        + "  \(context.categoryAccountName(row))  \(ForeignPosting.categoryAmount(row))\n"
                ))
        }
        for price in context.prices { events.append((price.date.iso, 0, JournalPrices.beancount(price))) }
        for gap in plan.gaps {
            // pad fills the account from Equity:Unreconciled up to the balance the next statement
            // opens with; beancount checks that balance at the start of its first day.
            let balance = gap.balance
            events.append((gap.missingFrom.iso, 3, "\n; \(gap.comment)\n\(gap.missingFrom.iso) pad \(gap.account) \(JournalPlan.unreconciled)\n"))
            events.append((gap.date.iso, 2, "\n\(gap.date.iso) balance \(gap.account)  \(balance.decimalString) \(balance.currency.code)\n"))
        }
        for assertion in plan.assertions {
            let day = assertion.date.adding(days: 1).iso
            let balance = assertion.balance
            events.append((day, 2, "\n\(day) balance \(assertion.account)  \(balance.decimalString) \(balance.currency.code)\n"))
        }
        for event in events.enumerated().sorted(by: {
            ($0.element.date, $0.element.order, $0.offset) < ($1.element.date, $1.element.order, $1.offset)
        }) {
            text += event.element.text
        }
        return text
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
