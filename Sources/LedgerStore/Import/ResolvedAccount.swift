/// The ledger account a statement belongs to, found or created inside the import's transaction.
struct ResolvedAccount {
    var id: Int64
    /// What the rows' fingerprints are keyed on (`accounts.fingerprint_key`).
    var fingerprintKey: String
    /// `accounts.identity`, to tell two statements of one account apart from a copy.
    var identity: String
    /// For a statement printing no number kept apart from another of its file over the same days:
    /// the name of the account that one took, and the name of this one (`Ledger.unnumberedApart`).
    var keptApart: (from: String, as: String)? = nil
}
