import StatementCore
import Toolbox

/// What tells one account from every other, worked out from what a statement prints.
/// A full number (an IBAN, an account or card number) names exactly one account; only its hash
/// is stored, beside the sort code, routing number or other bank code printed with a plain
/// number (an IBAN holds its bank code already). A statement showing only the last four digits
/// can say no more than those; one printing no number is the account a person named
/// (`--account NAME`).
enum AccountIdentity: Equatable {
    /// SHA-256 of institution, the number as printed (letters and digits only) and currency;
    /// the bank code in the same plain form, several joined by "/".
    case number(hash: String, masked: String, bankCode: String?)
    /// Only the last four characters are known: "…1234".
    case masked(String)
    /// No number at all.
    case unnumbered

    init(statement: Statement) {
        if let printed = statement.accountNumber.map(AccountIdentity.plain), AccountIdentity.isFull(printed) {
            let institution = statement.institution ?? AccountIdentity.unknownInstitution
            let hash = AccountIdentity.numberHash(institution: institution, printed: printed, currency: statement.currency.code)
            let code = AccountIdentity.isIBAN(printed) ? nil : statement.bankCode.flatMap(AccountIdentity.plainCode)
            self = .number(hash: hash, masked: Statement.mask(account: printed), bankCode: code)
        } else if let masked = statement.account, masked != "unknown" {
            self = .masked(masked)
        } else {
            self = .unnumbered
        }
    }

    static let unknownInstitution = "Unknown"

    /// SHA-256 of institution, the number in `plain` form and currency.
    static func numberHash(institution: String, printed: String, currency: String) -> String {
        SHA256.hexDigest([institution, printed, currency.uppercased()].joined(separator: "\u{1F}"))
    }

    /// Letters and digits, upper-cased, a mask character as X: "es91 2100-0418" → "ES9121000418".
    static func plain(_ number: String) -> String {
        String(
            number.compactMap { character -> Character? in
                if character == "*" || character == "•" { return "X" }
                guard character.isASCII, character.isLetter || character.isNumber else { return nil }
                return Character(character.uppercased())
            })
    }

    /// "20-45-67" → "204567", "004 / 12345" → "004/12345"; nil when nothing is left.
    static func plainCode(_ code: String) -> String? {
        let parts = code.split(separator: "/").map { plain(String($0)) }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    /// Two letters of country, two check digits and the bank's own code and number.
    static func isIBAN(_ plain: String) -> Bool {
        let characters = Array(plain)
        return characters.count >= 15 && characters[0].isLetter && characters[1].isLetter
            && characters[2].isASCIIDigit && characters[3].isASCIIDigit
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
