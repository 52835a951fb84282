import Categorisation
import LedgerStore
import StatementCore

/// The categorisation chain as every use case runs it, decided here once: the rule files (the
/// user's before the shipped ones), then the merchants the ledger has learned from people, then
/// the token model trained on the rows people settled. Built once per run, never per file.
public struct LedgerCategoriser: Sendable {
    public var chain: CategorisationChain

    public init(chain: CategorisationChain) {
        self.chain = chain
    }

    /// Reads the rules and trains on the ledger: only the settled (locked) rows are loaded.
    public static func load(ledger: Ledger, folders: RuleFolders,
                            threshold: Double = CategorisationChain.defaultThreshold) throws(AppError) -> LedgerCategoriser {
        try load(ledger: ledger, rules: try RuleCatalog.load(folders), threshold: threshold)
    }

    public static func load(ledger: Ledger, rules: RuleSet,
                            threshold: Double = CategorisationChain.defaultThreshold) throws(AppError) -> LedgerCategoriser {
        do {
            let memory = MerchantMemory(records: try ledger.learnedMerchants())
            let settled = try ledger.transactions(TransactionFilter(locked: true))
            let examples = settled.compactMap { row in
                row.categoryID.map { category in
                    TokenModel.Example(input: CategorisationInput(transactionID: row.id, description: row.description,
                                                                  amount: row.amount, date: row.date),
                                       categoryID: category)
                }
            }
            return LedgerCategoriser(chain: CategorisationChain([rules, memory, TokenModel(examples: examples)], threshold: threshold))
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

    /// A suggestion per row of the statement, in row order.
    public func suggestions(for statement: Statement) throws(AppError) -> [CategorisedRow] {
        try categorise(statement.transactions.map { row in
            CategorisationInput(description: row.description, amount: row.amount, date: row.date, account: statement.account)
        })
    }
}
