/// A line that may open a section of a file holding more than one statement: its index among
/// the document's lines and what the section is of.
struct SectionStart: Hashable, Sendable {
    enum Subject: Hashable, Sendable {
        /// One account of a combined statement ("Account number 87654321").
        case account(PrintedAccount)
        /// The rows and balances of one currency ("USD statement", "Amount (EUR)"), by ISO code.
        case currency(String)
        /// One period of an account whose statements of several periods one file holds
        /// ("Statement period 01/03/2025 to 31/03/2025" after February's closing balance).
        case period(DateRange)

        func isSame(as other: Subject) -> Bool {
            switch (self, other) {
            case (.account(let mine), .account(let theirs)): return mine.isSame(as: theirs)
            case (.currency(let mine), .currency(let theirs)): return mine == theirs
            case (.period(let mine), .period(let theirs)): return mine == theirs
            default: return false
            }
        }

        /// "…5678", "USD", "2025-03-01 to 2025-03-31".
        var name: String {
            switch self {
            case .account(let account): return account.masked
            case .currency(let code): return code
            case .period(let period): return "\(period.start.iso) to \(period.end.iso)"
            }
        }
    }

    var index: Int
    var subject: Subject
    /// The same account number as the section before, printed again over an opening balance of
    /// its own: a second account the bank masks to the same digits ("xxxx1234" twice), kept only
    /// when its part's balances are its own (`AccountSections.ownBalances`).
    var again = false
}
