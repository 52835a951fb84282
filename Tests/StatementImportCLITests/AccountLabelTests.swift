import Foundation
import StatementPDFWriter
import Testing

/// An account is labelled by its bank where the bank's name was found, else by its number: never
/// by a greeting read where the bank's name should be. The labels are what listings show and what
/// exports name the accounts (issue 35, item 5, account labels).
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct AccountLabelTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(arguments, in: directory, environment: environment)
    }

    /// A card bill whose top line, in the largest type, is `top` (a bank's name, a greeting, or nothing).
    private func card(top: String, number: String, file: String) throws -> String {
        let entries = [StatementEntry(date: CalendarDate(2025, 3, 4), description: ["ZQXW HARDWARE"], amount: -4_520)]
        let description = StatementDescription(
            institution: top, institutionAddress: "1 Harbour Street, Reading RG1 1AA",
            accountHolder: ["MR SAM TESTER", "9 Nowhere Lane", "Testville", "TE1 1ST"], accountNumber: number, currency: "GBP",
            periodStart: CalendarDate(2025, 3, 1), periodEnd: CalendarDate(2025, 3, 28), openingBalance: 0, entries: entries)
        let url = directory.appendingPathComponent(file)
        try StatementLayoutRenderer.render(description, style: .creditCard).write(to: url)
        return url.path
    }

    /// Two accounts of one bank whose full numbers end in the same four digits are two accounts
    /// that read alike as "Tailspin Bank …5678": the listings tell them apart.
    @Test func twoAccountsEndingAlikeAreListedApart() throws {
        for (number, file) in [("31925678", "first.pdf"), ("70445678", "second.pdf")] {
            let imported = try run(["import", try card(top: "Tailspin Bank", number: number, file: file)])
            #expect(imported.status == 0, "\(imported.stderr)")
        }
        let statements = try run(["statements"]).stdout
        let labels = statements.split(whereSeparator: \.isNewline).filter { $0.contains(".pdf\t") }
            .compactMap { $0.split(separator: "\t").dropFirst(2).first.map(String.init) }
        #expect(labels.count == 2 && Set(labels).count == 2, "\(statements)")
        #expect(labels.allSatisfy { $0.hasPrefix("Tailspin Bank …5678") }, "\(statements)")
    }

    @Test func aGreetingOrAMissingBankNameNeverLabelsAnAccountOrNamesItInAnExport() throws {
        for (top, number, file) in [
            ("Olá, Sam", "XXXX XXXX XXXX 1111", "greeting.pdf"), ("", "XXXX XXXX XXXX 2222", "no-bank.pdf"),
            ("Tailspin Bank", "XXXX XXXX XXXX 3333", "bank.pdf"),
        ] {
            let imported = try run(["import", try card(top: top, number: number, file: file)])
            #expect(imported.status == 0, "\(imported.stderr)")
        }
        let statements = try run(["statements"]).stdout
        #expect(statements.contains("greeting.pdf\t…1111\t"), "\(statements)")
        #expect(statements.contains("no-bank.pdf\t…2222\t"), "\(statements)")
        #expect(statements.contains("bank.pdf\tTailspin Bank …3333\t"), "\(statements)")
        #expect(!statements.contains("Olá") && !statements.contains("Unknown"), "\(statements)")
        for format in ["ledger", "beancount", "csv"] {
            let exported = try run(["export", "--format", format])
            #expect(exported.status == 0, "\(exported.stderr)")
            #expect(exported.stdout.contains("Liabilities:Card:1111"), "\(format): \(exported.stdout.prefix(800))")
            #expect(exported.stdout.contains("Liabilities:Card:2222"), "\(format)")
            #expect(exported.stdout.contains("Liabilities:Card:TailspinBank:3333"), "\(format)")
            #expect(!exported.stdout.contains("Ola") && !exported.stdout.contains("Unknown"), "\(format): \(exported.stdout.prefix(800))")
        }
    }
}
