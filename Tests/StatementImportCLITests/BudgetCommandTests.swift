import Foundation
import Testing

/// `budget set`, `budget`, `budget remove` and the page's budget bars through the built tool, on
/// a year of drawn statements: the spent against `transactions` summed by hand, each cadence's
/// period boundary, the warnings, the errors a person meets.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not built"))
final class BudgetCommandTests {
    let directory: URL
    init() throws { directory = try ToolRun.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Money out less refunds in `category` and `currency` from `start` to `end`, settled rows only, by hand.
    static func spentByHand(_ rows: [[String: Any]], _ category: String, _ currency: String, _ start: String, _ end: String) -> Int64 {
        rows.reduce(Int64(0)) { total, row in
            guard row["category"] as? String == category, row["currency"] as? String == currency,
                row["review_status"] as? String != "needs_review", let date = row["date"] as? String, start <= date, date <= end,
                let minor = (row["amount_minor"] as? NSNumber)?.int64Value
            else { return total }
            return total - minor
        }
    }

    static func only(_ value: Any) -> [String: Any] { (value as? [[String: Any]])?.first ?? [:] }

    @Test func budgetsAreSetShownAcrossEachCadencesBoundaryAndRemoved() throws {
        let ledger = try YearLedger(in: directory)
        let rows = try #require(try ledger.json(["transactions", "--format", "json"]) as? [[String: Any]])
        #expect(Self.spentByHand(rows, "food", "GBP", "2025-01-01", "2025-12-31") > 0)

        let set = try ledger.run(["budget", "set", "food", "40,50", "--every", "week", "--from", "2025-03-03", "--currency", "gbp"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout.contains("budget set: food 40.50 GBP a week, periods from 2025-03-03"), "\(set.stdout)")
        // The last day of a week and the first of the next: the new week starts from nothing.
        for (day, start, end) in [("2025-03-09", "2025-03-03", "2025-03-09"), ("2025-03-10", "2025-03-10", "2025-03-16")] {
            let budget = Self.only(try ledger.json(["budget", "--on", day, "--format", "json"]))
            #expect(budget["period_start"] as? String == start && budget["period_end"] as? String == end, "\(budget)")
            #expect((budget["spent_minor"] as? NSNumber)?.int64Value == Self.spentByHand(rows, "food", "GBP", start, end), "\(budget)")
            #expect((budget["limit_minor"] as? NSNumber)?.int64Value == 4_050 && budget["currency"] as? String == "GBP")
            #expect((budget["days_left"] as? NSNumber)?.intValue == (day == "2025-03-09" ? 1 : 7))
        }

        // Fortnight, month (from the 31st) and year, each on both sides of its boundary.
        let cadences: [(every: String, from: String, last: String, first: String, nextEnd: String)] = [
            ("fortnight", "2025-03-03", "2025-03-16", "2025-03-17", "2025-03-30"),
            ("month", "2025-01-31", "2025-02-27", "2025-02-28", "2025-03-30"),
            ("year", "2024-07-01", "2025-06-30", "2025-07-01", "2026-06-30"),
        ]
        for cadence in cadences {
            let again = try ledger.run(["budget", "set", "Food and groceries", "100", "--every", cadence.every, "--from", cadence.from])
            #expect(again.status == 0, "\(again.stderr)")
            let before = Self.only(try ledger.json(["budget", "--on", cadence.last, "--format", "json"]))
            let after = Self.only(try ledger.json(["budget", "--on", cadence.first, "--format", "json"]))
            #expect(before["period_end"] as? String == cadence.last && after["period_start"] as? String == cadence.first, "\(before) \(after)")
            #expect(after["period_end"] as? String == cadence.nextEnd && after["every"] as? String == cadence.every)
            let currency = try #require(after["currency"] as? String)
            for budget in [before, after] {
                let start = budget["period_start"] as? String ?? "", end = budget["period_end"] as? String ?? ""
                #expect((budget["spent_minor"] as? NSNumber)?.int64Value == Self.spentByHand(rows, "food", currency, start, end), "\(budget)")
            }
        }

        // A small monthly limit is passed: the table warns; the other currency's food rows are said, not added.
        #expect(try ledger.run(["budget", "set", "food", "10", "--from", "2025-03-01", "--currency", "GBP"]).status == 0)
        let table = try ledger.run(["budget", "--on", "2025-03-20"])
        #expect(table.status == 0)
        #expect(
            table.stdout.contains("warning: food has reached its budget:") && table.stdout.contains("12 days left until 2025-03-31"),
            "\(table.stdout)")
        #expect(table.stdout.contains("|"))
        if Self.spentByHand(rows, "food", "EUR", "2025-03-01", "2025-03-31") != 0 {
            #expect(table.stdout.contains("in EUR not added: the budget is in GBP"), "\(table.stdout)")
        }

        // The page draws the budget with its limit line and the warning.
        let page = directory.appendingPathComponent("report.html")
        #expect(try ledger.run(["report", "--until", "2025-03-20", "--html", page.path]).status == 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        let spent = Self.spentByHand(rows, "food", "GBP", "2025-03-01", "2025-03-31")
        #expect(
            html.contains("<rect class=\"budget\" data-category=\"food\" data-level=\"over\" data-spent-minor=\"\(spent)\" data-limit-minor=\"1000\"")
        )
        #expect(html.contains("<line class=\"limit\"") && html.contains("class=\"budget-warning\""))

        let removed = try ledger.run(["budget", "remove", "food"])
        #expect(removed.status == 0 && removed.stdout.contains("budget removed: food"))
        #expect((try ledger.json(["budget", "--format", "json"]) as? [Any])?.isEmpty == true)
        let none = try ledger.run(["budget", "remove", "food"])
        // Nothing to remove is bad data, as an unknown id or category is (exit 65 in the table), not a batch's partial failure.
        #expect(none.status == 65 && none.stderr.contains("food has no budget"), "\(none.stderr)")
    }

    @Test func reportListsTheBudgetsAsBudgetDoes() throws {
        let ledger = try YearLedger(in: directory)
        #expect(try ledger.run(["budget", "set", "food", "10", "--from", "2025-03-01", "--currency", "GBP"]).status == 0)
        #expect(try ledger.run(["budget", "set", "restaurants", "100000", "--every", "week", "--from", "2025-03-03"]).status == 0)
        let budget = try #require(try ledger.json(["budget", "--on", "2025-03-20", "--format", "json"]) as? [[String: Any]])
        #expect(budget.count == 2)

        // The report's JSON carries the same entries `budget --format json` gives for the day of --until.
        let report = try #require(try ledger.json(["report", "--until", "2025-03-20", "--format", "json"]) as? [String: Any])
        let listed = try #require(report["budgets"] as? [[String: Any]])
        #expect(listed.count == budget.count)
        for (shown, own) in zip(listed, budget) {
            for key in ["category", "limit_minor", "spent_minor", "left_minor", "days_left", "percent_spent", "level", "period_start"] {
                #expect("\(shown[key] ?? "none")" == "\(own[key] ?? "none")", "\(key): \(shown) \(own)")
            }
        }
        #expect(listed.first { $0["category"] as? String == "food" }?["level"] as? String == "over")

        // The terminal table ends with the budgets: limit, spent, left, days left, percent and the warning.
        let table = try ledger.run(["report", "--until", "2025-03-20"])
        #expect(table.status == 0, "\(table.stderr)")
        let text = try ledger.run(["budget", "--on", "2025-03-20"])
        #expect(table.stdout.contains("Budgets (each one's period holding 2025-03-20):\n" + text.stdout), "\(table.stdout)")
        #expect(table.stdout.contains("Days left") && table.stdout.contains("warning: food has reached its budget:"))

        // Without budgets the report says nothing about them.
        #expect(try ledger.run(["budget", "remove", "food"]).status == 0)
        #expect(try ledger.run(["budget", "remove", "restaurants"]).status == 0)
        #expect(!(try ledger.run(["report", "--until", "2025-03-20"]).stdout.contains("Budgets")))
        let bare = try #require(try ledger.json(["report", "--until", "2025-03-20", "--format", "json"]) as? [String: Any])
        #expect((bare["budgets"] as? [Any])?.isEmpty == true)
    }

    @Test func mistakesAreRefusedWithWhatToDo() throws {
        let ledger = try YearLedger(in: directory)
        let typo = try ledger.run(["budget", "set", "restaurnts", "60"])
        #expect(typo.status == 65 && typo.stderr.contains("did you mean restaurants?"), "\(typo.stderr)")
        let income = try ledger.run(["budget", "set", "salary", "60"])
        #expect(income.status == 65 && income.stderr.contains("budgets are for spending"), "\(income.stderr)")
        let amount = try ledger.run(["budget", "set", "food", "sixty"])
        #expect(amount.status == 64 && amount.stderr.contains("not 'sixty'"), "\(amount.stderr)")
        let cadence = try ledger.run(["budget", "set", "food", "60", "--every", "day"])
        #expect(cadence.status == 64, "\(cadence.stderr)")
        let stray = try ledger.run(["budget", "--every", "week"])
        #expect(stray.status == 64 && stray.stderr.contains("--every goes with `budget set"), "\(stray.stderr)")
        let help = try ledger.run(["budget", "--help"])
        #expect(help.status == 0 && help.stdout.contains("budget [set CATEGORY AMOUNT | remove CATEGORY]"), "\(help.stdout)")
        let empty = try ledger.run(["budget"])
        #expect(empty.status == 0 && empty.stdout.contains("No budgets yet"))
    }
}
