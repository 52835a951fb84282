import StatementCore
import StatementImport

/// The report for the terminal (months as columns, categories as rows) and as CSV (one record
/// per category and month, for spreadsheets).
enum ReportText {
    static func table(_ report: MoneyReport) -> String {
        guard !report.currencies.isEmpty else { return "No transactions in the ledger for this report.\n" }
        var text = ""
        for section in report.currencies {
            text += "\(section.currency.code): net per month (money in minus money out); rows marked duplicate left out\n"
            let header =
                "Category".padding(16) + "Kind".padding(14)
                + section.months.map { $0.iso.leftPadding(12) }.joined() + "Out".leftPadding(14) + "In".leftPadding(14) + "Net".leftPadding(14)
            text += header + "\n"
            for line in section.categories { text += row(line.label, line.kind.rawValue, line.months, line.total) }
            text += row("Money out", "", section.totals, section.total, figure: \.moneyOut)
            text += row("Money in", "", section.totals, section.total, figure: \.moneyIn)
            text += row("Net", "", section.totals, section.total)
            if !section.transfers.isEmpty {
                text += "Transfers between own accounts (not spending or income):\n"
                for line in section.transfers { text += row(line.label, line.kind.rawValue, line.months, line.total) }
                text += row("Transfers net", "", section.transferTotals, section.transferTotal)
            }
            text += "\n"
        }
        return text
    }

    /// One row: a cell per month (the net, or the figure named), then the period's out, in and net.
    static func row(
        _ label: String, _ kind: String, _ months: [MoneyFigures], _ total: MoneyFigures,
        figure: KeyPath<MoneyFigures, Money>? = nil
    ) -> String {
        let cell: (MoneyFigures) -> String = { figures in figure.map { figures[keyPath: $0].groupedString } ?? net(figures) }
        return label.padding(16) + kind.padding(14) + months.map { cell($0).leftPadding(12) }.joined()
            + total.moneyOut.groupedString.leftPadding(14) + total.moneyIn.groupedString.leftPadding(14) + net(total).leftPadding(14) + "\n"
    }

    static func net(_ figures: MoneyFigures) -> String {
        (try? figures.net().groupedString) ?? "out of range"
    }

    static let csvHeader = ["currency", "section", "kind", "category", "month", "money_out", "money_in", "net"]

    static func csv(_ report: MoneyReport) -> String {
        var writer = CSVWriter(header: csvHeader)
        for section in report.currencies {
            let code = section.currency.code
            func append(_ part: String, _ kind: String, _ category: String, _ months: [MoneyFigures], _ total: MoneyFigures) {
                for (month, figures) in zip(section.months, months) {
                    writer.appendRecord(record(code, part, kind, category, month.iso, figures))
                }
                writer.appendRecord(record(code, part, kind, category, "total", total))
            }
            for line in section.categories { append("spending", line.kind.rawValue, line.label, line.months, line.total) }
            append("spending", "", "TOTAL", section.totals, section.total)
            for line in section.transfers { append("transfers", line.kind.rawValue, line.label, line.months, line.total) }
            if !section.transfers.isEmpty { append("transfers", "", "TOTAL", section.transferTotals, section.transferTotal) }
        }
        return writer.text
    }

    static func record(_ code: String, _ part: String, _ kind: String, _ category: String, _ month: String, _ figures: MoneyFigures) -> [String] {
        [
            code, part, kind, category, month, figures.moneyOut.decimalString, figures.moneyIn.decimalString,
            (try? figures.net().decimalString) ?? "",
        ]
    }
}
