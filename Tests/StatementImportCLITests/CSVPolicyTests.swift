import Foundation
import Testing

/// Issue 26 item 12: `parse --format csv` neutralises text a spreadsheet would run, as `export` and
/// `transactions` do, through the one CSV writer; amounts stay numbers.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct CSVPolicyTests {
    @Test func parseCSVNeutralisesFormulaDescriptions() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("formulas.pdf")
        try MadeUpStatement.write(to: pdf, descriptions: ["=HYPERLINK(1) SHOP", "+CMD TRANSFER", "@SUM BAKERY", "PLAIN CAFE"])
        let run = try ToolRun.run(["parse", pdf.path, "--format", "csv"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.components(separatedBy: "\r\n")
        #expect(lines.contains { $0.contains("\"'=HYPERLINK(1) SHOP\"") || $0.contains(",'=HYPERLINK(1) SHOP,") }, "\(run.stdout)")
        #expect(lines.contains { $0.contains(",'+CMD TRANSFER,") }, "\(run.stdout)")
        #expect(lines.contains { $0.contains(",'@SUM BAKERY,") }, "\(run.stdout)")
        #expect(lines.contains { $0.contains(",PLAIN CAFE,-4.00,") }, "\(run.stdout)")
        #expect(!lines.contains { $0.contains(",=") || $0.contains(",+C") || $0.contains(",@") }, "\(run.stdout)")
    }
}
