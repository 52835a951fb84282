import Foundation
import LedgerStore
import Testing

/// A rule naming a category the person made with `categories add` loads in every command that
/// reads the rules, not only in `import`: each of them reads the rules with the ledger's categories.
@Suite(.serialized, .enabled(if: toolIsBuilt))
struct UserCategoryRuleTests {
    @Test func aRuleNamingTheUsersOwnCategoryWorksInBatchDoctorAndRulesCheck() throws {
        let box = try BatchInbox()
        // A ledger to add the category to: the first statement goes in before the rule exists.
        try box.add("cuenta-es.pdf", as: "cuenta-es.pdf")
        #expect(try box.batch().status == 0)
        let added = try ToolRun.run(["categories", "add", "streaming", "Streaming"], in: box.root, environment: box.environment)
        #expect(added.status == 0, "\(added.stderr)")
        let rules = box.root.appendingPathComponent("config/statement-import/rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        try """
        rule "Films at home"
          when description contains "netflix"
          category streaming
          confidence 0.95
        """.write(to: rules.appendingPathComponent("mine.rules"), atomically: true, encoding: .utf8)

        let check = try ToolRun.run(["rules", "check"], in: box.root, environment: box.environment)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("1 rule in 1 file"), "\(check.stdout)")

        let doctor = try ToolRun.run(["doctor"], in: box.root, environment: box.environment)
        #expect(doctor.stdout.split(separator: "\n").contains { $0.hasPrefix("ok") && $0.contains("rules") }, "\(doctor.stdout)")

        try box.add("current-account-en.pdf", as: "current-account-en.pdf")
        let batch = try box.batch()
        #expect(batch.status == 0, "\(batch.stderr)")
        let ledger = try Ledger(path: box.ledger, mode: .reading)
        // current-account-en.pdf's row; cuenta-es.pdf's went in before the rule was written.
        let netflix = try ledger.transactions(TransactionFilter()).filter { $0.description == "CARD PAYMENT TO NETFLIX.COM" }
        #expect(
            !netflix.isEmpty && netflix.allSatisfy { $0.categoryID == "streaming" },
            "\(netflix.map { ($0.categoryID, $0.categorySource, $0.categoryReason) })")
    }
}
