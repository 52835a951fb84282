/// One row of the ledger's `learned_merchants(merchant, category_id, agreements, disagreements)`.
public struct LearnedMerchant: Hashable, Sendable, Codable {
    public var merchant: String
    public var categoryID: String
    public var agreements: Int
    public var disagreements: Int

    public init(merchant: String, categoryID: String, agreements: Int = 1, disagreements: Int = 0) {
        self.merchant = merchant
        self.categoryID = categoryID
        self.agreements = agreements
        self.disagreements = disagreements
    }

    /// Laplace-smoothed share of confirmations, capped: one confirmation gives 0.5, three 0.75, and no
    /// amount of history reaches certainty, which belongs to locked user choices.
    public var confidence: Double {
        min(MerchantMemory.confidenceCap, Double(agreements) / Double(agreements + disagreements + 1))
    }

    /// After a person confirmed (or corrected to) `categoryID` for this merchant. When corrections
    /// outnumber confirmations the merchant switches category and starts again from one confirmation.
    public func observing(_ confirmedCategoryID: String) -> LearnedMerchant {
        var next = self
        if confirmedCategoryID == categoryID {
            next.agreements += 1
        } else {
            next.disagreements += 1
            if next.disagreements >= next.agreements {
                next = LearnedMerchant(merchant: merchant, categoryID: confirmedCategoryID)
            }
        }
        return next
    }
}
