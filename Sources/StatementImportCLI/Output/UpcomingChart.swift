import StatementCore
import StatementImport

/// Each account's balance ahead beside its past: the last statements' balances as a solid line,
/// then a dashed line from the last verified closing through the balance each expected recurring
/// payment leaves. Only money out is expected, so the dashed line only falls.
enum UpcomingChart {
    static let plotWidth = 680.0, plotHeight = 160.0, left = 90.0, top = 12.0, bottom = 30.0

    /// The page's section; empty when no expected payment has a balance to draw.
    static func section(_ balances: [BalanceHistory], upcoming: [UpcomingPayment]) -> String {
        var charts = ""
        for (index, history) in balances.enumerated() {
            let ahead = upcoming.filter { $0.accountID == history.accountID && $0.balanceAfter != nil }
            guard let closing = ahead.first?.closingDate, !ahead.isEmpty else { continue }
            charts +=
                "<h3>\(HTMLText.escape(history.account)), \(HTMLText.escape(history.currency.code))</h3>\n<div class=\"scroll\">"
                + svg(history, ahead: ahead, closing: closing, colour: ChartColours.account(index)) + "</div>\n"
        }
        guard !charts.isEmpty else { return "" }
        return "<section>\n<h2>Balance ahead</h2>\n<p class=\"note\">Solid: the statements' balances. Dashed: the balance each expected "
            + "recurring payment leaves, counting from the last verified closing balance (income is not guessed).</p>\n"
            + charts + "</section>\n"
    }

    static func svg(_ history: BalanceHistory, ahead: [UpcomingPayment], closing: LocalDate, colour: String) -> String {
        // The past as far back as the future reaches ahead, so both halves read at one scale.
        let futureDays = max(closing.days(until: ahead.last?.date ?? closing), 30)
        let past = (history.segments.last ?? []).filter { $0.date.days(until: closing) <= futureDays && $0.date <= closing }
        let closingPoint = (history.segments.flatMap { $0 }.last { $0.date == closing })
        var future: [(LocalDate, Int64)] = closingPoint.map { [($0.date, $0.balance.minorUnits)] } ?? []
        future += ahead.compactMap { payment in payment.balanceAfter.map { (payment.date, $0.minorUnits) } }
        let all = past.map { ($0.date, $0.balance.minorUnits) } + future
        guard let first = all.map(\.0).min(), let last = all.map(\.0).max(), let low = all.map(\.1).min(), let high = all.map(\.1).max()
        else { return "" }
        let days = Double(max(first.days(until: last), 1)), range = max(Double(high) - Double(low), 1)
        func x(_ date: LocalDate) -> Double { left + Double(first.days(until: date)) / days * plotWidth }
        func y(_ minor: Int64) -> Double { top + plotHeight - (Double(minor) - Double(low)) / range * plotHeight }
        func points(_ list: [(LocalDate, Int64)]) -> String {
            list.map { "\(HTMLText.number(x($0.0))),\(HTMLText.number(y($0.1)))" }.joined(separator: " ")
        }
        let width = left + plotWidth + 20, height = top + plotHeight + bottom
        var svg =
            "<svg class=\"chart ahead\" data-account=\"\(history.accountID)\" xmlns=\"http://www.w3.org/2000/svg\" "
            + "width=\"\(HTMLText.number(width))\" height=\"\(HTMLText.number(height))\" viewBox=\"0 0 \(HTMLText.number(width)) \(HTMLText.number(height))\" "
            + "role=\"img\" aria-label=\"Balance ahead, \(HTMLText.escape(history.account))\">\n"
        for value in Set([low, high]).sorted() {
            svg +=
                "<line class=\"grid\" x1=\"\(HTMLText.number(left - 4))\" x2=\"\(HTMLText.number(left + plotWidth))\" "
                + "y1=\"\(HTMLText.number(y(value)))\" y2=\"\(HTMLText.number(y(value)))\"/>"
                + "<text class=\"axis\" x=\"\(HTMLText.number(left - 8))\" y=\"\(HTMLText.number(y(value) + 4))\" text-anchor=\"end\">"
                + "\(Money(minorUnits: value, currency: history.currency).groupedString)</text>\n"
        }
        for (date, anchor) in [(first, "start"), (closing, "middle"), (last, "end")] where date != first || anchor == "start" {
            svg +=
                "<text class=\"axis\" x=\"\(HTMLText.number(x(date)))\" y=\"\(HTMLText.number(top + plotHeight + 20))\" "
                + "text-anchor=\"\(anchor)\">\(date.iso)</text>\n"
        }
        if past.count > 1 {
            svg += "<polyline class=\"balance past\" points=\"\(points(past.map { ($0.date, $0.balance.minorUnits) }))\" stroke=\"\(colour)\"/>\n"
        }
        svg +=
            "<polyline class=\"balance ahead\" points=\"\(points(future))\" stroke=\"\(colour)\" stroke-dasharray=\"6 4\">"
            + "<title>Expected after the closing of \(closing.iso)</title></polyline>\n"
        for payment in ahead {
            guard let balance = payment.balanceAfter else { continue }
            svg +=
                "<circle class=\"expected\" data-date=\"\(payment.date.iso)\" data-minor=\"\(balance.minorUnits)\" cx=\"\(HTMLText.number(x(payment.date)))\" "
                + "cy=\"\(HTMLText.number(y(balance.minorUnits)))\" r=\"3\" fill=\"\(colour)\"><title>\(payment.date.iso) "
                + "\(HTMLText.escape(payment.merchant)) \(payment.amount.groupedString): leaves \(balance.groupedString)</title></circle>\n"
        }
        return svg + "</svg>"
    }
}
