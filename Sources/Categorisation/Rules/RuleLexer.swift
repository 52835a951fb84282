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
            // occur: lines end at "\n"), so no grapheme breaking is needed to find them.
            let isASCII = lineText.utf8.allSatisfy { $0 < 0x80 }
            let characters = isASCII ? lineText.utf8.map { Character(Unicode.Scalar($0)) } : Array(lineText)
            // Where each Character starts in the line, so a token's text is a slice of it, not
            // rebuilt Character by Character.
            let starts = (isASCII ? Array(lineText.utf8.indices) : Array(lineText.indices)) + [lineText.endIndex]
            func slice(_ range: Range<Int>) -> String { String(lineText[starts[range.lowerBound]..<starts[range.upperBound]]) }
            var index = 0
            func token(_ kind: RuleToken.Kind, at start: Int) -> RuleToken {
                RuleToken(kind: kind, line: lineIndex + 1, column: start + 1)
            }
            while index < characters.count {
                let character = characters[index]
                let start = index
                if character == "#" { break }
                if Self.isWhitespace(character) { index += 1; continue }
                if character == "\"" || character == "/" {
                    let (text, next) = try delimited(characters, from: index, line: lineIndex + 1)
                    result.append(token(character == "\"" ? .string(text) : .regex(text), at: start))
                    index = next
                } else if character.isASCIIDigit
                    || (character == "-" && index + 1 < characters.count
                        && characters[index + 1].isASCIIDigit)
                {
                    index += 1
                    while index < characters.count,
                        characters[index].isASCIIDigit || characters[index] == "." || characters[index] == "-"
                            || (characters[index] == "," && index + 1 < characters.count
                                && characters[index + 1].isASCIIDigit)
                    {
                        // Commas between digits are taken in so "1,000.00" is reported as one bad amount.
                        index += 1
                    }
                    let text = slice(start..<index)
                    let isDate = text.count == 10 && !text.hasPrefix("-") && text.filter { $0 == "-" }.count == 2
                    result.append(token(isDate ? .date(text) : .number(text), at: start))
                } else if Self.isLetter(character) || character == "_" {
                    while index < characters.count,
                        Self.isLetter(characters[index]) || Self.isNumber(characters[index])
                            || characters[index] == "_" || characters[index] == "-"
                    {
                        index += 1
                    }
                    result.append(token(.word(slice(start..<index)), at: start))
                } else if "<>=!".contains(character) {
                    index += 1
                    if index < characters.count, characters[index] == "=" { index += 1 }
                    let text = slice(start..<index)
                    guard text != "!" else {
                        throw error(
                            "unexpected '!'", line: lineIndex + 1, column: start + 1,
                            hint: "write 'not' to negate a condition, or '!=' for 'not equal'")
                    }
                    result.append(token(.symbol(text), at: start))
                } else if character == "," || character == "(" || character == ")" {
                    result.append(token(.symbol(String(character)), at: start))
                    index += 1
                } else {
                    throw error(
                        "unexpected character '\(character)'", line: lineIndex + 1, column: start + 1,
                        hint: "text to match goes in double quotes: \"like this\"")
                }
            }
        }
        let lastLine = max(lines.count, 1)
        result.append(RuleToken(kind: .end, line: lastLine, column: (lines.last?.count ?? 0) + 1))
        return result
    }

    // ASCII answered from the byte: the Unicode property lookups cost more than the rest of lexing.
    private static func isWhitespace(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return character.isWhitespace }
        return byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func isLetter(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return character.isLetter }
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isNumber(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return character.isNumber }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// A "string" or a /regex/; a backslash escapes the closing delimiter (and, in strings, itself).
    private func delimited(
        _ characters: [Character], from start: Int, line: Int
    )
        throws(RuleParseError) -> (String, Int)
    {
        let delimiter = characters[start]
        var text = ""
        var index = start + 1
        while index < characters.count {
            let character = characters[index]
            if character == "\\" && index + 1 < characters.count {
                let escaped = characters[index + 1]
                if escaped == delimiter || (delimiter == "\"" && escaped == "\\") {
                    text.append(escaped)
                } else {
                    text.append(character)
                    text.append(escaped)
                }
                index += 2
                continue
            }
            if character == delimiter { return (text, index + 1) }
            text.append(character)
            index += 1
        }
        let what = delimiter == "\"" ? "string" : "regular expression"
        throw error(
            "unterminated \(what)", line: line, column: start + 1,
            hint: "close it with \(delimiter) on the same line")
    }
}
