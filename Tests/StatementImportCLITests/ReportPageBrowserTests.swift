import Foundation
import Testing

/// The report page in a real browser: headless Chromium renders it to a PNG, which must not be
/// blank, and whose spending bars must be the JSON report's figures: in the SVG (each block's
/// amount and height) and on screen (each category colour's pixels are its blocks' area).
@Suite(
    .enabled(if: toolIsBuilt, "statement-import binary not built"),
    .enabled(if: HeadlessChromium.executable != nil, "\(HeadlessChromium.unavailableReason)"))
final class ReportPageBrowserTests {
    let directory: URL
    init() throws { directory = try ToolRun.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: directory) }

    /// One `<rect class="bar">` of a spending chart.
    struct Bar {
        var currency, category, month, fill: String
        var minor: Int64
        /// The amount the chart's axis reaches at its full height of 240 pixels.
        var axisMaximum: Double
        var width, height: Double
    }

    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    static func bars(in html: String) -> [Bar] {
        var bars: [Bar] = []
        for chart in html.components(separatedBy: "<svg class=\"chart spending\"").dropFirst() {
            guard let svg = chart.components(separatedBy: "</svg>").first,
                let currency = attribute("data-currency", in: Substring(" " + svg)),
                let axisMaximum = attribute("data-axis-max-minor", in: Substring(" " + svg)).flatMap(Double.init)
            else { continue }
            for piece in svg.components(separatedBy: "<rect class=\"bar\"").dropFirst() {
                let tag = Substring(" " + (piece.components(separatedBy: ">").first ?? ""))
                guard let category = attribute("data-category", in: tag), let month = attribute("data-month", in: tag),
                    let minor = attribute("data-minor", in: tag).flatMap({ Int64($0) }), let fill = attribute("fill", in: tag),
                    let width = attribute("width", in: tag).flatMap(Double.init), let height = attribute("height", in: tag).flatMap(Double.init)
                else { continue }
                bars.append(
                    Bar(
                        currency: currency, category: category, month: month, fill: fill, minor: minor, axisMaximum: axisMaximum,
                        width: width, height: height))
            }
        }
        return bars
    }

    @Test func thePageRendersAndItsBarsAreTheJSONReportsFigures() throws {
        let ledger = try YearLedger(in: directory)
        let page = directory.appendingPathComponent("report.html")
        let written = try ledger.run(["report", "--html", page.path])
        #expect(written.status == 0, "\(written.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        let report = try #require(try ledger.json(["report", "--format", "json"]) as? [String: Any])

        // The SVG against the JSON: one block per category and month with money out, the same amount.
        let bars = Self.bars(in: html)
        var expected: [String: Int64] = [:]
        for section in report["currencies"] as? [[String: Any]] ?? [] {
            let currency = section["currency"] as? String ?? ""
            for line in section["categories"] as? [[String: Any]] ?? [] where ["expense", "uncategorised"].contains(line["kind"] as? String) {
                for month in line["months"] as? [[String: Any]] ?? [] {
                    let out = (month["money_out_minor"] as? NSNumber)?.int64Value ?? 0
                    if out > 0 { expected["\(currency) \(line["category"] as? String ?? "needs review") \(month["month"] as? String ?? "")"] = out }
                }
            }
        }
        #expect(!expected.isEmpty)
        #expect(
            Dictionary(bars.map { ("\($0.currency) \($0.category) \($0.month)", $0.minor) }, uniquingKeysWith: { _, second in second }) == expected)
        #expect(bars.count == expected.count)
        // Heights are proportional to the amounts, at the scale of the chart's axis, and the tallest month fits.
        for currency in Set(bars.map(\.currency)) {
            let chart = bars.filter { $0.currency == currency }
            let tallest = Dictionary(grouping: chart, by: \.month).values.map { $0.reduce(0) { $0 + $1.minor } }.max() ?? 1
            for bar in chart {
                #expect(abs(bar.height - Double(bar.minor) * 240 / bar.axisMaximum) <= 0.006, "\(bar)")
                #expect(Double(tallest) <= bar.axisMaximum && bar.axisMaximum < Double(tallest) * 2.5)
            }
        }

        // On screen: not blank, and each category's colour covers its blocks (and its legend swatch).
        let png = directory.appendingPathComponent("report.png")
        try HeadlessChromium.screenshot(of: page, to: png, width: 1280, height: 4200, in: directory)
        let image = try PNGImage(data: try Data(contentsOf: png))
        let counts = image.colourCounts()
        let total = image.width * image.height
        let background = counts.values.max() ?? 0
        #expect(counts.count > 50, "a blank page has a handful of colours, not \(counts.count)")
        #expect(Double(total - background) / Double(total) > 0.03, "almost every pixel is the background")
        for (fill, blocks) in Dictionary(grouping: bars, by: \.fill) {
            let area = blocks.reduce(0.0) { $0 + $1.width * $1.height }
            let swatches = Double(html.components(separatedBy: "class=\"swatch\" style=\"background:\(fill)\"").count - 1) * 144
            let seen = Double(counts[fill] ?? 0)
            // Edges snap to whole pixels: each block may gain or lose a row.
            let slack = Double(blocks.count) * (blocks.first?.width ?? 0) + 16
            #expect(
                abs(seen - area - swatches) <= slack,
                "\(fill) (\(blocks.first?.category ?? "")): \(Int(seen)) pixels on screen, \(Int(area + swatches)) drawn")
        }
    }
}
