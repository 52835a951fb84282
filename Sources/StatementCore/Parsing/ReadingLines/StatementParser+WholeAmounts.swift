extension StatementParser {
    /// The lines read, and the reader that read them: one that takes whole numbers for amounts
    /// when the statement prints no amount with decimals at all though its currency has them
    /// ("12,500" and "850" on a dirham or peso statement that drops ".00").
    /// Wrapped labels of a summary table are joined into one line (SummaryTableLabels).
    /// Items printed in two columns side by side are read left column first (SideBySideColumns).
    /// `threads`: how many threads read the lines (1 reads them on the calling thread).
    /// `beside`: the readings of boxes printed beside a table, which are never its rows.
    /// `readTogether`: the places of printed lines read as part of another or left out, as the
    /// joining and the unfolding noted them (`LinesRead.readTogether`).
    static func read(
        _ lines: [TextLine], with reader: LineReader, threads: Int = 1
    ) -> (LineReader, [LineReading], beside: Set<Int>, readTogether: [(page: Int, line: Int)]) {
        let (lines, boxes, firstReadings, leftOut) = LineChunks.unfoldedAndRead(lines, vocabulary: .standard, with: reader, threads: threads)
        var readTogether = leftOut
        var reader = reader
        var readings = firstReadings
        if reader.minorDigits > 0, printsWholeAmounts(readings, reader: reader) {
            reader.wholeAmounts = true
            readings = LineChunks.read(lines, with: reader, threads: threads)
        }
        MoneyBeforeText.readingFiguresBeforeLabels(&readings, reader: &reader)
        readings = SummaryTableLabels.joiningWrappedLabels(readings, reader: reader, readTogether: &readTogether)
        let beside =
            boxes.isEmpty
            ? []
            : Set(
                readings.indices.filter { index in
                    boxes[readings[index].line.page].map { readings[index].line.x0 >= $0 } ?? false
                })
        return (reader, readings, beside, readTogether)
    }

    /// No line ends in an amount with decimals, and at least three dated lines end in a whole
    /// number grouped in thousands ("1,250"), which nothing but money prints.
    static func printsWholeAmounts(_ readings: [LineReading], reader: LineReader) -> Bool {
        var grouped = 0
        for reading in readings {
            if !reading.amounts.isEmpty { return false }
            // The last figure, less a currency sign after it ("12 500 Ft"); thousands grouped by a
            // space come as two words.
            let words = reading.line.words
            guard reading.date != nil, let end = words.lastIndex(where: { !LineReader.symbols.contains($0.text) }),
                end >= words.count - 2
            else { continue }
            let last =
                end > 0 && reader.spaceGrouped(words, before: end, minorDigits: 0) != nil
                ? words[end - 1].text + " " + words[end].text : words[end].text
            guard last.contains(where: { $0 == "," || $0 == "." || $0 == " " || $0 == "'" }),
                AmountText.parse(last, decimalMark: reader.decimalMark, minorDigits: 0) != nil
            else { continue }
            grouped += 1
        }
        return grouped >= 3
    }
}
