/// What kind of account a statement is for; it decides how signs read (a card's balance is owed).
public enum AccountKind: String, Sendable, Hashable, CaseIterable {
    case current
    case savings
    case card
}

extension AccountKind {
    /// Whose account it is, where the statement says so ("Business Checking", "Pessoa Jurídica",
    /// "Geschäftskonto"): on a business account, money customers pay in is the business's income,
    /// on a personal one it is a transfer. Rules can require it (`when account is business`).
    public enum Holder: String, Sendable, Hashable, CaseIterable, Codable {
        case personal
        case business
    }
}
