/// The database a ledger lives in; chosen by the ledger's location (a path or a `postgresql://` URL).
public enum LedgerBackend: String, Sendable, Equatable {
    case sqlite
    case postgresql
}
