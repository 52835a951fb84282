/// What a stored account's statements say about a new statement printing the same last four
/// digits: the same card, another card (and why, in words a person can check), or nothing.
enum CardEvidence: Equatable {
    /// A row in common over the same days, or the balance carries over from the statement just
    /// before (or on to the one just after).
    case same
    case contradiction(String)
    /// Statements far apart in time, or without balances: nothing to tell them apart.
    case unknown

    var isContradiction: Bool {
        if case .contradiction = self { return true }
        return false
    }
}
