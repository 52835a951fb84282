/// What a printed amount says about its own sign, before its column or the statement kind is asked.
public enum AmountMark: Sendable, Hashable {
    /// No sign printed.
    case none
    /// A leading or trailing minus.
    case minus
    /// "(12.00)".
    case parentheses
    /// CR, H (Haben) or a plus: money in on an account, a payment on a card.
    case credit
    /// DR, D or S (Soll).
    case debit
}
