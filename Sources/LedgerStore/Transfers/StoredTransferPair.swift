/// A row of `transfer_pairs`: two legs the tool found or a person paired, or a person's "these
/// are not one transfer" (one leg alone: "this row is no transfer of mine").
public struct StoredTransferPair: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable {
        /// Found by the tool; stands until a person unpairs it.
        case found
        /// A person paired the legs or confirmed the tool's pair.
        case confirmed
        /// A person said no: the tool never pairs these legs again.
        case unpaired
    }

    public var id: Int64
    public var outgoingID: String?
    public var incomingID: String?
    public var status: Status
    public var strength: TransferStrength

    static let columns = "id, outgoing_id, incoming_id, status, strength"

    init(row: any DatabaseRow) {
        id = row.int64(0)
        outgoingID = row.optionalText(1)
        incomingID = row.optionalText(2)
        status = Status(rawValue: row.text(3)) ?? .unpaired
        strength = TransferStrength(rawValue: row.text(4)) ?? .amount
    }

    /// Whether the pair counts: the two legs are one transfer, neither spending nor income.
    public var stands: Bool { status != .unpaired }

    public func holds(_ transactionID: String) -> Bool { outgoingID == transactionID || incomingID == transactionID }
}
