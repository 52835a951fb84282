/// Ledger-level refusals; SQLite failures arrive as `SQLiteError` unchanged.
public enum LedgerError: Error, Equatable, CustomStringConvertible {
    case schemaTooNew(found: Int, supported: Int)
    case noSuchTransaction(String)
    case lockedTransaction(String)
    case suggestionCountMismatch(rows: Int, suggestions: Int)
    case categoryExists(String)
    /// A statement printing no account number, and no name given for it.
    case unnamedAccount(institution: String, knownNames: [String])
    /// A statement printing only the last four digits, which several accounts share.
    case ambiguousAccount(institution: String, masked: String)
    case noSuchStatement(Int64)
    case noSuchCategory(String, closest: String?)
    case retiredCategory(String)
    case shippedCategory(String)
    case invalidCategory(String)

    public var description: String {
        switch self {
        case let .schemaTooNew(found, supported):
            return "the ledger has schema version \(found); this tool understands up to \(supported)"
        case .noSuchTransaction(let id): return "no transaction with id \(id)"
        case .lockedTransaction(let id): return "transaction \(id) is locked by a person; only a user change may alter it"
        case let .suggestionCountMismatch(rows, suggestions):
            return "\(rows) rows but \(suggestions) category suggestions"
        case .categoryExists(let id): return "category \(id) already exists"
        case let .unnamedAccount(institution, names) where names.isEmpty:
            return "the statement prints no account number: name its account with --account NAME (remembered for \(institution))"
        case let .unnamedAccount(institution, names):
            return "the statement prints no account number and \(institution) has several named accounts (\(names.joined(separator: ", "))): "
                + "say which with --account NAME"
        case let .ambiguousAccount(institution, masked):
            return "the statement prints only the last digits \(masked), which several \(institution) accounts share: "
                + "it cannot be told which one it belongs to"
        case .noSuchStatement(let id): return "no statement with id \(id): `statement-import statements` lists them"
        case let .noSuchCategory(id, closest?): return "no category \(id); did you mean \(closest)?"
        case .noSuchCategory(let id, nil): return "no category \(id): `statement-import categories` lists them"
        case .retiredCategory(let id): return "category \(id) is retired: rows keep it, new rows cannot take it"
        case .shippedCategory(let id): return "category \(id) is shipped with the tool and keeps its id and name; add your own with `categories add`"
        case .invalidCategory(let why): return why
        }
    }
}
