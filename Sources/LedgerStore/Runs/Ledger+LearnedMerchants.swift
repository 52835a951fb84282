import Categorisation

/// The merchant memory lives in the ledger, shared with other apps; keys are the categoriser's
/// merchant keys, so "Mercadona" and "MERCADONA VALENCIA" are one merchant.
extension Ledger {
    public func learnedMerchants() throws -> [LearnedMerchant] {
        try database.query(
            """
            SELECT merchant, category_id, agreements, disagreements, updated_at FROM learned_merchants ORDER BY merchant
            """
        ) {
            LearnedMerchant(
                merchant: $0.text(0), categoryID: $0.text(1), agreements: $0.int(2),
                disagreements: $0.int(3))
        }
    }

    /// Replaces what is known about the merchant with `merchant`'s values.
    public func upsertLearnedMerchant(_ merchant: LearnedMerchant) throws {
        try database.atomically {
            try database.run(
                """
                INSERT INTO learned_merchants (merchant, category_id, agreements, disagreements, updated_at)
                VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (merchant) DO UPDATE SET category_id = excluded.category_id,
                    agreements = excluded.agreements, disagreements = excluded.disagreements,
                    updated_at = excluded.updated_at
                """,
                [
                    .text(MerchantNormaliser.key(for: merchant.merchant)), .text(merchant.categoryID), .integer(merchant.agreements),
                    .integer(merchant.disagreements), .text(LedgerClock.timestamp()),
                ])
        }
    }

    /// Forgets `merchant` under every key it may have been learned by: as given (a key listed by
    /// `learned`), as now normalised, and as normalised before payment-channel words were stripped.
    public func forgetLearnedMerchant(_ merchant: String) throws {
        try database.atomically {
            for key in Ledger.learnedKeys(of: merchant) {
                try database.run("DELETE FROM learned_merchants WHERE merchant = ?", [.text(key)])
            }
        }
    }

    public static func learnedKeys(of merchant: String) -> [String] {
        var keys: [String] = []
        for key in [merchant, MerchantNormaliser.key(for: merchant), MerchantNormaliser.earlierKey(for: merchant)] where !keys.contains(key) {
            keys.append(key)
        }
        return keys
    }
}
