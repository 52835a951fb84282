import StatementCore

/// The ways one account's number is printed that name it wherever they appear: its IBAN, and for a
/// German account the bank code (Bankleitzahl) and account number its IBAN is made of, as an MT940
/// file's `:25:` gives them (`37040044/0532013000`, the number with or without its leading zeros).
/// A plain number at another bank is another account: it has no other form.
struct AccountNumberForms {
    struct Form: Equatable {
        /// The number in `AccountIdentity.plain` form.
        var number: String
        var bankCode: String?
    }

    var forms: [Form]

    /// Nil for a number that names its account only at its own bank.
    init?(printed: String, bankCode: String?) {
        if AccountIdentity.isIBAN(printed) {
            forms = [Form(number: printed, bankCode: nil)]
            if let (code, account) = Self.germanParts(printed) { forms += Self.accountForms(account, code: code) }
            return
        }
        // MT940 writes the two as one field, "37040044/0532013000", which reads as the code then the number.
        guard let code = bankCode else { return nil }
        let account = printed.hasPrefix(code) && printed.count > code.count ? String(printed.dropFirst(code.count)) : printed
        guard let iban = Self.germanIBAN(code: code, account: account) else { return nil }
        forms = [Form(number: printed, bankCode: code)] + Self.accountForms(account, code: code) + [Form(number: iban, bankCode: nil)]
    }

    /// The account number as printed, with its ten digits and without its leading zeros, each
    /// alone and after the bank code (as MT940's one field reads).
    private static func accountForms(_ account: String, code: String) -> [Form] {
        let stripped = String(account.drop { $0 == "0" })
        let padded = String(repeating: "0", count: max(0, 10 - stripped.count)) + stripped
        var forms: [Form] = []
        for number in [account, padded, stripped].flatMap({ [$0, code + $0] }) where !forms.contains(Form(number: number, bankCode: code)) {
            forms.append(Form(number: number, bankCode: code))
        }
        return forms
    }

    /// "DE89370400440532013000" → ("37040044", "0532013000").
    static func germanParts(_ iban: String) -> (code: String, account: String)? {
        let characters = Array(iban)
        guard characters.count == 22, iban.hasPrefix("DE"), characters.dropFirst(2).allSatisfy(\.isASCIIDigit) else { return nil }
        return (String(characters[4..<12]), String(characters[12...]))
    }

    /// The IBAN of a German bank code (8 digits) and account number (up to 10): ISO 13616's
    /// check digits, 98 less the remainder by 97 of the IBAN with "00" for them (`IBANCheck`).
    static func germanIBAN(code: String, account: String) -> String? {
        guard code.count == 8, code.allSatisfy(\.isASCIIDigit), (1...10).contains(account.count), account.allSatisfy(\.isASCIIDigit)
        else { return nil }
        let bban = code + String(repeating: "0", count: 10 - account.count) + account
        guard let remainder = IBANCheck.remainder(Array(("DE00" + bban).utf8)) else { return nil }
        let check = 98 - remainder
        return "DE" + (check < 10 ? "0" : "") + String(check) + bban
    }
}
