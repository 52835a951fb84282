import Foundation
import Testing

/// A download that does not add up is pointed at what works for it: `parse --explain` reads PDFs only.
@Suite(.enabled(if: toolIsBuilt))
struct StructuredRefusalStepsTests {
    @Test func aCSVThatDoesNotAddUpIsNotSentToExplain() throws {
        let directory = try ToolRun.temporaryDirectory()
        let file = directory.appendingPathComponent("download.csv").path
        try """
        Account;DE89 3704 0044 0532 0130 00
        Opening balance;980,00 EUR
        Date;Description;Amount;Balance
        10.01.2025;COFFEE BAR;-3,00;977,00
        20.01.2025;RENT;-500,00;477,00
        Closing balance;487,00 EUR

        """.write(toFile: file, atomically: true, encoding: .utf8)
        let ledger = directory.appendingPathComponent("ledger.sqlite").path
        let run = try ToolRun.run(["import", "--ledger", ledger, file], in: directory)
        #expect(run.status == 65, "\(run.stderr)")
        #expect(!run.stderr.contains("--explain"), "\(run.stderr)")
        #expect(run.stderr.contains("statement-import parse \(file)"), "\(run.stderr)")
        #expect(run.stderr.contains("--accept-unverified"), "\(run.stderr)")
    }
}
