import Foundation
import StatementPDFWriter
import Testing

/// A "$" statement's currency, decided once: an address names the country, the refusal's
/// example comes from the cues (never a fixed one), and `[import] currency` in the configuration
/// decides for a person who lives with one currency unless the cues say otherwise.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct CurrencyDecisionsTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
    }

    /// A "$" checking statement from a bank printing no country of its own; `town` ends the holder's
    /// address (NUL between two lines of it).
    private func statement(town: String) throws -> String {
        let entries = [
            StatementEntry(date: CalendarDate(2025, 3, 4), description: ["ZQXW HARDWARE"], amount: -4_520),
            StatementEntry(date: CalendarDate(2025, 3, 11), description: ["PAYROLL ZQXW"], amount: 120_000),
        ]
        let description = StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street",
            accountHolder: ["SAM TESTER", "9 Nowhere Lane"] + town.split(separator: "\u{0}").map(String.init),
            accountNumber: "000123456789", currency: "XXX", periodStart: CalendarDate(2025, 3, 1),
            periodEnd: CalendarDate(2025, 3, 31), openingBalance: 250_000, entries: entries)
        let url = directory.appendingPathComponent("checking-\(UUID().uuidString).pdf")
        try StatementLayoutRenderer.render(description, style: .usChecking).write(to: url)
        return url.path
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(arguments, in: directory, environment: environment)
    }

    private func setting(_ text: String) throws {
        let folder = directory.appendingPathComponent("config/statement-import")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
    }

    private func currencies() throws -> Set<String> {
        let listed = try run(["transactions", "--format", "json"])
        let rows = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        return Set(rows.compactMap { $0["currency"] as? String })
    }

    @Test func aCityAndStateNameTheDollar() throws {
        let imported = try run(["import", try statement(town: "Houston, TX")])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try currencies() == ["USD"])
    }

    @Test func withNoCueTheRefusalListsTheReadingsAndNamesTheSetting() throws {
        let refused = try run(["import", try statement(town: "Testville")])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("'$' can be USD, CAD, AUD, MXN, NZD…"), "\(refused.stderr)")
        #expect(refused.stderr.contains("[import] currency = CODE"))
        #expect(!refused.stderr.contains("--currency MXN"))
    }

    @Test func theSettingDecidesASignTheCuesAllow() throws {
        try setting("[import]\ncurrency = USD\n")
        let imported = try run(["import", try statement(town: "Testville")])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try currencies() == ["USD"])
    }

    @Test func aCityAndProvinceDecideWhateverTheSetting() throws {
        try setting("[import]\ncurrency = USD\n")
        let imported = try run(["import", try statement(town: "Toronto, ON")])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try currencies() == ["CAD"])
    }

    @Test func cuesThatDisagreeGiveTheExampleAndTheSettingChoosesOnlyAmongThem() throws {
        try setting("[import]\ncurrency = MXN\n")
        let both = try statement(town: "Houston, TX\u{0}Toronto, ON")
        let refused = try run(["import", both])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("for example --currency USD") || refused.stderr.contains("for example --currency CAD"), "\(refused.stderr)")
        #expect(refused.stderr.contains("your [import] currency = MXN is not what its cues allow"))
        try setting("[import]\ncurrency = CAD\n")
        let chosen = try run(["import", both])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(try currencies() == ["CAD"])
    }

    /// A download that names no currency at all (no code, sign or country) takes the person's one
    /// currency, as the refusal's own hint promised; before, the setting was "not what its cues
    /// allow" for a file that has no cues.
    @Test func theSettingDecidesAFileThatSaysNothingOfItsCurrency() throws {
        let csv = directory.appendingPathComponent("download.csv")
        try Data("Date,Description,Amount,Balance\n2025-03-02,Coffee,-3.50,96.50\n2025-03-04,Salary,1000.00,1096.50\n".utf8).write(to: csv)
        let refused = try run(["import", csv.path, "--account", "Everyday", "--accept-unverified"])
        #expect(refused.status == 65 && refused.stderr.contains("[import] currency = CODE"), "\(refused.stderr)")
        try setting("[import]\ncurrency = GBP\n")
        let imported = try run(["import", csv.path, "--account", "Everyday", "--accept-unverified"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try currencies() == ["GBP"])
        // A sign on the amounts is a cue the setting must fit: "$" is no pound.
        let dollars = directory.appendingPathComponent("dollars.csv")
        try Data("Date,Description,Amount\n2025-03-02,Coffee,-$3.50\n2025-03-04,Salary,$1000.00\n".utf8).write(to: dollars)
        let refused2 = try run(["import", dollars.path, "--account", "Other", "--accept-unverified"])
        #expect(refused2.status == 65 && refused2.stderr.contains("your [import] currency = GBP is not what its cues allow"), "\(refused2.stderr)")
    }

    @Test func aWrongSettingIsAConfigurationErrorAtItsLine() throws {
        try setting("[import]\ncurrency = dollars\n")
        let refused = try run(["import", try statement(town: "Testville")])
        #expect(refused.status == 78 && refused.stderr.contains("config:2"), "\(refused.stderr)")
    }
}

extension CurrencyDecisionsTests {
    @Test func aFileNeedingCurrencyAndAccountAsksBothInOneMessageWithOneCommand() throws {
        let entries = [StatementEntry(date: CalendarDate(2025, 3, 4), description: ["ZQXW HARDWARE"], amount: -4_520)]
        let description = StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street", accountHolder: ["SAM TESTER", "Testville"],
            accountNumber: "", currency: "XXX", periodStart: CalendarDate(2025, 3, 1),
            periodEnd: CalendarDate(2025, 3, 31), openingBalance: 250_000, entries: entries)
        let url = directory.appendingPathComponent("no-number.pdf")
        try StatementLayoutRenderer.render(description, style: .usChecking).write(to: url)
        let refused = try run(["import", url.path])
        #expect(refused.status == 65)
        #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
        #expect(
            refused.stderr.contains("answer both at once: statement-import import \(url.path) --currency CODE --account NAME"),
            "\(refused.stderr)")
        let answered = try run(["import", url.path, "--currency", "USD", "--account", "Joint"])
        #expect(answered.status == 0, "\(answered.stderr)")
    }
}

extension CurrencyDecisionsTests {
    @Test func theSettingDecidesForTheBatchToo() throws {
        try setting("[import]\ncurrency = USD\n")
        let inbox = directory.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: try statement(town: "Testville"), toPath: inbox.appendingPathComponent("march.pdf").path)
        let batch = try run(["batch", "--inbox", inbox.path, "--settle", "0"])
        #expect(batch.status == 0, "\(batch.stdout)\(batch.stderr)")
        #expect(try currencies() == ["USD"])
    }
}
