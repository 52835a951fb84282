import Foundation
import Testing
import StatementPDFWriter

/// End to end through the built binary: exit codes, messages and the JSON contract.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not found next to the tests or in .build/debug: run `swift build` first"))
struct CommandLineToolTests {
    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ToolRun {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        return try ToolRun.run(arguments, in: directory, environment: environment)
    }

    // MARK: help and version

    @Test func helpListsTheCommands() throws {
        let result = try run(["--help"])
        #expect(result.status == 0)
        for command in ["extract", "parse", "layouts"] { #expect(result.stdout.contains(command)) }
    }

    @Test func extractHelpShowsItsOptions() throws {
        let result = try run(["extract", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("usage: statement-import extract FILE"))
        #expect(result.stdout.contains("--password-file"))
        #expect(result.stdout.contains("--pages"))
    }

    @Test func versionPrintsTheVersion() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("statement-import "))
    }

    // MARK: usage errors

    @Test func unknownOptionIsAUsageError() throws {
        let result = try run(["parse", "--bogus", ToolRun.sample("cuenta-es.pdf")])
        #expect(result.status == 64)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains("unknown option '--bogus'") == true)
        #expect(lines.last?.hasPrefix("usage: statement-import parse") == true)
        #expect(result.stdout.isEmpty)
    }

    @Test func missingArgumentIsAUsageError() throws {
        let result = try run(["parse"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("missing argument"))
    }

    @Test func unknownCommandIsAUsageError() throws {
        let result = try run(["frobnicate"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown command 'frobnicate'"))
    }

    // MARK: inputs that cannot be used

    @Test func missingFileExits66() throws {
        let result = try run(["parse", "/nonexistent/statement.pdf"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("/nonexistent/statement.pdf"))
    }

    @Test func htmlErrorPageExits65() throws {
        let result = try run(["parse", ToolRun.sample("bad/error-page.pdf")])
        #expect(result.status == 65)
        #expect(result.stderr.contains("not a PDF"))
    }

    @Test func truncatedFileExits65() throws {
        let result = try run(["parse", ToolRun.sample("bad/truncated.pdf")])
        #expect(result.status == 65)
        #expect(result.stderr.contains("damaged"))
    }

    @Test func scannedFileExits65AndSaysThereIsNoTextLayer() throws {
        let result = try run(["parse", ToolRun.sample("bad/scanned.pdf")])
        #expect(result.status == 65)
        // The tool says "no page has a text layer".
        #expect(result.stderr.contains("text layer"))
        #expect(result.stderr.contains("no "))
    }

    // MARK: passwords

    @Test func encryptedWithoutPasswordExits77AndNamesPasswordFile() throws {
        let result = try run(["parse", ToolRun.sample("bad/encrypted.pdf")])
        #expect(result.status == 77)
        #expect(result.stderr.contains("--password-file"))
    }

    @Test func encryptedWithWrongPasswordFileExits77() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let passwordFile = directory.appendingPathComponent("password")
        try "wrong-secret-4711\n".write(to: passwordFile, atomically: true, encoding: .utf8)
        chmod(passwordFile.path, 0o600)
        let result = try ToolRun.run(["parse", ToolRun.sample("bad/encrypted.pdf"), "--password-file", passwordFile.path], in: directory)
        #expect(result.status == 77)
        #expect(!result.stdout.contains("wrong-secret-4711"))
        #expect(!result.stderr.contains("wrong-secret-4711"))
    }

    @Test func encryptedWithRightPasswordFileParses() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let passwordFile = directory.appendingPathComponent("password")
        try "sample-pass\n".write(to: passwordFile, atomically: true, encoding: .utf8)
        chmod(passwordFile.path, 0o600)
        let result = try ToolRun.run(
            [
                "parse", ToolRun.sample("bad/encrypted.pdf"), "--password-file", passwordFile.path,
                "--format", "json",
            ], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"verified\""))
        #expect(!result.stdout.contains("sample-pass"))
        #expect(!result.stderr.contains("sample-pass"))
    }

    @Test func encryptedWithPasswordInEnvironmentParses() throws {
        let result = try run(
            ["parse", ToolRun.sample("bad/encrypted.pdf"), "--format", "json"],
            environment: ["STATEMENT_IMPORT_PDF_PASSWORD": "sample-pass"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"verified\""))
        #expect(!result.stdout.contains("sample-pass"))
        #expect(!result.stderr.contains("sample-pass"))
    }

    @Test func wrongPasswordInEnvironmentIsNeverPrinted() throws {
        let result = try run(
            ["extract", ToolRun.sample("bad/encrypted.pdf")],
            environment: ["STATEMENT_IMPORT_PDF_PASSWORD": "wrong-secret-4711"])
        #expect(result.status == 77)
        #expect(!result.stdout.contains("wrong-secret-4711"))
        #expect(!result.stderr.contains("wrong-secret-4711"))
    }

    // MARK: the JSON contract

    static let samples: [String] = {
        let directory = ToolRun.packageRoot.appendingPathComponent("SampleStatements")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".pdf") }.sorted()
    }()

    @Test func everySampleHasAnExpectedParse() {
        #expect(Self.samples.count >= 5)
    }

    @Test(arguments: samples)
    func parseJSONMatchesExpected(_ name: String) throws {
        let expectedURL = ToolRun.packageRoot.appendingPathComponent("SampleStatements")
            .appendingPathComponent(String(name.dropLast(4)) + ".expected.json")
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: expectedURL)) as? [String: Any])
        let result = try run(["parse", ToolRun.sample(name), "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let got = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        // A combined statement's parse lists its accounts under "statements", in order.
        let expectedStatements = (expected["statements"] as? [[String: Any]]) ?? [expected]
        let gotStatements = (got["statements"] as? [[String: Any]]) ?? [got]
        #expect(gotStatements.count == expectedStatements.count)
        for (got, expected) in zip(gotStatements, expectedStatements) {
            expectStatement(got, matches: expected)
        }
    }

    private func expectStatement(_ got: [String: Any], matches expected: [String: Any]) {
        #expect((got["currency"] as? String)?.uppercased() == expected["currency"] as? String)
        #expect(decimal(got["opening_balance"]) == decimal(expected["opening_balance"]))
        #expect(decimal(got["closing_balance"]) == decimal(expected["closing_balance"]))
        let gotPeriod = got["period"] as? [String: Any], expectedPeriod = expected["period"] as? [String: Any]
        #expect(gotPeriod?["start"] as? String == expectedPeriod?["start"] as? String)
        #expect(gotPeriod?["end"] as? String == expectedPeriod?["end"] as? String)
        #expect((got["verification"] as? [String: Any])?["verdict"] as? String == expected["verdict"] as? String)
        let gotRows = rows(got["transactions"]), expectedRows = rows(expected["transactions"])
        #expect(gotRows == expectedRows, "missing: \(expectedRows.subtracting(gotRows)); extra: \(gotRows.subtracting(expectedRows))")
    }

    /// Transactions as a multiset of (date, amount, description without whitespace, upper-cased).
    private func rows(_ value: Any?) -> Multiset {
        var counts: [String: Int] = [:]
        for row in (value as? [[String: Any]]) ?? [] {
            let description = ((row["description"] as? String) ?? "").filter { !$0.isWhitespace }.uppercased()
            let key = "\(row["date"] as? String ?? "?") \(decimal(row["amount"]).map { "\($0)" } ?? "?") \(description)"
            counts[key, default: 0] += 1
        }
        return Multiset(counts: counts)
    }

    struct Multiset: Equatable, CustomStringConvertible {
        var counts: [String: Int]
        func subtracting(_ other: Multiset) -> [String] {
            counts.flatMap { key, count in Array(repeating: key, count: max(0, count - (other.counts[key] ?? 0))) }.sorted()
        }
        var description: String { "\(counts.count) distinct rows" }
    }

    private func decimal(_ value: Any?) -> Decimal? {
        if let text = value as? String { return Decimal(string: text) }
        if let number = value as? NSNumber { return number.decimalValue }
        return nil
    }

    // MARK: --strict

    /// A one-page statement whose third row's balance does not follow from the one before.
    private func writeStatementThatDoesNotAddUp(to url: URL) throws {
        let writer = PDFDocumentWriter(title: "Broken statement")
        let page = writer.addPage()
        page.text("Tailspin Test Bank", x: 40, y: 50, font: .helveticaBold, size: 14)
        page.text("Statement period 01/03/2025 to 31/03/2025", x: 40, y: 80)
        page.text("Date", x: 40, y: 120, font: .helveticaBold)
        page.text("Description", x: 110, y: 120, font: .helveticaBold)
        page.text("Amount", x: 440, y: 120, font: .helveticaBold, align: .right)
        page.text("Balance", x: 520, y: 120, font: .helveticaBold, align: .right)
        let rows: [(String, String, String?, String)] = [
            ("01/03/2025", "Opening balance", nil, "1,000.00"),
            ("03/03/2025", "CARD PAYMENT TESCO", "-25.50", "974.50"),
            ("05/03/2025", "SALARY ACME LTD", "1,500.00", "2,474.50"),
            ("07/03/2025", "RENT", "-900.00", "1,474.50"),
            ("31/03/2025", "Closing balance", nil, "1,474.50"),
        ]
        for (index, row) in rows.enumerated() {
            let y = 140 + Double(index) * 14
            page.text(row.0, x: 40, y: y)
            page.text(row.1, x: 110, y: y)
            if let amount = row.2 { page.text(amount, x: 440, y: y, align: .right) }
            page.text(row.3, x: 520, y: y, align: .right)
        }
        try writer.data().write(to: url)
    }

    @Test func strictParseOfAStatementThatDoesNotAddUpExits65() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("broken.pdf")
        try writeStatementThatDoesNotAddUp(to: pdf)

        let lenient = try ToolRun.run(["parse", pdf.path, "--format", "json"], in: directory)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(lenient.stdout.contains("\"failed\""))

        let strict = try ToolRun.run(["parse", pdf.path, "--strict"], in: directory)
        #expect(strict.status == 65)
    }

    // MARK: extract

    @Test func extractTextKeepsTheBalanceColumnAligned() throws {
        let result = try run(["extract", ToolRun.sample("current-account-en.pdf"), "--format", "text"])
        #expect(result.status == 0)
        // Each page is laid out at its own scale: compare a page's figures with its own header.
        let pages = result.stdout.components(separatedBy: "--- page ").dropFirst()
        #expect(pages.count == 2)
        var checked = 0
        for page in pages {
            let lines = page.split(separator: "\n").map(String.init)
            let header = try #require(lines.first { $0.contains("Description") && $0.contains("Paid out") && $0.hasSuffix("Balance") })
            let figureLines = lines.filter { line in
                line.contains(" Mar 2025 ") && line.split(separator: " ").last.map { $0.contains(",") || $0.contains(".") } == true
            }
            for line in figureLines {
                checked += 1
                #expect(abs(line.count - header.count) <= 1, "\(line)")
            }
        }
        #expect(checked >= 10)
    }
}
