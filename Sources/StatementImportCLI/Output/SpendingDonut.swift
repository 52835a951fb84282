import Foundation
import StatementCore
import StatementImport

/// The period's spending by category as a donut, one per currency: each expense category's (and
/// the rows waiting for review's) money out over the whole report, a slice as large as its share.
/// Drawn a shade lighter than the bars, so the bars' colours stay theirs alone on screen.
enum SpendingDonut {
    static let size = 220.0, outer = 100.0, inner = 58.0

    /// The page's section; empty when nothing was spent.
    static func section(_ currencies: [CurrencyReport]) -> String {
        var html = ""
        for report in currencies {
            let slices = slices(report)
            guard !slices.isEmpty else { continue }
            html +=
                "<h3>\(HTMLText.escape(report.currency.code))</h3>\n<div class=\"donut-row\">" + svg(slices, currency: report.currency)
                + legend(slices, currency: report.currency) + "</div>\n"
        }
        guard !html.isEmpty else { return "" }
        return "<section>\n<h2>Spending by category over the period</h2>\n" + html + "</section>\n"
    }

    static func slices(_ report: CurrencyReport) -> [(line: CategoryLine, minor: Int64)] {
        report.categories.filter { ($0.kind == .expense || $0.kind == .uncategorised) && $0.total.moneyOut.minorUnits > 0 }
            .map { ($0, $0.total.moneyOut.minorUnits) }.sorted { ($1.minor, $0.line.label) < ($0.minor, $1.line.label) }
    }

    static func svg(_ slices: [(line: CategoryLine, minor: Int64)], currency: Currency) -> String {
        // Shares are drawn in Doubles: geometry only, the figures shown are the exact amounts.
        let total = slices.reduce(0.0) { $0 + Double($1.minor) }
        let centre = size / 2
        var svg =
            "<svg class=\"chart donut\" data-currency=\"\(HTMLText.escape(currency.code))\" xmlns=\"http://www.w3.org/2000/svg\" "
            + "width=\"\(HTMLText.number(size))\" height=\"\(HTMLText.number(size))\" viewBox=\"0 0 \(HTMLText.number(size)) \(HTMLText.number(size))\" "
            + "role=\"img\" aria-label=\"Spending by category, \(HTMLText.escape(currency.code))\">\n"
        var start = 0.0
        for slice in slices {
            let share = Double(slice.minor) / total
            let colour = ChartColours.category(slice.line.categoryID)
            let tag = "class=\"slice\" data-category=\"\(HTMLText.escape(slice.line.label))\" data-minor=\"\(slice.minor)\""
            let title = "<title>\(HTMLText.escape(slice.line.name)): \(Money(minorUnits: slice.minor, currency: currency).groupedString)</title>"
            if share >= 0.9999 {
                // One slice is the whole ring: an arc from a point to itself draws nothing.
                svg +=
                    "<circle \(tag) fill=\"none\" cx=\"\(HTMLText.number(centre))\" cy=\"\(HTMLText.number(centre))\" "
                    + "r=\"\(HTMLText.number((outer + inner) / 2))\" stroke-opacity=\"0.8\" stroke=\"\(colour)\" "
                    + "stroke-width=\"\(HTMLText.number(outer - inner))\">\(title)</circle>\n"
                break
            }
            let end = start + share * 2 * Double.pi
            let large = share > 0.5 ? 1 : 0
            func point(_ radius: Double, _ angle: Double) -> String {
                "\(HTMLText.number(centre + radius * sin(angle))),\(HTMLText.number(centre - radius * cos(angle)))"
            }
            let path =
                "M \(point(outer, start)) A \(HTMLText.number(outer)) \(HTMLText.number(outer)) 0 \(large) 1 \(point(outer, end)) "
                + "L \(point(inner, end)) A \(HTMLText.number(inner)) \(HTMLText.number(inner)) 0 \(large) 0 \(point(inner, start)) Z"
            svg += "<path \(tag) fill=\"\(colour)\" fill-opacity=\"0.8\" d=\"\(path)\">\(title)</path>\n"
            start = end
        }
        return svg + "</svg>"
    }

    static func legend(_ slices: [(line: CategoryLine, minor: Int64)], currency: Currency) -> String {
        "<ul class=\"legend donut-legend\">"
            + slices.map { slice in
                "<li><span class=\"swatch\" style=\"opacity:0.8;background:\(ChartColours.category(slice.line.categoryID))\"></span>"
                    + "\(HTMLText.escape(slice.line.name)) \(Money(minorUnits: slice.minor, currency: currency).groupedString)</li>"
            }.joined() + "</ul>"
    }
}
