import StatementCore

/// What tells one account from every other, worked out from what a statement prints.
/// A full number (an IBAN, an account or card number) names exactly one account; only its hash
/// is stored. A statement showing only the last four digits can say no more than those; one
/// printing no number is the account a person named (`--account NAME`).
enum AccountIdentity: Equatable {
    /// SHA-256 of institution, the number as printed (letters and digits only) and currency.
    case number(hash: String, masked: String)
    /// Only the last four characters are known: "…1234".
    case masked(String)
    /// No number at all.
    case unnumbered

    init(statement: Statement) {
        if let printed = statement.accountNumber.map(AccountIdentity.plain), AccountIdentity.isFull(printed) {
            let institution = statement.institution ?? AccountIdentity.unknownInstitution
            let text = [institution, printed, statement.currency.code.uppercased()].joined(separator: "\u{1F}")
            self = .number(hash: SHA256.hexDigest(text), masked: Statement.mask(account: printed))
        } else if let masked = statement.account, masked != "unknown" {
            self = .masked(masked)
        } else {
            self = .unnumbered
        }
    }

    static let unknownInstitution = "Unknown"

    /// Letters and digits, upper-cased, a mask character as X: "es91 2100-0418" → "ES9121000418".
    static func plain(_ number: String) -> String {
        String(number.compactMap { character -> Character? in
            if character == "*" || character == "•" { return "X" }
            guard character.isASCII, character.isLetter || character.isNumber else { return nil }
            return Character(character.uppercased())
        })
    }

    /// A number with masked digits ("XXXX XXXX XXXX 3107") says no more than its last four.
    static func isFull(_ plain: String) -> Bool {
        plain.filter(\.isASCIIDigit).count >= 6 && !plain.contains("XX")
    }

    /// The `accounts.identity` of an account known by last four digits, and its fingerprint key:
    /// the same text every ledger before schema 3 keyed its rows on.
    static func maskedKey(institution: String, masked: String, currency: String) -> String {
        [institution, masked, currency].joined(separator: "\u{1F}")
    }
}
