extension TableReader {
    /// "Monto Referencia": two labels a word space apart read as one phrase, one naming money and
    /// the other not. A phrase such as "Transaction Amount" heads one column, and the rows print
    /// one thing under it; where most dated rows under the header print two different things
    /// under the two labels, an amount ending under the money label and a code or a word starting
    /// under the other, one right after the other, the labels head two columns.
    static func splittingJoinedLabels(_ readings: [LineReading], _ kinds: inout [Kind]) {
        for index in kinds.indices {
            guard case .header(var header) = kinds[index], !header.joinedLabels.isEmpty else { continue }
            var dated: [LineWords] = []
            for next in (index + 1)..<min(readings.count, index + linesJudgingLabels) {
                if kinds[next].isHeader { break }
                if readings[next].date != nil { dated.append(readings[next].line.words) }
            }
            for joined in header.joinedLabels.sorted(by: { $0.column > $1.column }) {
                let apart = dated.lazy.filter { printsApart($0, joined) }.count
                if apart >= 2, apart * 2 > dated.count { header = header.splitting(joined) }
            }
            header.joinedLabels = []
            kinds[index] = .header(header)
        }
    }

    /// Dated lines under a header that judge whether its joined labels head two columns.
    static let linesJudgingLabels = 60

    /// Whether a row prints, one right after the other, a word ending under the first label and
    /// one starting under the second, the one under the money label an amount and the other not.
    private static func printsApart(_ words: LineWords, _ joined: HeaderLayout.JoinedLabels) -> Bool {
        guard words.count >= 2 else { return false }
        for index in 0..<(words.count - 1) {
            let (left, right) = (words[index], words[index + 1])
            guard left.x1 >= joined.first.x0, left.x1 <= joined.second.x0 + 1, right.x0 >= joined.first.x1 - 1,
                right.x0 <= joined.second.x1
            else { continue }
            let (money, other) = joined.first.role.holdsMoney ? (left.text, right.text) : (right.text, left.text)
            return looksLikeMoney(money) && !looksLikeMoney(other)
        }
        return false
    }

    /// "-160.574,12", "1,234.50": digits and separators ending in a decimal mark and two digits.
    private static func looksLikeMoney(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 4, bytes.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return false }
        let end = bytes.count
        guard bytes[end - 3] == 0x2E || bytes[end - 3] == 0x2C, bytes[(end - 2)...].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            return false
        }
        // A sign or currency mark before the digits; no letters.
        return !bytes.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
    }
}
