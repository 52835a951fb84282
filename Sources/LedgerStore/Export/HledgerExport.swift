/// An hledger journal: each row posts to its statement account and balances against its category;
/// each account opens with its first statement's opening balance, and each verified statement's
/// closing balance is asserted (`= BALANCE`) after the rows of its last day; a known gap is a
/// balance assignment against `Equity:Unreconciled` naming the missing days. With declarations it
/// passes `hledger check --strict`.
enum HledgerExport {
    static func render(_ context: ExportContext) -> String {
        let plan = context.journal
        var text = "; Exported from the statement-import ledger. Amounts are exact; ids are ledger transaction ids.\n"
        if plan.declares {
            text += "\ndecimal-mark .\n"
            for commodity in plan.commodities { text += "commodity \(commodity.code)\n" }
            for account in plan.accounts { text += "account \(account.name)\n" }
        }
        var events: [(date: String, order: Int, text: String)] = []
        for opening in plan.openings {
            let amount = opening.amount
            events.append(
                (
                    opening.date.iso, 0,
                    "\n\(opening.date.iso) opening balance  ; statement:\(opening.statementID)\n"
                        + "    \(opening.account)  \(amount.decimalString) \(amount.currency.code)\n"
                        + "    \(ExportContext.openingBalances)  \(amount.negated.decimalString) \(amount.currency.code)\n"
                ))
        }
        for row in context.transactions {
            let description = ExportContext.singleLine(row.payee.map { "\($0) | \(row.description)" } ?? row.description)
            let amount = row.amount
            events.append(
                (
                    row.date.iso, 1,
                    "\n\(row.date.iso) \(description)  ; id:\(row.id), review:\(row.reviewStatus.rawValue)"
                        + (context.printedCopies[row.id].map { ", printed-as:\($0)" } ?? "") + "\n"
                        + "    \(context.accountName(row.accountID))  \(amount.decimalString) \(amount.currency.code)\n"
                        + "    \(context.categoryAccountName(row))  \(ForeignPosting.categoryAmount(row))\n"
                ))
        }
        for price in context.prices { events.append((price.date.iso, 0, JournalPrices.hledger(price))) }
        for gap in plan.gaps {
            // A balance assignment: hledger works out the amount that brings the account to the
            // next statement's opening, and the rest of the journal still checks.
            let balance = gap.balance
            events.append(
                (
                    gap.date.iso, 0,
                    "\n\(gap.date.iso) unreconciled gap before the next statement  ; \(gap.comment)\n"
                        + "    \(gap.account)  = \(balance.decimalString) \(balance.currency.code)\n"
                        + "    \(JournalPlan.unreconciled)\n"
                ))
        }
        for assertion in plan.assertions {
            let balance = assertion.balance
            events.append(
                (
                    assertion.date.iso, 2,
                    "\n\(assertion.date.iso) closing balance of statement \(assertion.statementID)"
                        + " (\(ExportContext.singleLine(assertion.fileName)))\n"
                        + "    \(assertion.account)  0 \(balance.currency.code) = \(balance.decimalString) \(balance.currency.code)\n"
                ))
        }
        // Stable: rows keep the ledger's order within a day.
        for event in events.enumerated().sorted(by: {
            ($0.element.date, $0.element.order, $0.offset) < ($1.element.date, $1.element.order, $1.offset)
        }) {
            text += event.element.text
        }
        return text
    }
}
