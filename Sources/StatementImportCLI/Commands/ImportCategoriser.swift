import Categorisation
import LedgerStore
import StatementCore

/// Runs the categorisation chain over a statement's rows before they are stored.
struct ImportCategoriser {
    struct Result {
        var suggestion: Suggestion?
        var needsReview: Bool
    }

    static func load(ledger: Ledger, environment: [String: String]) throws(CLIError) -> ImportCategoriser {
        ImportCategoriser()
    }

    func suggestions(for statement: Statement) throws -> [Result] {
        statement.transactions.map { _ in Result(suggestion: nil, needsReview: true) }
    }
}
