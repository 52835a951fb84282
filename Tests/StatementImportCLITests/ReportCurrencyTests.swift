import Foundation
import Testing

/// `report --in` and `[report]` on a year of drawn statements (pounds all year, a euro account
/// from February): the converted figures against `transactions` converted by hand at the prices
/// file's rates, a month with no rate left in euros, and the rates carried into the exports.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not built"))
final class ReportCurrencyTests {
    let directory: URL
    init() throws { directory = try ToolRun.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: directory) }

    /// The rates the tests keep: none for February, 0.86 from March, 0.85 from June.
    static let prices = """
        ; euros in pounds
        P 2025-03-01 EUR 0.86 GBP
        P 2025-06-01 EUR 0.85 GBP
        """

    func configure(
        _ ledger: YearLedger, _ settings: String, prices: String = ReportCurrencyTests.prices, name: String = "prices.journal"
    )
        throws
    {
        let config = directory.appendingPathComponent("config/statement-import")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data(prices.utf8).write(to: config.appendingPathComponent(name))
        try Data(settings.utf8).write(to: config.appendingPathComponent("config"))
    }

    /// `minor × hundredths ÷ 100`, rounded half to even: the conversion worked by hand.
    static func converted(_ minor: Int64, hundredths: Int64) -> Int64 {
        let product = minor * hundredths
        let magnitude = abs(product)
        var quotient = magnitude / 100
        let remainder = magnitude % 100
        if remainder > 50 || (remainder == 50 && quotient % 2 == 1) { quotient += 1 }
        return product < 0 ? -quotient : quotient
    }

    @Test func theReportInPoundsIsTransactionsConvertedByHand() throws {
        let ledger = try YearLedger(in: directory)
        try configure(ledger, "[report]\ncurrency = gbp\nprices = prices.journal\n")
        let rows = try #require(try ledger.json(["transactions", "--format", "json"]) as? [[String: Any]])
        var byHand: [String: [String: ReportCommandTests.Figures]] = [:]
        var euroFebruary = ReportCommandTests.Figures()
        for row in rows {
            guard let currency = row["currency"] as? String, let date = row["date"] as? String,
                let minor = (row["amount_minor"] as? NSNumber)?.int64Value
            else { continue }
            let category = row["review_status"] as? String == "needs_review" ? "needs review" : row["category"] as? String ?? "needs review"
            let month = String(date.prefix(7))
            if currency == "EUR" && month == "2025-02" {
                euroFebruary.add(minor)
                continue
            }
            let pounds = currency == "GBP" ? minor : Self.converted(minor, hundredths: date >= "2025-06-01" ? 85 : 86)
            byHand[category, default: [:]][month, default: ReportCommandTests.Figures()].add(pounds)
        }
        let result = try ledger.run(["report", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        // One line names the missing rate.
        #expect(result.stderr.contains("No rate for EUR→GBP in 2025-02"), "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let sections = try #require(report["currencies"] as? [[String: Any]])
        #expect(sections.compactMap { $0["currency"] as? String } == ["GBP", "EUR"])
        let pounds = sections[0]
        let months = try #require(pounds["months"] as? [String])
        for line in (pounds["categories"] as? [[String: Any]] ?? []) + (pounds["transfers"] as? [[String: Any]] ?? []) {
            let label = line["category"] as? String ?? "needs review"
            for (month, figures) in zip(months, line["months"] as? [[String: Any]] ?? []) {
                #expect(ReportCommandTests.figures(figures) == byHand[label]?[month] ?? .init(), "\(label) \(month)")
            }
        }
        // February's euros stay euros, the only month of the euro section.
        let euros = sections[1]
        #expect(euros["months"] as? [String] == ["2025-02"])
        let euroTotal = ReportCommandTests.figures(euros["total"])
        #expect(euroTotal.moneyOut <= euroFebruary.moneyOut && euroTotal.moneyIn <= euroFebruary.moneyIn)
        // The JSON carries both: the converted sections and the report as printed.
        let conversion = try #require(report["conversion"] as? [String: Any])
        #expect(conversion["into"] as? String == "GBP")
        let missing = try #require(conversion["missing_rates"] as? [[String: Any]])
        #expect(missing.first?["currency"] as? String == "EUR" && missing.first?["months"] as? [String] == ["2025-02"])
        let original = try #require(conversion["original"] as? [[String: Any]])
        #expect(original.compactMap { $0["currency"] as? String } == ["GBP", "EUR"])
        #expect((original[1]["months"] as? [String])?.count == 6)
    }

    @Test func inTakesACSVOfRatesAndAWrongLineIsNamed() throws {
        let ledger = try YearLedger(in: directory)
        try configure(
            ledger, "[report]\nprices = rates.csv\n", prices: "date,currency,rate\n2025-01-01,EUR,0.86\n2025-13-01,EUR,0.9\n", name: "rates.csv")
        let result = try ledger.run(["report", "--in", "GBP", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("rates.csv line 3"), "\(result.stderr)")
        #expect(!result.stderr.contains("No rate for"), "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((report["currencies"] as? [[String: Any]])?.compactMap { $0["currency"] as? String } == ["GBP"])
        // Without --in or [report] currency nothing is converted: each currency on its own.
        let plain = try #require(try ledger.json(["report", "--format", "json"]) as? [String: Any])
        #expect((plain["currencies"] as? [[String: Any]])?.count == 2 && plain["conversion"] == nil)
        let bad = try ledger.run(["report", "--in", "pounds"])
        #expect(bad.status != 0 && bad.stderr.contains("--in takes an ISO 4217 code"))
    }

    @Test func journalsCarryThePrices() throws {
        let ledger = try YearLedger(in: directory)
        try configure(ledger, "[report]\ncurrency = GBP\nprices = prices.journal\n")
        let hledger = try ledger.run(["export", "--format", "hledger"])
        #expect(hledger.status == 0, "\(hledger.stderr)")
        #expect(hledger.stdout.contains("\nP 2025-03-01 EUR 0.86 GBP  ; from prices.journal:2\n"))
        #expect(hledger.stdout.contains("\nP 2025-06-01 EUR 0.85 GBP"))
        let beancount = try ledger.run(["export", "--format", "beancount"])
        #expect(beancount.stdout.contains("\n2025-03-01 price EUR 0.86 GBP"))
        // Split by date, each part carries the rates of its own days.
        let spring = try ledger.run(["export", "--format", "beancount", "--until", "2025-04-30"])
        #expect(spring.stdout.contains("2025-03-01 price EUR") && !spring.stdout.contains("2025-06-01 price EUR"))
        let csv = try ledger.run(["export", "--format", "csv"])
        #expect(!csv.stdout.contains("0.86"))
    }
}
