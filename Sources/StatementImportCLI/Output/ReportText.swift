import StatementCore
import StatementImport
import Toolbox

/// The report for the terminal (months as columns, categories as rows, `ReportTerminalTable`) and
/// as CSV (one record per category and month, every month and column, for spreadsheets).
enum ReportText {
    /// The tables for a terminal `width` columns wide, one per currency.
    static func table(_ report: MoneyReport, width: Int = TerminalWidth.fallback) -> String {
        guard !report.currencies.isEmpty else { return "No transactions in the ledger for this report.\n" + budgets(report) }
        var text = ""
        for section in report.currencies {
            text +=
                WordWrap.text(
                    "\(section.currency.code): net per month (money in minus money out); rows marked duplicate left out",
                    width: width) + "\n"
            text += ReportTerminalTable.render(section, width: width) + "\n"
        }
        return text + budgets(report)
    }

    /// The budgets as `budget` shows them (same figures, same warnings), under their own heading; nothing without budgets.
    static func budgets(_ report: MoneyReport) -> String {
        guard let first = report.budgets.first else { return "" }
        return "Budgets (each one's period holding \(first.today.iso)):\n" + BudgetText.table(report.budgets)
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
