import Foundation
import Testing

/// `report` and `recurring` on the samples and on a year of drawn statements: the report's
/// figures against `transactions` summed by hand, per currency, transfers apart, duplicates out.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not built"))
final class ReportCommandTests {
    let directory: URL
    init() throws { directory = try ToolRun.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: directory) }

    struct Figures: Equatable {
        var moneyOut: Int64 = 0
        var moneyIn: Int64 = 0

        mutating func add(_ minor: Int64) {
            if minor < 0 { moneyOut -= minor } else { moneyIn += minor }
        }
    }

    /// `transactions --format json` added up by hand: currency → category → month → figures; a row
    /// waiting for review counts under "needs review" (null in the report's JSON), not its guess.
    static func summedByHand(_ rows: [[String: Any]]) -> [String: [String: [String: Figures]]] {
        var sums: [String: [String: [String: Figures]]] = [:]
        for row in rows {
            guard let currency = row["currency"] as? String, let date = row["date"] as? String,
                let minor = (row["amount_minor"] as? NSNumber)?.int64Value
            else { continue }
            let category = row["review_status"] as? String == "needs_review" ? "needs review" : row["category"] as? String ?? "needs review"
            sums[currency, default: [:]][category, default: [:]][String(date.prefix(7)), default: Figures()].add(minor)
        }
        return sums
    }

    static func figures(_ value: Any?) -> Figures {
        let object = value as? [String: Any] ?? [:]
        return Figures(
            moneyOut: (object["money_out_minor"] as? NSNumber)?.int64Value ?? -1,
            moneyIn: (object["money_in_minor"] as? NSNumber)?.int64Value ?? -1)
    }

    @Test func reportAgreesWithTransactionsSummedByHand() throws {
        let ledger = try YearLedger(in: directory)
        // A person marks one grocery row a duplicate: it must drop out of the report too.
        let all = try #require(try ledger.json(["transactions", "--format", "json"]) as? [[String: Any]])
        let tesco = try #require(all.first { ($0["description"] as? String)?.contains("TESCO") == true })
        let marked = try ledger.run(["review", "--duplicate", try #require(tesco["id"] as? String)])
        #expect(marked.status == 0, "\(marked.stderr)")
        let rows = try #require(try ledger.json(["transactions", "--format", "json"]) as? [[String: Any]])
        #expect(rows.count == all.count - 1)
        let byHand = Self.summedByHand(rows)

        let report = try #require(try ledger.json(["report", "--format", "json"]) as? [String: Any])
        let sections = try #require(report["currencies"] as? [[String: Any]])
        // The most active currency first: the year's pounds hold more rows than its euros.
        #expect(sections.compactMap { $0["currency"] as? String } == ["GBP", "EUR"])
        for section in sections {
            let currency = try #require(section["currency"] as? String)
            let months = try #require(section["months"] as? [String])
            let spending = try #require(section["categories"] as? [[String: Any]])
            let transfers = try #require(section["transfers"] as? [[String: Any]])
            let expected = try #require(byHand[currency])
            var seen: Set<String> = []
            var totalOut: Int64 = 0, totalIn: Int64 = 0
            for (line, isTransfer) in spending.map({ ($0, false) }) + transfers.map({ ($0, true) }) {
                let label = line["category"] as? String ?? "needs review"
                seen.insert(label)
                #expect((line["kind"] as? String == "transfer") == isTransfer, "\(currency) \(label) in the wrong part")
                let perMonth = try #require(line["months"] as? [[String: Any]])
                var lineOut: Int64 = 0, lineIn: Int64 = 0
                for (month, figures) in zip(months, perMonth) {
                    #expect(Self.figures(figures) == expected[label]?[month] ?? Figures(), "\(currency) \(label) \(month)")
                    lineOut += Self.figures(figures).moneyOut
                    lineIn += Self.figures(figures).moneyIn
                }
                #expect(Self.figures(line["total"]) == Figures(moneyOut: lineOut, moneyIn: lineIn))
                if !isTransfer { totalOut += lineOut; totalIn += lineIn }
            }
            #expect(seen == Set(expected.keys), "\(currency): categories in the report \(seen), by hand \(expected.keys)")
            #expect(Self.figures(section["total"]) == Figures(moneyOut: totalOut, moneyIn: totalIn))
            if currency == "GBP" {
                #expect(transfers.contains { $0["category"] as? String == "transfers" }, "the transfers to savings are shown apart")
                #expect(months.count == 12 && months.first == "2025-01" && months.last == "2025-12")
            }
        }
        // The duplicate is out: with it the hand sum differs from the report's.
        let withDuplicate = Self.summedByHand(all)
        let tescoMonth = String(try #require(tesco["date"] as? String).prefix(7))
        #expect(
            withDuplicate["GBP"]?[tesco["category"] as? String ?? "needs review"]?[tescoMonth]
                != byHand["GBP"]?[tesco["category"] as? String ?? "needs review"]?[tescoMonth])
    }

    @Test func reportFiltersAndFormats() throws {
        let ledger = try YearLedger(in: directory)
        let lastThree = try #require(try ledger.json(["report", "--format", "json", "--months", "3"]) as? [String: Any])
        let sections = try #require(lastThree["currencies"] as? [[String: Any]])
        // The euro account's statements end in July: its last three months with rows are May to July.
        #expect(sections.first { $0["currency"] as? String == "GBP" }?["months"] as? [String] == ["2025-10", "2025-11", "2025-12"])
        let euros = try #require(try ledger.json(["report", "--format", "json", "--account", "9876"]) as? [String: Any])
        #expect((euros["currencies"] as? [[String: Any]])?.compactMap { $0["currency"] as? String } == ["EUR"])
        let food = try #require(
            try ledger.json([
                "report", "--format", "json", "--category", "food", "--since", "2025-03-01",
                "--until", "2025-04-30",
            ]) as? [String: Any])
        for section in food["currencies"] as? [[String: Any]] ?? [] {
            #expect((section["categories"] as? [[String: Any]])?.compactMap { $0["category"] as? String } == ["food"])
            #expect(section["months"] as? [String] == ["2025-03", "2025-04"])
        }
        let table = try ledger.run(["report"])
        #expect(table.status == 0)
        #expect(table.stdout.contains("GBP: net per month") && table.stdout.contains("EUR: net per month"))
        #expect(table.stdout.contains("Transfers between own accounts"))
        let csv = try ledger.run(["report", "--format", "csv"])
        #expect(csv.stdout.hasPrefix("currency,section,kind,category,month,money_out,money_in,net\r\n"))
        #expect(csv.stdout.contains("GBP,transfers,transfer,transfers,2025-01,200.00,0.00,-200.00\r\n"))
        let wrong = try ledger.run(["report", "--months", "0"])
        #expect(wrong.status == 64)
    }

    /// The Money out and Money in rows fill only their own total column: the period's money in
    /// printed on the Money out row read as money out, and both rows repeated the Net row's net.
    @Test func theMoneyOutAndMoneyInRowsShowOnlyTheirOwnTotal() throws {
        let ledger = try YearLedger(in: directory)
        let table = try ledger.run(["report"])
        #expect(table.status == 0, "\(table.stderr)")
        let lines = table.stdout.split(separator: "\n").map(String.init)
        let out = try #require(lines.first { $0.hasPrefix("Money out ") })
        let moneyIn = try #require(lines.first { $0.hasPrefix("Money in ") })
        let net = try #require(lines.first { $0.hasPrefix("Net ") })
        func cells(_ line: String) -> [Substring] { line.split(separator: " ") }
        // Net's last three cells are the period's out, in and net.
        let totals = cells(net).suffix(3).map(String.init)
        #expect(cells(out).last.map(String.init) == totals[0], "\(out)\n\(net)")
        #expect(cells(moneyIn).last.map(String.init) == totals[1], "\(moneyIn)\n\(net)")
        #expect(out.count < moneyIn.count && moneyIn.count < net.count, "\(table.stdout)")
    }

    @Test func recurringFindsTheYearsRegularPayments() throws {
        let ledger = try YearLedger(in: directory)
        let payments = try #require(try ledger.json(["recurring", "--format", "json"]) as? [[String: Any]])
        func payment(_ merchant: String) -> [String: Any]? { payments.first { $0["merchant"] as? String == merchant } }
        let netflix = try #require(payment("NETFLIX"))
        #expect(netflix["interval"] as? String == "monthly")
        #expect(netflix["usual_amount"] as? String == "12.99" && netflix["currency"] as? String == "GBP")
        #expect(netflix["previous_amount"] as? String == "10.99" && netflix["previous_until"] as? String == "2025-06-07")
        #expect(netflix["last"] as? String == "2025-12-07" && netflix["next_expected"] as? String == "2026-01-07")
        #expect(netflix["missed"] as? [String] == [])
        #expect(payment("PUREGYM")?["missed"] as? [String] == ["2025-09-05"])
        #expect(payment("SPOTIFY")?["missed"] as? [String] == ["2025-11-13"])
        #expect(payment("RIVERFORD ORGANIC")?["interval"] as? String == "weekly")
        #expect(payment("RIVERFORD ORGANIC")?["payments"] as? Int == 52)
        #expect(payment("THAMES WATER")?["interval"] as? String == "quarterly")
        // No statement for May: the euro payments missing then are not missed, the statement is.
        #expect(payment("MOVISTAR")?["missed"] as? [String] == [])
        #expect(payment("MOVISTAR")?["currency"] as? String == "EUR")
        // Groceries of every size twice a month, the salary and the transfers to savings are not payments that recur.
        #expect(payment("TESCO STORES") == nil && payment("SALARY FROM CONTOSO LTD") == nil)
        #expect(!payments.contains { ($0["merchant"] as? String)?.contains("SAVINGS") == true })

        let table = try ledger.run(["recurring"])
        #expect(table.stdout.contains("12.99, was 10.99 until 2025-06-07"))
        #expect(table.stdout.contains("missed 2025-09-05"))
        let csv = try ledger.run(["recurring", "--format", "csv"])
        #expect(csv.stdout.hasPrefix("merchant,category,interval,usual_amount,currency"))
    }

    @Test func bothCommandsWorkOnTheSamples() throws {
        let ledgerPath = directory.appendingPathComponent("samples.sqlite").path
        let samples = try FileManager.default.contentsOfDirectory(atPath: ToolRun.sample(""))
            .filter { $0.hasSuffix(".pdf") }.sorted().map(ToolRun.sample)
        let environment = [
            "STATEMENT_IMPORT_RULES": ToolRun.packageRoot.appendingPathComponent("Rules").path,
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
        ]
        let imported = try ToolRun.run(["import", "--no-remote", "--ledger", ledgerPath] + samples, in: directory, environment: environment)
        #expect(imported.status == 0, "\(imported.stderr)")
        let page = directory.appendingPathComponent("report.html").path
        let report = try ToolRun.run(["report", "--ledger", ledgerPath, "--html", page], in: directory, environment: environment)
        #expect(report.status == 0, "\(report.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        // A section per currency, with its spending as a chart, or as a sentence where it is one month's.
        for code in ["GBP", "EUR", "USD"] { #expect(html.contains("<section class=\"currency\" data-currency=\"\(code)\">")) }
        #expect(html.contains("<svg class=\"chart spending\""))
        // Self-contained: nothing fetched, no script.
        #expect(!html.contains("<script") && !html.contains("src=") && !html.contains("@import") && !html.contains("url("))
        let json = try ToolRun.run(["report", "--ledger", ledgerPath, "--format", "json"], in: directory, environment: environment)
        #expect(json.status == 0)
        let recurring = try ToolRun.run(["recurring", "--ledger", ledgerPath, "--format", "json"], in: directory, environment: environment)
        #expect(recurring.status == 0 && recurring.stdout.hasPrefix("["))
        let missing = try ToolRun.run(["report", "--ledger", directory.appendingPathComponent("none.sqlite").path], in: directory)
        #expect(missing.status == 66)
    }
}
