import StatementImport

/// The page's budgets: one bar per budget across its current period, each on its own scale so
/// every limit line stands at the same place; the bar runs past the line when the limit is
/// passed (up to a quarter more is drawn). The warnings at 80% and 100% follow as sentences.
/// Colours no category has, so a budget bar never reads as a category's spending.
enum BudgetChart {
    static let labelWidth = 200.0, limitX = 320.0, barSpace = 400.0, rowHeight = 28.0
    static let colours: [BudgetLevel: String] = [.within: "#2f8f5b", .near: "#c77c02", .over: "#c0352b"]
    static let track = "#c9ced4"

    /// The section, or nothing when the ledger has no budgets. HTML, escaped.
    static func section(_ statuses: [BudgetStatus]) -> String {
        guard let today = statuses.first?.today else { return "" }
        var html =
            "<section class=\"budgets\">\n<h2>Budgets</h2>\n<p class=\"note\">Each budget's period holding \(today.iso): "
            + "the line is the limit; money out in the category less its refunds, in the budget's currency.</p>\n"
        html += "<div class=\"scroll\">" + svg(statuses) + "</div>\n"
        for line in statuses.flatMap(BudgetText.notes) {
            let flagged = line.hasPrefix("warning:")
            html +=
                "<p class=\"\(flagged ? "budget-warning" : "note")\"\(flagged ? " style=\"color: var(--flag)\"" : "")>\(HTMLText.escape(line))</p>\n"
        }
        return html + "</section>\n"
    }

    static func svg(_ statuses: [BudgetStatus]) -> String {
        let width = labelWidth + barSpace + 330, height = Double(statuses.count) * rowHeight + 8
        var svg =
            "<svg class=\"chart budgets\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(HTMLText.number(width))\" "
            + "height=\"\(HTMLText.number(height))\" viewBox=\"0 0 \(HTMLText.number(width)) \(HTMLText.number(height))\" "
            + "role=\"img\" aria-label=\"Budgets\">\n"
        for (index, status) in statuses.enumerated() {
            let y = 4 + Double(index) * rowHeight
            let length = min(barSpace, max(0, Double(status.percentSpent) / 100 * limitX))
            let code = HTMLText.escape(status.limit.currency.code)
            svg +=
                "<text class=\"axis\" x=\"\(HTMLText.number(labelWidth - 8))\" y=\"\(HTMLText.number(y + 16))\" text-anchor=\"end\">"
                + "\(HTMLText.escape(String(status.categoryName.prefix(26)))) (\(status.budget.cadence.rawValue))</text>"
                + "<rect class=\"budget-track\" x=\"\(HTMLText.number(labelWidth))\" y=\"\(HTMLText.number(y + 9))\" "
                + "width=\"\(HTMLText.number(limitX))\" height=\"4\" fill=\"\(track)\"/>"
                + "<rect class=\"budget\" data-category=\"\(HTMLText.escape(status.budget.categoryID))\" data-level=\"\(status.level.rawValue)\" "
                + "data-spent-minor=\"\(status.spent.minorUnits)\" data-limit-minor=\"\(status.limit.minorUnits)\" "
                + "x=\"\(HTMLText.number(labelWidth))\" y=\"\(HTMLText.number(y + 3))\" width=\"\(HTMLText.number(length))\" height=\"16\" "
                + "fill=\"\(colours[status.level] ?? track)\"/>"
                + "<line class=\"limit\" x1=\"\(HTMLText.number(labelWidth + limitX))\" x2=\"\(HTMLText.number(labelWidth + limitX))\" "
                + "y1=\"\(HTMLText.number(y))\" y2=\"\(HTMLText.number(y + 22))\" stroke=\"currentColor\" stroke-width=\"2\"/>"
                + "<text class=\"axis\" x=\"\(HTMLText.number(labelWidth + barSpace + 8))\" y=\"\(HTMLText.number(y + 16))\">"
                + "\(status.spent.groupedString) of \(status.limit.groupedString) \(code) (\(status.percentSpent)%), "
                + "\(status.daysLeft) day\(status.daysLeft == 1 ? "" : "s") left</text>\n"
        }
        return svg + "</svg>"
    }
}
