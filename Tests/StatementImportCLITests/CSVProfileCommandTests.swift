import Foundation
import Testing

/// A CSV layout profile, as docs/formats.md writes it, in the layouts folder: a download whose
/// columns the reader cannot tell apart is read with it, forced by `--layout` or matched by its
/// `match:` lines (as `batch` needs), and it never breaks the PDF layout profiles beside it.
@Suite(.enabled(if: toolIsBuilt))
struct CSVProfileCommandTests {
    /// Two unsigned money columns and no balance: the reader alone refuses it.
    static let download = "Datum;Text;Wert;Spesen\n30.12.2024;Miete;-1.234,56;0,00\n31.12.2024;REWE;-12,30;0,50\n02.01.2025;Gehalt;2.500,00;0,00\n"

    private func folder(profile: String) throws -> (directory: URL, file: String, environment: [String: String]) {
        let directory = try ToolRun.temporaryDirectory()
        let layouts = directory.appendingPathComponent("config/statement-import/layouts")
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        try profile.write(to: layouts.appendingPathComponent("example-bank.csv-layout"), atomically: true, encoding: .utf8)
        let file = directory.appendingPathComponent("umsaetze.csv").path
        try Self.download.write(toFile: file, atomically: true, encoding: .utf8)
        return (directory, file, ToolRun.ownLedgerAndConfiguration(in: directory))
    }

    static let profile = """
        # Example Bank's CSV: amount and fee columns, no balance
        name: example-bank
        delimiter: ;
        date-order: dmy
        decimal-mark: ,
        currency: EUR
        skip-lines: 1
        columns: date, description, amount, ignore

        """

    @Test func aProfileForcedByLayoutReadsTheDownload() throws {
        let (directory, file, environment) = try folder(profile: Self.profile)
        let refused = try ToolRun.run(["parse", file], in: directory, environment: environment)
        #expect(refused.status == 65, "\(refused.stdout) \(refused.stderr)")
        let run = try ToolRun.run(["parse", file, "--layout", "example-bank", "--format", "json"], in: directory, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"-1234.56\""), "\(run.stdout)")
        #expect(run.stdout.contains("\"EUR\""), "\(run.stdout)")
        // The PDF profiles still load beside it, and `layouts` lists it.
        let layouts = try ToolRun.run(["layouts"], in: directory, environment: environment)
        #expect(layouts.status == 0, "\(layouts.stderr)")
        #expect(layouts.stdout.contains("example-bank"), "\(layouts.stdout)")
        let pdf = try ToolRun.run(["parse", ToolRun.sample("cuenta-es.pdf")], in: directory, environment: environment)
        #expect(pdf.status == 0, "\(pdf.stderr)")
    }

    @Test func aProfileMatchedByItsHeaderReadsTheDownloadInABatch() throws {
        let (directory, file, environment) = try folder(profile: Self.profile + "match: Datum;Text;Wert;Spesen\n")
        let inbox = directory.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: file, toPath: inbox.appendingPathComponent("umsaetze.csv").path)
        let run = try ToolRun.run(
            ["batch", "--inbox", inbox.path, "--settle", "0", "--verbose"], in: directory, environment: environment)
        // Read with the profile, it waits in failed/ for what only a person can say (it names no
        // account, and no balance proves its rows), not for a profile.
        #expect(run.status == 1, "\(run.stdout) \(run.stderr)")
        #expect(run.stderr.contains("umsaetze.csv"), "\(run.stderr)")
        #expect(!run.stderr.contains("layout profile"), "\(run.stderr)")
    }
}
