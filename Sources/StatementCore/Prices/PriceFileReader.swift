/// Reads exchange rates from the three forms people keep them in, line by line:
/// - hledger: `P 2024-03-01 EUR 0.86 GBP` (also `P 2024/03/01 12:00 EUR GBP 0.86`);
/// - beancount: `2024-03-01 price EUR 0.86 GBP`;
/// - CSV: `date,currency,rate`, as `2024-03-01,EUR,0.86`, where the rate is how many units of the
///   report's currency one unit of `currency` is worth (the file names no second currency, so the
///   one it is read for, `csvTarget`, is it). A header line is skipped.
/// A journal may be given whole: postings and other directives are not price lines and are passed
/// over; a line that starts like a price but cannot be read is a problem naming its line. Pure.
public enum PriceFileReader {
    public static func read(_ text: String, name: String, csvTarget: Currency?) -> PriceFile {
        var file = PriceFile()
        for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let number = offset + 1
            let line = withoutComment(raw)
            guard !line.isEmpty, !raw.hasPrefix(" "), !raw.hasPrefix("\t") else { continue }
            let result: Result<ExchangeRate, Failure>?
            if line.hasPrefix("P ") || line.hasPrefix("P\t") {
                result = hledger(line)
            } else if line.contains(",") {
                result = csv(line, target: csvTarget, isFirst: file.rates.isEmpty && file.problems.isEmpty)
            } else if let first = line.first, first.isASCII, first.isNumber {
                let words = line.split(whereSeparator: \.isWhitespace)
                result = words.count > 1 && words[1] == "price" ? beancount(words) : nil
            } else {
                result = nil
            }
            switch result {
            case .success(var rate)?:
                rate.source = "\(name):\(number)"
                file.rates.append(rate)
            case .failure(let failure)?:
                file.problems.append(PriceFile.Problem(line: number, message: failure.message))
            case nil:
                continue
            }
        }
        return file
    }

    struct Failure: Error {
        var message: String
    }

    /// The line without a trailing `;` comment, trimmed; empty for a comment line.
    static func withoutComment(_ raw: Substring) -> Substring {
        let trimmed = raw.drop { $0.isWhitespace }
        if let first = trimmed.first, "#;*%".contains(first) { return "" }
        let body = trimmed.firstIndex(of: ";").map { trimmed[..<$0] } ?? trimmed
        return Substring(String(body).priceTrimmed)
    }

    static func hledger(_ line: Substring) -> Result<ExchangeRate, Failure> {
        var words = Array(line.split(whereSeparator: \.isWhitespace).dropFirst())
        let example = "write it as `P 2024-03-01 EUR 0.86 GBP`"
        guard let date = words.first.flatMap(date) else { return .failure(Failure(message: "no date after P: \(example)")) }
        words.removeFirst()
        // An optional time of day: one rate per day is all a statement's dates can use.
        if let time = words.first, time.contains(":") { words.removeFirst() }
        guard words.count == 3 else { return .failure(Failure(message: example)) }
        guard let from = code(words[0]) else { return .failure(Failure(message: "`\(words[0])` is no ISO currency code: \(example)")) }
        // The price's amount, either way round: `0.86 GBP` or `GBP 0.86`; told by the currency
        // code, so a rate written wrong (`0,86 GBP`) is named as the rate, not as the currency.
        let (first, second) = (words[1], words[2])
        let (number, to) = code(second) != nil || code(first) == nil ? (first, second) : (second, first)
        return rate(date: date, from: from, number: number, to: to, example: example)
    }

    static func beancount(_ words: [Substring]) -> Result<ExchangeRate, Failure> {
        let example = "write it as `2024-03-01 price EUR 0.86 GBP`"
        guard words.count == 5, let date = date(words[0]) else { return .failure(Failure(message: example)) }
        guard let from = code(words[2]) else { return .failure(Failure(message: "`\(words[2])` is no ISO currency code: \(example)")) }
        return rate(date: date, from: from, number: words[3], to: words[4], example: example)
    }

    static func csv(_ line: Substring, target: Currency?, isFirst: Bool) -> Result<ExchangeRate, Failure>? {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false).map { Substring(String($0).priceTrimmed) }
        if isFirst, fields.first.map({ date($0) == nil && $0.lowercased() == "date" }) == true { return nil }
        let example = "write it as `2024-03-01,EUR,0.86`"
        guard fields.count == 3, let date = date(fields[0]) else { return .failure(Failure(message: example)) }
        guard let from = code(fields[1]) else { return .failure(Failure(message: "`\(fields[1])` is no ISO currency code: \(example)")) }
        guard let target else {
            return .failure(
                Failure(message: "a date,currency,rate line is a rate into the report's currency: set `[report] currency` or use --in"))
        }
        return rate(date: date, from: from, number: fields[2], to: Substring(target.code), example: example)
    }

    static func rate(date: LocalDate, from: Currency, number: Substring, to: Substring, example: String) -> Result<ExchangeRate, Failure> {
        guard let target = code(to) else { return .failure(Failure(message: "`\(to)` is no ISO currency code: \(example)")) }
        guard let rate = DecimalRate(number) else {
            return .failure(Failure(message: "`\(number)` is no rate: a positive number with a '.' decimal mark and at most 12 decimals"))
        }
        guard from != target else { return .failure(Failure(message: "a rate from \(from.code) into itself")) }
        return .success(ExchangeRate(date: date, from: from, to: target, rate: rate))
    }

    /// 2024-03-01, 2024/03/01 or 2024.03.01.
    static func date(_ text: Substring) -> LocalDate? {
        LocalDate(iso: String(text).priceDateDashed)
    }

    static func code(_ text: Substring) -> Currency? {
        guard text.count == 3, text.allSatisfy({ $0.isASCII && $0.isUppercase }) else { return nil }
        return Currency(code: String(text))
    }
}

extension String {
    fileprivate var priceTrimmed: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    fileprivate var priceDateDashed: String {
        String(map { $0 == "/" || $0 == "." ? "-" : $0 })
    }
}
