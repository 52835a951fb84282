extension StatementParser {
    /// The first stage: every line read once, after the layout profile, the decimal mark and the
    /// currency are decided from the statement's own text.
    struct LinesRead {
        var pageCount: Int
        /// The first two pages given, not pages 1 and 2: a combined statement's later account
        /// starts on whatever page its section does.
        var opening: [TextLine]
        var firstPage: Int
        var profile: LayoutProfile?
        var decimalMark: DecimalMark
        var currencyDecision: CurrencyDecision
        var currency: Currency
        /// The reader as decided from the mark and currency, and as the lines were read with it
        /// (whole amounts where the statement prints no minor digits).
        var plainReader: LineReader
        var reader: LineReader
        var readings: [LineReading]
        /// Lines of a box printed beside the table (rates, a simulation), cut off and read after it.
        var besideTables: Set<Int>
        /// The places of printed lines read as part of another line (the lower half of a summary
        /// table's wrapped label) or left out of the reading (a title the right half of a table
        /// side by side repeats), noted where the line reading decided it: the trace lists each
        /// where no reading of its own stands, as read together with the line above.
        var readTogether: [(page: Int, line: Int)] = []
    }

    func readLines(_ pages: [TextPage]) -> LinesRead {
        let lines = pages.flatMap(\.lines)
        let firstPage = lines.first?.page ?? 1
        let opening = lines.filter { $0.page <= firstPage + 1 }
        let foldedFirstPage = TextFolding.normalised(lines.filter { $0.page == firstPage }.map(\.text).joined(separator: " "))
        let profile = forcedProfile ?? profiles.first { $0.matches(foldedFirstPage: foldedFirstPage) }

        let decimalMark = profile?.decimalMark ?? DecimalMark.detect(lines: lines, threads: threads)
        let currencyDecision =
            currencyColumn.map { CurrencyDecision(currency: Currency(code: $0.code), evidence: ["the header of its money column"]) }
            ?? profile.flatMap { profile in
                profile.currency.map {
                    CurrencyDecision(currency: Currency(code: $0), evidence: ["layout profile '\(profile.name)'"])
                }
            }
            ?? CurrencyDecider.decide(opening: opening, all: lines, threads: threads)
        let currency = currencyDecision.currency ?? CurrencyDecider.provisional(opening)
        let plainReader = LineReader(decimalMark: decimalMark, minorDigits: currency.minorUnitDigits)
        let (reader, readings, besideTables, readTogether) = StatementParser.read(lines, with: plainReader, threads: threads)
        return LinesRead(
            pageCount: pages.count, opening: opening, firstPage: firstPage, profile: profile, decimalMark: decimalMark,
            currencyDecision: currencyDecision, currency: currency, plainReader: plainReader, reader: reader,
            readings: readings, besideTables: besideTables, readTogether: readTogether)
    }
}
