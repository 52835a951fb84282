/// Two legs the matcher takes for one transfer: money out of one account, the same money into another.
public struct TransferPair: Sendable, Hashable {
    public var outgoingID: String
    public var incomingID: String
    public var strength: TransferStrength
    /// Days between the two bookings.
    public var days: Int

    public init(outgoingID: String, incomingID: String, strength: TransferStrength, days: Int) {
        self.outgoingID = outgoingID
        self.incomingID = incomingID
        self.strength = strength
        self.days = days
    }
}
