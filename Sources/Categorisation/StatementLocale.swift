import StatementCore

/// Where a statement comes from, as far as its own facts tell: the country (ISO 3166 alpha-2, "BR"),
/// the currency (ISO 4217, "BRL") and the language its bank writes in (ISO 639-1, "pt"). Rules can
/// require them (`when country is BR`), so a word that means one thing in one country and another
/// elsewhere does not misfire. A fact that cannot be known is nil, and a rule that requires it does
/// not hold: guessing a country would make scoped rules fire where they were not meant to.
public struct StatementLocale: Hashable, Sendable, CustomStringConvertible {
    public var country: String?
    public var currency: String?
    public var language: String?
    /// Business or personal, where the statement says so; nil when it does not.
    public var accountHolder: AccountKind.Holder?

    public init(
        country: String? = nil, currency: String? = nil, language: String? = nil,
        accountHolder: AccountKind.Holder? = nil
    ) {
        self.country = country?.uppercased()
        self.currency = currency?.uppercased()
        self.language = language?.lowercased()
        self.accountHolder = accountHolder
    }

    /// From what a parsed statement carries: the account's IBAN country prefix when the account string
    /// still has one ("PT50 0002 …"), else the country of a currency only one country uses (BRL → BR;
    /// EUR, USD and other shared currencies say nothing); the language where the country has one.
    public init(currency: Currency, account: String? = nil) {
        let country = account.flatMap(StatementLocale.ibanCountry) ?? StatementLocale.countryByCurrency[currency.code]
        self.init(
            country: country, currency: currency.code,
            language: country.flatMap { StatementLocale.languageByCountry[$0] })
    }

    /// The full printed number (an IBAN's country prefix) when the parser kept it; the shown,
    /// masked one otherwise.
    public init(_ statement: Statement) {
        self.init(currency: statement.currency, account: statement.accountNumber ?? statement.account)
        accountHolder = statement.holder
    }

    public var description: String {
        "country \(country ?? "unknown"), currency \(currency ?? "unknown"), language \(language ?? "unknown")"
            + (accountHolder.map { ", \($0.rawValue) account" } ?? "")
    }

    /// "PT50 0002 0123…" → "PT": two capital letters then two check digits begin every IBAN.
    static func ibanCountry(_ account: String) -> String? {
        let characters = Array(account.filter { !$0.isWhitespace }.prefix(4))
        guard characters.count == 4, characters[0].isASCII, characters[0].isUppercase,
            characters[1].isASCII, characters[1].isUppercase,
            characters[2].isASCIIDigit, characters[3].isASCIIDigit
        else { return nil }
        let country = String(characters[0...1])
        return languageByCountry[country] != nil || ibanOnlyCountries.contains(country) ? country : nil
    }

    /// Currencies of one country only. Shared ones (EUR, USD, XOF, CHF…) are left out on purpose.
    static let countryByCurrency: [String: String] = [
        "BRL": "BR", "MXN": "MX", "ARS": "AR", "CLP": "CL", "COP": "CO", "PEN": "PE", "UYU": "UY",
        "GBP": "GB", "JPY": "JP", "CNY": "CN", "HKD": "HK", "TWD": "TW", "INR": "IN", "CAD": "CA",
        "AUD": "AU", "NZD": "NZ", "SEK": "SE", "NOK": "NO", "DKK": "DK", "PLN": "PL", "CZK": "CZ",
        "HUF": "HU", "RON": "RO", "TRY": "TR", "ZAR": "ZA", "AED": "AE", "SAR": "SA", "KRW": "KR",
        "SGD": "SG",
    ]

    /// Where one language is what banks print. Countries with two or more (CA, CH, BE, IN, HK, SG, ZA)
    /// have none here.
    static let languageByCountry: [String: String] = [
        "BR": "pt", "PT": "pt", "MX": "es", "AR": "es", "CL": "es", "CO": "es", "PE": "es", "UY": "es",
        "ES": "es", "FR": "fr", "DE": "de", "AT": "de", "IT": "it", "NL": "nl", "GB": "en", "IE": "en",
        "US": "en", "AU": "en", "NZ": "en", "JP": "ja", "CN": "zh", "TW": "zh", "SE": "sv", "NO": "no",
        "DK": "da", "PL": "pl", "CZ": "cs", "HU": "hu", "RO": "ro", "TR": "tr", "KR": "ko", "AE": "ar",
        "SA": "ar",
    ]

    /// IBAN countries without a single bank language.
    static let ibanOnlyCountries: Set<String> = ["BE", "CH", "LU"]
}

extension StatementLocale {
    /// What a person states on the command line: the currency's country unless a country is given,
    /// the country's language unless a language is given; nil when nothing was given.
    public init?(currency: Currency, country: String?, language: String?, given: Bool) {
        guard given else { return nil }
        let derived = StatementLocale(currency: currency)
        let country = country ?? derived.country
        self.init(
            country: country, currency: currency.code,
            language: language ?? country.flatMap { StatementLocale.languageByCountry[$0.uppercased()] })
    }
}
