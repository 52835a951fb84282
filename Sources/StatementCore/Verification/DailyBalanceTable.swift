/// A table of each day's ending balance ("DAILY ENDING BALANCE", "Daily ledger balances"), read
/// as (date, balance) pairs, one or several to a line, under its heading.
struct DailyBalanceTable {
    struct Entry {
        var date: LocalDate
        var balance: Int64
        var page: Int
        var line: Int
    }

    var heading: String
    var entries: [Entry]

    static func find(
        in readings: [LineReading], reader: LineReader, signs: SignRules, order: DateOrder,
        reference: DateRange?
    ) -> [DailyBalanceTable] {
        var tables: [DailyBalanceTable] = []
        var current: DailyBalanceTable?
        for reading in readings {
            if reading.date == nil, SectionHeadings.heading(of: reading.foldedText) == .balances {
                if let table = current, !table.entries.isEmpty { tables.append(table) }
                current = DailyBalanceTable(heading: reading.line.text, entries: [])
                continue
            }
            guard var table = current else { continue }
            let pairs = self.pairs(reading.line, reader: reader, signs: signs, order: order, reference: reference)
            if pairs.isEmpty {
                // The table's own column header comes before its first entry; anything else ends it.
                if !table.entries.isEmpty || reading.amounts.count > 0 || reading.line.words.count > 6 {
                    if !table.entries.isEmpty { tables.append(table) }
                    current = nil
                }
                continue
            }
            table.entries += pairs
            current = table
        }
        if let table = current, !table.entries.isEmpty { tables.append(table) }
        return tables
    }

    /// "12/23 1,412.36   12/31 1,862.36": each date followed by the amount after it.
    static func pairs(_ line: TextLine, reader: LineReader, signs: SignRules, order: DateOrder, reference: DateRange?) -> [Entry] {
        let texts = line.words.map(\.text)
        var entries: [Entry] = []
        var index = 0
        while index < texts.count {
            guard let (printed, used) = DateText.leading(texts[index...]), index + used < texts.count,
                let token = reader.amount(line.words, at: index + used, from: index + used),
                let date = printed.resolve(order: order, near: reference)
            else {
                if !entries.isEmpty || index > 0 { return entries }
                return []
            }
            entries.append(Entry(date: date, balance: signs.balance(token), page: line.page, line: line.number))
            index += used + 1
        }
        return entries
    }
}
