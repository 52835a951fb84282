/// Every line that reads like a transaction (a leading date and an amount) must be explained:
/// a row, a summary or balance, part of a section the reading leaves out for a stated reason,
/// or an accounts overview. A statement whose reading leaves such lines over has rows missing,
/// whatever its balances say: the verifier only sees the rows it is given, and a table read
/// from its middle can still add up between two printed figures.
extension StatementParser {
    /// Lines left over by a reading, as their indices in `readings`.
    static func unexplainedLines(
        _ readings: [LineReading], tableLines: [Bool], leftOut: Set<Int>,
        balances: [BalanceFinder.AmountAt?], skip: [String]
    ) -> [Int] {
        let balanceLines = Set(balances.compactMap { $0.map { PageLine(page: $0.page, line: $0.line) } })
        return readings.indices.filter { index in
            let reading = readings[index]
            guard reading.date != nil, !reading.amounts.isEmpty, reading.summary == nil, !tableLines[index],
                !leftOut.contains(index)
            else { return false }
            if balanceLines.contains(PageLine(page: reading.line.page, line: reading.line.number)) { return false }
            return !isFiguresOnly(reading) && !skip.contains(where: reading.foldedText.contains)
        }
    }

    /// "01-07-2023   24-07-2023   S$22,800   S$50.00" under a row of labels: dates and figures
    /// with no word of text between them describe no transaction. A list of checks ("1201 3/04
    /// 85.00  1207 * 3/11 42.10") marks a number with a sign of its own ("*": a gap in the
    /// sequence), which is no word of text either.
    static func isFiguresOnly(_ reading: LineReading) -> Bool {
        let range = reading.descriptionRange
        return !range.isEmpty
            && reading.line.words[range].allSatisfy {
                $0.text.utf8.contains { $0 >= 0x30 && $0 <= 0x39 } || !$0.text.contains(where: \.isLetter)
            }
            && reading.line.words[range].contains { $0.text.utf8.contains { $0 >= 0x30 && $0 <= 0x39 } }
    }

    /// One problem a page: "lines 5-40: 36 lines with a date and an amount were not read".
    static func unexplainedProblems(_ indices: [Int], readings: [LineReading]) -> [VerificationProblem] {
        var byPage: [(page: Int, lines: [Int])] = []
        for index in indices {
            let line = readings[index].line
            if byPage.last?.page == line.page {
                byPage[byPage.count - 1].lines.append(line.number)
            } else {
                byPage.append((line.page, [line.number]))
            }
        }
        return byPage.map { page, lines in
            let first = lines.min() ?? 0, last = lines.max() ?? 0
            let place = first == last ? "line \(first)" : "lines \(first)-\(last)"
            let count = lines.count == 1 ? "1 line with a date and an amount was" : "\(lines.count) lines with a date and an amount were"
            return VerificationProblem(page: page, line: nil, message: "\(place): \(count) not read as rows, totals or balances")
        }
    }

    /// Rows dated where the statement's own period cannot hold them. A bank posts a few days
    /// late, and a card bill carries instalments bought up to a year before; a date beyond that
    /// is a misread (a year taken from a page header, a damaged line), never a row to store.
    static func rowsOutsidePeriod(_ transactions: [Transaction], period: DateRange?, kind: AccountKind) -> [VerificationProblem] {
        guard let period else { return [] }
        let earliest = period.start.adding(days: kind == .card ? -400 : -31)
        let latest = period.end.adding(days: 10)
        return transactions.filter { $0.date < earliest || $0.date > latest }.prefix(5).map { row in
            VerificationProblem(
                page: row.page, line: row.line,
                message:
                    "a row dated \(row.date) lies outside the statement's period \(period.start) to \(period.end)")
        }
    }

    private struct PageLine: Hashable {
        var page: Int
        var line: Int
    }
}
