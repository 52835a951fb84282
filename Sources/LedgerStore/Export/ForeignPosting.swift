import StatementCore

/// The category side of a row its statement printed in another currency: the original amount
/// at the booked amount as its total cost, `50.00 EUR @@ 43.10 GBP`, which both hledger and
/// beancount read (the cost balances the statement account's `-43.10 GBP`). Any other row, and
/// one whose original has no amount or the other sign, posts the booked amount as before.
enum ForeignPosting {
    static func original(of row: StoredTransaction) -> Money? {
        guard let original = row.foreign?.original, original.currency.code != row.amount.currency.code,
            original.minorUnits != 0, (original.minorUnits < 0) == (row.amount.minorUnits < 0), row.amount.minorUnits != .min,
            original.minorUnits != .min
        else { return nil }
        return original
    }

    /// The category posting's amount, booked amount negated.
    static func categoryAmount(_ row: StoredTransaction) -> String {
        guard let original = original(of: row) else { return "\(row.amount.negated.decimalString) \(row.amount.currency.code)" }
        let cost = Money(minorUnits: abs(row.amount.minorUnits), currency: row.amount.currency)
        return "\(original.negated.decimalString) \(original.currency.code) @@ \(cost.decimalString) \(cost.currency.code)"
    }
}
