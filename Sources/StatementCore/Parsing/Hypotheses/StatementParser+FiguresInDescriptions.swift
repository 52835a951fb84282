/// A column of figures read as the first or last words of the rows' descriptions: a money
/// column the reading did not take (a running balance printed before the description, with no
/// header to name it). The amounts the reading did take may still add up to the last cent.
extension StatementParser {
    static func figuresInDescriptions(_ readings: [LineReading], transactions: [Transaction]) -> [VerificationProblem] {
        guard transactions.count >= 3 else { return [] }
        var leading: [(row: Transaction, x1: Double)] = [], trailing: [(row: Transaction, x1: Double)] = []
        var index = 0
        for row in transactions {
            let description = row.description
            let (first, last) = firstAndLastWords(description)
            let firstIsFigure = isFigure(first), lastIsFigure = first.endIndex != description.endIndex && isFigure(last)
            guard firstIsFigure || lastIsFigure else { continue }
            // The row's own line, where the figure stands (rows come in the order of their lines).
            while index < readings.count, (readings[index].line.page, readings[index].line.number) < (row.page, row.line) { index += 1 }
            guard index < readings.count, readings[index].line.page == row.page, readings[index].line.number == row.line else { continue }
            let words = readings[index].line.words
            if firstIsFigure, let word = words.first(where: { $0.text == first }) { leading.append((row, word.x1)) }
            if lastIsFigure, let word = words.last(where: { $0.text == last }) { trailing.append((row, word.x1)) }
        }
        for found in [leading, trailing] where found.count >= 3 && found.count * 2 >= transactions.count {
            // Right-aligned where most of them end: a column, not a figure a description quotes.
            let ends = found.map(\.x1).sorted()
            let middle = ends[ends.count / 2]
            let aligned = found.filter { abs($0.x1 - middle) <= alignment }
            guard aligned.count >= 3, aligned.count * 2 >= transactions.count, let first = aligned.first?.row else { continue }
            return [
                VerificationProblem(
                    page: first.page, line: first.line,
                    message:
                        "\(aligned.count) rows' descriptions begin or end with a figure, the figures aligned as a column: "
                        + "a money column read as text, and the rows' amounts or balances may be another column's")
            ]
        }
        return []
    }

    /// The text before the first space and after the last (the whole text without a space). In
    /// ASCII every byte is a character, so the spaces are found on the bytes, not character by character.
    static func firstAndLastWords(_ description: String) -> (first: Substring, last: Substring) {
        var text = description
        let spaces = text.withUTF8 { bytes -> (ascii: Bool, first: Int?, last: Int?) in
            guard bytes.isAllASCII else { return (false, nil, nil) }
            return (true, bytes.firstIndex(of: 0x20), bytes.lastIndex(of: 0x20))
        }
        guard spaces.ascii else {
            let first = description.firstIndex(of: " ").map { description[..<$0] } ?? description[...]
            let last = description.lastIndex(of: " ").map { description[description.index(after: $0)...] } ?? description[...]
            return (first, last)
        }
        let utf8 = description.utf8
        let first = spaces.first.map { description[..<utf8.index(utf8.startIndex, offsetBy: $0)] } ?? description[...]
        let last = spaces.last.map { description[utf8.index(utf8.startIndex, offsetBy: $0 + 1)...] } ?? description[...]
        return (first, last)
    }

    /// How far apart, in points, the right ends of one column's figures may stand.
    static let alignment = 2.0

    /// A figure with two decimals and nothing else ("12,365.80", "1.234,56-", "(45.00)"): a
    /// description's own numbers (a card's last digits, a reference, a time) have none.
    static func isFigure(_ text: Substring) -> Bool {
        guard let head = text.utf8.first, AmountText.isDigit(head) || head == 0x2D || head == 0x2B || head == 0x28 else { return false }
        var body = text
        while let last = body.last, "-+)".contains(last) { body = body.dropLast() }
        while let first = body.first, "-+(".contains(first) { body = body.dropFirst() }
        let bytes = Array(body.utf8)
        guard bytes.count >= 4, bytes[bytes.count - 3] == 0x2E || bytes[bytes.count - 3] == 0x2C,
            bytes.suffix(2).allSatisfy(AmountText.isDigit), AmountText.isDigit(bytes[0])
        else { return false }
        return bytes.dropLast(3).allSatisfy { AmountText.isDigit($0) || $0 == 0x2C || $0 == 0x2E || $0 == 0x27 }
    }
}
