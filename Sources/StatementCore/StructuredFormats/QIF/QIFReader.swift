/// Reads Quicken Interchange Format files: `!Type:Bank`, `!Type:CCard` and `!Type:Cash` records
/// (other types, such as investments or category lists, are passed over), each `!Account` block a
/// statement of its own. Dates as banks write them (`1/ 5'24`, `01/05/2024`, `2024-01-05`), their
/// day/month order decided from the whole file's dates; split lines kept in their row's raw text.
/// QIF prints no closing balance, so its rows are unverifiable; an "Opening Balance" record
/// becomes the opening.
public enum QIFReader {
    struct Section {
        var type: String
        var account: String?
        var records: [QIFRecord] = []
    }

    public static func read(
        _ bytes: [UInt8], options: StructuredReadOptions = StructuredReadOptions()
    ) throws(StructuredFormatError) -> [StructuredStatement] {
        let sections = try sections(StructuredText.decode(bytes).text, limits: options.limits)
        let read = sections.filter { ["bank", "ccard", "cash"].contains($0.type) && !$0.records.isEmpty }
        guard !read.isEmpty else {
            throw StructuredFormatError(.qif, "the file holds no bank, credit-card or cash transactions (!Type:Bank, !Type:CCard, !Type:Cash)")
        }
        let all = read.flatMap(\.records)
        let dates = all.compactMap { $0.fields["D"].flatMap(printedDate) }
        guard let (order, reason) = StructuredDateOrder.decide(dates, fallback: .monthDay) else {
            throw StructuredFormatError(.qif, "the dates disagree on the order of day and month (some read only day-first, some only month-first)")
        }
        let values = all.flatMap { record in [record.fields["T"] ?? record.fields["U"]].compactMap { $0 } + record.splits.compactMap(\.amount) }
        let mark = decimalMark(values)
        var statements: [StructuredStatement] = []
        for section in read {
            var reader = QIFSectionReader(section: section, order: order, mark: mark, currency: options.currency)
            reader.decisions = ParseDecisions(decimalMark: "'\(mark.rawValue)' (the file's amounts)", dateOrder: reason, yearInference: "printed")
            statements.append(try reader.read())
        }
        return statements
    }

    static func sections(_ text: String, limits: StructuredLimits) throws(StructuredFormatError) -> [Section] {
        var sections: [Section] = []
        var current: Section?
        var record: QIFRecord?
        var inAccount = false
        var accountName: String?
        var rows = 0
        for (offset, raw) in StructuredText.lines(text).enumerated() {
            let line = raw.trimmingASCIIWhitespace
            guard line.utf8.count <= limits.maxFieldBytes else {
                throw StructuredFormatError(.qif, line: offset + 1, "a line longer than \(limits.maxFieldBytes) bytes")
            }
            guard let code = line.first else { continue }
            if code == "!" {
                let header = line.lowercased()
                if header.hasPrefix("!account") {
                    inAccount = true
                } else if header.hasPrefix("!type:") {
                    if let current { sections.append(current) }
                    current = Section(type: String(header.dropFirst(6)).trimmingASCIIWhitespace, account: accountName)
                    inAccount = false
                }
                continue
            }
            if inAccount {
                if code == "N" { accountName = String(line.dropFirst()) }
                if code == "^" { inAccount = false }
                continue
            }
            guard current != nil else { throw StructuredFormatError(.qif, line: offset + 1, "a record before any !Type: line") }
            if code == "^" {
                if let done = record { current?.records.append(done) }
                record = nil
                rows += 1
                guard rows <= limits.maxRows else { throw StructuredFormatError(.qif, line: offset + 1, "more than \(limits.maxRows) records") }
                continue
            }
            if record == nil { record = QIFRecord(line: offset + 1) }
            // A record holds one date: a second one means the "^" ending the record before it is
            // missing, and the two records were read as one, the first lost without a word.
            if code == "D", let open = record, open.fields["D"] != nil {
                throw StructuredFormatError(
                    .qif, line: offset + 1, "a second date in the record of line \(open.line): the '^' ending that record is missing")
            }
            record?.add(code, String(line.dropFirst()))
        }
        if let done = record { current?.records.append(done) }
        if let current { sections.append(current) }
        return sections
    }

    /// "1/ 5'24", "01/05/2024", "2024-01-05", "5.1.2024": Quicken's apostrophe before a
    /// two-digit year and a space padding a one-digit part are taken out first.
    static func printedDate(_ text: String) -> PrintedDate? {
        // "' 5" is Quicken's two-digit year padded with a space: 05.
        let cleaned = text.replacingOccurrences(of: "' ", with: "'0").replacingOccurrences(of: " ", with: "")
            .replacingOccurrences(of: "'", with: "/")
        return DateText.parse(cleaned)
    }

    /// A comma with one or two digits after it and no point doing so anywhere: a decimal comma.
    static func decimalMark(_ values: [String]) -> DecimalMark {
        func endsWithMark(_ value: String, _ mark: Character) -> Bool {
            guard let index = value.lastIndex(of: mark) else { return false }
            let tail = value[value.index(after: index)...]
            return (1...2).contains(tail.count) && tail.allSatisfy(\.isASCIIDigit)
        }
        let comma = values.contains { endsWithMark($0, ",") }, point = values.contains { endsWithMark($0, ".") }
        if comma != point { return comma ? .comma : .point }
        return DecimalMark.detect(in: values)
    }
}
