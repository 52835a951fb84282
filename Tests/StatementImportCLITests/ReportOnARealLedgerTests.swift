import Foundation
import Testing

/// The report as a person meets it on a ledger of many months and currencies, through the binary:
/// the terminal table fits its width and leaves out what is empty (CSV keeps everything), the page
/// opens with the currency most used and says a one-point chart in words, and a guess below the
/// confidence threshold counts under "needs review" until it is settled.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not built"))
final class ReportOnARealLedgerTests {
    let directory: URL
    init() throws { directory = try ToolRun.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: directory) }

    private func report(_ ledger: YearLedger, _ arguments: [String], columns: String) throws -> ToolRun {
        let result = try ToolRun.run(
            ["report"] + arguments + ["--ledger", ledger.path], in: directory,
            environment: ledger.environment.merging(["COLUMNS": columns]) { $1 })
        #expect(result.status == 0, "\(result.stderr)")
        return result
    }

    /// The header line of each currency's table: "Category  …  2025-11  2025-12  Out  In  Net".
    private func headers(_ table: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var currency = ""
        for line in table.split(separator: "\n").map(String.init) {
            if line.contains(": net per month") { currency = String(line.prefix(3)) }
            if line.hasPrefix("Category") { result[currency] = line.split(separator: " ").map(String.init) }
        }
        return result
    }

    @Test func theTerminalReportFitsItsWidthAndLeavesOutEmptyMonthsWhileCSVKeepsThem() throws {
        let ledger = try YearLedger(in: directory)
        for columns in ["80", "60", ""] {
            let narrow = try report(ledger, [], columns: columns)
            let longest = narrow.stdout.split(separator: "\n").map(\.count).max() ?? 0
            #expect(longest <= (Int(columns) ?? 80), "COLUMNS=\(columns): a line of \(longest)\n\(narrow.stdout)")
            #expect(narrow.stdout.contains("left out to fit \(Int(columns) ?? 80) columns"), "\(narrow.stdout)")
            // The latest month is the one kept.
            #expect(headers(narrow.stdout)["GBP"]?.contains("2025-12") == true, "\(narrow.stdout)")
        }
        let wide = try report(ledger, [], columns: "400")
        let all = headers(wide.stdout)
        #expect(all["GBP"]?.filter { $0.hasPrefix("2025-") }.count == 12, "\(wide.stdout)")
        #expect(all["GBP"]?.contains("Kind") == true)
        // The euro account has no statement for May: an empty column in the table, a month in the CSV.
        let euros = try #require(all["EUR"])
        #expect(!euros.contains("2025-05") && euros.contains("2025-04") && euros.contains("2025-06"), "\(wide.stdout)")
        #expect(wide.stdout.contains("No money moved in 2025-05: left out."))
        #expect(!wide.stdout.contains("left out to fit"))
        let csv = try report(ledger, ["--format", "csv"], columns: "40")
        #expect(csv.stdout.contains("EUR,spending,,TOTAL,2025-05,0.00,0.00,0.00\r\n"), "\(csv.stdout.prefix(2000))")
        #expect(csv.stdout.contains("GBP,spending,,TOTAL,2025-01,"))
    }

    @Test func aColumnOfZerosIsLeftOutOfTheTableButKeptInTheCSV() throws {
        let environment = ToolRun.ownLedgerAndConfiguration(in: directory).merging(["COLUMNS": "120"]) { $1 }
        let statement = directory.appendingPathComponent("made-up.pdf")
        // Money out only: the In column would be zeros all the way down.
        try MadeUpStatement.write(to: statement, descriptions: ["TESCO STORES 3112", "ZQXW GIZMO EMPORIUM"])
        #expect(try ToolRun.run(["import", statement.path], in: directory, environment: environment).status == 0)
        let table = try ToolRun.run(["report"], in: directory, environment: environment)
        let header = try #require(table.stdout.split(separator: "\n").first { $0.hasPrefix("Category") }, "\(table.stdout)")
        #expect(header.split(separator: " ") == ["Category", "Kind", "2025-03", "Out", "Net"], "\(table.stdout)")
        let csv = try ToolRun.run(["report", "--format", "csv"], in: directory, environment: environment)
        #expect(csv.stdout.contains("GBP,spending,,TOTAL,total,3.00,0.00,-3.00\r\n"), "\(csv.stdout)")
    }

    @Test func thePageOpensWithTheMostUsedCurrencyAndSaysAOnePointChartInWords() throws {
        let ledger = try YearLedger(in: directory)
        // The year's pounds hold far more rows than its euros: they open the report in every format.
        let json = try #require(try ledger.json(["report", "--format", "json"]) as? [String: Any])
        #expect((json["currencies"] as? [[String: Any]])?.compactMap { $0["currency"] as? String } == ["GBP", "EUR"])
        let page = directory.appendingPathComponent("report.html")
        _ = try report(ledger, ["--html", page.path], columns: "80")
        let html = try String(contentsOf: page, encoding: .utf8)
        let pounds = try #require(html.range(of: "<section class=\"currency\" data-currency=\"GBP\">"))
        let euros = try #require(html.range(of: "<section class=\"currency\" data-currency=\"EUR\">"))
        #expect(pounds.lowerBound < euros.lowerBound)
        #expect(html.contains("<svg class=\"chart spending\" data-currency=\"GBP\""))

        // One month: a single bar would stand alone behind a wide axis, so it is a sentence.
        let oneMonth = directory.appendingPathComponent("one-month.html")
        _ = try report(ledger, ["--months", "1", "--html", oneMonth.path], columns: "80")
        let short = try String(contentsOf: oneMonth, encoding: .utf8)
        #expect(!short.contains("<svg class=\"chart spending\""), "\(short)")
        #expect(short.contains("<p class=\"one-point\">In 2025-12, "), "\(short)")
        #expect(short.contains(" GBP went out: "))
    }

    @Test func aGuessBelowTheThresholdCountsUnderNeedsReviewUntilItIsSettled() throws {
        let environment = ToolRun.ownLedgerAndConfiguration(in: directory)
        func run(_ arguments: [String]) throws -> ToolRun {
            try ToolRun.run(arguments, in: directory, environment: environment)
        }
        func lines() throws -> [String: Int64] {
            let result = try run(["report", "--format", "json"])
            let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            let section = (object?["currencies"] as? [[String: Any]])?.first
            var out: [String: Int64] = [:]
            for line in section?["categories"] as? [[String: Any]] ?? [] {
                let total = line["total"] as? [String: Any]
                out[line["category"] as? String ?? "needs review"] = (total?["money_out_minor"] as? NSNumber)?.int64Value
            }
            return out
        }
        let statement = directory.appendingPathComponent("made-up.pdf")
        try MadeUpStatement.write(to: statement, descriptions: ["TESCO STORES 3112", "TESCO STORES 4410"])
        // A threshold above the shipped rule's confidence: both groceries are guesses to review.
        let imported = try run(["import", "--threshold", "0.99", statement.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let waiting = try JSONSerialization.jsonObject(with: Data(try run(["review", "--list", "--format", "json"]).stdout.utf8)) as? [[String: Any]]
        #expect(waiting?.count == 2 && waiting?.allSatisfy { $0["suggestion"] as? String == "food" } == true, "\(String(describing: waiting))")
        #expect(try lines() == ["needs review": 300], "the guesses are not yet food")
        let table = try run(["report"])
        #expect(table.stdout.contains("needs review") && !table.stdout.contains("food"), "\(table.stdout)")

        let first = try #require(waiting?.first { $0["description"] as? String == "TESCO STORES 3112" }?["id"] as? String)
        #expect(try run(["review", "--confirm", first]).status == 0)
        #expect(try lines() == ["food": 100, "needs review": 200], "the settled row counts as food, the other still waits")
    }
}
