import StatementCore

/// A transfer between two of the person's accounts as an hledger journal posts it: one
/// transaction from one asset account to the other, not each leg against its category's account
/// (two transfer categories would be two clearing accounts that never come back to zero).
struct JournalTransfer {
    var outgoing: StoredTransaction
    var incoming: StoredTransaction
    var status: StoredTransferPair.Status

    /// The earlier leg's day; the later leg's posting carries its own (`date:`), so each account's
    /// balance assertions see the leg on the day its statement printed it.
    var date: LocalDate { min(outgoing.date, incoming.date) }

    /// What the two legs do not cancel (a pair a person made of two amounts of one currency):
    /// posted against the outgoing leg's category so the transaction balances. Nil when the sum
    /// does not fit.
    var difference: Money? {
        let (sum, overflow) = outgoing.amount.minorUnits.addingReportingOverflow(incoming.amount.minorUnits)
        return overflow || sum == .min ? nil : Money(minorUnits: -sum, currency: outgoing.amount.currency)
    }
}
