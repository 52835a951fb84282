import StatementCore

/// A transaction as the reports need it: when, which account, how much, which category and the
/// words a merchant is recognised by, and whether that category is settled yet.
public struct LedgerEntry: Sendable, Hashable {
    public var date: LocalDate
    public var accountID: Int64
    public var amount: Money
    public var categoryID: String?
    public var description: String
    public var payee: String?
    /// Whether the row waits for a person (review status `needs_review`): its category, if any, is
    /// only a guess until then.
    public var needsReview: Bool
    /// Whether the row is one leg of a transfer between the person's own accounts that stands
    /// (found or confirmed in `transfer_pairs`): neither spending nor income.
    public var inTransferPair: Bool
    /// What the row was first charged in another currency and the rate its statement printed.
    public var foreign: ForeignAmount?

    public init(
        date: LocalDate, accountID: Int64, amount: Money, categoryID: String?, description: String, payee: String?,
        needsReview: Bool = false, inTransferPair: Bool = false, foreign: ForeignAmount? = nil
    ) {
        self.foreign = foreign
        self.inTransferPair = inTransferPair
        self.date = date
        self.accountID = accountID
        self.amount = amount
        self.categoryID = categoryID
        self.description = description
        self.payee = payee
        self.needsReview = needsReview
    }

    static let columns = """
        date, account_id, amount_minor, currency, category_id, description, payee, review_status,
        CASE WHEN id IN (SELECT outgoing_id FROM transfer_pairs WHERE status <> 'unpaired')
            OR id IN (SELECT incoming_id FROM transfer_pairs WHERE status <> 'unpaired') THEN 1 ELSE 0 END,
        original_minor, original_currency, original_rate
        """

    init(row: any DatabaseRow) {
        // Dates are written only by this module, always valid ISO; a hand-edited bad one reads as 1970-01-01.
        self.init(
            date: LocalDate(iso: row.text(0)) ?? LocalDate(dayNumber: 0), accountID: row.int64(1),
            amount: Money(minorUnits: row.int64(2), currency: Currency(code: row.text(3))),
            categoryID: row.optionalText(4), description: row.text(5), payee: row.optionalText(6),
            needsReview: row.text(7) == ReviewStatus.needsReview.rawValue, inTransferPair: row.int64(8) == 1,
            foreign: row.optionalInt64(9).flatMap { minor in
                row.optionalText(10).map { code in
                    ForeignAmount(
                        original: Money(minorUnits: minor, currency: Currency(code: code)), rate: row.optionalText(11).flatMap { DecimalRate($0) })
                }
            })
    }
}
