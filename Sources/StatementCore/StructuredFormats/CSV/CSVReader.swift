import Toolbox

/// Reads a bank's CSV download: the encoding and delimiter sniffed, the table found among header
/// lines before it and totals after it, its columns told apart by content and arithmetic (or by a
/// `CSVLayoutProfile`), dates and amounts read by the PDF parser's own `DateText` and
/// `AmountText`. A balance column proves the rows row by row; an opening or closing balance
/// stated above or below the table proves them whole, as on a PDF.
public enum CSVReader {
    static let openingWords = [
        "opening balance", "anfangssaldo", "alter kontostand", "saldo anterior", "saldo inicial", "solde initial", "solde precedent",
        "previous balance", "beginning balance", "startsaldo", "saldo iniziale",
    ]
    static let closingWords = [
        "closing balance", "endsaldo", "neuer kontostand", "saldo final", "solde final", "nouveau solde", "new balance",
        "ending balance", "saldo finale", "schlusssaldo",
    ]

    public static func read(
        _ bytes: [UInt8], options: StructuredReadOptions = StructuredReadOptions()
    ) throws(StructuredFormatError) -> [StructuredStatement] {
        let (text, encoding) = StructuredText.decode(bytes)
        let profile = options.csvProfile
        guard let delimiter = profile?.delimiter ?? CSVTable.sniffDelimiter(text) else {
            throw StructuredFormatError(.csv, "no delimiter (';', ',', tab or '|') splits the lines into a table")
        }
        let records = CSVTable.split(text, delimiter: delimiter, maxRecords: options.limits.maxRows + 10_000, maxCell: options.limits.maxFieldBytes)
        guard records.count <= options.limits.maxRows + 5_000 else { throw StructuredFormatError(.csv, "more than \(options.limits.maxRows) rows") }
        let (header, table, outside) = tableParts(records, profile: profile)
        var currency = profile?.currency ?? options.currency
        let numbers = table.flatMap(\.cells).filter { $0.contains(where: \.isASCIIDigit) && CSVCell.date($0) == nil }
        let mark = profile?.decimalMark ?? QIFReader.decimalMark(numbers)
        func columnsAndFinder() throws(StructuredFormatError) -> (CSVColumns, CSVColumnFinder) {
            let digits = (currency ?? Currency(code: "XXX")).minorUnitDigits
            let finder = CSVColumnFinder(
                header: header?.cells, rows: table.map(\.cells), mark: mark, minorDigits: digits, lines: table.map(\.line))
            if let profile { return (try columnsFromProfile(profile), finder) }
            return (try finder.find(), finder)
        }
        var (columns, finder) = try columnsAndFinder()
        if profile == nil { try checkNotCut(records: records, table: table, columns: columns, finder: finder) }
        let tableStart = header?.line ?? table.first?.line ?? Int.max
        // The account a line above the table names, else the one an own-account column holds on every row.
        let dated = table.filter { columns.date < $0.cells.count && CSVCell.date($0.cells[columns.date]) != nil }.map(\.cells)
        let (account, accountNote) = CSVAccountColumn.account(
            aboveTable: CSVAccountLine.account(in: outside.filter { $0.line < tableStart }), header: header?.cells, rows: dated,
            parties: columns.counterparty ?? columns.narrative)
        var currencyEvidence = profile?.currency != nil ? "CSV profile" : "given"
        if currency == nil,
            let printed = CSVPrintedCurrency.find(
                header: header, table: table, outside: outside,
                textColumns: Set([columns.narrative, columns.counterparty, columns.reference].compactMap { $0 }),
                moneyColumns: Set(finder.columns(of: columns.amount) + [columns.balance].compactMap { $0 }), account: account)
        {
            currency = printed.currency
            currencyEvidence = printed.evidence
            // Amounts are read in the currency's minor units (a yen amount has none).
            if printed.currency.minorUnitDigits != 2 { (columns, finder) = try columnsAndFinder() }
        }
        var sharedSigns: [String] = []
        if currency == nil {
            let moneyCells = table.flatMap { record in
                (finder.columns(of: columns.amount) + [columns.balance].compactMap { $0 }).compactMap {
                    $0 < record.cells.count ? record.cells[$0] : nil
                }
            }
            let signs = CSVPrintedCurrency.signs(in: moneyCells)
            if let only = signs.currency {
                currency = only.currency
                currencyEvidence = only.evidence
                if only.currency.minorUnitDigits != 2 { (columns, finder) = try columnsAndFinder() }
            }
            sharedSigns = signs.shared
        }
        let dates = table.compactMap { columns.date < $0.cells.count ? CSVCell.date($0.cells[columns.date]) : nil }
        guard
            let (order, orderReason) = profile?.dateOrder.map({ ($0, "\($0.rawValue) (CSV profile)") })
                ?? StructuredDateOrder.decide(dates, fallback: currency == .usd ? .monthDay : .dayMonth)
        else {
            throw StructuredFormatError(.csv, "the dates disagree on the order of day and month")
        }
        var undecidedOrder: String?
        let ambiguous = table.lazy.compactMap { columns.date < $0.cells.count ? $0.cells[columns.date] : nil }
            .first { CSVCell.date($0).map { $0.numeric && !$0.yearFirst } ?? false }
        let guessed = orderReason.hasPrefix(StructuredDateOrder.undecided) || orderReason.hasSuffix(StructuredDateOrder.closer)
        if profile?.dateOrder == nil, guessed, let sample = ambiguous {
            // No date past the 12th tells 01/02 from 02/01: the person should know which was taken.
            let taken = order == .monthDay ? "month-day" : "day-month"
            let basis =
                orderReason.hasSuffix(StructuredDateOrder.closer)
                ? " (the dates lie closer together so)" : currency == .usd ? " (a USD account's bank writes month first)" : ""
            undecidedOrder =
                "every date reads as day-month and as month-day alike: taken as \(taken)\(basis)"
                + " ('\(sample)' as \(CSVCell.date(sample)?.resolve(order: order, near: nil)?.iso ?? "?")); if that is wrong, a CSV layout "
                + "profile with `date-order: \(order == .monthDay ? "dmy" : "mdy")` reads them the other way (docs/formats.md)"
        }
        var assembly = StatementAssembly(format: .csv, currency: currency)
        if let undecidedOrder { assembly.notes.append(undecidedOrder) }
        if let accountNote { assembly.notes.append(accountNote) }
        assembly.currencyEvidence = currencyEvidence
        assembly.sharedSigns = sharedSigns
        assembly.layout = profile?.name
        // The lines above the table often name the account it is for (a profile's skipped lines
        // too), or a column of every row does.
        assembly.accountNumber = account
        assembly.tableHeader = header.map { TextFolding.normalised($0.cells.joined(separator: " ")) }
        assembly.decisions = ParseDecisions(decimalMark: "'\(mark.rawValue)'", dateOrder: orderReason, yearInference: "printed")
        assembly.decisions.readings = ["\(encoding.rawValue), delimiter '\(delimiter == "\t" ? "tab" : String(delimiter))'", columns.reason]
        var unbooked: [Int] = []
        for record in table {
            let cells = record.cells
            guard columns.date < cells.count, let printed = CSVCell.date(cells[columns.date]) else { continue }
            if let status = columns.status, status < cells.count,
                CSVColumns.unbookedStatuses.contains(TextFolding.normalised(cells[status]).trimmingASCIIWhitespace)
            {
                unbooked.append(record.line)
                continue
            }
            guard let date = printed.resolve(order: order, near: nil) else {
                throw StructuredFormatError(.csv, line: record.line, "'\(cells[columns.date])' is a date with no year, or no day that exists")
            }
            guard let amount = finder.amountOf(cells, columns.amount) else {
                throw StructuredFormatError(
                    .csv, line: record.line,
                    "the row has a date but no amount it can read (an empty amount cell?): correct the line, or write a CSV layout "
                        + "profile naming the columns (docs/formats.md)")
            }
            let value = columns.valueDate.flatMap { $0 < cells.count ? CSVCell.date(cells[$0])?.resolve(order: order, near: nil) : nil }
            let balance = columns.balance.flatMap { $0 < cells.count ? finder.amount(cells[$0]) : nil }
            let name = columns.counterparty.flatMap { $0 < cells.count && !cells[$0].isEmpty ? cells[$0] : nil }
            let narrative = columns.narrative.flatMap { $0 < cells.count && !cells[$0].isEmpty ? cells[$0] : nil }
            let description = (name ?? narrative ?? "row").split(whereSeparator: { $0 == " " || $0.isNewline }).joined(separator: " ")
            let transaction = Transaction(
                date: date, valueDate: value, description: description, rawText: cells.joined(separator: " | "), amount: assembly.money(amount),
                balance: balance.map(assembly.money), page: 1, line: record.line)
            let reference = columns.reference.flatMap { $0 < cells.count && !cells[$0].isEmpty ? cells[$0] : nil }
            assembly.rows.append(StatementAssembly.Row(transaction: transaction, bankReference: reference))
            guard assembly.rows.count <= options.limits.maxRows else {
                throw StructuredFormatError(.csv, line: record.line, "more than \(options.limits.maxRows) rows in one statement")
            }
        }
        guard !assembly.rows.isEmpty else {
            throw StructuredFormatError(
                .csv, unbooked.isEmpty ? "the table holds no row with a date and an amount" : "every row is one the bank has not booked yet")
        }
        if let first = unbooked.first {
            let lines = unbooked.count == 1 ? "line \(first)" : "lines \(unbooked.prefix(5).map(String.init).joined(separator: ", "))"
            assembly.notes.append(
                "\(Counted(unbooked.count, "row")) the bank has not booked (pending, reverted or declined: \(lines)\(unbooked.count > 5 ? ", …" : "")) "
                    + "left out, as the statement will book them later or never")
        }
        // Newest first, as many banks list them: turned to date order, so each balance follows the one before.
        if let first = assembly.rows.first?.transaction.date, let last = assembly.rows.last?.transaction.date, first > last {
            assembly.rows.reverse()
        }
        for record in outside { stateBalance(record, into: &assembly, finder: finder) }
        if columns.balance == nil && assembly.opening == nil && assembly.closing == nil {
            assembly.unprovenReason = "the CSV file states no balance (no balance column, no opening or closing line): nothing in it proves its rows"
        }
        return [try assembly.build()]
    }

    /// A dated row of another width than the table's: the table (the longest run of one width)
    /// ended there, and rows were left out without a word. An amount with a comma and no quotes
    /// ("1,250.00" in a comma-separated file) or a name with one ("Shop, Inc") splits a row in one
    /// cell more; a download cut off leaves its last row short. Such a row is refused when table
    /// rows lie past it, when it has more cells and touches the table, or when it is short, last
    /// in the file and touches the table.
    static func checkNotCut(
        records: [CSVTable.Record], table: [CSVTable.Record], columns: CSVColumns, finder: CSVColumnFinder
    ) throws(StructuredFormatError) {
        guard let width = table.first?.cells.count, let first = table.first?.line, let last = table.last?.line else { return }
        func isRow(_ record: CSVTable.Record) -> Bool {
            record.cells.count == width && columns.date < width && CSVCell.date(record.cells[columns.date]) != nil
                && finder.amountOf(record.cells, columns.amount) != nil
        }
        let before = records.last { $0.line < first }?.line, after = records.first { $0.line > last }?.line
        for record in records where record.line < first || record.line > last {
            guard record.cells.count != width, record.cells.count >= 2, record.cells.contains(where: { CSVCell.date($0) != nil }) else { continue }
            let past = record.line > last
            let beyond = past ? records.filter { $0.line > record.line } : records.filter { $0.line < record.line }
            let touches = record.line == (past ? after : before)
            let cut = beyond.contains(where: isRow)
            let wide = record.cells.count > width && touches
            let truncated =
                record.cells.count < width && touches && past && record.line == records.last?.line && columns.date < record.cells.count
                && CSVCell.date(record.cells[columns.date]) != nil
            guard cut || wide || truncated else { continue }
            let why =
                record.cells.count > width
                ? "an amount or a name with a comma and no quotes (\"1,250.00\")? Quote it or correct the line"
                : truncated
                    ? "a line cut short (a download that did not finish?): download the file again or correct the line"
                    : "a row missing cells: correct the line"
            throw StructuredFormatError(
                .csv, line: record.line, "the row has \(record.cells.count) cells where the table's rows have \(width): \(why)")
        }
    }

    /// The header (if any), the table's rows, and the lines around it: the longest run of records
    /// of one width, or under a profile everything after its skipped lines.
    static func tableParts(
        _ records: [CSVTable.Record], profile: CSVLayoutProfile?
    ) -> (header: CSVTable.Record?, table: [CSVTable.Record], outside: [CSVTable.Record]) {
        if let profile {
            let skipped = records.filter { $0.line <= profile.skipLines }
            return (nil, records.filter { $0.line > profile.skipLines }, skipped)
        }
        var best = (start: 0, count: 0)
        var start = 0
        for index in records.indices {
            if index == 0 || records[index].cells.count != records[index - 1].cells.count || records[index].cells.count < 2 { start = index }
            if index - start + 1 > best.count, records[index].cells.count >= 2 { best = (start, index - start + 1) }
        }
        var table = Array(records[best.start..<(best.start + best.count)])
        // Lines around the table padded with delimiters to its width ("Konto;DE00…;;;" above,
        // "Neuer Kontostand;;;;2.444,56" below) run into it: the table starts with the line just
        // before its first dated row (its header) and ends with its last dated row.
        let dated = { (record: CSVTable.Record) in record.cells.contains { CSVCell.date($0) != nil } }
        var above: [CSVTable.Record] = []
        var below: [CSVTable.Record] = []
        if let lastDated = table.lastIndex(where: dated) {
            below = Array(table[(lastDated + 1)...])
            table.removeLast(table.count - lastDated - 1)
        }
        if let firstDated = table.firstIndex(where: dated), firstDated > 1 {
            above = Array(table[..<(firstDated - 1)])
            table.removeFirst(firstDated - 1)
        }
        var header: CSVTable.Record?
        if let first = table.first, !dated(first) {
            header = first
            table.removeFirst()
        }
        let outside = Array(records[..<best.start]) + above + below + Array(records[(best.start + best.count)...])
        return (header, table, outside)
    }

    private static func columnsFromProfile(_ profile: CSVLayoutProfile) throws(StructuredFormatError) -> CSVColumns {
        func index(_ role: CSVLayoutProfile.Role) -> Int? { profile.columns.firstIndex(of: role) }
        guard let date = index(.date) else { throw StructuredFormatError(.csv, "the CSV profile names no date column") }
        let amount: CSVColumns.Amount
        if let credit = index(.credit), let debit = index(.debit) {
            amount = .pair(credit: credit, debit: debit)
        } else if let signed = index(.amount) {
            amount = index(.direction).map { .marked(signed, mark: $0) } ?? .signed(signed)
        } else {
            throw StructuredFormatError(.csv, "the CSV profile names no amount column")
        }
        return CSVColumns(
            date: date, valueDate: index(.valueDate), amount: amount, balance: index(.balance), counterparty: index(.counterparty),
            narrative: index(.description), reference: index(.reference), reason: "columns from CSV profile '\(profile.name)'")
    }

    /// "Opening balance;1.000,00" above the table, "Closing balance;2.334,10" below it.
    private static func stateBalance(_ record: CSVTable.Record, into assembly: inout StatementAssembly, finder: CSVColumnFinder) {
        let folded = TextFolding.normalised(record.cells.joined(separator: " "))
        guard let value = record.cells.reversed().lazy.compactMap(finder.amount).first else { return }
        let label = record.cells.first { !$0.isEmpty && finder.amount($0) == nil } ?? "balance"
        let balance = StatementAssembly.Balance(amount: assembly.money(value), date: nil, label: label, line: record.line)
        if openingWords.contains(where: folded.contains) {
            assembly.opening = balance
        } else if closingWords.contains(where: folded.contains) {
            assembly.closing = balance
        }
    }
}
