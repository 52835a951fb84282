import Foundation
import LedgerStore
import Testing

/// A rule naming a category of one's own (`categories add pets`) is skipped, with one warning
/// naming its file and line, where the ledger lacks that category: a new ledger, a new database,
/// `batch --ledger` elsewhere. It never stops the import (issue 35, item 4).
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct UnknownCategoryRuleTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = [
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
            "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
        ]
        let rules = directory.appendingPathComponent("config/statement-import/rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        try """
        rule "Films for the dog"
          when description contains "netflix"
          category pets
          confidence 0.95
        """.write(to: rules.appendingPathComponent("mine.rules"), atomically: true, encoding: .utf8)
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(arguments, in: directory, environment: environment)
    }

    private func netflixCategories(_ ledger: String) throws -> [String?] {
        let opened = try Ledger(path: ledger, mode: .reading)
        return try opened.transactions(TransactionFilter()).filter { $0.description.contains("NETFLIX") }.map(\.categoryID)
    }

    /// The one warning: the rule file, the line of its category, the category, what to do.
    private func expectOneSkippedRuleWarning(_ stderr: String) {
        let warnings = stderr.split(separator: "\n").filter { $0.contains("pets") }
        #expect(warnings.count == 1, "\(stderr)")
        #expect(warnings.first?.contains("warning") == true && warnings.first?.contains("mine.rules:3:") == true, "\(stderr)")
        #expect(warnings.first?.contains("categories add pets") == true, "\(stderr)")
    }

    @Test func importIntoANewLedgerSkipsTheRuleWithOneWarning() throws {
        let ledger = directory.appendingPathComponent("new.sqlite").path
        let imported = try run(["import", "--ledger", ledger, ToolRun.sample("current-account-en.pdf")])
        #expect(imported.status == 0, "\(imported.stderr)")
        expectOneSkippedRuleWarning(imported.stderr)
        #expect(try netflixCategories(ledger).allSatisfy { $0 != "pets" })
    }

    @Test func batchIntoAnotherLedgerSkipsTheRuleWithOneWarning() throws {
        let box = try BatchInbox()
        try box.add("current-account-en.pdf", as: "current-account-en.pdf")
        let ledger = directory.appendingPathComponent("batch.sqlite").path
        let batch = try box.batch(["--ledger", ledger], environment: ["XDG_CONFIG_HOME": environment["XDG_CONFIG_HOME"] ?? ""])
        #expect(batch.status == 0, "\(batch.stderr)")
        expectOneSkippedRuleWarning(batch.stderr)
        #expect(box.files(in: box.processed).count == 1)
    }

    @Test func categoriesAddCreatesTheLedgerAndTheRuleThenWorks() throws {
        let ledger = directory.appendingPathComponent("pets.sqlite").path
        let added = try run(["categories", "add", "pets", "Pets", "--ledger", ledger])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(FileManager.default.fileExists(atPath: ledger))
        let check = try run(["rules", "check", "--ledger", ledger])
        #expect(check.status == 0 && !check.stderr.contains("pets"), "\(check.stderr)")
        let imported = try run(["import", "--ledger", ledger, ToolRun.sample("current-account-en.pdf")])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(!imported.stderr.contains("pets"), "\(imported.stderr)")
        let categories = try netflixCategories(ledger)
        #expect(!categories.isEmpty && categories.allSatisfy { $0 == "pets" }, "\(categories)")
    }

    @Test func rulesCheckAndDoctorWarnOfTheSkippedRuleAndPass() throws {
        let ledger = directory.appendingPathComponent("other.sqlite").path
        let check = try run(["rules", "check", "--ledger", ledger])
        #expect(check.status == 0, "\(check.stderr)")
        expectOneSkippedRuleWarning(check.stderr)
        #expect(!FileManager.default.fileExists(atPath: ledger))
        let doctor = try run(["doctor", "--ledger", ledger])
        let rulesLine = doctor.stdout.split(separator: "\n").first { $0.contains("rules") }
        #expect(rulesLine?.hasPrefix("ok") == true && rulesLine?.contains("1 skipped") == true, "\(doctor.stdout)")
    }
}

extension PostgreSQLLedgerCLITests {
    /// A new database lacks the categories a person added elsewhere: the rule naming one is
    /// skipped with one warning, the import goes on.
    @Test func aRuleForACategoryTheNewDatabaseLacksIsSkippedWithOneWarning() throws {
        let url = try freshDatabase()
        let rules = directory.appendingPathComponent("config/statement-import/rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        try "rule \"Films for the dog\"\n  when description contains \"netflix\"\n  category pets\n"
            .write(to: rules.appendingPathComponent("mine.rules"), atomically: true, encoding: .utf8)
        let imported = try tool(["import", "--ledger", url, ToolRun.sample("current-account-en.pdf")])
        #expect(imported.status == 0, "\(imported.stderr)")
        let warnings = imported.stderr.split(separator: "\n").filter { $0.contains("pets") }
        #expect(warnings.count == 1 && warnings[0].contains("mine.rules:3:"), "\(imported.stderr)")
    }
}
