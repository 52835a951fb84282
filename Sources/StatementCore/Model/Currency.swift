/// An ISO 4217 currency and how many minor-unit digits it has (EUR 2, JPY 0, KWD 3).
public struct Currency: Hashable, Sendable, CustomStringConvertible {
    public let code: String
    public let minorUnitDigits: Int

    public init(code: String, minorUnitDigits: Int? = nil) {
        let upper = code.uppercased()
        self.code = upper
        self.minorUnitDigits = minorUnitDigits ?? Currency.knownMinorUnitDigits[upper] ?? 2
    }

    public var description: String { code }

    /// Currencies whose minor unit is not the usual hundredth.
    private static let knownMinorUnitDigits: [String: Int] = [
        "JPY": 0, "KRW": 0, "CLP": 0, "ISK": 0, "VND": 0, "PYG": 0, "UGX": 0, "XOF": 0, "XAF": 0,
        "BHD": 3, "KWD": 3, "OMR": 3, "JOD": 3, "TND": 3, "LYD": 3, "IQD": 3,
    ]

    public static let eur = Currency(code: "EUR")
    public static let usd = Currency(code: "USD")
    public static let gbp = Currency(code: "GBP")
}
