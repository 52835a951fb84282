/// What kind of account a statement is for; it decides how signs read (a card's balance is owed).
public enum AccountKind: String, Sendable, Hashable, CaseIterable {
    case current
    case savings
    case card
}
