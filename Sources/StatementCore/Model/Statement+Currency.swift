extension Statement {
    /// The statement with its amounts in `currency`, for a statement whose own cues did not say
    /// which currency it is: the person named it, or the ledger knows the account. The amounts
    /// keep their minor units, so this is nil when `currency` has another number of decimals
    /// than the amounts were read with (they would have to be read again, not relabelled).
    public func inCurrency(_ currency: Currency, because reason: String) -> Statement? {
        guard currency.minorUnitDigits == self.currency.minorUnitDigits else { return nil }
        func relabel(_ money: Money) -> Money { Money(minorUnits: money.minorUnits, currency: currency) }
        var statement = self
        statement.currency = currency
        statement.openingBalance = openingBalance.map(relabel)
        statement.closingBalance = closingBalance.map(relabel)
        statement.transactions = transactions.map { row in
            var row = row
            row.amount = relabel(row.amount)
            row.balance = row.balance.map(relabel)
            return row
        }
        statement.currencyDecision = CurrencyDecision(currency: currency, evidence: currencyDecision.evidence + [reason])
        return statement
    }
}
