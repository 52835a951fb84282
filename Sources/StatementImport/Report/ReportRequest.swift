import StatementCore

/// Which rows a report or the recurring payments are made of.
public struct ReportRequest: Sendable, Equatable {
    public var since: LocalDate?
    public var until: LocalDate?
    /// An account's last four characters, ledger id or name.
    public var account: String?
    /// A category as a person names it (id, name or alias); the categories below it count too.
    public var category: String?
    /// Only the last N months with rows (counting back from `until`'s month, when given).
    public var months: Int?
    /// The currency to convert into and the rates to do it with; nil reports each currency apart.
    public var prices: ReportPrices? = nil

    public init(since: LocalDate? = nil, until: LocalDate? = nil, account: String? = nil, category: String? = nil, months: Int? = nil) {
        self.since = since
        self.until = until
        self.account = account
        self.category = category
        self.months = months
    }
}
