/// Why two legs are taken for one transfer, strongest last: the same amount alone, a card's bill
/// paid from a current account, a description naming the other account, or a person's word.
public enum TransferStrength: String, Sendable, Hashable, CaseIterable {
    case amount
    case cardBill = "card_bill"
    case named
    case person

    var rank: Int {
        switch self {
        case .amount: 0
        case .cardBill: 1
        case .named: 2
        case .person: 3
        }
    }

    /// For people: "same amount", "card bill", "names the other account", "paired by you".
    public var words: String {
        switch self {
        case .amount: "same amount"
        case .cardBill: "card bill"
        case .named: "names the other account"
        case .person: "paired by you"
        }
    }
}
