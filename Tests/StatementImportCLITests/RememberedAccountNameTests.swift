import Foundation
import StatementPDFWriter
import Testing

/// A name given with `--account NAME` is remembered for statements like the one it was given
/// for: the same institution and layout. Another bank's card, or a statement printing its own
/// number, never lands in the named account (issue 35, item 2).
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct RememberedAccountNameTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
    }

    /// A one-month statement of `institution`, printing `number` ("" for none), drawn in `style`.
    private func statement(
        _ institution: String, number: String, style: StatementLayoutStyle, month: Int = 3, file: String
    ) throws -> String {
        let entries = [
            StatementEntry(date: CalendarDate(2025, month, 4), description: ["ZQXW HARDWARE"], amount: -4_520),
            StatementEntry(date: CalendarDate(2025, month, 9), description: ["PLOVER BOOKSHOP"], amount: -1_250),
        ]
        let description = StatementDescription(
            institution: institution, institutionAddress: "1 Harbour Street, Reading RG1 1AA",
            accountHolder: ["MR SAM TESTER", "9 Nowhere Lane", "Testville", "TE1 1ST"], accountNumber: number,
            currency: "GBP",
            periodStart: CalendarDate(2025, month, 1), periodEnd: CalendarDate(2025, month, 28),
            openingBalance: style == .ukCurrentAccount ? 100_000 : 0, entries: entries)
        let url = directory.appendingPathComponent(file)
        try StatementLayoutRenderer.render(description, style: style).write(to: url)
        return url.path
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(arguments, in: directory, environment: environment)
    }

    /// The `accounts` listing's rows (the header line left out).
    private func accounts() throws -> [String] {
        Array(try run(["accounts"]).stdout.split(separator: "\n").dropFirst().map(String.init))
    }

    @Test func anotherBanksCardWithItsOwnNumberNeverJoinsTheNamedCard() throws {
        let first = try run([
            "import", "--account", "BTG", try statement("Contoso Card Services", number: "XXXX XXXX XXXX 1111", style: .creditCard, file: "btg.pdf"),
        ])
        #expect(first.status == 0, "\(first.stderr)")
        let other = try run(["import", try statement("Tailspin Bank", number: "XXXX XXXX XXXX 2222", style: .creditCard, file: "other.pdf")])
        #expect(other.status == 0, "\(other.stderr)")
        let rows = try accounts()
        #expect(rows.count == 2, "\(rows)")
        let otherRow = try #require(rows.first { $0.contains("2222") }, "\(rows)")
        #expect(!otherRow.contains("BTG"), "\(rows)")
        #expect(rows.contains { $0.contains("1111") && $0.contains("BTG") }, "\(rows)")
    }

    /// The trial's case: two banks' cards whose names are logos (pictures, not text) and whose
    /// numbers are printed in words the parser does not read as a number. Both read as an unknown
    /// bank printing no number, in the same currency; the second once went into the first's
    /// account without a question.
    @Test func twoCardsWhoseBankNamesAreNotReadNeverShareARememberedName() throws {
        let named = try run(["import", "--account", "BTG", try statement("", number: "final 1111", style: .creditCard, file: "btg.pdf")])
        #expect(named.status == 0, "\(named.stderr)")
        let other = try run(["import", try statement("", number: "final 2222", style: .creditCard, month: 4, file: "other.pdf")])
        #expect(other.status == 65, "\(other.stdout) \(other.stderr)")
        let lines = other.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("name its account with --account NAME"), "\(other.stderr)")
        #expect(try accounts().count == 1)
        // Named, it goes where it is told.
        let answered = try run([
            "import", "--account", "Other card", try statement("", number: "final 2222", style: .creditCard, month: 4, file: "other.pdf"),
        ])
        #expect(answered.status == 0, "\(answered.stderr)")
        #expect(try accounts().count == 2)
    }

    @Test func aRememberedNameAppliesOnlyToStatementsOfTheSameBankAndLayout() throws {
        let named = try run(["import", "--account", "BTG", try statement("Tailspin Bank", number: "", style: .creditCard, file: "btg.pdf")])
        #expect(named.status == 0, "\(named.stderr)")
        // The same bank and layout next month: the remembered name applies, as it always did.
        let april = try run(["import", try statement("Tailspin Bank", number: "", style: .creditCard, month: 4, file: "btg-april.pdf")])
        #expect(april.status == 0, "\(april.stderr)")
        // Another bank's card printing no number: asked, with the one line an unknown account gets.
        let otherBank = try run(["import", try statement("Contoso Bank", number: "", style: .creditCard, file: "other-bank.pdf")])
        #expect(otherBank.status == 65 && otherBank.stderr.split(separator: "\n").count == 1, "\(otherBank.stderr)")
        #expect(otherBank.stderr.contains("name its account with --account NAME"), "\(otherBank.stderr)")
        // The same bank's name over another layout (a current account, another table header), in
        // the same currency: asked too.
        let otherLayout = try run(["import", try statement("Tailspin Bank", number: "", style: .ukCurrentAccount, file: "current.pdf")])
        #expect(otherLayout.status == 65 && otherLayout.stderr.split(separator: "\n").count == 1, "\(otherLayout.stderr)")
        #expect(otherLayout.stderr.contains("name its account with --account NAME"), "\(otherLayout.stderr)")
        #expect(try accounts().count == 1)
    }

    @Test func thePrintedNumberWinsOverAGivenName() throws {
        let named = try run(["import", "--account", "BTG", try statement("Contoso Bank", number: "", style: .creditCard, file: "card.pdf")])
        #expect(named.status == 0, "\(named.stderr)")
        // The same name given for a statement printing a number of its own: the number says which account.
        let numbered = try run([
            "import", "--account", "BTG",
            try statement("Contoso Bank", number: "XXXX XXXX XXXX 2222", style: .creditCard, month: 4, file: "numbered.pdf"),
        ])
        #expect(numbered.status == 0, "\(numbered.stderr)")
        let rows = try accounts()
        #expect(rows.count == 2 && rows.contains { $0.contains("2222") }, "\(rows)")
    }
}
