import StatementCore
/// Reduces a statement description to a stable merchant key: "COMPRA TARJ. 5400XXXXXXXX1234
/// MERCADONA VALENCIA ES" and "MERCADONA 0234" both become "MERCADONA", so what was learned from
/// one row applies to the next visit, whatever terminal or card it was paid through.
public enum MerchantNormaliser {
    public static func key(for description: String) -> String { key(for: description, withoutChannelWords: true) }

    /// The key as ledgers learned it before payment-channel words were taken out ("PAG CORNERCAFE"
    /// for "PAG*CornerCafe"), so what was learned then is still found.
    public static func earlierKey(for description: String) -> String { key(for: description, withoutChannelWords: false) }

    static func key(for description: String, withoutChannelWords: Bool) -> String {
        // A foreign-exchange detail joined to the row ("USD 12.50 EXCHANGE RATE 1.0832") names no
        // merchant: left in, its words would make every rate another merchant.
        let merchant = withoutChannelWords ? ForeignExchangeDetail.merchantPart(of: description) : description
        var words = TextFolding.normalised(merchant.replacingOccurrences(of: "*", with: " * "))
            .split(separator: " ").map(String.init)
        // The words rules do not see are not the merchant either (`PaymentChannelWords`).
        if withoutChannelWords {
            words = PaymentChannelWords.strip(words.map { Substring($0) }, starred: PaymentChannelWords.starredWords(description))
                .kept.map(String.init)
        }
        words = dropProcessorPrefix(words)
        words = dropDatePhrases(words)
        // Card numbers, store numbers, times, dates and reference codes all contain digits;
        // "xxxx" runs are masked card digits.
        words = words.filter { word in
            !word.contains(where: \.isASCIIDigit) && !word.allSatisfy({ $0 == "x" })
        }
        while words.count > 1, let last = words.last, trailingNoise.contains(last) { words.removeLast() }
        while words.count > 2, trailingPlaces.contains(words.suffix(2).joined(separator: " ")) {
            words.removeLast(2)
            while words.count > 1, let last = words.last, trailingNoise.contains(last) { words.removeLast() }
        }
        return words.joined(separator: " ").uppercased()
    }

    static func dropProcessorPrefix(_ words: [String]) -> [String] {
        var words = words
        var changed = true
        while changed {
            changed = false
            for prefix in processorPrefixes where words.starts(with: prefix) && words.count > prefix.count {
                words.removeFirst(prefix.count)
                changed = true
            }
        }
        return words
    }

    /// "ON 12 MAR", "EL 12/03": the month word would survive the digit filter.
    static func dropDatePhrases(_ words: [String]) -> [String] {
        var result: [String] = []
        for (index, word) in words.enumerated() {
            let previousIsDay = index > 0 && words[index - 1].count <= 2 && words[index - 1].allSatisfy(\.isASCIIDigit)
            if months.contains(word) && previousIsDay {
                if result.last == "on" || result.last == "el" { result.removeLast() }
                continue
            }
            if (word == "on" || word == "el" || word == "fecha") && index + 1 < words.count
                && words[index + 1].allSatisfy(\.isASCIIDigit)
            {
                continue
            }
            result.append(word)
        }
        return result
    }

    static let processorPrefixes: [[String]] = [
        "compra tarj", "compra tarjeta", "compra en", "compra", "pago con tarjeta", "pago en", "pago",
        "card purchase", "card payment to", "card payment", "debit card purchase", "pos purchase", "pos",
        "purchase", "checkcard", "contactless", "visa", "tarj", "tarjeta", "sq", "paypal", "pp", "sumup",
        "zettle", "tst", "sp", "google", "apple pay", "*", "direct debit to", "dd", "recibo", "adeudo", "ach debit",
    ].map { $0.split(separator: " ").map(String.init) }

    static let months: Set<String> = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
        "ene", "abr", "ago", "dic",
    ]

    /// Legal forms, masking leftovers and two-letter country codes that follow the merchant name.
    static let trailingNoise: Set<String> = [
        "*", "com", "www", "help", "es", "esp", "gb", "gbr", "uk", "us", "usa", "mx", "mex", "cl", "ar", "co", "pe", "fr", "de", "it", "pt",
        "ie", "nl", "sa", "sau", "sl", "slu", "ltd", "limited", "plc", "inc", "llc", "corp", "gmbh", "bv", "cd",
        "clp", "tarj", "con", "la", "tarjeta", "el", "purchase", "spain", "espana", "mexico", "london",
        "madrid", "barcelona", "valencia", "sevilla", "malaga", "bilbao", "zaragoza", "alicante", "murcia",
        "vigo", "coruna", "palma", "granada", "leeds", "manchester", "birmingham", "glasgow", "edinburgh",
        "bristol", "liverpool", "dublin", "paris", "lisboa", "santiago", "lima", "bogota", "monterrey",
        "guadalajara", "chicago", "houston", "boston", "seattle", "miami", "dallas", "ny", "ca", "tx", "fl",
    ]

    static let trailingPlaces: Set<String> = [
        "new york", "los angeles", "san francisco", "san diego", "las vegas", "buenos aires",
        "ciudad de", "de mexico", "united kingdom", "united states", "palma de", "de mallorca", "las palmas",
        "gran canaria", "santa cruz", "de tenerife", "san sebastian", "help uber", "uber com",
    ]
}
