import StatementCore

/// Reading one printed word of a shifted font back. A word that decodes wholly into digits and
/// the marks of dates and amounts is read so ("NQKMPK" → "14.03."). Otherwise a letter printed
/// as a lower-case letter may be itself or a shifted capital ("korthwind" is "Northwind"): each
/// run of letters is read whole, in capitals when a capital printed as itself stands inside it
/// (only capitals whose own code indexes no glyph pass unchanged), else by the vocabularies,
/// else as a word with its first letter a capital; a code of letters and digits in capitals.
extension GlyphShift {
    /// The characters dates and amounts are printed with besides digits.
    private static let figureMarks: Set<UInt32> = Set(".,:/-+'".unicodeScalars.map(\.value))

    func decoded(_ word: String, capitals: Bool = false) -> String {
        let scalars = word.unicodeScalars.map(\.value)
        if let figure = figure(scalars) { return figure }
        // Letters among digits are a code's ("DE94 …", "TX40211"), printed in capitals.
        let capitals = capitals || scalars.contains { isDigit($0) || code(printedAs: $0).map(isDigit) == true && isSurelyShifted($0) }
        var output: [UInt32] = []
        output.reserveCapacity(scalars.count)
        var run: [Letter] = []
        func closeRun() {
            output += read(run, capitals: capitals)
            run = []
        }
        for scalar in scalars {
            // In a code a capital that may be a shifted digit is one: capitals print shifted.
            if capitals, (65...90).contains(scalar), let code = code(printedAs: scalar), isDigit(code) {
                closeRun()
                output.append(code)
                continue
            }
            if let letter = letter(scalar) {
                run.append(letter)
                continue
            }
            closeRun()
            output.append(isSurelyShifted(scalar) ? code(printedAs: scalar) ?? scalar : scalar)
        }
        closeRun()
        return String(String.UnicodeScalarView(output.compactMap(Unicode.Scalar.init)))
    }

    /// The word as a figure when every character is a digit or one of the figures' marks, read
    /// as itself or shifted, and one is a digit; nil otherwise.
    func figure(_ scalars: [UInt32]) -> String? {
        var digits = 0
        var result = ""
        for scalar in scalars {
            if isDigit(scalar) {
                digits += 1
                result.unicodeScalars.append(Unicode.Scalar(UInt8(scalar)))
            } else if let code = code(printedAs: scalar), isDigit(code) || Self.figureMarks.contains(code) {
                digits += isDigit(code) ? 1 : 0
                result.unicodeScalars.append(Unicode.Scalar(UInt8(code)))
            } else if Self.figureMarks.contains(scalar), !isSurelyShifted(scalar) {
                result.unicodeScalars.append(Unicode.Scalar(UInt8(scalar)))
            } else {
                return nil
            }
        }
        return digits > 0 ? result : nil
    }

    /// One printed letter and what it may be.
    private struct Letter {
        /// As printed.
        var printed: UInt32
        /// The letter it surely is, when only one reading is possible.
        var sure: UInt32?
        /// The capital it is when shifted, for a lower-case letter that may be itself.
        var capital: UInt32?
    }

    private func letter(_ scalar: UInt32) -> Letter? {
        let isASCIILetter = (65...90).contains(scalar) || (97...122).contains(scalar)
        let code = code(printedAs: scalar)
        if isASCIILetter {
            if let code, isSurelyShifted(scalar) {
                // "K" is surely "." where the font prints "h": a mark, not a letter.
                return isLetter(code) ? Letter(printed: scalar, sure: code) : nil
            }
            if (65...90).contains(scalar) { return Letter(printed: scalar, sure: scalar) }
            return Letter(printed: scalar, capital: code.flatMap { (65...90).contains($0) ? $0 : nil })
        }
        // An accented letter past ASCII: a shifted lower-case letter ("ä" for "l") is far more
        // common than the accent itself.
        if let code, (97...122).contains(code) { return Letter(printed: scalar, sure: code) }
        return scalar >= 0x80 && Unicode.Scalar(scalar)?.properties.isAlphabetic == true ? Letter(printed: scalar, sure: scalar) : nil
    }

    private func read(_ run: [Letter], capitals: Bool) -> [UInt32] {
        guard !run.isEmpty else { return [] }
        let asPrinted = run.map { $0.sure ?? $0.printed }
        let inCapitals = run.map { $0.sure ?? $0.capital ?? $0.printed }
        let capitalInside = run.dropFirst().contains { letter in letter.sure.map(isCapital) ?? false }
        if capitalInside { return inCapitals }
        guard let first = run.first, first.sure == nil, let capital = first.capital else { return asPrinted }
        var capitalised = asPrinted
        capitalised[0] = capital
        for reading in [asPrinted, capitalised, inCapitals] where StatementVocabulary.contains(text(reading)) {
            return reading
        }
        return capitals ? inCapitals : capitalised
    }

    private func text(_ scalars: [UInt32]) -> String {
        String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
    }

    private func isDigit(_ scalar: UInt32) -> Bool { (48...57).contains(scalar) }
    private func isCapital(_ scalar: UInt32) -> Bool {
        (65...90).contains(scalar) || (scalar >= 0xC0 && Unicode.Scalar(scalar)?.properties.isUppercase == true)
    }
    private func isLetter(_ scalar: UInt32) -> Bool {
        (65...90).contains(scalar) || (97...122).contains(scalar)
            || (scalar >= 0xC0 && Unicode.Scalar(scalar)?.properties.isAlphabetic == true)
    }
}
