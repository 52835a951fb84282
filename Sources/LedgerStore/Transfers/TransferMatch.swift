/// What the matcher found among the legs it was given: the pairs, the legs it would not guess
/// about, and the legs whose partner should be in the ledger but is not.
public struct TransferMatch: Sendable, Hashable {
    /// A leg with two or more partners of the same strength and distance: left unpaired for a person.
    public struct Ambiguous: Sendable, Hashable {
        public var leg: TransferLeg
        public var candidateIDs: [String]

        public var description: String {
            let sign = leg.isOutgoing ? "left" : "arrived"
            return "transaction \(TransferFlagText.shortID(leg.id)): \(TransferFlagText.magnitude(leg.amount)) \(sign) on "
                + "\(TransferFlagText.day(leg.date)) and could pair with \(candidateIDs.map(TransferFlagText.shortID).joined(separator: " or ")): "
                + "`statement-import review --pair ID=ID` says which"
        }
    }

    public var pairs: [TransferPair] = []
    public var ambiguous: [Ambiguous] = []
    public var missing: [MissingPartner] = []

    public init(pairs: [TransferPair] = [], ambiguous: [Ambiguous] = [], missing: [MissingPartner] = []) {
        self.pairs = pairs
        self.ambiguous = ambiguous
        self.missing = missing
    }
}
