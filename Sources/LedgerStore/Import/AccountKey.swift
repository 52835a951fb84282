/// How ledgers before schema 3 identified an account, and still the fingerprint key of the
/// accounts they hold and of accounts known only by their last four digits.
public struct AccountKey: Hashable, Sendable {
    public var institution: String
    public var maskedNumber: String
    public var currency: String

    public init(institution: String, maskedNumber: String, currency: String) {
        self.institution = institution
        self.maskedNumber = maskedNumber
        self.currency = currency.uppercased()
    }

    /// The text that goes into fingerprints; unit separators keep fields from running together.
    var fingerprintText: String { [institution, maskedNumber, currency].joined(separator: "\u{1F}") }
}
