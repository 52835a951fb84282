/// Splits rule-file text into tokens. Newlines carry no meaning: clauses are recognised by keyword,
/// so people may wrap long conditions however they like.
struct RuleLexer {
    let fileName: String
    let lines: [String]

    init(text: String, fileName: String) {
        self.fileName = fileName
        // Split on bytes: a "\r\n" is one Character, so a Character split would not see its "\n"
        // (a Windows-saved file read as one line) and costs more than the rest of lexing.
        self.lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
        }
    }

    func error(_ message: String, line: Int, column: Int, hint: String? = nil) -> RuleParseError {
        RuleParseError(
            file: fileName, line: line, column: column, message: message,
            lineText: line >= 1 && line <= lines.count ? lines[line - 1] : "", hint: hint)
    }

    func tokens() throws(RuleParseError) -> [RuleToken] {
        var result: [RuleToken] = []
        for (lineIndex, lineText) in lines.enumerated() {
            // Blank and comment lines (most of a rule file) give no token: no need for Characters.
            let firstByte = lineText.utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
            if firstByte == nil || firstByte == UInt8(ascii: "#") { continue }
            // In an ASCII line (nearly all) each byte is a Character of its own ("\r\n" cannot
            // occur: lines end at "\n"), so the line is read by its bytes, with no grapheme breaking
            // and no Character compared; any other line by its Characters.
            if lineText.utf8.allSatisfy({ $0 < 0x80 }) {
                try tokens(of: Array(lineText.utf8), lineText, starts: Array(lineText.utf8.indices), line: lineIndex + 1, into: &result)
            } else {
                try tokens(of: Array(lineText), lineText, starts: Array(lineText.indices), line: lineIndex + 1, into: &result)
            }
        }
        let lastLine = max(lines.count, 1)
        result.append(RuleToken(kind: .end, line: lastLine, column: (lines.last?.count ?? 0) + 1))
        return result
    }

    /// The tokens of one line, read as `characters` (its bytes when ASCII, else its Characters),
    /// `starts` the line's index of each.
    private func tokens<Unit: LexedUnit>(
        of characters: [Unit], _ lineText: String, starts lineStarts: [String.Index], line: Int, into result: inout [RuleToken]
    ) throws(RuleParseError) {
        // Where each Character starts in the line, so a token's text is a slice of it, not
        // rebuilt Character by Character.
        let starts = lineStarts + [lineText.endIndex]
        func slice(_ range: Range<Int>) -> String { String(lineText[starts[range.lowerBound]..<starts[range.upperBound]]) }
        func byte(_ index: Int) -> UInt8? { characters[index].asciiByte }
        func isDigit(_ index: Int) -> Bool { byte(index).map { (0x30...0x39).contains($0) } ?? false }
        var index = 0
        func token(_ kind: RuleToken.Kind, at start: Int) -> RuleToken {
            RuleToken(kind: kind, line: line, column: start + 1)
        }
        while index < characters.count {
            let character = characters[index]
            let ascii = character.asciiByte
            let start = index
            if ascii == UInt8(ascii: "#") { break }
            if Self.isWhitespace(character) { index += 1; continue }
            if ascii == UInt8(ascii: "\"") || ascii == UInt8(ascii: "/") {
                let (text, next) = try delimited(characters, from: index, line: line)
                result.append(token(ascii == UInt8(ascii: "\"") ? .string(text) : .regex(text), at: start))
                index = next
            } else if isDigit(index) || (ascii == UInt8(ascii: "-") && index + 1 < characters.count && isDigit(index + 1)) {
                index += 1
                while index < characters.count,
                    isDigit(index) || byte(index) == UInt8(ascii: ".") || byte(index) == UInt8(ascii: "-")
                        || (byte(index) == UInt8(ascii: ",") && index + 1 < characters.count && isDigit(index + 1))
                {
                    // Commas between digits are taken in so "1,000.00" is reported as one bad amount.
                    index += 1
                }
                let text = slice(start..<index)
                let isDate = text.count == 10 && !text.hasPrefix("-") && text.filter { $0 == "-" }.count == 2
                result.append(token(isDate ? .date(text) : .number(text), at: start))
            } else if Self.isLetter(character) || ascii == UInt8(ascii: "_") {
                while index < characters.count,
                    Self.isLetter(characters[index]) || Self.isNumber(characters[index])
                        || byte(index) == UInt8(ascii: "_") || byte(index) == UInt8(ascii: "-")
                {
                    index += 1
                }
                result.append(token(.word(slice(start..<index)), at: start))
            } else if let ascii, Array("<>=!".utf8).contains(ascii) {
                index += 1
                if index < characters.count, byte(index) == UInt8(ascii: "=") { index += 1 }
                let text = slice(start..<index)
                guard text != "!" else {
                    throw error(
                        "unexpected '!'", line: line, column: start + 1,
                        hint: "write 'not' to negate a condition, or '!=' for 'not equal'")
                }
                result.append(token(.symbol(text), at: start))
            } else if let ascii, ascii == UInt8(ascii: ",") || ascii == UInt8(ascii: "(") || ascii == UInt8(ascii: ")") {
                result.append(token(.symbol(String(character.character)), at: start))
                index += 1
            } else {
                throw error(
                    "unexpected character '\(character.character)'", line: line, column: start + 1,
                    hint: "text to match goes in double quotes: \"like this\"")
            }
        }
    }

    // ASCII answered from the byte: the Unicode property lookups cost more than the rest of lexing.
    private static func isWhitespace<Unit: LexedUnit>(_ unit: Unit) -> Bool {
        guard let byte = unit.asciiByte else { return unit.character.isWhitespace }
        return byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func isLetter<Unit: LexedUnit>(_ unit: Unit) -> Bool {
        guard let byte = unit.asciiByte else { return unit.character.isLetter }
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isNumber<Unit: LexedUnit>(_ unit: Unit) -> Bool {
        guard let byte = unit.asciiByte else { return unit.character.isNumber }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// A "string" or a /regex/; a backslash escapes the closing delimiter (and, in strings, itself).
    private func delimited<Unit: LexedUnit>(
        _ characters: [Unit], from start: Int, line: Int
    )
        throws(RuleParseError) -> (String, Int)
    {
        let delimiter = characters[start]
        // Nearly every string and pattern holds no backslash: its text is the units between the
        // delimiters, taken at once rather than appended one Character at a time.
        var end = start + 1
        while end < characters.count, characters[end] != delimiter, characters[end].asciiByte != UInt8(ascii: "\\") { end += 1 }
        if end < characters.count, characters[end] == delimiter {
            return (Unit.text(characters[(start + 1)..<end]), end + 1)
        }
        var text = ""
        var index = start + 1
        while index < characters.count {
            let character = characters[index]
            if character.asciiByte == UInt8(ascii: "\\") && index + 1 < characters.count {
                let escaped = characters[index + 1]
                if escaped == delimiter || (delimiter.asciiByte == UInt8(ascii: "\"") && escaped.asciiByte == UInt8(ascii: "\\")) {
                    text.append(escaped.character)
                } else {
                    text.append(character.character)
                    text.append(escaped.character)
                }
                index += 2
                continue
            }
            if character == delimiter { return (text, index + 1) }
            text.append(character.character)
            index += 1
        }
        let what = delimiter.asciiByte == UInt8(ascii: "\"") ? "string" : "regular expression"
        throw error(
            "unterminated \(what)", line: line, column: start + 1,
            hint: "close it with \(delimiter.character) on the same line")
    }
}

/// What the lexer reads a line as: its bytes when it is ASCII, else its Characters.
protocol LexedUnit: Equatable {
    /// The byte when the unit is one ASCII character, else nil.
    var asciiByte: UInt8? { get }
    var character: Character { get }
    /// The units as text, as appending each one's `character` would give it.
    static func text(_ units: ArraySlice<Self>) -> String
}

extension UInt8: LexedUnit {
    var asciiByte: UInt8? { self < 0x80 ? self : nil }
    var character: Character { Character(Unicode.Scalar(self)) }
    // Only an ASCII line is read as bytes, so its bytes are its characters' UTF-8.
    static func text(_ units: ArraySlice<UInt8>) -> String { String(decoding: units, as: UTF8.self) }
}

extension Character: LexedUnit {
    var asciiByte: UInt8? { asciiValue }
    var character: Character { self }
    static func text(_ units: ArraySlice<Character>) -> String { String(units) }
}
