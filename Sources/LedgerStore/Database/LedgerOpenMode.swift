/// What a command needs from the ledger: reading commands never create or write it.
public enum LedgerOpenMode: Sendable, Equatable {
    /// Read-only: a missing ledger is `LedgerError.missing`, a read-only file can still be read.
    case reading
    /// Creates the ledger (mode 0600) when missing and upgrades its schema.
    case writing
}
