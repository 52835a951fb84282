/// The database a ledger lives in, by name; chosen by the ledger's location (a path or a URL)
/// through `LedgerDialects`. Each backend declares its own name beside its dialect
/// (`LedgerBackend.sqlite` in `SQLite/SQLiteDialect.swift`), so a new one edits nothing here:
/// what differs between backends is asked of the dialect, never by comparing names.
public struct LedgerBackend: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}
