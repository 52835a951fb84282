/// An hledger journal: each row posts to its statement account and balances against its category,
/// but the two legs of a transfer between the person's accounts are one transaction between the
/// two accounts, each leg's category a tag (`category:ID`);
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
        for row in context.transactions where !plan.transferLegs.contains(row.id) {
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
        for transfer in plan.transfers { events.append((transfer.date.iso, 1, posting(transfer, context))) }
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

    /// `2025-03-31 TRANSFER TO 87654417 → TRANSFER FROM 12345678  ; transfer:found`, then each
    /// leg's account and amount with its id, review status, category and, when it is not the
    /// transaction's, its own day (`date:`), which hledger takes as the posting's date.
    private static func posting(_ transfer: JournalTransfer, _ context: ExportContext) -> String {
        func leg(_ row: StoredTransaction) -> String {
            var tags = ["id:\(row.id)", "review:\(row.reviewStatus.rawValue)"]
            if let copy = context.printedCopies[row.id] { tags.append("printed-as:\(copy)") }
            if let category = row.categoryID { tags.append("category:\(category)") }
            if row.date != transfer.date { tags.append("date:\(row.date.iso)") }
            return "    \(context.accountName(row.accountID))  \(row.amount.decimalString) \(row.amount.currency.code)  ; "
                + tags.joined(separator: ", ") + "\n"
        }
        let out = transfer.outgoing
        let description = ExportContext.singleLine(
            (out.payee.map { "\($0) | \(out.description)" } ?? out.description) + " → " + transfer.incoming.description)
        var text = "\n\(transfer.date.iso) \(description)  ; transfer:\(transfer.status.rawValue)\n" + leg(out) + leg(transfer.incoming)
        if let difference = transfer.difference, difference.minorUnits != 0 {
            text +=
                "    \(context.categoryAccountName(out))  \(difference.decimalString) \(difference.currency.code)"
                + "  ; difference between the two legs\n"
        }
        return text
    }
}
