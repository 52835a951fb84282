/// One account's statement for one period, as parsed and verified.
public struct Statement: Hashable, Sendable {
    public var institution: String?
    /// Masked to its last four characters: "…1234".
    public var account: String?
    /// The account number as printed in full (an IBAN, a number with its sort or routing code),
    /// for telling accounts apart; never shown. Nil when the statement prints none.
    public var accountNumber: String?
    /// The bank or branch code printed beside a plain account number (sort code, routing number,
    /// BSB, transit and institution numbers, Bankleitzahl, BIC), as printed; several joined by "/".
    /// Part of what tells accounts apart; nil when the statement prints none.
    public var bankCode: String?
    public var kind: AccountKind
    /// Business or personal where the statement says so (`AccountKindDetector.holder`); nil otherwise.
    public var holder: AccountKind.Holder?
    /// The holder's name and address as the first page prints them (`HolderBlock.find`), masked in
    /// every description sent to a remote categoriser; nil when none is found.
    public var holderBlock: HolderBlock?
    /// The currency the amounts were read in. When the statement does not say which currency
    /// it is (`currencyDecision.currency` is nil), this is only a provisional reading ("$" is
    /// read as USD for its minor digits, no sign at all as XXX): an importer must not store it,
    /// but refuse the statement or take the currency from the user or an existing account.
    public var currency: Currency
    /// The currency the statement's own cues decide, with the evidence; nil when they are
    /// absent or disagree.
    public var currencyDecision: CurrencyDecision
    /// The once-per-statement decisions and their reasons.
    public var decisions = ParseDecisions()
    public var period: DateRange?
    public var statementDate: LocalDate?
    public var openingBalance: Money?
    public var closingBalance: Money?
    public var transactions: [Transaction]
    public var verification: Verification
    public var pageCount: Int
    /// The layout profile that was applied, if any.
    public var layout: String?
    /// The words of the transaction table's first header row, folded ("date description amount"):
    /// with the kind and the layout profile, what the statement looks like, so a name a person gave
    /// one statement printing no number is remembered only for statements like it. Nil when no
    /// header row was found.
    public var tableHeader: String?
    /// The kind of file the statement was read from: `.pdf` for the parser's, else the structured
    /// reader's. The ledger keeps it with the statement, so each row remembers where it came from.
    public var format: StructuredFormat = .pdf
    /// The bank's own id of each row as the file gives it (OFX `FITID`, CAMT `AcctSvcrRef` or
    /// `NtryRef`, MT940 reference): empty (a PDF prints none), or one per row of `transactions`.
    public var bankReferences: [String?] = []

    public init(
        institution: String? = nil, account: String? = nil, kind: AccountKind = .current,
        currency: Currency, period: DateRange? = nil, statementDate: LocalDate? = nil,
        openingBalance: Money? = nil, closingBalance: Money? = nil,
        transactions: [Transaction] = [], verification: Verification = .unverifiable(),
        pageCount: Int = 0, layout: String? = nil, currencyDecision: CurrencyDecision? = nil,
        accountNumber: String? = nil, bankCode: String? = nil
    ) {
        self.institution = institution
        self.account = account
        self.kind = kind
        self.currency = currency
        self.currencyDecision = currencyDecision ?? CurrencyDecision(currency: currency, evidence: ["given"])
        self.period = period
        self.statementDate = statementDate
        self.openingBalance = openingBalance
        self.closingBalance = closingBalance
        self.transactions = transactions
        self.verification = verification
        self.pageCount = pageCount
        self.layout = layout
        self.accountNumber = accountNumber
        self.bankCode = bankCode
    }

    /// The currency to store the statement in, or nil when the statement does not say.
    public var decidedCurrency: Currency? { currencyDecision.currency }

    /// Masks an account number to its last four characters, keeping nothing else.
    public static func mask(account: String) -> String {
        let significant = account.filter { $0.isLetter || $0.isNumber }
        return "…" + String(significant.suffix(4))
    }
}
