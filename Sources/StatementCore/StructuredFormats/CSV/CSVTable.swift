/// Delimited text split into records: RFC 4180 quoting (a quoted cell may hold the delimiter, a
/// doubled quote or a line end), the delimiter sniffed among `;` `,` tab and `|` as the one that
/// gives the longest run of lines with one same number of cells.
struct CSVTable {
    struct Record {
        var cells: [String]
        /// 1-based line of the file the record starts on.
        var line: Int
    }

    var delimiter: Character
    var records: [Record]

    static let delimiters: [Character] = [";", ",", "\t", "|"]

    static func looksLikeTable(_ text: String) -> Bool {
        guard let delimiter = sniffDelimiter(text) else { return false }
        return longestRun(split(text, delimiter: delimiter, maxRecords: 200, maxCell: 1 << 16)) >= 2
    }

    /// The delimiter whose records form the longest run of equal width (at least two cells).
    static func sniffDelimiter(_ text: String) -> Character? {
        let sample = String(text.prefix(65_536))
        var best: (Character, Int)?
        for delimiter in delimiters {
            let run = longestRun(split(sample, delimiter: delimiter, maxRecords: 200, maxCell: 1 << 16))
            if run >= 2, run > (best?.1 ?? 0) { best = (delimiter, run) }
        }
        return best?.0
    }

    /// The most consecutive records with one same count of cells, above one.
    static func longestRun(_ records: [Record]) -> Int {
        var best = 0, run = 0, width = 0
        for record in records {
            let count = record.cells.count
            if count > 1 && count == width { run += 1 } else { run = count > 1 ? 1 : 0 }
            width = count
            best = max(best, run)
        }
        return best
    }

    static func split(_ text: String, delimiter: Character, maxRecords: Int, maxCell: Int) -> [Record] {
        var records: [Record] = []
        var cells: [String] = []
        var cell = ""
        var quoted = false, wasQuoted = false
        var line = 1, recordLine = 1
        var iterator = text.makeIterator()
        var pending: Character?
        func endCell() {
            cells.append(wasQuoted ? cell : cell.trimmingASCIIWhitespace)
            cell = ""
            wasQuoted = false
        }
        while let character = pending ?? iterator.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    if let next = iterator.next() {
                        if next == "\"" { cell.append("\"") } else { quoted = false; pending = next }
                    } else {
                        quoted = false
                    }
                } else {
                    if character == "\n" || character == "\r\n" || character == "\r" { line += 1 }
                    if cell.utf8.count < maxCell { cell.append(character) }
                }
                continue
            }
            switch character {
            case "\"" where cell.trimmingASCIIWhitespace.isEmpty:
                cell = ""
                quoted = true
                wasQuoted = true
            case delimiter:
                endCell()
            case "\n", "\r\n", "\r":
                endCell()
                if !(cells.count == 1 && cells[0].isEmpty) { records.append(Record(cells: cells, line: recordLine)) }
                cells = []
                line += 1
                recordLine = line
                if records.count >= maxRecords { return records }
            default:
                if cell.utf8.count < maxCell { cell.append(character) }
            }
        }
        if !cell.isEmpty || !cells.isEmpty {
            endCell()
            records.append(Record(cells: cells, line: recordLine))
        }
        return records
    }
}
