import Categorisation
import LedgerStore
import RemoteCategoriser
import StatementCore

/// The categorisation chain as every use case runs it, decided here once: the rule files (the
/// user's), then the merchants the ledger has learned from people, then the shipped rules, then
/// the token model trained on the rows people settled; then, when it is on, the remote model, a
/// member asked once per flush about the rows all of those left open (`completeRemotely`). A
/// correction in review is learned memory, so it beats a remote answer next time. Built once per
/// run, never per file.
public struct LedgerCategoriser: Sendable {
    public var chain: CategorisationChain
    /// What people taught, kept apart so the remote member leaves their merchants alone: one
    /// correction gives memory less than the threshold, and a remote answer must not outrank it.
    public var memory: MerchantMemory
    /// The person's own rules, the chain's first member, so `recategorise` can rank their answers
    /// as the chain does.
    public var ownRules: RuleSet

    public init(
        chain: CategorisationChain, remote: RemoteChainMember? = nil, memory: MerchantMemory = MerchantMemory(),
        ownRules: RuleSet = RuleSet(rules: [])
    ) {
        self.chain = chain
        self.memory = memory
        self.ownRules = ownRules
        self.remote = remote
    }

    /// The remote model, the chain's member asked over several statements' open rows; nil when off.
    public var remote: RemoteChainMember? {
        get { chain.openRowsMembers.lazy.compactMap { $0 as? RemoteChainMember }.first }
        set {
            chain.openRowsMembers =
                newValue.map { remote in
                    var sparing = remote
                    sparing.memory = memory
                    return [sparing]
                } ?? []
        }
    }

    /// Reads the rules and trains on the ledger: only the settled (locked) rows are loaded.
    public static func load(
        ledger: Ledger, folders: RuleFolders,
        threshold: Double = CategorisationChain.defaultThreshold
    ) throws(AppError) -> LedgerCategoriser {
        // A rule may name a category people added to this ledger, as everywhere else.
        let own = Set(((try? ledger.categories()) ?? []).filter(\.userDefined).map(\.id))
        return try load(ledger: ledger, rules: try RuleCatalog.load(folders, extraCategoryIDs: own), threshold: threshold)
    }

    public static func load(
        ledger: Ledger, rules: RuleSet,
        threshold: Double = CategorisationChain.defaultThreshold
    ) throws(AppError) -> LedgerCategoriser {
        do {
            let memory = MerchantMemory(records: try ledger.learnedMerchants())
            let settled = try ledger.transactions(TransactionFilter(locked: true))
            let examples = settled.compactMap { row in
                row.categoryID.map { category in
                    TokenModel.Example(
                        input: CategorisationInput(
                            transactionID: row.id, description: row.description,
                            amount: row.amount, date: row.date),
                        categoryID: category)
                }
            }
            // A person's own rules first, then what people taught (a correction outranks a shipped
            // rule), then the shipped rules, then the token model.
            let own = RuleSet(rules: rules.rules.filter { $0.layer == 0 })
            let shipped = RuleSet(rules: rules.rules.filter { $0.layer != 0 })
            return LedgerCategoriser(
                chain: CategorisationChain(
                    [own, memory, shipped, TokenModel(examples: examples)],
                    threshold: threshold),
                memory: memory, ownRules: own)
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "read what it has learned from")
        }
    }

    public func categorise(_ inputs: [CategorisationInput]) throws(AppError) -> [CategorisedRow] {
        do {
            return try chain.categorise(inputs)
        } catch {
            throw AppError(.internalError, "categorisation failed (\(LedgerFailure.oneLine(String(describing: error)))); please report it")
        }
    }

    /// True when the chain has members asked over several statements at once (the remote model):
    /// files then wait for the flush rather than being stored as soon as they are read.
    public var hasOpenRowsMembers: Bool { !chain.openRowsMembers.isEmpty }

    /// The chain's open-rows members over the open rows of every group at once; the groups
    /// unchanged when there is none (remote off).
    public func completeRemotely(_ groups: [[CategorisedRow]], inputs: [[CategorisationInput]]) -> [[CategorisedRow]] {
        hasOpenRowsMembers ? chain.complete(groups, inputs: inputs) : groups
    }

    /// `completeRemotely` over rows as the service may see them (rows read back from the ledger).
    public func completeRemotely(_ groups: [[CategorisedRow]], rows: [[RemoteRow]]) -> [[CategorisedRow]] {
        completeRemotely(
            groups,
            inputs: rows.map { group in
                group.map { CategorisationInput(description: $0.description, amount: $0.amount, date: $0.date, holder: $0.holder) }
            })
    }

    /// True when people corrected or confirmed this row's merchant before.
    public func isTaughtByPeople(_ row: RemoteRow) -> Bool {
        RemoteChainMember.isTaught(CategorisationInput(description: row.description, amount: row.amount, date: row.date), by: memory)
    }

    /// Rows categorised at a time: each row is categorised by itself, so the inputs and the
    /// chain's copies of them are held for a few thousand rows, not for every row of a long
    /// statement (4.7 MB less at the peak of a 500-page import on one thread).
    static let rowsAtATime = 4096

    /// A suggestion per row of the statement from the local categorisers, in row order.
    public func suggestions(for statement: Statement) throws(AppError) -> [CategorisedRow] {
        // The statement's, so worked out once rather than for each of its rows.
        let locale = StatementLocale(statement)
        let rows = statement.transactions
        var suggestions: [CategorisedRow] = []
        suggestions.reserveCapacity(rows.count)
        for start in stride(from: 0, to: rows.count, by: Self.rowsAtATime) {
            suggestions += try categorise(
                rows[start..<min(start + Self.rowsAtATime, rows.count)].map { row in
                    CategorisationInput(
                        description: row.description, amount: row.amount, date: row.date, account: statement.account,
                        locale: locale)
                })
        }
        return suggestions
    }

    /// `suggestions(for:)` for a reading thread to work out as each file arrives; nil for a
    /// statement it cannot categorise there (the storing thread then tries again and reports).
    public var suggestingAsRead: @Sendable (Statement) -> [CategorisedRow]? {
        let categoriser = self
        return { statement in try? categoriser.suggestions(for: statement) }
    }

    /// The suggestions for `statements`: those worked out as they were read, when the statements
    /// are still the ones `read` (currency resolution changed none), else worked out now.
    public func suggestions(
        for statements: [Statement], read: [Statement],
        suggestedAsRead: [[CategorisedRow]]?
    ) throws(AppError) -> [[CategorisedRow]] {
        if let suggestedAsRead, statements == read { return suggestedAsRead }
        return try statements.map { statement throws(AppError) in try suggestions(for: statement) }
    }
}
