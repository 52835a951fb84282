import StatementCore
import StatementImport

/// The report as one self-contained HTML page: inline CSS and SVG, no script, font or anything
/// fetched, so it opens anywhere, an e-mail attachment included, and prints. Its tables hold the
/// same figures as the terminal report.
enum ReportPage {
    static func html(_ report: MoneyReport) -> String {
        var body =
            "<h1>Where the money went</h1>\n<p class=\"period\">\(period(report)). Rows marked duplicate are left out; "
            + "transfers between your own accounts are shown apart, not as spending. Each currency is counted on its own.</p>\n"
        if let converted = ReportConversionText.sentence(report.conversion) { body += "<p class=\"note\">\(HTMLText.escape(converted))</p>\n" }
        if report.currencies.isEmpty { body += "<p>No transactions in the ledger for this report.</p>\n" }
        for section in report.currencies { body += currencySection(section) }
        body += SpendingDonut.section(report.currencies)
        body += BudgetChart.section(report.budgets)
        body += balanceSection(report.balances, order: report.currencies.map(\.currency.code))
        body += UpcomingChart.section(report.balances, upcoming: report.upcoming)
        body += merchantSection(report.currencies)
        body += recurringSection(report.recurring)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>Where the money went</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            \(body)
            </body>
            </html>

            """
    }

    static func period(_ report: MoneyReport) -> String {
        let months = report.currencies.flatMap(\.months)
        guard let first = months.min(), let last = months.max() else { return "No months" }
        return first == last ? "Month \(first.iso)" : "Months \(first.iso) to \(last.iso)"
    }

    static func currencySection(_ section: CurrencyReport) -> String {
        let code = HTMLText.escape(section.currency.code)
        var html = "<section class=\"currency\" data-currency=\"\(code)\">\n<h2>Spending per month, \(code)</h2>\n"
        if let sentence = SpendingChart.sentence(section) {
            html += "<p class=\"one-point\">\(sentence)</p>\n"
        } else {
            html += "<div class=\"scroll\">" + SpendingChart.svg(section) + "</div>\n" + SpendingChart.legend(section) + "\n"
        }
        html += "<h3>Per category, \(code) (net per month: money in minus money out)</h3>\n<div class=\"scroll\"><table>\n"
        html +=
            "<thead><tr><th>Category</th><th>Kind</th>" + section.months.map { "<th>\($0.iso)</th>" }.joined()
            + "<th>Out</th><th>In</th><th>Net</th></tr></thead>\n<tbody>\n"
        for line in section.categories { html += row(line.name, line.kind.rawValue, line.months, line.total) }
        html +=
            "</tbody>\n<tfoot>\n" + row("Money out", "", section.totals, section.total, figure: \.moneyOut)
            + row("Money in", "", section.totals, section.total, figure: \.moneyIn) + row("Net", "", section.totals, section.total)
            + "</tfoot>\n</table></div>\n"
        if !section.transfers.isEmpty {
            html +=
                "<h3>Transfers between your own accounts, \(code)</h3>\n<div class=\"scroll\"><table>\n<thead><tr><th>Category</th><th>Kind</th>"
                + section.months.map { "<th>\($0.iso)</th>" }.joined() + "<th>Out</th><th>In</th><th>Net</th></tr></thead>\n<tbody>\n"
            for line in section.transfers { html += row(line.name, line.kind.rawValue, line.months, line.total) }
            html += "</tbody>\n</table></div>\n"
        }
        return html + "</section>\n"
    }

    static func row(
        _ label: String, _ kind: String, _ months: [MoneyFigures], _ total: MoneyFigures,
        figure: KeyPath<MoneyFigures, Money>? = nil
    ) -> String {
        let cell: (MoneyFigures) -> String = { figures in figure.map { figures[keyPath: $0].groupedString } ?? ReportText.net(figures) }
        return "<tr><th>\(HTMLText.escape(label))</th><td class=\"kind\">\(kind)</td>" + months.map { "<td>\(cell($0))</td>" }.joined()
            + [\MoneyFigures.moneyOut, \MoneyFigures.moneyIn, nil].map {
                "<td>\(ReportTerminalTable.totalCell(total, row: figure, column: $0))</td>"
            }.joined() + "</tr>\n"
    }

    /// `order`: the currency codes as the report orders them, the most active first.
    static func balanceSection(_ balances: [BalanceHistory], order: [String]) -> String {
        guard !balances.isEmpty else { return "" }
        var html =
            "<section>\n<h2>Balances from the statements</h2>\n<p class=\"note\">Each statement's opening and closing balance; "
            + "a break in a line is a gap between statements.</p>\n"
        let found = Set(balances.map(\.currency.code))
        let codes = order.filter { found.contains($0) } + found.subtracting(order).sorted()
        for code in codes {
            let histories = balances.filter { $0.currency.code == code }
            guard let currency = histories.first?.currency else { continue }
            html += "<h3>\(HTMLText.escape(code))</h3>\n"
            if let sentence = BalanceChart.sentence(histories) {
                html += "<p class=\"one-point\">\(sentence)</p>\n"
                continue
            }
            html +=
                "<div class=\"scroll\">" + BalanceChart.svg(histories, currency: currency) + "</div>\n"
                + BalanceChart.legend(histories) + "\n"
        }
        return html + "</section>\n"
    }

    static func merchantSection(_ sections: [CurrencyReport]) -> String {
        let withMerchants = sections.filter { !$0.topMerchants.isEmpty }
        guard !withMerchants.isEmpty else { return "" }
        var html = "<section>\n<h2>Top merchants</h2>\n"
        for section in withMerchants {
            html += "<h3>\(HTMLText.escape(section.currency.code)): money out (payments)</h3>\n"
            if let sentence = MerchantChart.sentence(section) {
                html += "<p class=\"one-point\">\(sentence)</p>\n"
            } else {
                html += "<div class=\"scroll\">" + MerchantChart.svg(section) + "</div>\n"
            }
        }
        return html + "</section>\n"
    }

    static func recurringSection(_ payments: [RecurringPayment]) -> String {
        var html = "<section>\n<h2>Recurring payments</h2>\n"
        guard !payments.isEmpty else { return html + "<p>None found.</p>\n</section>\n" }
        html +=
            "<div class=\"scroll\"><table class=\"recurring\">\n<thead><tr><th>Merchant</th><th>Category</th><th>Every</th><th>Usual</th>"
            + "<th>Last</th><th>Next expected</th><th>Flags</th></tr></thead>\n<tbody>\n"
        for payment in payments {
            let flags = RecurringText.flags(payment)
            html +=
                "<tr><th>\(HTMLText.escape(payment.merchant))</th><td>\(HTMLText.escape(payment.categoryID ?? "-"))</td>"
                + "<td>\(payment.interval.rawValue)</td><td class=\"amount\">\(payment.usualAmount.groupedString) \(HTMLText.escape(payment.currency.code))</td>"
                + "<td>\(payment.last.iso)</td><td>\(payment.nextExpected.iso)</td>"
                + "<td\(flags.isEmpty ? "" : " class=\"flag\"")>\(HTMLText.escape(flags))</td></tr>\n"
        }
        return html + "</tbody>\n</table></div>\n</section>\n"
    }

    static let style = """
        :root { --bg: #ffffff; --fg: #1d1d1f; --muted: #5f6368; --rule: #d0d4d9; --grid: #e3e6ea; --flag: #b3261e; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #16181c; --fg: #e8eaed; --muted: #a8adb4; --rule: #3a3f46; --grid: #2c3138; --flag: #f28b82; }
        }
        html { background: var(--bg); color: var(--fg); }
        body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 24px auto; max-width: 1560px; padding: 0 16px; }
        h1 { font-size: 24px; margin: 0 0 4px; } h2 { font-size: 19px; margin: 28px 0 8px; } h3 { font-size: 15px; margin: 16px 0 6px; }
        .period, .note { color: var(--muted); }
        .scroll { overflow-x: auto; }
        svg.chart { display: block; }
        svg .bar, svg .merchant, svg .grid { shape-rendering: crispEdges; }
        svg .grid { stroke: var(--grid); stroke-width: 1; }
        svg .axis { fill: var(--muted); font-size: 11px; }
        svg .balance { fill: none; stroke-width: 2; }
        .donut-row { display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: center; } .donut-legend { flex-direction: column; }
        .legend { list-style: none; padding: 0; margin: 6px 0 12px; display: flex; flex-wrap: wrap; gap: 4px 16px; }
        .swatch { display: inline-block; width: 12px; height: 12px; margin-right: 6px; vertical-align: -1px; }
        .line-swatch { display: inline-block; width: 16px; height: 0; border-top: 3px solid; margin-right: 6px; vertical-align: 3px; }
        table { border-collapse: collapse; font-variant-numeric: tabular-nums; margin-bottom: 8px; }
        th, td { padding: 2px 6px; border-bottom: 1px solid var(--rule); white-space: nowrap; font-size: 13px; }
        td { text-align: right; } td.kind { text-align: left; color: var(--muted); }
        thead th { text-align: right; color: var(--muted); font-weight: 600; } thead th:first-child, tbody th, tfoot th { text-align: left; }
        tfoot th, tfoot td { font-weight: 600; }
        td.flag { color: var(--flag); text-align: left; }
        table.recurring thead th, table.recurring td { text-align: left; } table.recurring td.amount { text-align: right; }
        /* Twelve months of columns fit across a landscape page at a smaller size. */
        @page { size: landscape; margin: 10mm; }
        @media print {
          th, td { font-size: 9.5px; padding: 1px 4px; }
          :root { --bg: #ffffff; --fg: #000000; --muted: #333333; --rule: #999999; --grid: #cccccc; --flag: #000000; }
          body { margin: 0; max-width: none; } .scroll { overflow: visible; }
          section { break-inside: avoid; } * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
        }
        """
}
