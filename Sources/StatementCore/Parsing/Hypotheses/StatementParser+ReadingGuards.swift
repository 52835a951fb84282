/// What the arithmetic cannot see. A reading can add up to the last cent and still be wrong: a
/// narration printed above each date line read with no row, a row given the date of another
/// row's wrapped detail, a page's heading glued into a row's description. Each is a problem that
/// keeps the reading from `verified`, so the other readings are tried and nothing is stored
/// wrong without the person accepting it.
extension StatementParser {
    /// A statement's own account is named above its rows. A number first read below its first
    /// row (in a row's text, or a heading after it), in a file that prints an opening balance
    /// after the last row, belongs to the statement that opening begins: the rows read are an
    /// account's whose heading the file lost, not that number's.
    static func accountOpeningAfterTheRows(
        _ facts: StatementFacts, readings: [LineReading], transactions: [Transaction]
    ) -> [VerificationProblem] {
        guard let page = facts.accountPage, let line = facts.accountLine, let first = transactions.first,
            let last = transactions.last, (page, line) > (first.page, first.line),
            let opening = readings.first(where: {
                $0.summary == .opening && ($0.line.page, $0.line.number) > (last.page, last.line)
                    && ($0.line.page, $0.line.number) > (page, line)
            })
        else { return [] }
        return [
            VerificationProblem(
                page: page, line: line,
                message:
                    "the account number is read here, below the first row (page \(first.page), line \(first.line)), and an "
                    + "opening balance follows the last row (page \(opening.line.page), line \(opening.line.number)): the number "
                    + "may be the next statement's, and the rows read another account's")
        ]
    }

    /// At most this many problems of one kind: one names the shape, a few show where.
    static let guardProblemsShown = 3

    static func guardProblems(_ table: TableReading, transactions: [Transaction]) -> [VerificationProblem] {
        undescribedRows(table) + rowsDatedByDetails(table) + pageFurnitureInDescriptions(table.readings, transactions: transactions)
            + detailsLeftOver(table, transactions: transactions) + figuresInDescriptions(table.readings, transactions: transactions)
    }

    /// Text lines in the description column between the rows that no row took, as many as a
    /// quarter of the rows, while a quarter of the rows are described by a number alone (a
    /// reference, no word): each entry's narration is printed where this reading does not look
    /// (a second text column, details both above and below the date line). The amounts may all
    /// add up while the descriptions are another column's references.
    static func detailsLeftOver(_ table: TableReading, transactions: [Transaction]) -> [VerificationProblem] {
        let count = table.grouping.linesLeftOver
        guard count >= 3, count * 4 >= transactions.count else { return [] }
        let referencesOnly = transactions.lazy.filter { !$0.description.isEmpty && !$0.description.contains(where: \.isLetter) }.count
        guard referencesOnly * 4 >= transactions.count else { return [] }
        return [
            VerificationProblem(
                page: nil, line: nil,
                message:
                    "\(count) text lines stand in the description column between the rows and belong to no row: "
                    + "each entry's details may be printed where this reading does not take them, and its descriptions be wrong")
        ]
    }

    /// Rows without a description while text stands in the description column beside them.
    static func undescribedRows(_ table: TableReading) -> [VerificationProblem] {
        let lines = table.undescribedBesideText
        guard let first = lines.first.map({ table.readings[$0].line }) else { return [] }
        let count = lines.count == 1 ? "1 row has" : "\(lines.count) rows have"
        return [
            VerificationProblem(
                page: first.page, line: first.number,
                message:
                    "\(count) no description, or only codes, while text stands in the description column right above or below it "
                    + "(an entry's details read with no row, or with the wrong one)")
        ]
    }

    /// Rows dated by a date printed alone where the row above's wrapped detail stands.
    static func rowsDatedByDetails(_ table: TableReading) -> [VerificationProblem] {
        table.datedByDetail.prefix(guardProblemsShown).map { row, dateLine in
            let date = table.readings[dateLine].line
            return VerificationProblem(
                page: table.readings[row].line.page, line: table.readings[row].line.number,
                message:
                    "the row takes its date from '\(date.text)' (page \(date.page), line \(date.number)), printed in the "
                    + "description column right under the row above, where that row's own detail stands, not a day's date")
        }
    }

    /// Rows whose description holds a line printed at the same place on every page the rows are
    /// on (a page heading, the period, a footer): furniture glued into a row.
    static func pageFurnitureInDescriptions(_ readings: [LineReading], transactions: [Transaction]) -> [VerificationProblem] {
        let rowPages = Set(transactions.map(\.page))
        guard rowPages.count >= 2 else { return [] }
        // The rows' detail lines, as printed, once digits are set aside ("Page 2", a period).
        var details: Set<String> = []
        for row in transactions where row.rawText.holdsByte(0x0A) {
            for part in row.rawText.split(separator: "\n") { details.insert(withoutDigits(part)) }
        }
        guard !details.isEmpty else { return [] }
        // Where each such text is printed: its height on each page, and how often a page prints it.
        var places: [String: [Int: Double]] = [:]
        var printed: [String: [Int: Int]] = [:]
        for reading in readings where reading.amounts.isEmpty || reading.date == nil {
            let key = withoutDigits(Substring(reading.line.text))
            guard details.contains(key), !key.allSatisfy(\.isWhitespace) else { continue }
            if places[key]?[reading.line.page] == nil { places[key, default: [:]][reading.line.page] = reading.line.y0 }
            printed[key, default: [:]][reading.line.page, default: 0] += 1
        }
        let pinned = Set(
            places.compactMap { key, heights -> String? in
                guard rowPages.isSubset(of: heights.keys), let low = heights.values.min(), let high = heights.values.max(),
                    high - low <= pinnedTolerance
                else { return nil }
                return key
            })
        guard !pinned.isEmpty else { return [] }
        // A row's page that prints the text again, apart from its repeated place (the holder's
        // name atop each page, and as a transfer's sender in the table), gave the row its own copy.
        let glued = { (part: Substring, page: Int) in
            let key = withoutDigits(part)
            return pinned.contains(key) && (printed[key]?[page] ?? 0) < 2
        }
        return transactions.lazy.filter { row in
            let parts = row.rawText.split(separator: "\n")
            return parts.count > 1 && parts.contains { glued($0, row.page) }
        }.prefix(guardProblemsShown).map { row in
            let glued = row.rawText.split(separator: "\n").first { pinned.contains(withoutDigits($0)) } ?? ""
            return VerificationProblem(
                page: row.page, line: row.line,
                message:
                    "the row's description holds '\(glued)', a line printed at the same place on every page: "
                    + "page furniture read as part of a row")
        }
    }

    /// How far apart, in points, one line may stand on two pages and still be the same place.
    static let pinnedTolerance = 3.0

    private static func withoutDigits(_ text: Substring) -> String {
        String(decoding: text.utf8.filter { $0 < 0x30 || $0 > 0x39 }, as: UTF8.self)
    }

    /// The start of the problem that says a statement with no balance read prints figures that
    /// could be one (`unplacedFigures`), which keeps it from `unverifiable` (`sayingUnverifiable`).
    static let unplacedFiguresMessage = "figures printed apart from the rows that no label explains"

    /// Where the reading recognised no balance at all: the lines outside the rows, on the rows'
    /// pages, that print an amount. Any of them may be a balance under a label the parser does
    /// not know; one problem names the first few.
    static func unplacedFigures(_ table: TableReading, verification: Verification) -> VerificationProblem? {
        guard verification.verdict == .unverifiable, verification.checks.isEmpty else { return nil }
        // Only the readings and which lines the rows took: the line kinds are kept for a trace
        // alone. A page without rows (a notice, a fee schedule) prints no balance of theirs.
        let indices = table.readings.indices.prefix(table.tableLines.count)
        let rowPages = Set(indices.lazy.filter { table.tableLines[$0] }.map { table.readings[$0].line.page })
        let lines = indices.lazy.filter { index in
            !table.tableLines[index] && !table.readings[index].amounts.isEmpty && rowPages.contains(table.readings[index].line.page)
        }
        guard let first = lines.first.map({ table.readings[$0].line }) else { return nil }
        let places = lines.prefix(guardProblemsShown).map { "page \(table.readings[$0].line.page), line \(table.readings[$0].line.number)" }
        return VerificationProblem(
            page: first.page, line: first.number,
            message:
                "\(unplacedFiguresMessage) (\(places.joined(separator: "; "))): a balance may be printed in words the parser "
                + "does not read, so the rows are not proven; see them with `parse --explain`")
    }

    /// `unverifiable` says "prints no balance": a statement that prints one (a running balance, a
    /// closing balance with no opening) or a figure that could be one is not that, and a reading
    /// not proven by what it prints is `failed`. Said of the statements chosen, after every
    /// reading's choice was made on the verdicts as read.
    static func sayingUnverifiable(_ statements: [Statement]) -> [Statement] {
        statements.map { statement in
            var statement = statement
            let verification = statement.verification
            guard verification.verdict == .unverifiable else { return statement }
            if let unplaced = verification.problems.firstIndex(where: { $0.message.hasPrefix(unplacedFiguresMessage) }) {
                // The figures are the reason, in place of "prints no balance", which they may belie.
                statement.verification.problems = [verification.problems[unplaced]]
                statement.verification.verdict = .failed
            } else if !verification.checks.filter({ !$0.hasPrefix("page numbering") }).isEmpty {
                statement.verification.verdict = .failed
            }
            return statement
        }
    }
}
