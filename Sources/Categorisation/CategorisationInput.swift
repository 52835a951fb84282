import StatementCore

/// What a categoriser sees of a row.
public struct CategorisationInput: Hashable, Sendable {
    /// The ledger's transaction id when the row is stored, so locked choices can be found.
    public var transactionID: String?
    public var description: String
    public var amount: Money
    public var date: LocalDate
    /// The masked account ("…1234"), for rules that match on it.
    public var account: String?
    /// The statement's country, currency and language as far as they are known
    /// (`StatementLocale(statement)`), for rules scoped to them; nil when nothing is known.
    public var locale: StatementLocale?
    /// The holder's name and address as the statement prints them, for a remote model to mask
    /// before a description leaves the machine; nil for rows read back from the ledger.
    public var holder: HolderBlock?

    public init(
        transactionID: String? = nil, description: String, amount: Money, date: LocalDate,
        account: String? = nil, locale: StatementLocale? = nil, holder: HolderBlock? = nil
    ) {
        self.holder = holder
        self.transactionID = transactionID
        self.description = description
        self.amount = amount
        self.date = date
        self.account = account
        self.locale = locale
    }

    public var country: String? { locale?.country }
    public var currency: String? { locale?.currency }
    public var language: String? { locale?.language }
}
