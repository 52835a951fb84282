/// What went wrong with the ledger, as a user can act on it. Each case's `description` is one
/// sentence naming the file (or the server URL, without its password), with no SQL and no
/// Foundation error text; `SQLiteError` and `PostgreSQLError` keep the detail for logs. `classifying(_:path:)` turns anything a ledger call threw into one of these.
public enum LedgerError: Error, Equatable, CustomStringConvertible {
    /// A reading command found no ledger at the path (nothing was created).
    case missing(path: String)
    /// Another connection holds the write lock past the busy timeout.
    case busy(path: String)
    /// Not SQLite at all (random bytes, a PDF), or an SQLite database of some other program.
    case notALedger(path: String)
    /// Written by a later statement-import whose schema this one does not know.
    case newerVersion(path: String, found: Int, supported: Int)
    /// The file or its folder may not be written (or a reading command's ledger needs upgrading first).
    case readOnly(path: String)
    case diskFull(path: String)
    case cannotOpen(path: String)
    /// A ledger whose pages are broken or missing (a truncated copy, a disk fault).
    case damaged(path: String)
    case ioFailure(path: String)
    case noSuchTransaction(String)
    case lockedTransaction(String)
    case suggestionCountMismatch(rows: Int, suggestions: Int)
    case categoryExists(String)
    /// A statement printing no account number, and no name given for it.
    case unnamedAccount(institution: String, knownNames: [String])
    /// A statement printing only the last four digits, which several accounts share.
    case ambiguousAccount(institution: String, masked: String)
    /// The ledger cannot tell which account a statement belongs to without a name: `why` says
    /// what disagrees; `names` are the names the candidate accounts already have.
    case unclearAccount(institution: String, masked: String, why: String, names: [String])
    /// A number printed without its bank code, which the ledger holds at several codes.
    case uncodedNumber(institution: String, masked: String, codes: [String], names: [String])
    /// A statement sharing rows with statements of its account already stored, but printing other
    /// balances for the same days: both cannot be the bank's word, so it is not stored beside them.
    case contradictsStoredStatement([StatementContradiction])
    case noSuchStatement(Int64)
    case noSuchCategory(String, closest: String?)
    case retiredCategory(String)
    case shippedCategory(String)
    case invalidCategory(String)
    /// Rows a person asked to pair (or confirm) that cannot be one transfer between their accounts.
    case notATransfer(String)
    /// No connection to the ledger's PostgreSQL server: none there, the login refused, no such database.
    case cannotConnect(path: String, reason: String)
    /// The server ended the connection mid-way (a restart, an administrator, the network).
    case connectionLost(path: String)
    /// The server's role may not do this (read only, or no privilege on the tables).
    case notPermitted(path: String)
    /// `ledger copy` into a ledger that already holds statements, rows or categories of one's own.
    case copyTargetNotEmpty(path: String)
    /// `ledger copy` read back something else than it wrote (nothing was kept).
    case copyMismatch(path: String, detail: String)
    /// An INSERT … RETURNING id answered no row: a bug.
    case insertReturnedNoID
    /// A row the import was about to write breaks the schema's rule `rule` (a CHECK the import
    /// makes itself, `ImportRowChecks`): a bug upstream, the same on every backend.
    case rowBreaksSchema(String)

    public var description: String {
        switch self {
        case .missing(let path): return "no ledger at \(path); import a statement first or pass --ledger"
        case .busy(let path): return "\(path): another statement-import is writing this ledger; try again"
        case .notALedger(let path):
            return "\(path) is not a statement-import ledger: pass --ledger with the path of a ledger, or move this file away"
        case let .newerVersion(path, found, supported):
            return
                "\(path) was made by a newer version of statement-import (schema \(found), this one reads up to \(supported)): upgrade statement-import"
        case .readOnly(let path):
            return "\(path): the ledger cannot be written (read-only file or folder): make it writable, or use a reading command"
        case .diskFull(let path): return "\(path): the disk is full: free some space and run again"
        case .cannotOpen(let path):
            return "\(path): cannot open the ledger: check that its folder exists and that you may read and write it"
        case .damaged(let path):
            return "\(path): the ledger is damaged (truncated or corrupted): restore it from a backup"
        case .ioFailure(let path): return "\(path): the disk reported an input/output error: check the disk and run again"
        case .noSuchTransaction(let id): return "no transaction with id \(id)"
        case .lockedTransaction(let id): return "transaction \(id) is locked by a person; only a user change may alter it"
        case let .suggestionCountMismatch(rows, suggestions):
            return "\(rows) rows but \(suggestions) category suggestions"
        case .categoryExists(let id): return "category \(id) already exists"
        case let .unnamedAccount(institution, names) where names.isEmpty && institution == AccountIdentity.unknownInstitution:
            return
                "the statement prints no account number: name its account with --account NAME (its bank's name was not read, so it is asked each time)"
        case let .unnamedAccount(institution, names) where names.isEmpty:
            return "the statement prints no account number: name its account with --account NAME (remembered for \(institution) statements like it)"
        case let .unnamedAccount(institution, names):
            return "the statement prints no account number and \(institution) has several named accounts (\(names.joined(separator: ", "))): "
                + "say which with --account NAME"
        case let .ambiguousAccount(institution, masked):
            return "the statement prints only the last digits \(masked), which several \(institution) accounts share: "
                + "it cannot be told which one it belongs to: say which with --account NAME (`statement-import accounts` lists their names)"
        case let .unclearAccount(institution, masked, why, names):
            let digits = masked.drop { $0 == "…" }
            let known = names.isEmpty ? "" : " (named so far: \(names.joined(separator: ", ")))"
            return "\(institution) \(masked): the ledger already has a card ending \(digits)\(known), but \(why): "
                + "if this is another card, import it with --account NAME to keep it apart; "
                + "if it is the same card, with --account \(digits)\(names.isEmpty ? "" : " or that card's name")"
        case let .uncodedNumber(institution, masked, codes, names):
            let which =
                names.isEmpty
                ? "name the accounts first (import a statement of each with --account NAME), then say which with --account NAME"
                : "say which with --account NAME (\(names.joined(separator: ", ")))"
            return "\(institution) \(masked): the statement prints the account number without its sort code or routing number, "
                + "and the ledger holds that number at \(codes.joined(separator: " and ")): \(which)"
        case .contradictsStoredStatement(let found):
            var ids: [Int64] = []
            for id in found.map(\.earlier.statementID) where !ids.contains(id) { ids.append(id) }
            let which = ids.count == 1 ? "statement \(ids[0])" : "statements \(ids.map(String.init).joined(separator: " and "))"
            let commands = ids.map { "`statement-import statements remove \($0)`" }.joined(separator: " and ")
            return found.map(\.refusal).joined(separator: "; ")
                + "; if this file is the bank's corrected re-issue, take \(which) back with \(commands) and import this file again, "
                + "otherwise leave this file out"
        case .noSuchStatement(let id): return "no statement with id \(id): `statement-import statements` lists them"
        case let .noSuchCategory(id, closest?): return "no category \(id); did you mean \(closest)?"
        case .noSuchCategory(let id, nil): return "no category \(id): `statement-import categories` lists them"
        case .retiredCategory(let id): return "category \(id) is retired: rows keep it, new rows cannot take it"
        case .shippedCategory(let id): return "category \(id) is shipped with the tool and keeps its id and name; add your own with `categories add`"
        case .invalidCategory(let why): return why
        case .notATransfer(let why): return why
        case let .cannotConnect(path, reason):
            return "\(path): cannot connect to the ledger's server (\(reason)): check that the server runs, the URL's user, "
                + "host and database, and that the password is in ~/.pgpass (mode 0600) or PGPASSFILE"
        case .connectionLost(let path):
            return "\(path): the connection to the ledger's server was lost; what was being written was not stored: "
                + "check the server and run again"
        case .notPermitted(let path):
            return "\(path): the server does not let this user write the ledger: grant the role the privileges, or use a reading command"
        case .copyTargetNotEmpty(let path):
            return "\(path) already holds a ledger with statements or changes of its own: copy into a new, empty database "
                + "or file, or remove that ledger first"
        case let .copyMismatch(path, detail):
            return "\(path): the copy does not match its source (\(detail)), so nothing was kept: run `ledger copy` again"
        case .insertReturnedNoID: return "an insert answered no id"
        case .rowBreaksSchema(let rule): return "a row breaks the ledger's rule \(rule), so nothing of its statement was stored"
        }
    }

    /// True for the cases where waiting and running again may succeed (exit 75, EX_TEMPFAIL).
    public var isTemporary: Bool {
        switch self {
        case .busy, .connectionLost: return true
        default: return false
        }
    }

    /// True when the ledger file itself is unusable as a ledger (not one, damaged, too new).
    public var isUnusableFile: Bool {
        switch self {
        case .notALedger, .newerVersion, .damaged: return true
        default: return false
        }
    }
}
