/// Splits rule-file text into tokens. Newlines carry no meaning: clauses are recognised by keyword,
/// so people may wrap long conditions however they like.
struct RuleLexer {
    let fileName: String
    let lines: [String]

    init(text: String, fileName: String) {
        self.fileName = fileName
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
    }

    func error(_ message: String, line: Int, column: Int, hint: String? = nil) -> RuleParseError {
        RuleParseError(file: fileName, line: line, column: column, message: message,
                       lineText: line >= 1 && line <= lines.count ? lines[line - 1] : "", hint: hint)
    }

    func tokens() throws(RuleParseError) -> [RuleToken] {
        var result: [RuleToken] = []
        for (lineIndex, lineText) in lines.enumerated() {
            // Blank and comment lines (most of a rule file) give no token: no need for Characters.
            let firstByte = lineText.utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
            if firstByte == nil || firstByte == UInt8(ascii: "#") { continue }
            let characters = Array(lineText)
            var index = 0
            func token(_ kind: RuleToken.Kind, at start: Int) -> RuleToken {
                RuleToken(kind: kind, line: lineIndex + 1, column: start + 1)
            }
            while index < characters.count {
                let character = characters[index]
                let start = index
                if character == "#" { break }
                if character.isWhitespace { index += 1; continue }
                if character == "\"" || character == "/" {
                    let (text, next) = try delimited(characters, from: index, line: lineIndex + 1)
                    result.append(token(character == "\"" ? .string(text) : .regex(text), at: start))
                    index = next
                } else if character.isASCIIDigit || (character == "-" && index + 1 < characters.count
                                                      && characters[index + 1].isASCIIDigit) {
                    index += 1
                    while index < characters.count,
                          characters[index].isASCIIDigit || characters[index] == "." || characters[index] == "-"
                            || (characters[index] == "," && index + 1 < characters.count
                                && characters[index + 1].isASCIIDigit) {
                        // Commas between digits are taken in so "1,000.00" is reported as one bad amount.
                        index += 1
                    }
                    let text = String(characters[start..<index])
                    let isDate = text.count == 10 && !text.hasPrefix("-") && text.filter { $0 == "-" }.count == 2
                    result.append(token(isDate ? .date(text) : .number(text), at: start))
                } else if character.isLetter || character == "_" {
                    while index < characters.count,
                          characters[index].isLetter || characters[index].isNumber
                            || characters[index] == "_" || characters[index] == "-" {
                        index += 1
                    }
                    result.append(token(.word(String(characters[start..<index])), at: start))
                } else if "<>=!".contains(character) {
                    index += 1
                    if index < characters.count, characters[index] == "=" { index += 1 }
                    let text = String(characters[start..<index])
                    guard text != "!" else {
                        throw error("unexpected '!'", line: lineIndex + 1, column: start + 1,
                                    hint: "write 'not' to negate a condition, or '!=' for 'not equal'")
                    }
                    result.append(token(.symbol(text), at: start))
                } else if character == "," || character == "(" || character == ")" {
                    result.append(token(.symbol(String(character)), at: start))
                    index += 1
                } else {
                    throw error("unexpected character '\(character)'", line: lineIndex + 1, column: start + 1,
                                hint: "text to match goes in double quotes: \"like this\"")
                }
            }
        }
        let lastLine = max(lines.count, 1)
        result.append(RuleToken(kind: .end, line: lastLine, column: (lines.last?.count ?? 0) + 1))
        return result
    }

    /// A "string" or a /regex/; a backslash escapes the closing delimiter (and, in strings, itself).
    private func delimited(_ characters: [Character], from start: Int, line: Int)
        throws(RuleParseError) -> (String, Int) {
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
        throw error("unterminated \(what)", line: line, column: start + 1,
                    hint: "close it with \(delimiter) on the same line")
    }
}
