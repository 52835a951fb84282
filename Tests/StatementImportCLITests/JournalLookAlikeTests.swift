import Foundation
import StatementPDFWriter
import Testing

/// A look-alike pair whose copies fall on either side of a statement's end: the March statement
/// prints the payment on 31 March, the next one on 1 April. The journal asserts what each
/// statement printed, and the checkers fail only where the ledger is really wrong.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct JournalLookAlikeTests {
    let directory: URL
    let ledger: String

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        ledger = directory.appendingPathComponent("ledger.sqlite").path
    }

    /// March, and a statement that starts on `nextStart` and prints the March payment again on
    /// 1 April in other words (overlapping: the same payment; from 1 April: a second one).
    private func importStatements(nextStart: CalendarDate) throws {
        let march = [
            StatementEntry(date: CalendarDate(2025, 3, 4), description: ["ZQXW CAFE"], amount: -1_000),
            StatementEntry(date: CalendarDate(2025, 3, 31), description: ["ZQXW HARDWARE LTD"], amount: -4_520),
        ]
        let next = [
            StatementEntry(date: CalendarDate(2025, 4, 1), description: ["ZQXW HARDWARE LIMITED REF"], amount: -4_520),
            StatementEntry(date: CalendarDate(2025, 4, 2), description: ["ZQXW GARDEN"], amount: -2_000),
        ]
        let nextOpening: Int64 = nextStart.month == 3 ? 99_000 : 94_480
        for (name, start, end, opening, entries) in [
            ("march", CalendarDate(2025, 3, 1), CalendarDate(2025, 3, 31), Int64(100_000), march),
            ("next", nextStart, CalendarDate(2025, 4, 30), nextOpening, next),
        ] {
            let description = StatementDescription(
                institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA",
                accountHolder: ["MR SAM TESTER", "9 Nowhere Lane", "Testville", "TE1 1ST"], accountNumber: "87654321", currency: "GBP",
                periodStart: start, periodEnd: end, openingBalance: opening, entries: entries)
            let url = directory.appendingPathComponent("\(name).pdf")
            try StatementLayoutRenderer.render(description, style: .ukCurrentAccount).write(to: url)
            let imported = try run(["import", "--no-remote", url.path])
            #expect(imported.status == 0, "\(imported.stderr)")
        }
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(
            arguments + ["--ledger", ledger], in: directory,
            environment: ["XDG_CONFIG_HOME": directory.appendingPathComponent("config").path])
    }

    private func markDuplicate(_ description: String) throws {
        let listed = try run(["transactions", "--format", "json"])
        let rows = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        let id = try #require(rows.first { ($0["description"] as? String) == description }?["id"] as? String)
        #expect(try run(["review", "--duplicate", id]).status == 0)
    }

    /// What hledger and bean-check say of the journals (nil: accepted), and export's stderr.
    /// `until`: the last day exported.
    private func checkers(until: String? = nil) throws -> (hledger: String?, beanCheck: String?, stderr: String) {
        let dates = until.map { ["--until", $0] } ?? []
        let journal = try run(["export", "--format", "ledger"] + dates)
        let beancount = try run(["export", "--format", "beancount"] + dates)
        #expect(journal.status == 0 && beancount.status == 0)
        #expect(journal.stdout.components(separatedBy: "closing balance of statement").count - 1 == (until == nil ? 2 : 1), "\(journal.stdout)")
        let hledger = JournalCheckers.tool("hledger").map {
            try? JournalCheckers.check($0, ["-f", "FILE", "check", "--strict"], journal.stdout, in: directory)
        }
        let beanCheck = JournalCheckers.tool("bean-check").map { try? JournalCheckers.check($0, ["FILE"], beancount.stdout, in: directory) }
        if hledger == nil { print("skipped: hledger is not installed (apt-get install hledger)") }
        if beanCheck == nil { print("skipped: bean-check is not installed (pip install beancount)") }
        return (hledger ?? nil, beanCheck ?? nil, journal.stderr + beancount.stderr)
    }

    @Test(arguments: ["ZQXW HARDWARE LTD", "ZQXW HARDWARE LIMITED REF"])
    func theSamePaymentAcrossAStatementEndKeepsEveryAssertionTrue(_ copy: String) throws {
        try importStatements(nextStart: CalendarDate(2025, 3, 15))
        try markDuplicate(copy)
        #expect(try run(["check"]).status == 0)
        let said = try checkers()
        #expect(said.hledger == nil, "\(said.hledger ?? "")")
        #expect(said.beanCheck == nil, "\(said.beanCheck ?? "")")
        #expect(said.stderr.isEmpty, "\(said.stderr)")
        // Cut at March's end, the journal still holds the payment March printed.
        let march = try checkers(until: "2025-03-31")
        #expect(march.hledger == nil && march.beanCheck == nil, "\(march.hledger ?? "")\(march.beanCheck ?? "")")
        let journal = try run(["export", "--format", "ledger"]).stdout
        #expect(journal.contains("2025-03-31 ZQXW HARDWARE LTD"), "\(journal)")
        #expect(journal.contains("printed-as:") == (copy == "ZQXW HARDWARE LTD"), "\(journal)")
    }

    @Test(arguments: ["ZQXW HARDWARE LTD", "ZQXW HARDWARE LIMITED REF"])
    func twoRealPaymentsMarkedOneFailWhereCheckDoesAndStderrSaysSo(_ copy: String) throws {
        try importStatements(nextStart: CalendarDate(2025, 4, 1))
        try markDuplicate(copy)
        let check = try run(["check"])
        #expect(check.status != 0)
        let said = try checkers()
        #expect(said.stderr.contains("does not reconcile"), "\(said.stderr)")
        if let hledger = JournalCheckers.tool("hledger") {
            // The April statement is the one that no longer adds up, and the one whose assertion fails.
            let message = try #require(said.hledger, "hledger passed a wrong ledger (\(hledger))")
            #expect(message.contains("2025-04-30") && !message.contains("2025-03-31"), "\(message)")
        }
        if JournalCheckers.tool("bean-check") != nil { #expect(said.beanCheck?.contains("2025-05-01") == true, "\(said.beanCheck ?? "")") }
    }
}
