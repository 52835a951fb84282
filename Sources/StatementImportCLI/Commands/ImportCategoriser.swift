import Categorisation
import LedgerStore
import StatementCore

/// The categorisation chain as import and recategorise run it: the rule files (the user's before the shipped ones), then what the ledger has learned.
struct ImportCategoriser {
    var chain: CategorisationChain

    static func load(ledger: Ledger, environment: [String: String],
                     threshold: Double = CategorisationChain.defaultThreshold) throws(CLIError) -> ImportCategoriser {
        let rules = try RuleCatalog.load(environment: environment)
        do {
            let memory = MerchantMemory(records: try ledger.learnedMerchants())
            let confirmed = try ledger.transactions().filter { $0.locked && $0.categoryID != nil }
            let examples = confirmed.map { row in
                TokenModel.Example(input: CategorisationInput(transactionID: row.id, description: row.description,
                                                              amount: row.amount, date: row.date),
                                   categoryID: row.categoryID!)
            }
            let chain = CategorisationChain([rules, memory, TokenModel(examples: examples)],
                                            threshold: threshold)
            return ImportCategoriser(chain: chain)
        } catch {
            throw CLIError("\(ledger.path): cannot read what the ledger has learned (\(error)): run `statement-import check`",
                           exitCode: .cannotCreate)
        }
    }

    func categorise(_ inputs: [CategorisationInput]) throws -> [CategorisedRow] {
        try chain.categorise(inputs)
    }

    func suggestions(for statement: Statement) throws -> [CategorisedRow] {
        try categorise(statement.transactions.map { row in
            CategorisationInput(description: row.description, amount: row.amount, date: row.date, account: statement.account,
                                locale: StatementLocale(statement))
        })
    }
}
