import Foundation
import StatementPDFWriter
import Testing
import TestSupport

/// `audit` through the binary (issue 39 item 3): a month imported from the bank's CSV download with
/// one row left out and one held twice, then its PDF audited, then imported. Drawn files only.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct AuditCommandTests {
    static let backends = PostgreSQLTestServer.isAvailable ? ["sqlite", "postgresql"] : ["sqlite"]

    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
    }

    private func run(_ arguments: [String], ledger: String) throws -> ToolRun {
        try ToolRun.run(arguments + ["--ledger", ledger], in: directory, environment: environment)
    }

    /// March as the PDF prints it, and February before it (which names the account).
    static let march = [
        StatementEntry(date: CalendarDate(2025, 3, 3), description: ["ZQXW GROCER LTD CARD 4417"], amount: -4_590),
        StatementEntry(date: CalendarDate(2025, 3, 7), description: ["ZQXW EMPLOYER PAYROLL"], amount: 150_000),
        StatementEntry(date: CalendarDate(2025, 3, 12), description: ["ZQXW CAFE"], amount: -350),
        StatementEntry(date: CalendarDate(2025, 3, 20), description: ["ZQXW LANDLORD RENT"], amount: -60_000),
    ]

    /// The bank's CSV of March in the counterparty's words: the salary left out, the café twice.
    static let marchCSV = """
        Date,Description,Amount
        2025-03-03,Zqxw Grocer,-45.90
        2025-03-12,ZQXW CAFE,-3.50
        2025-03-12,ZQXW CAFE,-3.50
        2025-03-20,Zqxw Landlord,-600.00

        """

    private func drawPDF(
        _ name: String, from start: CalendarDate, to end: CalendarDate, opening: Int64, entries: [StatementEntry]
    )
        throws -> String
    {
        let description = StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA",
            accountHolder: ["MR SAM TESTER", "9 Nowhere Lane", "Testville", "TE1 1ST"], accountNumber: "87654321", currency: "GBP",
            periodStart: start, periodEnd: end, openingBalance: opening, entries: entries)
        let url = directory.appendingPathComponent(name)
        try StatementLayoutRenderer.render(description, style: .ukCurrentAccount).write(to: url)
        return url.path
    }

    private func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    @Test(arguments: backends)
    func theMonthsPDFNamesWhatItsCSVLeftOutAndHeldTwiceThenProvesIt(_ backend: String) throws {
        let ledger =
            backend == "postgresql"
            ? try PostgreSQLTestServer.shared.get().makeDatabase() : directory.appendingPathComponent("ledger.sqlite").path
        let february = try drawPDF(
            "february.pdf", from: CalendarDate(2025, 2, 1), to: CalendarDate(2025, 2, 28), opening: 100_000,
            entries: [StatementEntry(date: CalendarDate(2025, 2, 14), description: ["ZQXW BOOKS"], amount: -1_000)])
        let march = try drawPDF("march.pdf", from: CalendarDate(2025, 3, 1), to: CalendarDate(2025, 3, 31), opening: 99_000, entries: Self.march)
        let csv = directory.appendingPathComponent("march.csv").path
        try Data(Self.marchCSV.utf8).write(to: URL(fileURLWithPath: csv))
        let named = try run(["import", february, "--account", "Household"], ledger: ledger)
        #expect(named.status == 0, "\(named.stderr)")
        let fromCSV = try run(["import", csv, "--account", "Household", "--currency", "GBP", "--accept-unverified"], ledger: ledger)
        #expect(fromCSV.status == 0, "\(fromCSV.stdout)\(fromCSV.stderr)")

        // Where the PDF prints each row, as parse reads it.
        let parsed = try #require(
            try json(try ToolRun.run(["parse", march, "--format", "json"], in: directory, environment: environment).stdout) as? [String: Any])
        let rows = try #require(parsed["transactions"] as? [[String: Any]])
        func place(_ description: String) throws -> String {
            let row = try #require(rows.first { ($0["description"] as? String) == description })
            return "page \(row["page"] as? Int ?? 0) line \(row["line"] as? Int ?? 0)"
        }

        let audited = try run(["audit", march], ledger: ledger)
        #expect(audited.status == 1, "\(audited.stdout)\(audited.stderr)")
        #expect(audited.stdout.contains("missing  \(try place("ZQXW EMPLOYER PAYROLL"))"), "\(audited.stdout)")
        #expect(audited.stdout.contains("twice    \(try place("ZQXW CAFE"))"), "\(audited.stdout)")
        #expect(audited.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("  ") }.count == 2, "\(audited.stdout)")
        let report = try #require(try json(try run(["audit", march, "--format", "json"], ledger: ledger).stdout) as? [String: Any])
        let findings = try #require(((report["statements"] as? [[String: Any]])?.first)?["findings"] as? [[String: Any]])
        #expect(findings.compactMap { $0["kind"] as? String }.sorted() == ["missing", "twice"])
        #expect(report["matches"] as? Bool == false)

        let imported = try run(["import", march], ledger: ledger)
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let again = try run(["audit", march], ledger: ledger)
        #expect(again.status == 0 && again.stdout.contains("the ledger matches the statement"), "\(again.stdout)\(again.stderr)")

        // Nothing doubled: one row per printed row, the CSV's rows proven by the PDF.
        let listed = try #require(
            try json(try run(["transactions", "--format", "json", "--since", "2025-03-01"], ledger: ledger).stdout) as? [[String: Any]])
        #expect(listed.count == Self.march.count, "\(listed)")
        let grocer = try #require(listed.first { ($0["description"] as? String) == "Zqxw Grocer" })
        let provenance = try #require(grocer["provenance"] as? [String: Any])
        #expect(provenance["format"] as? String == "csv" && provenance["file_name"] as? String == "march.csv")
        let proof = try #require((provenance["proven_by"] as? [[String: Any]])?.first)
        #expect(proof["file_name"] as? String == "march.pdf" && proof["format"] as? String == "pdf")
        #expect("page \(proof["page"] as? Int ?? 0) line \(proof["line"] as? Int ?? 0)" == (try place("ZQXW GROCER LTD CARD 4417")))
        #expect(try run(["check"], ledger: ledger).status == 0)
    }

    @Test func aStatementOfNoAccountInTheLedgerSaysToNameItAndItsImportJoinsTheDownload() throws {
        let ledger = directory.appendingPathComponent("ledger.sqlite").path
        let march = try drawPDF("march.pdf", from: CalendarDate(2025, 3, 1), to: CalendarDate(2025, 3, 31), opening: 99_000, entries: Self.march)
        let csv = directory.appendingPathComponent("march.csv").path
        try Data(Self.marchCSV.utf8).write(to: URL(fileURLWithPath: csv))
        #expect(try run(["import", csv, "--account", "Household", "--currency", "GBP", "--accept-unverified"], ledger: ledger).status == 0)
        let unknown = try run(["audit", march], ledger: ledger)
        #expect(unknown.status == 66 && unknown.stderr.contains("--account"), "\(unknown.stderr)")
        let chosen = try run(["audit", march, "--account", "Household"], ledger: ledger)
        #expect(chosen.status == 1 && chosen.stdout.contains("missing"), "\(chosen.stdout)\(chosen.stderr)")
        // The PDF given the same name takes the account over (its number from now on), never a second one.
        let imported = try run(["import", march, "--account", "Household"], ledger: ledger)
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        #expect(try run(["audit", march], ledger: ledger).status == 0)
        let accounts = try run(["accounts"], ledger: ledger)
        #expect(accounts.stdout.components(separatedBy: "Household").count == 2, "\(accounts.stdout)")
        #expect(try run(["import", csv, "--account", "Household", "--currency", "GBP", "--accept-unverified"], ledger: ledger).status == 0)
        #expect(try run(["audit", march], ledger: ledger).status == 0)
    }

    /// A CSV that names no currency is compared in its account's (or `--currency`'s): left in none,
    /// every row was both missing and extra.
    @Test func aDownloadNamingNoCurrencyIsComparedInItsAccounts() throws {
        let ledger = directory.appendingPathComponent("ledger.sqlite").path
        let march = try drawPDF("march.pdf", from: CalendarDate(2025, 3, 1), to: CalendarDate(2025, 3, 31), opening: 99_000, entries: Self.march)
        #expect(try run(["import", march, "--account", "Household"], ledger: ledger).status == 0)
        let csv = directory.appendingPathComponent("march.csv").path
        let rows =
            "Date,Description,Amount\n2025-03-03,Zqxw Grocer,-45.90\n2025-03-07,Zqxw Employer,1500.00\n"
            + "2025-03-12,ZQXW CAFE,-3.50\n2025-03-20,Zqxw Landlord,-600.00\n"
        try Data(rows.utf8).write(to: URL(fileURLWithPath: csv))
        for extra in [["--account", "Household"], ["--account", "Household", "--currency", "GBP"]] {
            let audited = try run(["audit", csv] + extra, ledger: ledger)
            #expect(audited.status == 0 && audited.stdout.contains("the ledger matches the statement (4 rows)"), "\(audited.stdout)\(audited.stderr)")
        }
    }
}
