import Foundation
import Testing

/// `recategorise` lists what would move and, at a terminal, asks first; a script is not asked.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct RecategoriseCommandTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
        let imported = try ToolRun.run(["import", ToolRun.sample("current-account-en.pdf")], in: directory, environment: environment)
        #expect(imported.status == 0, "\(imported.stderr)")
        // A rule of the person's own, written after the import: Tesco rows would move to shopping.
        let rules = directory.appendingPathComponent("config/statement-import/rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        try "rule \"Tesco is shopping\"\n  when description contains \"TESCO\"\n  category shopping\n  confidence 0.95\n"
            .write(to: rules.appendingPathComponent("mine.rules"), atomically: true, encoding: .utf8)
    }

    private func tescoCategories() throws -> Set<String> {
        let rows = try ToolRun.run(["transactions", "--format", "json"], in: directory, environment: environment)
        let decoded = try JSONSerialization.jsonObject(with: Data(rows.stdout.utf8)) as? [[String: Any]] ?? []
        return Set(decoded.filter { ($0["description"] as? String ?? "").contains("TESCO") }.map { $0["category"] as? String ?? "-" })
    }

    /// The command run in a pseudo-terminal, typing `keys`; nil when `script` is not there.
    private func atATerminal(_ keys: String) throws -> ToolRun? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), let binary = ToolRun.binary else {
            print("skipped: /usr/bin/script is needed for a pseudo-terminal")
            return nil
        }
        let command =
            "env STATEMENT_IMPORT_LEDGER='\(environment["STATEMENT_IMPORT_LEDGER"] ?? "")' "
            + "XDG_CONFIG_HOME='\(environment["XDG_CONFIG_HOME"] ?? "")' '\(binary)' recategorise"
        return try ToolRun.run(
            ["-qec", command, "/dev/null"], in: directory, environment: environment, input: keys,
            executable: "/usr/bin/script")
    }

    @Test func atATerminalItShowsTheMovesAndMovesNothingUntilYes() throws {
        #expect(try tescoCategories() == ["food"])
        guard let declined = try atATerminal("n\r") else { return }
        #expect(declined.status == 0)
        #expect(declined.stdout.contains("food → shopping") && declined.stdout.contains("Move these 3 rows? [y/N]"))
        #expect(declined.stdout.contains("nothing moved"))
        #expect(try tescoCategories() == ["food"])
        guard let accepted = try atATerminal("y\r") else { return }
        #expect(accepted.stdout.contains("3 of ") && accepted.stdout.contains("unlocked rows moved"), "\(accepted.stdout)")
        #expect(try tescoCategories() == ["shopping"])
    }

    @Test func aScriptIsNotAskedAndDryRunMovesNothing() throws {
        let dry = try ToolRun.run(["recategorise", "--dry-run"], in: directory, environment: environment)
        #expect(dry.stdout.contains("3 of ") && dry.stdout.contains("would move") && !dry.stdout.contains("[y/N]"))
        #expect(try tescoCategories() == ["food"])
        // Standard input is not a terminal: moved at once, as before, and said so.
        let piped = try ToolRun.run(["recategorise"], in: directory, environment: environment, input: "")
        #expect(piped.status == 0 && !piped.stdout.contains("[y/N]") && piped.stdout.contains("unlocked rows moved"))
        #expect(try tescoCategories() == ["shopping"])
    }
}
