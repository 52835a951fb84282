/// What the categoriser has learned about one merchant from people's corrections.
public struct LearnedMerchant: Sendable, Hashable {
    /// Normalised with `DescriptionNormaliser`, the table's key.
    public var merchant: String
    public var categoryID: String
    public var agreements: Int
    public var disagreements: Int
    public var updatedAt: String

    public init(merchant: String, categoryID: String, agreements: Int, disagreements: Int, updatedAt: String = "") {
        self.merchant = DescriptionNormaliser.normalise(merchant)
        self.categoryID = categoryID
        self.agreements = agreements
        self.disagreements = disagreements
        self.updatedAt = updatedAt
    }
}
