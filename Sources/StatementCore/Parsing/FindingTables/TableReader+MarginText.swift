extension TableReader {
    /// "19,534.60   {C[okK# K+Gcc'C+g+": words printed right of a table's last money column (a
    /// barcode font, a mailing code in the margin) are not the row's. Under a header whose
    /// columns end in money, a line whose last words stand past that column is read again
    /// without them, when it then ends with an amount in the column. A mark after the money
    /// ("CR", "-") or a currency is the amount's, never margin text.
    static func readingWithoutMarginText(
        _ readings: inout [LineReading], _ kinds: inout [Kind], reader: LineReader,
        classify: (LineReading, Int) -> Kind
    ) {
        var lastMoney: HeaderLayout.Column?
        // Where the rows under the header end their amounts: a label need not line up with them.
        var rowsEnd = -Double.infinity
        for index in readings.indices {
            if case .header(let header) = kinds[index] {
                let last = header.columns.max { $0.x1 < $1.x1 }
                lastMoney = last.flatMap { $0.role.holdsMoney ? $0 : nil }
                rowsEnd = -.infinity
                continue
            }
            guard let column = lastMoney else { continue }
            let words = readings[index].line.words
            if let amount = readings[index].amounts.last, amount.words.upperBound == words.count { rowsEnd = max(rowsEnd, amount.x1) }
            let edge = max(column.x1, rowsEnd) + TableGeometry.moneyColumnSlack
            guard let lastWord = words.indices.last, words[lastWord].x0 > edge else { continue }
            var keep = lastWord
            while keep > 0, words[keep - 1].x0 > edge { keep -= 1 }
            let margin = words.indices[keep...]
            guard keep > 0, !margin.contains(where: { isMarkOrCurrency(words[$0].text) }) else { continue }
            let again = reader.read(
                TextLine(
                    page: readings[index].line.page, number: readings[index].line.number,
                    words: LineWords(words.indices[..<keep].map { words[$0] })))
            guard let amount = again.amounts.last, amount.x1 >= column.x0, amount.x1 <= edge,
                again.amounts.count > readings[index].amounts.count
            else { continue }
            readings[index] = again
            kinds[index] = classify(again, index)
        }
    }

    static func isMarkOrCurrency(_ text: String) -> Bool {
        LineReader.markWords[text] != nil || LineReader.symbols.contains(text) || AmountText.currencyCodes.contains(text.uppercased())
    }
}
