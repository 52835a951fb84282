/// A leg whose description names another account of the ledger (or pays the ledger's card),
/// with no partner there: "left …6789 on 3 Mar 2025, not seen arriving at …4417".
public struct MissingPartner: Sendable, Hashable, CustomStringConvertible {
    public var leg: TransferLeg
    public var account: TransferAccount
    public var otherAccount: TransferAccount

    public init(leg: TransferLeg, account: TransferAccount, otherAccount: TransferAccount) {
        self.leg = leg
        self.account = account
        self.otherAccount = otherAccount
    }

    public var description: String {
        let day = TransferFlagText.day(leg.date)
        let movement =
            leg.isOutgoing
            ? "left \(account.shortLabel) on \(day), not seen arriving at \(otherAccount.shortLabel)"
            : "arrived at \(account.shortLabel) on \(day), not seen leaving \(otherAccount.shortLabel)"
        return "transaction \(TransferFlagText.shortID(leg.id)): \(TransferFlagText.magnitude(leg.amount)) \(movement)"
    }
}
