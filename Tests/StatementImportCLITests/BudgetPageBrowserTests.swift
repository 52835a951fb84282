import Foundation
import Testing

/// The page's budget bars in a real browser: each bar's colour covers the area its SVG gives it,
/// and the bar's length against its limit line is the spent against the limit.
@Suite(
    .enabled(if: toolIsBuilt, "statement-import binary not built"),
    .enabled(if: HeadlessChromium.executable != nil, "\(HeadlessChromium.unavailableReason)"))
final class BudgetPageBrowserTests {
    let directory: URL
    init() throws { directory = try ToolRun.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: directory) }

    @Test func budgetBarsAreDrawnToTheirLimitLine() throws {
        let ledger = try YearLedger(in: directory)
        for budget in [["food", "1000", "--currency", "GBP"], ["restaurants", "5"], ["transport", "20", "--every", "week"]] {
            let set = try ledger.run(["budget", "set"] + budget + ["--from", "2025-03-01"])
            #expect(set.status == 0, "\(set.stderr)")
        }
        let page = directory.appendingPathComponent("report.html")
        #expect(try ledger.run(["report", "--until", "2025-03-20", "--html", page.path]).status == 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        let statuses = try #require(try ledger.json(["budget", "--on", "2025-03-20", "--format", "json"]) as? [[String: Any]])
        #expect(statuses.count == 3)
        var areas: [String: Double] = [:]
        for piece in html.components(separatedBy: "<rect class=\"budget\"").dropFirst() {
            let tag = Substring(" " + (piece.components(separatedBy: ">").first ?? ""))
            let category = try #require(ReportPageBrowserTests.attribute("data-category", in: tag))
            let width = try #require(ReportPageBrowserTests.attribute("width", in: tag).flatMap(Double.init))
            let fill = try #require(ReportPageBrowserTests.attribute("fill", in: tag))
            let status = try #require(statuses.first { $0["category"] as? String == category })
            // The limit line stands at 320 units: the bar is the percent spent of it, at most 400.
            let percent = Double((status["percent_spent"] as? NSNumber)?.intValue ?? -1)
            #expect(abs(width - min(400, percent / 100 * 320)) < 0.01, "\(category): \(width)")
            #expect(ReportPageBrowserTests.attribute("data-spent-minor", in: tag) == "\((status["spent_minor"] as? NSNumber)?.int64Value ?? -1)")
            areas[fill, default: 0] += width * 16
        }
        #expect(html.components(separatedBy: "<line class=\"limit\"").count - 1 == 3)

        let png = directory.appendingPathComponent("report.png")
        try HeadlessChromium.screenshot(of: page, to: png, width: 1280, height: 5200, in: directory)
        let counts = try PNGImage(data: try Data(contentsOf: png)).colourCounts()
        for (fill, area) in areas where area > 0 {
            let seen = Double(counts[fill.lowercased()] ?? counts[fill] ?? 0)
            // The limit line (2 × 16) may cross a bar, and fractional ends blend a column each.
            #expect(abs(seen - area) <= 3 * 34, "\(fill): \(Int(seen)) pixels on screen, \(Int(area)) drawn")
        }
    }
}
