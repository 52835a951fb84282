/// Decides a statement's currency from its own cues and says why. Printed codes, unambiguous
/// symbols and currency names decide; a shared sign ("$", "kr") only together with the country
/// the statement points at; with no cue, or cues that disagree, there is no currency.
public enum CurrencyDecider {
    /// `threads`: how many threads count the votes of `all`'s lines.
    public static func decide(
        opening: [TextLine], all: [TextLine], vocabulary: HeaderVocabulary = .standard,
        threads: Int = 1
    ) -> CurrencyDecision {
        let signCounts = sharedSigns(in: opening.isEmpty ? all : opening)
        let signs = signCounts.map(\.sign)
        let language = CurrencyCues.language(opening)
        var evidence: [String] = []
        // A code the shared sign cannot mean, printed less often than the sign, is a foreign
        // amount in a description ("EUR 210.00 at 1.1862" on a "$" card), not the statement's.
        // A code on a foreign-exchange detail ("EUR 210.00 at 1.1862") is the purchase's, never
        // the statement's: such a line never outvotes the statement, nor speaks for it.
        if let code = CurrencyDetector.detect(lines: opening.filter { !ForeignExchangeDetail.namesRate($0) }, vocabulary: vocabulary)
            ?? CurrencyDetector.detect(lines: all.filter { !ForeignExchangeDetail.namesRate($0) }, vocabulary: vocabulary, threads: threads),
            signs.isEmpty || signs.contains(where: { CurrencyCues.sharedSigns[$0]?.contains(code.code) ?? false })
                || mentions(of: code, in: opening) >= signCounts.map(\.count).reduce(0, +)
        {
            evidence.append("'\(code.code)' printed (code, symbol or name)")
            evidence += signs.map { "'\($0)' amounts" }
            return CurrencyDecision(currency: code, evidence: evidence + (language.map { [$0] } ?? []))
        }
        var cues = CurrencyCues.countries(in: opening)
        // "kr" is a krona or a krone: with nothing else to say whose, the language of the text does.
        if cues.isEmpty, signs.contains("kr"), let language, let country = CurrencyCues.languageCountries[language] {
            cues.append((country, "written in \(language)"))
        }
        // Where the rows were spent is the weakest cue: only when nothing else names a country.
        if cues.isEmpty, let rowPlaces = RowPlaceCues.country(in: all, opening: opening) { cues.append(rowPlaces) }
        evidence = cues.map(\.cue) + (language.map { [$0] } ?? []) + signs.map { "'\($0)' amounts" }
        let countries = cues.map(\.country).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let currencies = countries.compactMap { CurrencyCues.countryCurrencies[$0] ?? CurrencyDetector.ibanCountries[$0] }
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if currencies.count == 1, let code = currencies.first,
            signs.allSatisfy({ CurrencyCues.sharedSigns[$0]?.contains(code) ?? true })
        {
            return CurrencyDecision(currency: Currency(code: code), evidence: evidence)
        }
        let sign = signs.first.map { "amounts carry '\($0)'" } ?? "no currency code or sign is printed"
        let possible = possibleCurrencies(signs: signs, cueCurrencies: currencies)
        // The example is the likeliest reading, never a fixed currency.
        let example = currencies.isEmpty ? "" : possible.first.map { " (for example --currency \($0))" } ?? ""
        let warning: String
        if currencies.count > 1 || (currencies.count == 1 && !signs.isEmpty) {
            warning = "\(sign), and the statement's cues disagree (\(cues.map(\.cue).joined(separator: "; "))): pass --currency CODE\(example)"
        } else {
            let readings =
                possible.count > 1
                ? "; '\(signs.first ?? "")' can be \(possible.prefix(5).joined(separator: ", "))\(possible.count > 5 ? "…" : "")" : ""
            warning =
                "\(sign), and nothing printed says which currency (no code, account identifier or country)\(readings): "
                + "pass --currency CODE\(example)"
        }
        return CurrencyDecision(currency: nil, evidence: evidence, warning: warning, possible: possible.isEmpty ? nil : possible)
    }

    /// The currencies every printed sign can mean, the cues' first when they name some of them.
    static func possibleCurrencies(signs: [String], cueCurrencies: [String]) -> [String] {
        let readings = signs.compactMap { sign in CurrencyCues.sharedSigns[sign] }
        guard let first = signs.first, let firstReadings = CurrencyCues.sharedSigns[first] else { return cueCurrencies }
        // Ordered as the table lists the first sign's currencies (the commonest first).
        let ordered = (sharedSignOrder[first] ?? Array(firstReadings).sorted()).filter { code in readings.allSatisfy { $0.contains(code) } }
        let fromCues = cueCurrencies.filter(ordered.contains)
        return fromCues.isEmpty ? (cueCurrencies.isEmpty ? ordered : cueCurrencies) : fromCues
    }

    /// The shared signs' currencies in the order advice lists them: the commonest first.
    static let sharedSignOrder: [String: [String]] = [
        "$": ["USD", "CAD", "AUD", "MXN", "NZD", "SGD", "HKD", "ARS", "CLP", "COP", "TWD", "UYU"],
        "dollars": ["USD", "CAD", "AUD", "NZD", "SGD", "HKD", "TWD"],
        "pesos": ["MXN", "ARS", "CLP", "COP", "UYU", "PHP", "DOP"],
        "kr": ["SEK", "NOK", "DKK", "ISK"],
        "R": ["ZAR"],
    ]

    /// The shared signs the amounts carry ("$1,234.00", "$ 12.00", "1 234,00 kr") and how often.
    static func sharedSigns(in lines: [TextLine]) -> [(sign: String, count: Int)] {
        var found: [(sign: String, count: Int)] = []
        func note(_ sign: String) {
            if let index = found.firstIndex(where: { $0.sign == sign }) { found[index].count += 1 } else { found.append((sign, 1)) }
        }
        for line in lines {
            for word in line.words where word.text.utf8.count <= 16 {
                let text = word.text
                if text.contains("$"), !CurrencyDetector.symbols.contains(where: { $0.0.count > 1 && $0.0.hasSuffix("$") && text.contains($0.0) }),
                    text == "$" || text.contains(where: \.isASCIIDigit)
                {
                    note("$")
                } else if text == "kr" || text == "kr." || text == "Kr" || text == "KR" {
                    note("kr")
                } else if text.utf8.count >= 5, let word = currencyWords[TextFolding.normalised(text)] {
                    note(word)
                }
            }
        }
        return found
    }

    /// Words that name a currency family, not one currency: "pesos" says peso, not which.
    static let currencyWords: [String: String] = ["pesos": "pesos", "dollars": "dollars", "dolares": "dollars"]

    /// How many words name `currency` by its code or one of its own symbols.
    static func mentions(of currency: Currency, in lines: [TextLine]) -> Int {
        let symbols = CurrencyDetector.symbols.filter { $0.1 == currency.code }.map(\.0)
        return lines.reduce(0) { count, line in
            count + line.words.filter { word in word.text.contains(currency.code) || symbols.contains { word.text.contains($0) } }.count
        }
    }
}

extension CurrencyDecider {
    /// The currency to read undecided amounts in: a "$" statement's minor digits are a dollar's
    /// (and its dates month-first, as before), no sign at all is XXX. Never stored: see Statement.currency.
    public static func provisional(_ lines: [TextLine]) -> Currency {
        sharedSigns(in: lines).contains { $0.sign == "$" } ? .usd : Currency(code: "XXX")
    }
}
