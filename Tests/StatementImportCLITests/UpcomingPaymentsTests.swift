import Foundation
import Testing

/// `recurring --upcoming` and the page's donut and balance ahead, on a year of drawn statements
/// that ends on 31 December 2025 with a verified closing balance.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not built"))
final class UpcomingPaymentsTests {
    let directory: URL
    init() throws { directory = try ToolRun.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: directory) }

    static func minor(_ value: Any?) -> Int64? { (value as? NSNumber)?.int64Value }

    /// The pound account's last closing balance, from the report's balances.
    static func closing(_ report: [String: Any]) throws -> (account: Int64, minor: Int64) {
        let balances = try #require(report["balances"] as? [[String: Any]])
        let pounds = try #require(balances.first { $0["currency"] as? String == "GBP" })
        let last = try #require((pounds["segments"] as? [[[String: Any]]])?.last?.last)
        #expect(last["date"] as? String == "2025-12-31")
        return (try #require(minor(pounds["account_id"])), try #require(minor(last["balance_minor"])))
    }

    @Test func theNextSixtyDaysAreListedWithTheBalanceEachLeaves() throws {
        let ledger = try YearLedger(in: directory)
        let report = try #require(try ledger.json(["report", "--format", "json"]) as? [String: Any])
        let closing = try Self.closing(report)
        let upcoming = try #require(
            try ledger.json(["recurring", "--upcoming", "60d", "--until", "2025-12-31", "--format", "json"]) as? [[String: Any]])
        let dates = upcoming.compactMap { $0["date"] as? String }
        #expect(dates == dates.sorted() && dates.first.map { $0 > "2025-12-31" } == true && dates.last.map { $0 <= "2026-03-01" } == true)
        // Rent on the 1st of each month, 60 days reaching 1 March; Netflix at its risen price.
        let rent = upcoming.filter { ($0["merchant"] as? String)?.contains("RENT") == true || ($0["merchant"] as? String)?.contains("SMITH") == true }
        #expect(rent.compactMap { $0["date"] as? String } == ["2026-01-01", "2026-02-01", "2026-03-01"])
        #expect(rent.allSatisfy { Self.minor($0["amount_minor"]) == 95_000 })
        let netflix = upcoming.filter { ($0["merchant"] as? String)?.contains("NETFLIX") == true }
        #expect(netflix.compactMap { $0["date"] as? String } == ["2026-01-07", "2026-02-07"])
        #expect(netflix.allSatisfy { Self.minor($0["amount_minor"]) == 1_299 })
        // Spotify stopped in October: missed, not projected.
        #expect(!upcoming.contains { ($0["merchant"] as? String)?.contains("SPOTIFY") == true })
        // Each balance is the closing less every payment expected up to it, by hand.
        var balance = closing.minor
        for payment in upcoming where Self.minor(payment["account_id"]) == closing.account {
            balance -= try #require(Self.minor(payment["amount_minor"]))
            #expect(Self.minor(payment["balance_after_minor"]) == balance, "\(payment)")
            #expect(payment["closing_date"] as? String == "2025-12-31")
        }
        // Every entry has the same keys: a payment of an account with no verified closing has its
        // balance after as null, as the guide says, never left out.
        let keys = ["balance_after", "balance_after_minor", "closing_date", "category"]
        #expect(upcoming.allSatisfy { entry in keys.allSatisfy { entry.keys.contains($0) } }, "\(upcoming.map(\.keys))")
        // Ten days hold fewer; the table says the window and where balances count from.
        let table = try ledger.run(["recurring", "--upcoming", "10d", "--until", "2025-12-31"])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("expected from 2026-01-01 to 2026-01-10") && table.stdout.contains("2025-12-31)."), "\(table.stdout)")
        #expect(!table.stdout.contains("2026-02-01"))
        let bad = try ledger.run(["recurring", "--upcoming", "soon"])
        #expect(bad.status != 0 && bad.stderr.contains("--upcoming takes a number of days"))
    }

    @Test func thePageDrawsTheDonutAndTheBalanceAheadInTheBrowser() throws {
        let ledger = try YearLedger(in: directory)
        let page = directory.appendingPathComponent("report.html")
        let written = try ledger.run(["report", "--html", page.path])
        #expect(written.status == 0, "\(written.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        let report = try #require(try ledger.json(["report", "--format", "json"]) as? [String: Any])

        // The donut's slices are each expense category's money out over the period, per currency.
        for section in report["currencies"] as? [[String: Any]] ?? [] {
            let currency = try #require(section["currency"] as? String)
            var expected: [String: Int64] = [:]
            for line in section["categories"] as? [[String: Any]] ?? [] where ["expense", "uncategorised"].contains(line["kind"] as? String) {
                let out = Self.minor((line["total"] as? [String: Any])?["money_out_minor"]) ?? 0
                if out > 0 { expected[line["category"] as? String ?? "needs review"] = out }
            }
            let donut = try #require(
                html.components(separatedBy: "<svg class=\"chart donut\" data-currency=\"\(currency)\"").dropFirst().first?
                    .components(separatedBy: "</svg>").first)
            var drawn: [String: Int64] = [:]
            for piece in donut.components(separatedBy: "class=\"slice\" data-category=\"").dropFirst() {
                let parts = piece.components(separatedBy: "\" data-minor=\"")
                drawn[parts[0]] = Int64(parts.count > 1 ? parts[1].prefix { $0.isNumber } : "")
            }
            #expect(drawn == expected, "\(currency)")
        }

        // The balance ahead: from the pound account's closing on 31 December, one point per expected
        // payment, each the balance it leaves.
        let closing = try Self.closing(report)
        let ahead = try #require(
            html.components(separatedBy: "<svg class=\"chart ahead\" data-account=\"\(closing.account)\"").dropFirst().first?
                .components(separatedBy: "</svg>").first)
        let points = ahead.components(separatedBy: "<circle class=\"expected\" data-date=\"").dropFirst().map { piece in
            (
                String(piece.prefix(10)),
                Int64(piece.components(separatedBy: "data-minor=\"").dropFirst().first?.prefix { $0 == "-" || $0.isNumber } ?? "")
            )
        }
        let listed = try #require(
            try ledger.json(["recurring", "--upcoming", "60d", "--until", "2025-12-31", "--format", "json"]) as? [[String: Any]])
        let mine = listed.filter { Self.minor($0["account_id"]) == closing.account }
        #expect(points.map(\.0) == mine.compactMap { $0["date"] as? String })
        #expect(points.map(\.1) == mine.map { Self.minor($0["balance_after_minor"]) })
        #expect(ahead.contains("stroke-dasharray"))

        // On screen: the page is not blank, and the donut's lighter shades show.
        let png = directory.appendingPathComponent("report.png")
        try HeadlessChromium.screenshot(of: page, to: png, width: 1280, height: 6000, in: directory)
        let image = try PNGImage(data: try Data(contentsOf: png))
        let counts = image.colourCounts()
        #expect(counts.count > 50, "a blank page has a handful of colours, not \(counts.count)")
        // Food's #4e79a7 at 80% on white is (113, 148, 185): a near shade, as the renderer rounds.
        let shaded = counts.filter { colour, count in
            guard count > 200, colour.count == 7, let value = Int(colour.dropFirst(), radix: 16) else { return false }
            let red = value >> 16, green = (value >> 8) & 0xff, blue = value & 0xff
            return abs(red - 113) <= 3 && abs(green - 148) <= 3 && abs(blue - 185) <= 3
        }
        #expect(!shaded.isEmpty, "the donut's food slice is not on screen")
    }
}
