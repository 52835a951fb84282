import StatementCore
import StatementImport

/// Monthly spending as stacked bars, one per month, a block per category in the category's own
/// colour. Each block carries its category, month and amount in minor units, so a test (or a
/// person reading the source) can check it against the JSON report.
enum SpendingChart {
    static let plotHeight = 240.0, left = 80.0, top = 12.0, slot = 56.0, barWidth = 32.0, bottom = 36.0

    static func svg(_ section: CurrencyReport) -> String {
        let spending = section.categories.filter { $0.kind == .expense || $0.kind == .uncategorised }
        let monthTotals = section.months.indices.map { index in
            spending.reduce(0.0) { $0 + Double($1.months[index].moneyOut.minorUnits) }
        }
        let largest = axisMaximum(monthTotals.max() ?? 0)
        let scale = plotHeight / largest
        let width = left + Double(section.months.count) * slot + 16
        let height = top + plotHeight + bottom
        let code = HTMLText.escape(section.currency.code)
        var svg =
            "<svg class=\"chart spending\" data-currency=\"\(code)\" xmlns=\"http://www.w3.org/2000/svg\" "
            + "width=\"\(HTMLText.number(width))\" height=\"\(HTMLText.number(height))\" viewBox=\"0 0 \(HTMLText.number(width)) \(HTMLText.number(height))\" "
            + "data-axis-max-minor=\"\(minorUnits(largest))\" role=\"img\" aria-label=\"Spending per month by category, \(code)\">\n"
        for step in 0...4 {
            let y = top + plotHeight - plotHeight * Double(step) / 4
            let label = Money(minorUnits: minorUnits(largest * Double(step) / 4), currency: section.currency)
            svg +=
                "<line class=\"grid\" x1=\"\(HTMLText.number(left - 4))\" x2=\"\(HTMLText.number(width - 8))\" "
                + "y1=\"\(HTMLText.number(y))\" y2=\"\(HTMLText.number(y))\"/>"
                + "<text class=\"axis\" x=\"\(HTMLText.number(left - 8))\" y=\"\(HTMLText.number(y + 4))\" text-anchor=\"end\">"
                + "\(HTMLText.escape(wholeUnits(label)))</text>\n"
        }
        for (index, month) in section.months.enumerated() {
            let x = left + Double(index) * slot + (slot - barWidth) / 2
            var base = top + plotHeight
            for line in spending where line.months[index].moneyOut.minorUnits > 0 {
                let amount = line.months[index].moneyOut
                let barHeight = Double(amount.minorUnits) * scale
                base -= barHeight
                svg +=
                    "<rect class=\"bar\" data-category=\"\(HTMLText.escape(line.label))\" data-month=\"\(month.iso)\" "
                    + "data-minor=\"\(amount.minorUnits)\" x=\"\(HTMLText.number(x))\" y=\"\(HTMLText.number(base))\" "
                    + "width=\"\(HTMLText.number(barWidth))\" height=\"\(HTMLText.number(barHeight))\" fill=\"\(ChartColours.category(line.categoryID))\">"
                    + "<title>\(HTMLText.escape(line.name)), \(month.iso): \(amount.groupedString) \(code)</title></rect>\n"
            }
            svg +=
                "<text class=\"axis\" x=\"\(HTMLText.number(left + Double(index) * slot + slot / 2))\" "
                + "y=\"\(HTMLText.number(top + plotHeight + 18))\" text-anchor=\"middle\">\(month.iso)</text>\n"
        }
        return svg + "</svg>"
    }

    /// The chart said in words when it would hold one bar or none: a lone bar behind a wide axis
    /// says less than a sentence. HTML, escaped.
    static func sentence(_ section: CurrencyReport) -> String? {
        let spending = section.categories.filter { $0.kind == .expense || $0.kind == .uncategorised }
        let withSpending = section.months.indices.filter { index in spending.contains { $0.months[index].moneyOut.minorUnits > 0 } }
        guard withSpending.count <= 1 else { return nil }
        let code = HTMLText.escape(section.currency.code)
        guard let index = withSpending.first else {
            return "No money went out in \(code) in \(period(section))."
        }
        let parts = spending.compactMap { line -> (String, Money)? in
            let out = line.months[index].moneyOut
            return out.minorUnits > 0 ? (line.name, out) : nil
        }.sorted { $0.1 > $1.1 }
        var total = Money.zero(section.currency)
        for part in parts {
            // A sum past the money's range is left to the chart, which draws it at its edge.
            guard let sum = try? total.adding(part.1) else { return nil }
            total = sum
        }
        let named = parts.prefix(3).map { "\(HTMLText.escape($0.0)) \($0.1.groupedString)" }
        let more = parts.count > 3 ? " and \(parts.count - 3) more" : ""
        return "In \(section.months[index].iso), \(total.groupedString) \(code) went out: \(named.joined(separator: ", "))\(more)."
    }

    static func period(_ section: CurrencyReport) -> String {
        guard let first = section.months.first, let last = section.months.last else { return "this period" }
        return first == last ? first.iso : "\(first.iso) to \(last.iso)"
    }

    /// The legend: one swatch per category the chart draws, in the chart's order.
    static func legend(_ section: CurrencyReport) -> String {
        let items = section.categories.filter { ($0.kind == .expense || $0.kind == .uncategorised) && $0.total.moneyOut.minorUnits > 0 }
            .map { line in
                "<li><span class=\"swatch\" style=\"background:\(ChartColours.category(line.categoryID))\"></span>\(HTMLText.escape(line.name))</li>"
            }
        return "<ul class=\"legend\">" + items.joined() + "</ul>"
    }

    /// The top of the axis: the largest month rounded up to four round steps (1, 2, 2.5 or 5
    /// times a power of ten, in whole currency units where the amounts allow).
    static func axisMaximum(_ largest: Double) -> Double {
        guard largest > 0 else { return 1 }
        let rawStep = largest / 4
        var magnitude = 1.0
        while magnitude * 10 <= rawStep { magnitude *= 10 }
        let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= rawStep } ?? magnitude * 10
        return step * 4
    }

    /// A figure of the axis in minor units; one past Int64's range (a ledger of absurd amounts) is
    /// held at its edge rather than trapping.
    static func minorUnits(_ value: Double) -> Int64 {
        guard value.isFinite else { return 0 }
        return value >= 9.2e18 ? Int64.max : Int64(value.rounded())
    }

    /// "1,200": an axis label needs no cents.
    static func wholeUnits(_ money: Money) -> String {
        let grouped = money.groupedString
        guard let point = grouped.firstIndex(of: ".") else { return grouped }
        return String(grouped[..<point])
    }
}
