/// A person's answer to a `TransferQuestion`.
public enum TransferAnswer: Sendable, Equatable {
    case confirm, unpair, notATransfer, skip, quit
    /// Pair the leg with this row.
    case pair(String)
    /// Pair the leg with the row whose id starts so (resolved against the ledger).
    case pairPrefix(String)
    case askAgain(String)
}
