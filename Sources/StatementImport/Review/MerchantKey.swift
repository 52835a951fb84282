import Categorisation

/// The merchant part of a description, as the learned memory keys it ("MERCADONA").
enum MerchantKey {
    static func of(_ description: String) -> String { MerchantNormaliser.key(for: description) }
}
