import Foundation
import Testing

/// `--category` in `transactions`, `report` and `recurring` names a category as `budget` and
/// `review` do (id, name or alias, any case), refuses one it does not know with exit 65 and the
/// closest, and takes the categories below it too: `restaurants` holds a `coffee` a person added.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not built"))
final class CategoryFilterTests {
    let directory: URL
    init() throws { directory = try ToolRun.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: directory) }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(
            arguments, in: directory,
            environment: ToolRun.ownLedgerAndConfiguration(in: directory).merging([
                "STATEMENT_IMPORT_RULES": ToolRun.packageRoot.appendingPathComponent("Rules").path
            ]) { $1 })
    }

    /// A pizza (restaurants), three monthly coffees filed under a person's `coffee` below
    /// restaurants, and the groceries.
    private func ledger() throws {
        let csv = """
            Account number,11113333
            Opening balance,1000.00
            Date,Description,Amount (GBP),Balance
            2025-03-03,COSTA COFFEE 123,-3.00,997.00
            2025-04-03,COSTA COFFEE 123,-3.00,994.00
            2025-05-02,PIZZA EXPRESS LONDON,-20.00,974.00
            2025-05-03,COSTA COFFEE 123,-3.00,971.00
            2025-05-04,TESCO STORES 2041,-10.00,961.00
            Closing balance,961.00

            """
        let file = directory.appendingPathComponent("may.csv")
        try csv.write(to: file, atomically: true, encoding: .utf8)
        let imported = try run(["import", "--no-remote", "--currency", "GBP", file.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try run(["categories", "add", "coffee", "Coffee shops", "--parent", "restaurants"]).status == 0)
        let rows = try JSONSerialization.jsonObject(with: Data(try run(["transactions", "--format", "json"]).stdout.utf8)) as? [[String: Any]]
        for row in rows ?? [] where (row["description"] as? String)?.hasPrefix("COSTA") == true {
            let set = try run(["review", "--set", "\(row["id"] as? String ?? "")=coffee"])
            #expect(set.status == 0, "\(set.stderr)")
        }
    }

    @Test func anUnknownCategoryIsRefusedWithTheClosest() throws {
        try ledger()
        for command in [["transactions"], ["report"], ["recurring"]] {
            let refused = try run(command + ["--category", "coffe"])
            #expect(refused.status == 65, "\(command): \(refused.stdout)")
            #expect(refused.stderr.contains("no category coffe; did you mean coffee"), "\(refused.stderr)")
            let named = try run(command + ["--category", "Coffee Shops"])
            #expect(named.status == 0, "\(command): \(named.stderr)")
        }
    }

    @Test func aCategoryTakesTheCategoriesBelowIt() throws {
        try ledger()
        let listed = try run(["transactions", "--category", "restaurants", "--format", "json"])
        let rows = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(rows.compactMap { $0["category"] as? String }.sorted() == ["coffee", "coffee", "coffee", "restaurants"], "\(listed.stdout)")
        let report = try JSONSerialization.jsonObject(with: Data(try run(["report", "--category", "restaurants", "--format", "json"]).stdout.utf8))
        let sections = (report as? [String: Any])?["currencies"] as? [[String: Any]] ?? []
        let categories = (sections.first?["categories"] as? [[String: Any]] ?? []).compactMap { $0["category"] as? String }
        #expect(categories.sorted() == ["coffee", "restaurants"], "\(report)")
        let recurring = try run(["recurring", "--category", "restaurants", "--format", "csv"])
        #expect(recurring.status == 0 && recurring.stdout.contains("coffee"), "\(recurring.stdout) \(recurring.stderr)")
        let coffeeOnly = try run(["transactions", "--category", "coffee", "--format", "json"])
        #expect(!coffeeOnly.stdout.contains("PIZZA"))
    }
}
