import StatementCore

/// Finds the fonts of a page whose text layer gives glyph codes instead of characters (see
/// `GlyphShift`) and reads their words back. A font is shifted only when its text does not read
/// as printed and reads far better shifted: more of its words read as dates, amounts or words of
/// the vocabularies, by a score that knows no bank. A font whose words already read is never
/// touched, and a page of such fonts costs one pass over its bytes.
struct GlyphCodeRepair {
    /// Fonts found shifted on earlier pages, by name, with their offsets: a page with few words
    /// in such a font still reads them back.
    var known: [String: Int] = [:]

    /// A font with fewer words is left as printed: too little to judge.
    static let fewestWords = 3
    /// The offsets tried: every constant that moves ASCII characters onto ASCII characters.
    static let offsets = Array(-90...90).filter { $0 != 0 }

    /// Repairs `words` (`fonts[i]` the index of word i's font in `names`, -1 for none) and
    /// returns the fonts decoded ("ArialMT, shifted by 29").
    mutating func repair(_ words: inout [TextWord], fonts: [Int32], names: [String]) -> [String] {
        guard names.count > 0, fonts.count == words.count else { return [] }
        // Counted first, with no array per font: on nearly every page every font reads, and this
        // runs on each of them.
        var wordCounts = [Int](repeating: 0, count: names.count)
        var figureCounts = [Int](repeating: 0, count: names.count)
        for (index, font) in fonts.enumerated() where font >= 0 && Int(font) < names.count {
            wordCounts[Int(font)] += 1
            if Self.isFigure(words[index].text) { figureCounts[Int(font)] += 1 }
        }
        let unread = names.indices.filter { !Self.reads(words: wordCounts[$0], figures: figureCounts[$0]) }
        guard !unread.isEmpty else { return [] }
        var members = [[Int]](repeating: [], count: names.count)
        for (index, font) in fonts.enumerated() where font >= 0 && Int(font) < names.count {
            members[Int(font)].append(index)
        }
        var decoded: [String] = []
        for font in unread {
            let indices = members[font]
            let texts = indices.map { words[$0].text }
            let name = names[font]
            guard let shift = known[name].map({ GlyphShift(offset: $0, printed: Self.printed(texts)) }) ?? Self.shift(for: texts)
            else { continue }
            known[name] = shift.offset
            for index in indices { words[index].text = shift.decoded(words[index].text) }
            decoded.append("\(name), shifted by \(shift.offset)")
        }
        return decoded
    }

    /// Whether a font's words read as printed, from its counts of words and of figures among them:
    /// enough of them are figures.
    static func reads(words: Int, figures: Int) -> Bool {
        words < fewestWords || (figures >= 2 && figures * 10 >= words)
    }

    /// Digits with the marks of dates and amounts, two characters at least.
    static func isFigure(_ text: String) -> Bool {
        var digits = 0, count = 0
        for byte in text.utf8 {
            count += 1
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "-"),
                UInt8(ascii: "+"), UInt8(ascii: "'"):
                continue
            default: return false
            }
        }
        return digits > 0 && count >= 2
    }

    /// The offset that makes the words read far better than printed, nil when none does.
    static func shift(for texts: [String]) -> GlyphShift? {
        // Cheap first: each word votes for the offsets that would make it a figure, so only the
        // offsets some words agree on are tried.
        var votes: [Int: Int] = [:]
        for text in texts { for offset in figureOffsets(text) { votes[offset, default: 0] += 1 } }
        let candidates = votes.filter { $0.value >= fewestWords }
            .sorted { ($0.value, $0.key == GlyphShift.macintosh ? 1 : 0) > ($1.value, $1.key == GlyphShift.macintosh ? 1 : 0) }
            .prefix(4)
        // Still cheap: an offset must turn some words into dates or amounts, each character
        // simply shifted back, before the words are decoded and looked up in the vocabularies.
        let figuresUnder = candidates.map { offset, _ in texts.filter { shiftedBack($0, by: offset) }.count }
        guard let most = figuresUnder.max(), most >= fewestWords else { return nil }
        let printed = printed(texts)
        let asPrinted = texts.filter(readsAsPrinted).count
        var best: (shift: GlyphShift, score: Int)?
        for (offset, _) in candidates {
            let shift = GlyphShift(offset: offset, printed: printed)
            let score = texts.filter { text in
                let decoded = shift.decoded(text)
                return decoded != text && readsAsPrinted(decoded)
            }.count
            if score > best?.score ?? 0 { best = (shift, score) }
        }
        guard let best, best.score >= max(fewestWords, 2 * asPrinted + 2), best.score * 20 >= texts.count else { return nil }
        return best.shift
    }

    /// Whether `text`, its characters that are no digits or marks shifted back by `offset`,
    /// reads as a date or an amount.
    private static func shiftedBack(_ text: String, by offset: Int) -> Bool {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if (48...57).contains(byte) || isFigureMark(byte) {
                bytes.append(byte)
            } else {
                guard let back = UInt8(exactly: Int(byte) - offset) else { return false }
                bytes.append(back)
            }
        }
        return FigureShape.reads(bytes)
    }

    private static func readsAsPrinted(_ text: String) -> Bool {
        FigureShape.reads(text) || StatementVocabulary.contains(text)
    }

    /// The offsets under which `text`, all ASCII, turns into digits and marks with a digit among
    /// them, each of its characters read as itself or shifted back.
    static func figureOffsets(_ text: String) -> [Int] {
        // Shifted by one offset, characters stay as far apart as the figures' codes: a word whose
        // other characters lie further apart (most words of text) has none, found with no allocation.
        var lowest: UInt8 = 255, highest: UInt8 = 0
        for byte in text.utf8 where !(48...57).contains(byte) && !isFigureMark(byte) {
            lowest = min(lowest, byte)
            highest = max(highest, byte)
        }
        guard lowest > highest || Int(highest) - Int(lowest) <= figureCodeSpread else { return [] }
        var offsets: [Int]?
        var digitKept = false
        for byte in text.utf8 {
            guard byte < 128 else { return [] }
            let isDigit = (48...57).contains(byte)
            if isDigit { digitKept = true }
            if isDigit || isFigureMark(byte) { continue }
            let possible = figureCodes.map { Int(byte) - Int($0) }
            offsets = offsets.map { $0.filter(possible.contains) } ?? possible.filter { $0 != 0 }
            if offsets?.isEmpty == true { return [] }
        }
        guard let offsets, text.utf8.count >= 2 else { return [] }
        // A word with no digit of its own needs one among its shifted characters.
        return digitKept ? offsets : offsets.filter { offset in text.utf8.contains { (48...57).contains(Int($0) - offset) } }
    }

    private static func isFigureMark(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "'"):
            return true
        default: return false
        }
    }
    private static let figureCodes: [UInt8] = Array("0123456789.,:/-+'".utf8)
    private static let figureCodeSpread = Int(figureCodes.max() ?? 0) - Int(figureCodes.min() ?? 0)

    static func printed(_ texts: [String]) -> Set<UInt32> {
        var printed: Set<UInt32> = []
        for text in texts {
            for scalar in text.unicodeScalars { printed.insert(scalar.value) }
        }
        return printed
    }
}
