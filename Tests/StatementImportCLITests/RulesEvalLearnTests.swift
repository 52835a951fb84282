import Foundation
import Testing

/// Issue 41, item 5: `rules eval FILE --learn FIRST.csv` teaches a temporary ledger FIRST's rows as
/// a person's review answers, then measures FILE with what was learned, and names the rows that
/// learning settled wrongly. A correction reaches the same merchant written another way, never a
/// different merchant behind the same bank words.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct RulesEvalLearnTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
        let header = "description,amount,category,currency\n"
        try
            (header + """
                CARD PAYMENT TO ZORBLAX MARKET 0231 ON 12 MAR,-12.00,shopping,GBP
                TRANSFERENCIA A JUAN QUINTOR,-300.00,transfers,EUR
                QUINTOR KIOSK 12,-3.00,restaurants,GBP
                """).write(to: directory.appendingPathComponent("first.csv"), atomically: true, encoding: .utf8)
        try
            (header + """
                POS 4411XXXXXXXX9876 ZORBLAX MARKET 0987,-9.00,shopping,GBP
                VISA DEBIT ZORBLAX MARKET LONDON GB,-5.00,shopping,GBP
                TRANSFERENCIA A ACADEMIA BLORPFIT,-60.00,health,EUR
                QUINTOR KIOSK 99,-4.00,food,GBP
                """).write(to: directory.appendingPathComponent("next.csv"), atomically: true, encoding: .utf8)
    }

    private func evaluate(_ extra: [String] = []) throws -> ToolRun {
        try ToolRun.run(
            [
                "rules", "eval", directory.appendingPathComponent("next.csv").path,
                "--learn", directory.appendingPathComponent("first.csv").path,
            ] + extra,
            in: directory, environment: environment)
    }

    @Test func theFirstRowsTeachTheNextAndTheWrongOnesAreNamed() throws {
        let result = try evaluate()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("first.csv: 3 rows answered as in review"), "\(result.stdout)")
        #expect(result.stdout.contains("without them:"))
        // Both Zorblax Market rows (another store number, city and card wrapper) and the kiosk.
        #expect(result.stdout.contains("settled by what was learned: 3 rows, 1 wrong"), "\(result.stdout)")
        #expect(result.stdout.contains("QUINTOR KIOSK 99 [-4.00]: expected food, got restaurants"))
        // The person's own ledger is not touched: the lessons went to a temporary one.
        #expect(!FileManager.default.fileExists(atPath: environment["STATEMENT_IMPORT_LEDGER"] ?? ""))
    }

    @Test func aCorrectionNeverReachesAnotherMerchantBehindTheSameBankWords() throws {
        let result = try evaluate(["--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let learning = report?["learning"] as? [String: Any]
        #expect(learning?["taught"] as? Int == 3)
        #expect(learning?["settledByLearning"] as? Int == 3)
        let misses = report?["misses"] as? [[String: Any]] ?? []
        let academia = misses.first { ($0["description"] as? String)?.contains("BLORPFIT") == true }
        #expect(academia == nil || academia?["source"] as? String != "learned", "\(String(describing: academia))")
    }

    @Test func anUnreadableFirstFileIsNamed() throws {
        let result = try ToolRun.run(
            ["rules", "eval", directory.appendingPathComponent("next.csv").path, "--learn", directory.appendingPathComponent("missing.csv").path],
            in: directory, environment: environment)
        #expect(result.status != 0)
        #expect(result.stderr.contains("missing.csv: cannot read the labelled file"), "\(result.stderr)")
    }
}
