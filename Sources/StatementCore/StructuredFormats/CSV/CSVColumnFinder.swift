/// Finds `CSVColumns` from the table's cells when no profile says them.
struct CSVColumnFinder {
    var header: [String]?
    var rows: [[String]]
    var mark: DecimalMark
    var minorDigits: Int
    /// The file's line of each row, for errors.
    var lines: [Int] = []

    func headerText(_ column: Int) -> String? {
        guard let header, column < header.count else { return nil }
        return header[column]
    }

    func cells(_ column: Int) -> [String] { rows.map { column < $0.count ? $0[column] : "" } }

    /// A cell's signed minor units; nil when empty or no amount.
    func amount(_ cell: String) -> Int64? {
        let trimmed = CSVCell.currencyGapClosed(cell.trimmingASCIIWhitespace)
        guard !trimmed.isEmpty, !CSVCell.isDash(trimmed),
            let (magnitude, sign) = AmountText.parse(
                CSVCell.amount(trimmed, mark: mark, minorDigits: minorDigits), decimalMark: mark, minorDigits: minorDigits)
        else { return nil }
        return sign == .minus || sign == .parentheses || sign == .debit ? 0 - magnitude : magnitude
    }

    func find() throws(StructuredFormatError) -> CSVColumns {
        let width = rows.map(\.count).max() ?? 0
        let dateColumns = self.dateColumns(width: width)
        guard var date = dateColumns.first else {
            throw StructuredFormatError(.csv, "no column holds a date on every row: the table's rows cannot be read")
        }
        var valueDate = dateColumns.dropFirst().first
        if let first = dateColumns.first, let second = valueDate, CSVColumns.headerSays(headerText(first), CSVColumns.valueDateWords),
            !CSVColumns.headerSays(headerText(second), CSVColumns.valueDateWords)
        {
            date = second
            valueDate = first
        }
        let money = (0..<width).filter { column in
            guard !dateColumns.contains(column) else { return false }
            let values = cells(column).filter { !CSVCell.isBlank($0) }
            return !values.isEmpty && values.allSatisfy { amount($0) != nil }
        }
        try checkNamedMoneyColumns(width: width, except: Set(dateColumns + money))
        let markColumn = (0..<width).first { column in
            let values = cells(column).map { TextFolding.normalised($0).trimmingASCIIWhitespace }.filter { !$0.isEmpty }
            return !values.isEmpty && values.allSatisfy { CSVColumns.debitMarks.contains($0) || CSVColumns.creditMarks.contains($0) }
        }
        guard !money.isEmpty else {
            throw StructuredFormatError(
                .csv,
                "no column holds an amount on the table's rows: amounts in a form not read (whole numbers with a thousands "
                    + "separator, as 1.250) are read with a CSV layout profile naming the decimal mark and the columns (docs/formats.md)")
        }
        var (amountModel, balance, reason) = try decide(money: money, markColumn: markColumn)
        if balance == nil, let named = money.first(where: { CSVColumns.headerSays(headerText($0), CSVColumns.balanceWords) }),
            !uses(amountModel, named)
        {
            balance = named
            reason += "; the balance column named by its header"
        }
        let status = (0..<width).first { column in
            let values = cells(column).map { TextFolding.normalised($0).trimmingASCIIWhitespace }.filter { !$0.isEmpty }
            return !values.isEmpty && values.allSatisfy { CSVColumns.bookedStatuses.contains($0) || CSVColumns.unbookedStatuses.contains($0) }
        }
        let used = Set([date, valueDate, balance, markColumn, status].compactMap { $0 } + columns(of: amountModel))
        let text = (0..<width).filter { !used.contains($0) && !money.contains($0) }
        let counterparty = text.first { CSVColumns.headerSays(headerText($0), CSVColumns.counterpartyWords) }
        let reference = text.first { column in
            column != counterparty && (headerText(column).map { TextFolding.normalised($0).trimmingASCIIWhitespace } ?? "").hasSuffix("id")
                || CSVColumns.headerSays(headerText(column), ["reference", "referenz", "fitid"])
        }
        let narrative =
            text.first { $0 != counterparty && CSVColumns.headerSays(headerText($0), CSVColumns.narrativeWords) }
            ?? text.filter { $0 != counterparty && $0 != reference }.max { averageLength($0) < averageLength($1) }
        return CSVColumns(
            date: date, valueDate: valueDate, amount: amountModel, balance: balance, counterparty: counterparty, narrative: narrative,
            reference: reference, status: status, reason: reason)
    }

    /// A column its header names as money ("Amount", "Balance", "Debit") whose cells are mostly
    /// amounts but one is not ("1e308", "NaN", an amount the reader cannot take): left out of the
    /// money columns, it let the balance column be read as the amounts, and every row was stored
    /// as the balance. The unreadable cell is named instead.
    func checkNamedMoneyColumns(width: Int, except: Set<Int>) throws(StructuredFormatError) {
        let moneyWords = CSVColumns.amountWords + CSVColumns.balanceWords + CSVColumns.debitWords + CSVColumns.creditWords
        for column in 0..<width where !except.contains(column) && CSVColumns.headerSays(headerText(column), moneyWords) {
            let values = cells(column).enumerated().filter { !CSVCell.isBlank($0.element) }
            let unreadable = values.filter { amount($0.element) == nil }
            guard let first = unreadable.first, unreadable.count * 2 < values.count else { continue }
            let line = first.offset < lines.count ? lines[first.offset] : nil
            throw StructuredFormatError(
                .csv, line: line,
                "'\(first.element.prefix(40))' in the '\(headerText(column) ?? "")' column is no amount the reader can take: "
                    + "correct the cell, or write a CSV layout profile (docs/formats.md)")
        }
    }

    /// The columns whose every cell is a date. "1.05" and "3,20" also read as a day and a month,
    /// so a column of small amounts (interest, a coffee) can look like dates without a year:
    /// beside dates that print their year, year-less ones are not dates. Read as a date, the
    /// amount column left the money columns and the balance was stored as every row's amount.
    func dateColumns(width: Int) -> [Int] {
        var withYear: [Int] = []
        var withoutYear: [Int] = []
        for column in 0..<width {
            let dates = cells(column).filter { !$0.isEmpty }.map(CSVCell.date)
            guard !dates.isEmpty, dates.allSatisfy({ $0 != nil }) else { continue }
            if dates.allSatisfy({ $0?.year != nil }) { withYear.append(column) } else { withoutYear.append(column) }
        }
        return withYear.isEmpty ? withoutYear : withYear
    }

    private func averageLength(_ column: Int) -> Int { cells(column).reduce(0) { $0 + $1.count } / max(1, rows.count) }

    func columns(of model: CSVColumns.Amount) -> [Int] {
        switch model {
        case .signed(let column): return [column]
        case .marked(let column, let mark): return [column, mark]
        case .pair(let credit, let debit): return [credit, debit]
        }
    }

    private func uses(_ model: CSVColumns.Amount, _ column: Int) -> Bool { columns(of: model).contains(column) }

    /// Every reading of the money columns, each tried against every other money column as the
    /// balance: the reading and balance whose steps agree most often win. Without a balance the
    /// header's words decide, and a file whose columns they do not tell apart is refused.
    private func decide(money: [Int], markColumn: Int?) throws(StructuredFormatError) -> (CSVColumns.Amount, Int?, String) {
        var models: [CSVColumns.Amount] = []
        for column in money {
            if let markColumn { models.append(.marked(column, mark: markColumn)) }
            models.append(.signed(column))
        }
        for first in money {
            for second in money where second != first {
                let never = rows.allSatisfy { row in
                    !(first < row.count && second < row.count && amount(row[first]) != nil && amount(row[second]) != nil)
                }
                if never { models.append(.pair(credit: first, debit: second)) }
            }
        }
        // On a short file a credit column alone can step the balance as often as the debit and
        // credit pair does: of readings stepping it as often, the one giving more rows an amount wins.
        var best: (model: CSVColumns.Amount, balance: Int, score: Int, covered: Int)?
        for model in models {
            let amounts = rows.map { amountOf($0, model) }
            let covered = amounts.count { $0 != nil }
            for balance in money where !uses(model, balance) {
                let score = steps(amounts, balances: cells(balance).map(amount))
                guard score > 0 else { continue }
                if score > best?.score ?? 0 || (score == best?.score && covered > best?.covered ?? 0) {
                    best = (model, balance, score, covered)
                }
            }
        }
        let transitions = max(1, rows.count - 1)
        if let best, best.score * 2 >= transitions {
            return (best.model, best.balance, "the balance column's steps equal the rows' amounts on \(best.score) of \(transitions) rows")
        }
        // No balance to decide by: the header's words, or the only money column.
        let credit = money.first { CSVColumns.headerSays(headerText($0), CSVColumns.creditWords) }
        let debit = money.first { CSVColumns.headerSays(headerText($0), CSVColumns.debitWords) }
        if let credit, let debit, credit != debit {
            return (.pair(credit: credit, debit: debit), nil, "debit and credit columns named by the header")
        }
        let named = money.filter { CSVColumns.headerSays(headerText($0), CSVColumns.amountWords) }
        var candidates = named.isEmpty ? money : named
        // Every row has an amount: a column left empty on some rows ("Amount (Foreign Currency)"
        // beside "Amount (EUR)") is a detail of those rows, not the statement's amounts.
        let onEveryRow = candidates.filter { column in rows.allSatisfy { column < $0.count && amount($0[column]) != nil } }
        if onEveryRow.count == 1 { candidates = onEveryRow }
        if candidates.count == 1, let only = candidates.first {
            if let markColumn { return (.marked(only, mark: markColumn), nil, "one amount column, signed by its debit/credit column") }
            return (.signed(only), nil, named.isEmpty ? "the only amount column" : "the amount column named by the header")
        }
        throw StructuredFormatError(
            .csv,
            "\(money.count) columns hold amounts and neither a balance column nor the header tells which is which: write a CSV layout profile (docs/formats.md)"
        )
    }

    func amountOf(_ row: [String], _ model: CSVColumns.Amount) -> Int64? {
        switch model {
        case .signed(let column):
            return column < row.count ? amount(row[column]) : nil
        case .marked(let column, let markColumn):
            guard column < row.count, markColumn < row.count, let value = amount(row[column]) else { return nil }
            let mark = TextFolding.normalised(row[markColumn]).trimmingASCIIWhitespace
            return CSVColumns.debitMarks.contains(mark) ? 0 - value.magnitudeInt64 : value.magnitudeInt64
        case .pair(let credit, let debit):
            if credit < row.count, let value = amount(row[credit]) { return value.magnitudeInt64 }
            if debit < row.count, let value = amount(row[debit]) { return 0 - value.magnitudeInt64 }
            return nil
        }
    }

    /// How many rows' balances step by their amounts, in file order or newest first.
    private func steps(_ amounts: [Int64?], balances: [Int64?]) -> Int {
        var forward = 0, backward = 0
        for index in 1..<max(1, amounts.count) {
            guard let now = balances[index], let before = balances[index - 1] else { continue }
            let (difference, overflow) = now.subtractingReportingOverflow(before)
            guard !overflow else { continue }
            if let amount = amounts[index], difference == amount { forward += 1 }
            if let amount = amounts[index - 1], 0 - difference == amount { backward += 1 }
        }
        return max(forward, backward)
    }
}

extension Int64 {
    /// |self|, kept in range (no amount reaches Int64.min).
    var magnitudeInt64: Int64 { Int64(clamping: magnitude) }
}
