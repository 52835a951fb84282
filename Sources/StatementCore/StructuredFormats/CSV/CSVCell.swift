/// A CSV cell as an app writes it, turned into what a bank's statement prints, for the PDF
/// parser's own `DateText` and `AmountText`: a date with its time of day ("2025-01-02 10:00:00",
/// "2025-01-02T10:00:00Z") is its date, and an amount written as a number is ("-12.5", "100")
/// gets its minor digits ("-12.50", "100.00").
enum CSVCell {
    static func date(_ cell: String) -> PrintedDate? {
        if let date = DateText.parse(cell) { return date }
        if let compact = compactDate(cell) { return DateText.parse(compact) }
        guard let split = cell.firstIndex(where: { $0 == " " || $0 == "T" }), isTime(cell[cell.index(after: split)...]) else { return nil }
        return DateText.parse(String(cell[..<split]))
    }

    /// "20250102" as "2025-01-02": ING and other Dutch banks export dates as eight digits, year
    /// first. Only a year from 1950 to 2099 with a month and day that exist: eight digits are also
    /// account and reference numbers.
    static func compactDate(_ cell: String) -> String? {
        let digits = Array(cell.utf8)
        guard digits.count == 8, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        let value = digits.map { Int($0 - 0x30) }
        let year = value[0...3].reduce(0) { $0 * 10 + $1 }, month = value[4] * 10 + value[5], day = value[6] * 10 + value[7]
        guard (1950...2099).contains(year), (1...12).contains(month), day >= 1,
            let date = LocalDate(year: year, month: month, day: day), date.day == day
        else { return nil }
        return date.iso
    }

    /// "10:00", "10:00:00", "10:00:00.123", each maybe followed by "Z" or an offset ("+01:00").
    static func isTime(_ text: Substring) -> Bool {
        var rest = Substring(String(text).trimmingASCIIWhitespace)
        if let zone = rest.firstIndex(where: { $0 == "Z" || $0 == "+" || $0 == "-" }) { rest = rest[..<zone] }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count) else { return false }
        return parts.enumerated().allSatisfy { index, part in
            let whole = index == 2 ? part.split(separator: ".", maxSplits: 1).first ?? "" : part
            return whole.count == 2 && whole.allSatisfy(\.isASCIIDigit)
        }
    }

    /// "-", "–" or "—" alone: what many exports print for no amount.
    static func isDash(_ cell: String) -> Bool { cell == "-" || cell == "–" || cell == "—" }

    /// Empty, spaces, or a dash alone.
    static func isBlank(_ cell: String) -> Bool {
        let trimmed = cell.trimmingASCIIWhitespace
        return trimmed.isEmpty || isDash(trimmed)
    }

    /// "USD 12.50", "€ 12,50", "$ -12.50" as "USD12.50", "€12,50", "$-12.50": a currency written
    /// before the amount with a space between, as banks' exports do, which the amount reader
    /// (made for a PDF's words, which hold no space) takes only glued to the number. One such
    /// cell made the whole column no amount column, and the file was refused.
    static func currencyGapClosed(_ cell: String) -> String {
        guard let first = cell.first, !first.isASCIIDigit, first != "-" else { return cell }
        for prefix in AmountText.currencyPrefixes + AmountText.currencyCodes.sorted() where cell.hasPrefix(prefix) {
            let rest = cell.dropFirst(prefix.count)
            guard let gap = rest.first, gap == " " || gap == "\u{00A0}" else { continue }
            return prefix + rest.drop { $0 == " " || $0 == "\u{00A0}" }
        }
        return cell
    }

    /// A plain number ("-12.5", "100", "+3,4") with fewer decimals than the currency has, padded
    /// with zeros; any other text as it is. Only a bare number is padded: "1,250" under a decimal
    /// point is a thousands separator, left for `AmountText`.
    static func amount(_ cell: String, mark: DecimalMark, minorDigits: Int) -> String {
        guard minorDigits > 0 else { return cell }
        let markCharacter = mark.character
        var body = Substring(cell)
        if let sign = body.first, sign == "-" || sign == "+" { body = body.dropFirst() }
        guard let first = body.first, first.isASCIIDigit else { return cell }
        let parts = body.split(separator: markCharacter, maxSplits: 1, omittingEmptySubsequences: false)
        guard isWhole(parts[0], mark: markCharacter), parts.count == 1 || (!parts[1].isEmpty && parts[1].allSatisfy(\.isASCIIDigit))
        else { return cell }
        let decimals = parts.count == 2 ? parts[1].count : 0
        guard decimals < minorDigits, parts[0].count <= 19 else { return cell }
        return cell + (parts.count == 2 ? "" : String(markCharacter)) + String(repeating: "0", count: minorDigits - decimals)
    }

    /// Digits, or digits in groups of three after a first group of one to three, parted by one
    /// separator that is not the decimal mark ("1,250" under a point, "1.250" under a comma).
    private static func isWhole(_ text: Substring, mark: Character) -> Bool {
        guard !text.isEmpty else { return false }
        if text.allSatisfy(\.isASCIIDigit) { return true }
        guard let separator = text.first(where: { !$0.isASCIIDigit }), separator != mark, ",. '".contains(separator) else { return false }
        let groups = text.split(separator: separator, omittingEmptySubsequences: false)
        return (1...3).contains(groups[0].count) && groups.allSatisfy { $0.allSatisfy(\.isASCIIDigit) }
            && groups.dropFirst().allSatisfy { $0.count == 3 }
    }
}
