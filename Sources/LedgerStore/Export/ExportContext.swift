import Categorisation
import StatementCore

/// The stored rows with what every format needs to name their accounts.
struct ExportContext {
    var transactions: [StoredTransaction]
    var accounts: [Int64: StoredAccount]
    var categories: [String: Category]
    /// Opening balances, balance assertions and declarations; empty for csv and json.
    var journal = JournalPlan()
    /// Journals: a counted row posted as its earlier copy printed it, to that copy's id (see `journalRows`).
    var printedCopies: [String: String] = [:]
    /// Journals: the rates of the person's prices file within the export's dates.
    var prices: [ExchangeRate] = []
    private var bankNames: [Int64: String] = [:]

    init(transactions: [StoredTransaction], accounts: [Int64: StoredAccount], categories: [String: Category]) {
        self.transactions = transactions
        self.accounts = accounts
        self.categories = categories
        bankNames = ExportContext.uniqueNames(accounts)
    }

    static let openingBalances = "Equity:Opening-Balances"

    /// Assets:Bank:BancoEjemplo:1234 for current and savings accounts, Liabilities:Card:… for cards;
    /// Assets:Bank:1234 where the bank's name was not found.
    func accountName(_ id: Int64) -> String {
        bankNames[id] ?? "Assets:Bank:Unknown"
    }

    /// Two accounts ending in the same digits (or named alike) get their ledger id appended, so
    /// a journal never merges what the ledger keeps apart.
    private static func uniqueNames(_ accounts: [Int64: StoredAccount]) -> [Int64: String] {
        var names: [Int64: String] = [:]
        for (id, account) in accounts {
            let root = account.kind == .card ? "Liabilities:Card" : "Assets:Bank"
            // The bank where it was found, then the person's name for the account or its number: a
            // misread bank name (a greeting) never becomes an account in someone's journal.
            let bank = account.bankFound ? [component(account.institution)] : []
            let own = account.name ?? (account.hasNumber ? account.maskedNumber : "Account \(id)")
            names[id] = ([root] + bank + [component(own)]).joined(separator: ":")
        }
        let counts = Dictionary(grouping: names.values, by: { $0 }).mapValues(\.count)
        for (id, name) in names where (counts[name] ?? 0) > 1 { names[id] = name + "-" + String(id) }
        return names
    }

    /// Expenses:Food, Income:Salary, Assets:Transfers; children under their parents. Rows with no
    /// category land in Expenses:Uncategorised or Income:Uncategorised by the sign of the amount.
    func categoryAccountName(_ transaction: StoredTransaction) -> String {
        guard let id = transaction.categoryID, let category = categories[id] else {
            return transaction.amount.minorUnits < 0 ? "Expenses:Uncategorised" : "Income:Uncategorised"
        }
        var path: [String] = []
        var current: Category? = category
        while let step = current, path.count < 8 {
            path.insert(Self.component(step.id), at: 0)
            current = step.parent.flatMap { categories[$0] }
        }
        let root: String
        switch category.kind {
        case .expense: root = "Expenses"
        case .income: root = "Income"
        case .transfer: root = "Assets"
        }
        return ([root] + path).joined(separator: ":")
    }

    /// Both tools want components of letters, digits and dashes starting with a capital or digit:
    /// "banco ejemplo" → "BancoEjemplo", "…1234" → "1234", "día-a-día" → "Dia-A-Dia".
    static func component(_ text: String) -> String {
        let plain = DescriptionNormaliser.normalise(text.replacingOccurrences(of: "_", with: " "))
        var result = ""
        var capitaliseNext = true
        for character in plain {
            if character.isASCII && (character.isLetter || character.isNumber) {
                result += capitaliseNext ? character.uppercased() : String(character)
                capitaliseNext = false
            } else if character == "-" && !result.isEmpty {
                result += "-"
                capitaliseNext = true
            } else {
                capitaliseNext = true
            }
        }
        return result.isEmpty ? "Unknown" : result
    }

    /// One line, without the characters that start comments or end strings in the journal formats.
    static func singleLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ").replacingOccurrences(of: ";", with: ",")
    }
}
