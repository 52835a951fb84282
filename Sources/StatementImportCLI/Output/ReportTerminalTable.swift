import StatementCore
import StatementImport

/// One currency of the report laid out for a terminal `width` columns wide: categories as rows,
/// months as columns, then the period's out, in and net. Months in which no money moved, and an
/// Out or In column that is zero all the way down, are left out; when the months still do not fit,
/// the latest ones are kept and a line says which were left out. `--format csv` keeps everything.
enum ReportTerminalTable {
    struct Row {
        var label: String
        var kind: String
        var months: [MoneyFigures]
        var total: MoneyFigures
        /// The figure each month's cell shows; nil for the net.
        var figure: KeyPath<MoneyFigures, Money>?

        func cell(_ figures: MoneyFigures) -> String {
            figure.map { figures[keyPath: $0].groupedString } ?? ReportText.net(figures)
        }

        /// The cell of the Out (`\.moneyOut`), In (`\.moneyIn`) or Net (nil) total column.
        func totalCell(_ column: KeyPath<MoneyFigures, Money>?) -> String {
            ReportTerminalTable.totalCell(total, row: figure, column: column)
        }
    }

    struct Column {
        var header: String
        var cells: [String]
        /// The cells right-aligned after two spaces.
        var width: Int { 2 + max(header.count, cells.map(\.count).max() ?? 0) }
    }

    /// The longest a category's name may take before it is shortened with "…".
    static let longestLabel = 28

    static func render(_ section: CurrencyReport, width: Int) -> String {
        let spending = section.categories.map { Row(label: $0.label, kind: $0.kind.rawValue, months: $0.months, total: $0.total) }
        let totals = [
            Row(label: "Money out", kind: "", months: section.totals, total: section.total, figure: \.moneyOut),
            Row(label: "Money in", kind: "", months: section.totals, total: section.total, figure: \.moneyIn),
            Row(label: "Net", kind: "", months: section.totals, total: section.total),
        ]
        var transfers = section.transfers.map { Row(label: $0.label, kind: $0.kind.rawValue, months: $0.months, total: $0.total) }
        if !transfers.isEmpty {
            transfers.append(Row(label: "Transfers net", kind: "", months: section.transferTotals, total: section.transferTotal))
        }
        let rows = spending + totals + transfers
        let lines = section.categories + section.transfers
        let moved = section.months.indices.filter { index in lines.contains { !$0.months[index].isZero } }

        var totalColumns: [Column] = []
        if lines.contains(where: { $0.total.moneyOut.minorUnits != 0 }) {
            totalColumns.append(Column(header: "Out", cells: rows.map { $0.totalCell(\.moneyOut) }))
        }
        if lines.contains(where: { $0.total.moneyIn.minorUnits != 0 }) {
            totalColumns.append(Column(header: "In", cells: rows.map { $0.totalCell(\.moneyIn) }))
        }
        totalColumns.append(Column(header: "Net", cells: rows.map { $0.totalCell(nil) }))
        let monthColumns = moved.map { index in
            Column(header: section.months[index].iso, cells: rows.map { $0.cell($0.months[index]) })
        }
        let kindColumn = Column(header: "Kind", cells: rows.map(\.kind))
        let labelWidth = min(longestLabel, max("Category".count, rows.map(\.label.count).max() ?? 0))

        // The latest months first: they are what a person opens the report for.
        var room = width - labelWidth - totalColumns.reduce(0) { $0 + $1.width }
        var shown: [Column] = []
        for column in monthColumns.reversed() {
            guard column.width <= room else { break }
            room -= column.width
            shown.insert(column, at: 0)
        }
        let showsKind = shown.count == monthColumns.count && kindColumn.width <= room
        let columns = shown + totalColumns

        func line(_ label: String, _ kind: String, _ cells: [String]) -> String {
            var text = shortened(label, labelWidth).padding(labelWidth)
            if showsKind { text += "  " + kind.padding(kindColumn.width - 2) }
            for (column, cell) in zip(columns, cells) { text += cell.leftPadding(column.width) }
            return text.trailingSpacesRemoved + "\n"
        }
        var text = line("Category", "Kind", columns.map(\.header))
        for (index, row) in rows.enumerated() {
            if index == spending.count + totals.count {
                text += WordWrap.text("Transfers between own accounts (not spending or income):", width: width) + "\n"
            }
            text += line(row.label, row.kind, columns.map { $0.cells[index] })
        }
        text += notes(section, moved: moved, shown: shown.count, width: width)
        return text
    }

    /// A total column's cell. The Money out and Money in rows (`row`, the figure their months show)
    /// fill only their own column: the period's money in on the Money out row read as if it were
    /// money out, and their Net is the Net row's.
    static func totalCell(_ total: MoneyFigures, row: KeyPath<MoneyFigures, Money>?, column: KeyPath<MoneyFigures, Money>?) -> String {
        if let row, row != column { return "" }
        return column.map { total[keyPath: $0].groupedString } ?? ReportText.net(total)
    }

    /// What the table leaves out and where to find it.
    static func notes(_ section: CurrencyReport, moved: [Int], shown: Int, width: Int) -> String {
        var notes: [String] = []
        let quiet = section.months.indices.filter { !moved.contains($0) }.map { section.months[$0].iso }
        if !quiet.isEmpty {
            let named = quiet.count <= 4 ? quiet.joined(separator: ", ") : "\(quiet.count) months"
            notes.append("No money moved in \(named): left out.")
        }
        let hidden = moved.count - shown
        if hidden > 0, let first = moved.first, let last = moved.dropLast(shown).last {
            let span = first == last ? section.months[first].iso : "\(section.months[first].iso) to \(section.months[last].iso)"
            notes.append(
                "\(span) left out to fit \(width) columns (\(hidden) \(hidden == 1 ? "month" : "months")): "
                    + "--months N or --since narrows the report; --format csv and --html show every month.")
        }
        return notes.map { WordWrap.text($0, width: width) + "\n" }.joined()
    }

    static func shortened(_ label: String, _ width: Int) -> String {
        label.count <= width ? label : String(label.prefix(max(width - 1, 1))) + "…"
    }
}

extension String {
    fileprivate var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
