/// An account a statement might belong to, with what a person or the statement said of it.
struct AccountCandidate {
    var account: ResolvedAccount
    var name: String?
    var bankCode: String?
}
