/// Ledger-level refusals; SQLite failures arrive as `SQLiteError` unchanged.
public enum LedgerError: Error, Equatable, CustomStringConvertible {
    case schemaTooNew(found: Int, supported: Int)
    case noSuchTransaction(String)
    case lockedTransaction(String)
    case suggestionCountMismatch(rows: Int, suggestions: Int)
    case categoryExists(String)

    public var description: String {
        switch self {
        case let .schemaTooNew(found, supported):
            return "the ledger has schema version \(found); this tool understands up to \(supported)"
        case .noSuchTransaction(let id): return "no transaction with id \(id)"
        case .lockedTransaction(let id): return "transaction \(id) is locked by a person; only a user change may alter it"
        case let .suggestionCountMismatch(rows, suggestions):
            return "\(rows) rows but \(suggestions) category suggestions"
        case .categoryExists(let id): return "category \(id) already exists"
        }
    }
}
