import Categorisation
import LedgerStore

/// One row as review shows it: enough to decide without looking anything up.
public struct ReviewRow: Sendable, Equatable {
    public var transaction: StoredTransaction
    /// "Banco Ejemplo …5678", or the name a person gave the account.
    public var account: String

    public init(transaction: StoredTransaction, account: String) {
        self.transaction = transaction
        self.account = account
    }

    public var id: String { transaction.id }

    /// Whether import found another row like this one (same amount, near date, other wording):
    /// only then is a duplicate mark the expected answer, so a lone row is asked about first.
    public var hasLookAlike: Bool { transaction.reviewReason.contains("looks like ") }

    /// The lines shown for the row: date, account, amount, description; the suggestion with its
    /// source and confidence; why it is asked.
    public var lines: [String] {
        let row = transaction
        let amount = "\(row.amount.groupedString) \(row.amount.currency.code)"
        var lines = ["\(row.date.iso)  \(account)  \(amount)  \(row.description)"]
        let confidence = Int((row.confidence * 100).rounded())
        if let category = row.categoryID {
            let why = row.categoryReason.isEmpty ? "" : ": \(row.categoryReason)"
            lines.append("  suggestion: \(category) (\(row.categorySource.rawValue), \(confidence)%)\(why)")
        } else {
            lines.append("  suggestion: none")
        }
        if !row.reviewReason.isEmpty { lines.append("  asked because: \(row.reviewReason)") }
        lines.append("  id \(ReviewRow.shortID(row.id))")
        return lines
    }

    /// The first 8 characters: unique in practice, and any unique prefix of 6 or more is accepted.
    public static func shortID(_ id: String) -> String { String(id.prefix(8)) }
}
