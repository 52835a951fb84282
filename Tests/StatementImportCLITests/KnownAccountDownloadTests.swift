import Foundation
import StatementPDFWriter
import Testing
import TestSupport

/// A bank's CSV download imported into the account its PDFs made (found by the second downloads
/// walk). A file naming no currency, given `--account NAME` of an account the ledger holds in one
/// currency, was refused asking for `--currency`; a Sparkasse-style file printing the holder's IBAN
/// on every row asked for `--account`. Drawn files only; the IBANs are the standards' examples.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct KnownAccountDownloadTests {
    let directory: URL
    let environment: [String: String]
    let ledger: String

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
        ledger = directory.appendingPathComponent("ledger.sqlite").path
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(arguments + ["--ledger", ledger], in: directory, environment: environment)
    }

    private func write(_ text: String, as name: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// February's PDF of Northwind Bank's pound account, imported as "Household".
    private func importThePDF() throws {
        let description = StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA",
            accountHolder: ["MR SAM TESTER", "9 Nowhere Lane", "Testville", "TE1 1ST"], accountNumber: "87654321", currency: "GBP",
            periodStart: CalendarDate(2025, 2, 1), periodEnd: CalendarDate(2025, 2, 28), openingBalance: 100_000,
            entries: [StatementEntry(date: CalendarDate(2025, 2, 14), description: ["ZQXW BOOKS"], amount: -1_000)])
        let url = directory.appendingPathComponent("february.pdf")
        try StatementLayoutRenderer.render(description, style: .ukCurrentAccount).write(to: url)
        let imported = try run(["import", url.path, "--account", "Household"])
        #expect(imported.status == 0, "\(imported.stderr)")
    }

    private func accounts() throws -> [String] {
        try run(["accounts"]).stdout.split(separator: "\n").dropFirst().map(String.init)
    }

    static let march = "Date,Description,Amount\n2025-03-03,Zqxw Grocer,-45.90\n2025-03-12,ZQXW CAFE,-3.50\n"

    @Test func aDownloadNamingNoCurrencyTakesTheNamedAccountsCurrencyAndJoinsIt() throws {
        try importThePDF()
        let csv = try write(Self.march, as: "march.csv")
        let imported = try run(["import", csv, "--account", "Household", "--accept-unverified"])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let listed = try accounts()
        #expect(listed.count == 1 && listed[0].contains("GBP") && listed[0].contains("Household"), "\(listed)")
        let rows = try run(["transactions", "--format", "json"]).stdout
        #expect(rows.components(separatedBy: "\"currency\" : \"GBP\"").count - 1 == 3, "\(rows)")
    }

    /// An account the ledger does not hold yet says nothing of the currency: asked, as before.
    @Test func aNewAccountNameStillAsksForTheCurrency() throws {
        try importThePDF()
        let csv = try write(Self.march, as: "march.csv")
        let refused = try run(["import", csv, "--account", "Savings", "--accept-unverified"])
        #expect(refused.status == 65 && refused.stderr.contains("--currency CODE"), "\(refused.stdout)\(refused.stderr)")
    }

    /// The file's own currency decides; the person is told it is not the named account's.
    @Test func aDownloadInAnotherCurrencyThanTheNamedAccountKeepsItsOwnAndSaysSo() throws {
        try importThePDF()
        let csv = try write("Date,Description,Amount (EUR)\n2025-03-03,Zqxw Grocer,-45.90\n", as: "march.csv")
        let imported = try run(["import", csv, "--account", "Household", "--accept-unverified"])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let said = imported.stdout + imported.stderr
        #expect(said.contains("Household") && said.contains("GBP") && said.contains("EUR"), "\(said)")
        #expect(try accounts().contains { $0.contains("EUR") && $0.contains("Household") })
    }

    /// A sign the account's currency does not have ("$" on a pound account) is refused, as a
    /// contradicting `[import] currency` is: the account's currency is no guess to store it under.
    @Test func aSignTheNamedAccountsCurrencyLacksIsRefused() throws {
        try importThePDF()
        let csv = try write("Date,Description,Amount\n2025-03-03,Zqxw Grocer,$-45.90\n2025-03-12,Zqxw Cafe,$-3.50\n", as: "march.csv")
        let refused = try run(["import", csv, "--account", "Household", "--accept-unverified"])
        #expect(refused.status == 65 && refused.stderr.contains("Household") && refused.stderr.contains("GBP"), "\(refused.stderr)")
        #expect(try accounts().count == 1)
    }

    /// A Sparkasse-style export printing the holder's IBAN on every row is that account's,
    /// unasked; the same IBAN's CAMT or PDF would join it.
    @Test func aSparkasseExportNeedsNoAccountGiven() throws {
        let own = "DE89370400440532013000"
        let header =
            "Auftragskonto;Buchungstag;Valutadatum;Buchungstext;Verwendungszweck;Beguenstigter/Zahlungspflichtiger;"
            + "Kontonummer/IBAN;BIC (SWIFT-Code);Betrag;Waehrung;Info"
        let rows = [
            "\(own);02.01.25;02.01.25;GUTSCHR. UEBERWEISUNG;Lohn;Zqxw Employer;DE44500105175407324931;XXXXDEXX;1.500,00;EUR;Umsatz gebucht",
            "\(own);30.12.24;30.12.24;LASTSCHRIFT;Miete Jan;Zqxw Landlord;DE02120300000000202051;XXXXDEXX;-800,00;EUR;Umsatz gebucht",
        ]
        let csv = try write(([header] + rows).joined(separator: "\n") + "\n", as: "umsaetze.csv")
        let imported = try run(["import", csv, "--accept-unverified"])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let listed = try accounts()
        #expect(listed.count == 1 && listed[0].contains("3000") && listed[0].contains("EUR"), "\(listed)")
    }
}
