/// The service's answer for one row, checked: a known category id (or none) and a confidence in [0, 1].
struct RemoteAnswer: Sendable, Hashable {
    var categoryID: String?
    var confidence: Double
    /// The agreement the model had earned in the run that asked (kept with the cached answer), so
    /// an answer read back from the cache by a run that measures none, against a ledger that
    /// remembers none, is trusted no more than when it was given.
    var agreement: RemoteAgreement? = nil
}
