import Foundation
import StatementCore

/// Takes out of a description what identifies a person or an account before it leaves the machine:
/// e-mail addresses, IBANs, card numbers, phone numbers, any run of 5 or more digits, the holder's
/// name and address as the statement prints them (`HolderBlock`) and the configured `mask_words`;
/// then cuts it to 120 characters. Over-masking is the safe mistake: a merchant name rarely needs a
/// long number or the holder's street to be recognised.
public struct DescriptionMasker: Sendable {
    public static let maximumLength = 120

    /// `mask_words`, compiled once: the masker runs on every row sent.
    private let maskWordPatterns: [NSRegularExpression]
    /// Each holder's patterns, compiled once: every row of a statement has the same holder.
    private let holderPatterns = HolderPatterns()

    public init(maskWords: [String]) {
        maskWordPatterns = maskWords.compactMap(DescriptionMasker.wordPattern)
    }

    public func mask(_ description: String, holder: HolderBlock? = nil) -> String {
        var text = description.replacingOccurrences(of: "\n", with: " ")
        for shape in DescriptionMasker.shapes { text = shape.mask(text) }
        if let holder {
            let (address, names) = holderPatterns.patterns(for: holder)
            for pattern in address { text = DescriptionMasker.replace(pattern, in: text, with: "[address]") }
            for pattern in names { text = DescriptionMasker.replace(pattern, in: text, with: "[name]") }
        }
        for pattern in maskWordPatterns { text = DescriptionMasker.replace(pattern, in: text, with: "[name]") }
        text = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return text.count > DescriptionMasker.maximumLength ? String(text.prefix(DescriptionMasker.maximumLength)) : text
    }

    /// The holder's address phrases (longest first, so "14 Elm Grove" goes whole before "Elm Grove")
    /// and each part of the name on its own ("TRANSFER TO SMITH J"), as whole-word patterns.
    final class HolderPatterns: @unchecked Sendable {
        private let lock = NSLock()
        private var compiled: [HolderBlock: (address: [NSRegularExpression], names: [NSRegularExpression])] = [:]

        func patterns(for holder: HolderBlock) -> (address: [NSRegularExpression], names: [NSRegularExpression]) {
            lock.lock()
            defer { lock.unlock() }
            if let known = compiled[holder] { return known }
            let address = holder.addressPhrases.sorted { $0.count > $1.count }.compactMap(DescriptionMasker.wordPattern)
            let names = holder.nameWords.compactMap(DescriptionMasker.wordPattern)
            // A run holds a few holders; a bound all the same, as the rows come from files.
            if compiled.count >= 64 { compiled.removeAll() }
            compiled[holder] = (address, names)
            return (address, names)
        }
    }

    /// Whole words only, ignoring case and accents ("José" masks "JOSE"), so "ANN" leaves "ANNUAL" alone.
    static func wordPattern(_ word: String) -> NSRegularExpression? {
        let folded = word.folding(options: [.diacriticInsensitive], locale: nil)
        let escaped = folded.split(whereSeparator: \.isWhitespace)
            .map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: "\\s+")
        guard !escaped.isEmpty else { return nil }
        return try? NSRegularExpression(
            pattern: "(?<![\\p{L}\\p{N}])" + escaped + "(?![\\p{L}\\p{N}])",
            options: [.caseInsensitive])
    }

    static func replace(_ pattern: NSRegularExpression, in text: String, with replacement: String) -> String {
        // Matching runs on the accent-folded text; its ranges fit the original when folding kept every
        // offset (precomposed accents). Otherwise the original is matched as it is.
        let folded = text.folding(options: [.diacriticInsensitive], locale: nil)
        let target = folded.utf16.count == text.utf16.count ? folded : text
        let matches = pattern.matches(in: target, range: NSRange(location: 0, length: target.utf16.count))
        guard !matches.isEmpty else { return text }
        let result = NSMutableString(string: text)
        for match in matches.reversed() { result.replaceCharacters(in: match.range, with: replacement) }
        return result as String
    }

    /// One kind of thing to mask: a pattern, its placeholder, and how many digits a match must hold
    /// (a phone number has at least 9; a date such as 12.07.2024 has 8).
    struct Shape: Sendable {
        var pattern: NSRegularExpression
        var placeholder: String
        var minimumDigits: Int

        func mask(_ text: String) -> String {
            let matches = pattern.matches(in: text, range: NSRange(location: 0, length: text.utf16.count))
            guard !matches.isEmpty else { return text }
            let result = NSMutableString(string: text)
            for match in matches.reversed() {
                let found = result.substring(with: match.range)
                if found.filter(\.isASCIIDigit).count >= minimumDigits {
                    result.replaceCharacters(in: match.range, with: placeholder)
                }
            }
            return result as String
        }
    }

    /// In order: the longer shapes first, so an IBAN is not half-masked as a digit run.
    static let shapes: [Shape] = {
        let sources: [(String, String, Int)] = [
            // e-mail addresses
            ("[A-Za-z0-9._%+\\-]+@[A-Za-z0-9.\\-]+\\.[A-Za-z]{2,}", "[email]", 0),
            // IBANs, printed whole or in groups of four, in either case, the groups apart by a space
            // or a dash; at least ten digits, so words that happen to follow two letters and two
            // digits stay ("ab12 shop food")
            ("(?i)\\b[A-Z]{2}[0-9]{2}(?:[ \\-]?[A-Z0-9]{4}){2,7}(?:[ \\-]?[A-Z0-9]{1,4})?\\b", "[iban]", 10),
            // UK National Insurance numbers: two letters, three pairs of digits, a letter A to D
            ("(?i)\\b[A-Z]{2}[ ]?[0-9]{2}[ ]?[0-9]{2}[ ]?[0-9]{2}[ ]?[A-D]\\b", "[id]", 6),
            // UK sort codes (and anything printed in their shape: a date so printed is masked too)
            ("(?<![0-9\\-])[0-9]{2}-[0-9]{2}-[0-9]{2}(?![0-9\\-])", "[sortcode]", 6),
            // card numbers: 13 to 19 digits, perhaps in groups, or masked with * or X and ending in digits
            ("\\b[0-9](?:[ \\-]?[0-9]){12,18}\\b", "[card]", 13),
            ("(?:[*Xx]{4}[ \\-]?){1,3}[*Xx]{0,4}[0-9]{4}\\b", "[card]", 4),
            // phone numbers: an optional +, 9 or more digits in separated groups of up to 8 (a
            // subscriber number of 6 or more digits, +44 7911 123456, goes whole; one unbroken run
            // is left to the digit-run rule below)
            ("(?<![0-9A-Za-z])\\+?\\(?[0-9]{1,5}\\)?(?:[ .\\-]\\(?[0-9]{1,8}\\)?){1,6}(?![0-9A-Za-z])", "[phone]", 9),
            // any other run of 5 or more digits: references, account and customer numbers
            ("[0-9]{5,}", "[number]", 5),
        ]
        return sources.compactMap { source, placeholder, digits in
            (try? NSRegularExpression(pattern: source)).map { Shape(pattern: $0, placeholder: placeholder, minimumDigits: digits) }
        }
    }()
}
