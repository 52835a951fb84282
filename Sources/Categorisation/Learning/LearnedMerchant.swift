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

    /// A person's choice is strong evidence: one confirmation gives 0.75, above the default
    /// threshold, so one correction applies to the merchant's next rows; disagreement pulls it
    /// down (one each way gives 0.6, below it, back to review); no amount of history reaches
    /// certainty, which belongs to locked user choices.
    public var confidence: Double {
        min(MerchantMemory.confidenceCap, Double(agreements + 2) / Double(agreements + disagreements + 3))
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
                // The conflict is remembered: the new category starts less sure than a first choice.
                next = LearnedMerchant(
                    merchant: merchant, categoryID: confirmedCategoryID, agreements: 1,
                    disagreements: agreements)
            }
        }
        return next
    }
}
