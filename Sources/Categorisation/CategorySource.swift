/// Where a row's category came from. Stored in the ledger as these raw values.
public enum CategorySource: String, Sendable, Hashable, CaseIterable {
    /// A person set or confirmed it; locked.
    case user
    /// A rule file matched.
    case rule
    /// Learned from past corrections (merchant memory or the token model).
    case learned
    /// A remote model suggested it.
    case remote
    /// Nothing suggested anything.
    case none
}
