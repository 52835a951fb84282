import StatementCore
import StatementImport

/// Each account's balance over time, one currency per chart, from the statements' own opening
/// and closing balances: a line per run of statements, so a gap between statements stays a gap.
enum BalanceChart {
    static let plotWidth = 680.0, plotHeight = 200.0, left = 90.0, top = 12.0, bottom = 30.0

    static func svg(_ histories: [BalanceHistory], currency: Currency) -> String {
        let points = histories.flatMap { $0.segments.flatMap { $0 } }
        guard let first = points.map(\.date).min(), let last = points.map(\.date).max(),
            let low = points.map(\.balance.minorUnits).min(), let high = points.map(\.balance.minorUnits).max()
        else { return "" }
        let days = Double(max(first.days(until: last), 1))
        // The lines' own range, not from zero: a balance's movements are what a person looks for.
        let bottomValue = Double(low), range = max(Double(high) - bottomValue, 1)
        func x(_ date: LocalDate) -> Double { left + Double(first.days(until: date)) / days * plotWidth }
        func y(_ minor: Int64) -> Double { top + plotHeight - (Double(minor) - bottomValue) / range * plotHeight }
        let width = left + plotWidth + 20, height = top + plotHeight + bottom
        let code = HTMLText.escape(currency.code)
        var svg =
            "<svg class=\"chart balances\" data-currency=\"\(code)\" xmlns=\"http://www.w3.org/2000/svg\" "
            + "width=\"\(HTMLText.number(width))\" height=\"\(HTMLText.number(height))\" viewBox=\"0 0 \(HTMLText.number(width)) \(HTMLText.number(height))\" "
            + "role=\"img\" aria-label=\"Balance over time, \(code)\">\n"
        for value in [low, high] + (low < 0 && high > 0 ? [0] : []) {
            svg +=
                "<line class=\"grid\" x1=\"\(HTMLText.number(left - 4))\" x2=\"\(HTMLText.number(left + plotWidth))\" "
                + "y1=\"\(HTMLText.number(y(value)))\" y2=\"\(HTMLText.number(y(value)))\"/>"
                + "<text class=\"axis\" x=\"\(HTMLText.number(left - 8))\" y=\"\(HTMLText.number(y(value) + 4))\" text-anchor=\"end\">"
                + "\(Money(minorUnits: value, currency: currency).groupedString)</text>\n"
        }
        for (date, anchor) in [(first, "start"), (last, "end")] {
            svg +=
                "<text class=\"axis\" x=\"\(HTMLText.number(x(date)))\" y=\"\(HTMLText.number(top + plotHeight + 20))\" "
                + "text-anchor=\"\(anchor)\">\(date.iso)</text>\n"
        }
        for (index, history) in histories.enumerated() {
            for segment in history.segments {
                let path = segment.map { "\(HTMLText.number(x($0.date))),\(HTMLText.number(y($0.balance.minorUnits)))" }.joined(separator: " ")
                svg +=
                    "<polyline class=\"balance\" data-account=\"\(history.accountID)\" points=\"\(path)\" "
                    + "stroke=\"\(ChartColours.account(index))\"><title>\(HTMLText.escape(history.account))</title></polyline>\n"
            }
        }
        return svg + "</svg>"
    }

    /// The balances in words when every one falls on a single day: a chart of one point draws
    /// nothing but its axes. HTML, escaped.
    static func sentence(_ histories: [BalanceHistory]) -> String? {
        let points = histories.flatMap { $0.segments.flatMap { $0 } }
        guard Set(points.map(\.date)).count <= 1 else { return nil }
        return histories.compactMap { history in
            guard let point = history.segments.last?.last else { return nil }
            return
                "\(HTMLText.escape(history.account)): \(point.balance.groupedString) \(HTMLText.escape(history.currency.code)) on \(point.date.iso)."
        }.joined(separator: " ")
    }

    static func legend(_ histories: [BalanceHistory]) -> String {
        "<ul class=\"legend\">"
            + histories.enumerated().map { index, history in
                "<li><span class=\"line-swatch\" style=\"border-color:\(ChartColours.account(index))\"></span>\(HTMLText.escape(history.account))</li>"
            }.joined() + "</ul>"
    }
}
