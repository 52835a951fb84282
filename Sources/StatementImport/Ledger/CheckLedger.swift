import LedgerStore

/// Check: the ledger's integrity, foreign keys, statements that still add up and fingerprints
/// that still match. Never creates a ledger.
public struct CheckLedger: Sendable {
    public var ledger: LedgerAccess

    public init(ledger: LedgerAccess) {
        self.ledger = ledger
    }

    public func run() throws(AppError) -> LedgerCheckReport {
        try ledger.reading { try $0.check() }
    }
}
