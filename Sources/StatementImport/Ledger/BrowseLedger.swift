import Categorisation
import LedgerStore
import StatementCore

/// The reading use cases over an existing ledger: transactions, statements, accounts, what it
/// has learned, and export. None of them creates a ledger.
public struct BrowseLedger: Sendable {
    public var ledger: LedgerAccess

    public init(ledger: LedgerAccess) {
        self.ledger = ledger
    }

    /// The filter with `accountSuffix` resolved to an account (its last four characters), and
    /// `category` (an id, name or alias, any case, as `budget` and `review` take it) to it and the
    /// categories below it; one the ledger does not know is refused with the closest.
    public func filter(_ base: TransactionFilter, accountSuffix: String?, category: String? = nil) throws(AppError) -> TransactionFilter {
        var filter = base
        if let category { filter.categoryIDs = try categoryFamily(category) }
        guard let accountSuffix else { return filter }
        let accounts = try ledger.reading { try $0.accounts() }
        // The ledger id or the name a person gave works too: two accounts may end alike.
        let matches =
            accounts.filter { String($0.id) == accountSuffix || $0.name == accountSuffix }
            + accounts.filter { $0.maskedNumber.hasSuffix(accountSuffix.suffix(4)) && String($0.id) != accountSuffix && $0.name != accountSuffix }
        guard let match = matches.first else {
            throw .badData("no account ending in \(accountSuffix) in the ledger: see `statement-import accounts`")
        }
        if matches.count > 1, String(match.id) != accountSuffix, match.name != accountSuffix {
            throw .badData("several accounts end in \(accountSuffix): give the account's id or name from `statement-import accounts`")
        }
        filter.accountID = match.id
        return filter
    }

    /// A retired category still names the rows that keep it, so a filter takes it.
    private func categoryFamily(_ text: String) throws(AppError) -> [String] {
        try ledger.reading { ledger in
            let listing = try ledger.categoryListing()
            let id: String
            do {
                id = try CategoryMatcher(listing: listing).resolve(text)
            } catch LedgerError.retiredCategory(let retired) {
                id = retired
            }
            return CategoryFamily.members(of: id, in: listing.map(\.category)).sorted()
        }
    }

    public func transactions(_ filter: TransactionFilter) throws(AppError) -> [StoredTransaction] {
        try ledger.reading { try $0.transactions(filter) }
    }

    public func statements() throws(AppError) -> [StoredStatement] {
        try ledger.reading { try $0.statements() }
    }

    /// Sections of files removed while the files' other sections stay: importing a file again brings its back.
    public func removedSections() throws(AppError) -> [RemovedSection] {
        try ledger.reading { try $0.removedSections() }
    }

    public func accounts() throws(AppError) -> [StoredAccount] {
        try ledger.reading { try $0.accounts() }
    }

    public func learnedMerchants() throws(AppError) -> [LearnedMerchant] {
        try ledger.reading { try $0.learnedMerchants() }
    }

    /// Forgets a merchant; returns the merchant key that was forgotten, nil when the ledger had
    /// learned nothing about it (nothing changes then).
    public func forget(merchant: String) throws(AppError) -> String? {
        let ledger = try self.ledger.openExisting()
        let keys = Ledger.learnedKeys(of: merchant)
        let key: String
        do {
            guard let learned = try ledger.learnedMerchants().first(where: { keys.contains($0.merchant) }) else { return nil }
            key = learned.merchant
            try ledger.forgetLearnedMerchant(merchant)
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "write")
        }
        return key
    }

    /// The rows in `format` (csv, json, an hledger journal, beancount).
    /// Where the account's statements no longer add up with the ledger's rows (gaps left out: an
    /// export writes those as explicit entries): what a journal's assertions will fail on.
    public func disagreements() throws(AppError) -> [ReconciliationFinding] {
        try ledger.reading { try $0.reconcile().filter { !$0.isGap } }
    }

    public func export(
        _ format: ExportFormat, filter: TransactionFilter, declarations: Bool = true, prices: [ExchangeRate] = []
    ) throws(AppError) -> String {
        try ledger.reading { try $0.export(format, filter: filter, declarations: declarations, prices: prices) }
    }
}
