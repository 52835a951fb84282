import StatementCore

/// One row as it leaves the machine: masked description, signed amount, currency (and the date,
/// which only the `categorize` protocol sends). Rows that would ask the same question share one.
struct RemoteQuestion: Sendable, Hashable {
    var description: String
    /// "-12.30": the decimal string, never a floating-point number.
    var amount: String
    var currency: String
    var date: String

    init(row: RemoteRow, masker: DescriptionMasker) {
        description = masker.mask(row.description, holder: row.holder)
        amount = row.amount.decimalString
        currency = row.amount.currency.code
        date = row.date.iso
    }

    /// What makes two rows the same question within a run and in the cache: the masked description,
    /// money in or out, and the currency. A second TESCO purchase of another amount is not asked again.
    var identity: String {
        let direction = amount.hasPrefix("-") ? "out" : "in"
        return description + "\u{1F}" + direction + "\u{1F}" + currency
    }
}
