/// The cues to a statement's country that decide what a shared currency sign means ("$" is a
/// dollar or a peso, "kr" a krona or a krone): national account identifiers, the IBAN's country,
/// a country or a postal address in the bank's or holder's address, a phone prefix.
enum CurrencyCues {
    /// Folded labels of national account identifiers and the country they belong to.
    static let identifiers: [(label: String, country: String, name: String)] = [
        ("clabe", "MX", "CLABE"), ("rfc", "MX", "RFC"), ("curp", "MX", "CURP"), ("cbu", "AR", "CBU"), ("cvu", "AR", "CVU"),
        ("cuit", "AR", "CUIT"), ("cuil", "AR", "CUIL"), ("bsb", "AU", "BSB"), ("abn", "AU", "ABN"), ("sort code", "GB", "sort code"),
        ("ifsc", "IN", "IFSC"), ("routing number", "US", "routing number"), ("aba", "US", "ABA routing"),
        ("member fdic", "US", "FDIC"), ("fdic", "US", "FDIC"), ("transit number", "CA", "transit number"), ("cdic", "CA", "CDIC"),
        // Only what one country prints: "moneda nacional" ("M.N.") is any country's own money,
        // a GST registration that of New Zealand, Australia, Canada and Singapore, all "$" countries;
        // a RUT counts only in Chile's form (`ChileanRUT`).
        ("rut", "CL", "RUT"), ("uen", "SG", "UEN"), ("pesos mexicanos", "MX", "'pesos mexicanos'"),
        ("pesos argentinos", "AR", "'pesos argentinos'"), ("pesos chilenos", "CL", "'pesos chilenos'"),
        // The tax every Argentine account pays on its debits and credits, named by its law.
        ("ley 25413", "AR", "'Ley 25.413'"), ("ley 25 413", "AR", "'Ley 25.413'"),
        // Japanese account kinds ("ordinary", "current" deposit): Chinese banks name theirs otherwise.
        ("普通預金", "JP", "'普通預金'"), ("当座預金", "JP", "'当座預金'"),
    ]
    static let countryNames: [(name: String, country: String)] = [
        ("mexico", "MX"), ("cdmx", "MX"), ("argentina", "AR"), ("australia", "AU"), ("canada", "CA"), ("united states", "US"),
        ("usa", "US"), ("singapore", "SG"), ("new zealand", "NZ"), ("hong kong", "HK"), ("chile", "CL"), ("colombia", "CO"),
        ("united kingdom", "GB"), ("india", "IN"), ("sverige", "SE"), ("sweden", "SE"), ("norge", "NO"), ("norway", "NO"),
        ("danmark", "DK"), ("denmark", "DK"), ("south africa", "ZA"), ("johannesburg", "ZA"), ("pretoria", "ZA"),
        ("cape town", "ZA"), ("durban", "ZA"), ("japan", "JP"),
    ]
    static let phonePrefixes: [(prefix: String, country: String)] = [
        ("+52", "MX"), ("+54", "AR"), ("+61", "AU"), ("+64", "NZ"), ("+65", "SG"), ("+852", "HK"), ("+44", "GB"),
        ("+91", "IN"), ("+56", "CL"), ("+57", "CO"), ("+46", "SE"), ("+47", "NO"), ("+45", "DK"), ("+27", "ZA"),
    ]
    static let usStates: Set<String> = [
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD",
        "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC",
        "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC",
    ]
    static let australianStates: Set<String> = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"]
    static let canadianProvinces: Set<String> = ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"]
    static let countryCurrencies: [String: String] = [
        "MX": "MXN", "AR": "ARS", "AU": "AUD", "CA": "CAD", "US": "USD", "SG": "SGD", "NZ": "NZD", "HK": "HKD", "CL": "CLP",
        "CO": "COP", "GB": "GBP", "IN": "INR", "SE": "SEK", "NO": "NOK", "DK": "DKK", "ZA": "ZAR", "IS": "ISK", "JP": "JPY",
    ]
    /// What each shared sign, or currency word naming no one currency, can mean.
    static let sharedSigns: [String: Set<String>] = [
        "pesos": ["MXN", "ARS", "CLP", "COP", "UYU", "PHP", "DOP"],
        "dollars": ["USD", "CAD", "AUD", "NZD", "SGD", "HKD", "TWD"],
        "$": ["USD", "MXN", "CAD", "AUD", "NZD", "SGD", "HKD", "ARS", "CLP", "COP", "TWD", "UYU"],
        "kr": ["SEK", "NOK", "DKK", "ISK"],
        "R": ["ZAR"],
    ]

    /// Countries the lines point at, each with the cue a user can find: "CLABE 0121800…".
    static func countries(in lines: [TextLine]) -> [(country: String, cue: String)] {
        var found: [(country: String, cue: String)] = []
        func note(_ country: String, _ cue: String) {
            if !found.contains(where: { $0.country == country && $0.cue == cue }) { found.append((country, cue)) }
        }
        // A row's description names where the money went ("SPOTIFY USA"), not where the account is.
        for line in lines where DateText.leading(line.words.lazy.map(\.text)) == nil {
            let folded = " " + TextFolding.normalised(line.text) + " "
            for identifier in identifiers where folded.contains(" " + identifier.label + " ") {
                let after = folded.components(separatedBy: " " + identifier.label + " ").dropFirst().first ?? ""
                // Uruguay and Colombia print a RUT too: only Chile's form, its check digit right, is Chile's.
                if identifier.label == "rut", !ChileanRUT.opens(after[...]) { continue }
                let number = after.split(separator: " ").prefix(4).filter { $0.allSatisfy(\.isASCIIDigit) }.joined()
                note(identifier.country, number.count >= 4 ? "\(identifier.name) \(number.prefix(7))…" : identifier.name)
            }
            for entry in countryNames where folded.contains(" " + entry.name + " ") {
                note(entry.country, "country '\(entry.name)' printed")
            }
            let words = line.words.map(\.text)
            for (index, word) in words.enumerated() {
                if word.hasPrefix("+"),
                    let entry = phonePrefixes.first(where: {
                        word == $0.prefix || word.hasPrefix($0.prefix + " ") || word.hasPrefix($0.prefix + "-")
                            || (word.hasPrefix($0.prefix) && word.count > 8)
                    })
                {
                    note(entry.country, "phone \(entry.prefix)")
                }
                guard index + 1 < words.count else { continue }
                let next = words[index + 1]
                let state = word.trimming(",")
                // "Springfield, IL 62704": a state and a ZIP code; "Sydney NSW 2000": a state and a postcode.
                if usStates.contains(state), isZIP(next) { note("US", "US address '\(state) \(next)'") }
                if australianStates.contains(state), next.count == 4, next.allSatisfy(\.isASCIIDigit), state != "WA" && state != "SA" {
                    note("AU", "Australian address '\(state) \(next)'")
                }
                // "Houston, TX" ending an address line: a city, a comma, a state or province code.
                if index + 2 == words.count, word.hasSuffix(","), word.dropLast().count >= 3,
                    word.dropLast().allSatisfy(\.isLetter), next.count <= 3, next.allSatisfy(\.isUppercase)
                {
                    let city = String(word.dropLast())
                    if usStates.contains(next) { note("US", "US address '\(city), \(next)'") }
                    if canadianProvinces.contains(next) { note("CA", "Canadian address '\(city), \(next)'") }
                    if australianStates.contains(next), next != "WA", next != "SA", next != "NT" {
                        note("AU", "Australian address '\(city), \(next)'")
                    }
                }
                // "Toronto, ON M5V 3L9": a province and a postal code (letter-digit-letter digit-letter-digit).
                if canadianProvinces.contains(state), index + 2 < words.count, isCanadianPostalCode(next, words[index + 2]) {
                    note("CA", "Canadian address '\(state) \(next) \(words[index + 2])'")
                }
            }
            if let iban = CurrencyDetector.ibanCountry(line) { note(iban, "IBAN \(iban)…") }
        }
        return found
    }

    static func isCanadianPostalCode(_ first: String, _ second: String) -> Bool {
        let text = Array((first + second).utf8)
        return text.count == 6
            && text.enumerated().allSatisfy { index, byte in
                index % 2 == 0 ? (0x41...0x5A).contains(byte) : (0x30...0x39).contains(byte)
            }
    }

    static func isZIP(_ text: String) -> Bool {
        let parts = text.split(separator: "-")
        return (parts.count == 1 || (parts.count == 2 && parts[1].count == 4)) && parts[0].count == 5
            && text.allSatisfy { $0.isASCIIDigit || $0 == "-" }
    }

    /// The statement's language, as evidence only: Spanish does not say which peso.
    static func language(_ lines: [TextLine]) -> String? {
        var counts: [String: Int] = [:]
        for line in lines {
            for word in TextFolding.normalised(line.text).split(separator: " ") {
                if let language = languageWords[String(word)] { counts[language, default: 0] += 1 }
            }
        }
        guard let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), best.value >= 3 else { return nil }
        return best.key
    }

    static let languageWords: [String: String] = {
        var table: [String: String] = [:]
        for word in ["saldo", "fecha", "cuenta", "cargo", "abono", "movimientos", "del", "periodo", "concepto", "pesos", "retiro", "deposito"] {
            table[word] = "Spanish"
        }
        for word in ["balance", "date", "description", "account", "statement", "the", "deposits", "withdrawals", "amount", "of"] {
            table[word] = "English"
        }
        for word in ["conta", "extrato", "data", "valor", "historico", "lancamentos"] { table[word] = "Portuguese" }
        for word in ["compte", "releve", "solde", "libelle", "operation", "credit", "debit"] { table[word] = "French" }
        for word in ["konto", "kontoauszug", "buchungstext", "betrag", "datum", "kontostand"] { table[word] = "German" }
        let swedish = ["kontoutdrag", "ingaende", "utgaende", "text", "belopp", "insattning", "uttag", "kortkop", "overforing", "och", "fran"]
        for word in swedish { table[word] = "Swedish" }
        for word in ["kontoutskrift", "inngaende", "belop", "beskrivelse", "forklaring", "rentedato", "og", "inn", "pa"] {
            table[word] = "Norwegian"
        }
        for word in ["kontoudtog", "belob", "tekst", "posteringsdato", "indestaende", "primo", "ultimo"] { table[word] = "Danish" }
        return table
    }()

    /// Languages spoken where one of the "kr" currencies is the money.
    static let languageCountries: [String: String] = ["Swedish": "SE", "Norwegian": "NO", "Danish": "DK"]
}

extension String {
    func trimming(_ characters: String) -> String {
        String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
