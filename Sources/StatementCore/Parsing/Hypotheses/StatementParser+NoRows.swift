import Toolbox

extension StatementParser {
    /// Why a reading with no rows has none, where no line reads like a row at all.
    public static let noTableMessage = "no transaction table found: no line starts with a date and ends with an amount"

    /// Why a reading found no rows, told by the lines that read like rows (a date first, an
    /// amount last in a cell of its own, no balance label): there are none; their dates print no
    /// year and nothing on the statement gives one (`reference` nil); their one figure stands
    /// under the balance column and was read as a running balance with no amount beside it; or
    /// else, as `parse --explain` shows line by line.
    static func noRowsProblem(
        _ readings: [LineReading], reference: DateRange?, headers: [(index: Int, layout: HeaderLayout)]
    ) -> VerificationProblem {
        // A letter's sentence ("31/03/2025 is the last day … £3.00") sets its figure a word
        // space after its text, not a cell's gap: no row.
        func readsLikeRow(_ reading: LineReading) -> Bool {
            guard reading.date != nil, reading.summary == nil, let amount = reading.amounts.first else { return false }
            let words = reading.line.words, start = amount.words.lowerBound
            return start > 0 && LineReader.isCellGap(words[start - 1], words[start])
        }
        let dated = readings.filter(readsLikeRow)
        guard let first = dated.first else { return VerificationProblem(page: nil, line: nil, message: noTableMessage) }
        let lines = Counted(dated.count, "line")
        let found =
            "no transaction table found: \(lines) \(lines.isOne ? "starts" : "start") with a date and \(lines.isOne ? "ends" : "end") with an amount"
        func place(_ reading: LineReading) -> String { "page \(reading.line.page), line \(reading.line.number)" }
        func printed(_ reading: LineReading, _ words: Range<Int>) -> String {
            words.map { reading.line.words[$0].text }.joined(separator: " ")
        }
        if reference == nil, let yearless = dated.first(where: { $0.date?.year == nil }) {
            return VerificationProblem(
                page: nil, line: nil,
                message: found
                    + ", but the dates print no year ('\(printed(yearless, 0..<yearless.dateWords))', \(place(yearless))) and the statement "
                    + "prints no period, statement date or other date with its year to take one from, so no row can be dated: "
                    + "the bank's CSV, OFX, CAMT or MT940 download of the same months prints each date's year and is read "
                    + "as the PDF is (docs/formats.md)")
        }
        // Each under the header above it (`headers` index `readings`).
        let underBalance = readings.indices.allSatisfy { index in
            let reading = readings[index]
            guard readsLikeRow(reading) else { return true }
            guard reading.amounts.count == 1, let amount = reading.amounts.first, let header = headers.last(where: { $0.index < index })
            else { return false }
            return header.layout.moneyRole(x0: amount.x0, x1: amount.x1) == .balance
        }
        if underBalance, let amount = first.amounts.first, amount.words.lowerBound > first.dateWords {
            let before = max(first.dateWords, amount.words.lowerBound - 2)..<amount.words.lowerBound
            return VerificationProblem(
                page: nil, line: nil,
                message: found
                    + ", but each prints its one figure under the balance column, read as a running balance with no amount beside "
                    + "it: '\(printed(first, before))' before it (\(place(first))) was read as no amount")
        }
        return VerificationProblem(
            page: nil, line: nil,
            message: found + " (the first on \(place(first))), but none was read as a row: `parse --explain` shows how each line was read")
    }
}
