/// A column of figures read as the first or last words of the rows' descriptions: a money
/// column the reading did not take (a running balance printed before the description, with no
/// header to name it). The amounts the reading did take may still add up to the last cent.
extension StatementParser {
    static func figuresInDescriptions(_ rows: [RowDraft]) -> [VerificationProblem] {
        guard rows.count >= 3 else { return [] }
        var leading: [(row: RowDraft, x1: Double)] = [], trailing: [(row: RowDraft, x1: Double)] = []
        for row in rows {
            let words = row.reading.line.words
            let own = row.descriptionWords ?? Array(row.reading.descriptionRange)
            if let first = own.first, isFigure(words[first].text) { leading.append((row, words[first].x1)) }
            if own.count > 1, let last = own.last, isFigure(words[last].text) { trailing.append((row, words[last].x1)) }
        }
        for found in [leading, trailing] where found.count >= 3 && found.count * 2 >= rows.count {
            // Right-aligned where most of them end: a column, not a figure a description quotes.
            let ends = found.map(\.x1).sorted()
            let middle = ends[ends.count / 2]
            let aligned = found.filter { abs($0.x1 - middle) <= alignment }
            guard aligned.count >= 3, aligned.count * 2 >= rows.count, let first = aligned.first?.row.reading.line else { continue }
            return [
                VerificationProblem(
                    page: first.page, line: first.number,
                    message:
                        "\(aligned.count) rows' descriptions begin or end with a figure, the figures aligned as a column: "
                        + "a money column read as text, and the rows' amounts or balances may be another column's")
            ]
        }
        return []
    }

    /// How far apart, in points, the right ends of one column's figures may stand.
    static let alignment = 2.0

    /// A figure with two decimals and nothing else ("12,365.80", "1.234,56-", "(45.00)"): a
    /// description's own numbers (a card's last digits, a reference, a time) have none.
    static func isFigure(_ text: String) -> Bool {
        var body = Substring(text)
        while let last = body.last, "-+)".contains(last) { body = body.dropLast() }
        while let first = body.first, "-+(".contains(first) { body = body.dropFirst() }
        let bytes = Array(body.utf8)
        guard bytes.count >= 4, bytes[bytes.count - 3] == 0x2E || bytes[bytes.count - 3] == 0x2C,
            bytes.suffix(2).allSatisfy(AmountText.isDigit), AmountText.isDigit(bytes[0])
        else { return false }
        return bytes.dropLast(3).allSatisfy { AmountText.isDigit($0) || $0 == 0x2C || $0 == 0x2E || $0 == 0x27 }
    }
}
