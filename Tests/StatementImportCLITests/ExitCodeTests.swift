import Foundation
import LedgerStore
import StatementImport
import Testing
@testable import StatementImportCLI

/// One test per exit-code category, driven through the built binary, and the regressions of
/// issue 9 (options checked before side effects, reading commands never create a ledger).
@Suite(.enabled(if: toolIsBuilt, "run `swift build` first: these tests drive the binary"))
struct ExitCodeTests {
    let directory: URL

    init() throws {
        directory = try ToolRun.temporaryDirectory()
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ToolRun {
        try ToolRun.run(arguments, in: directory, environment: environment)
    }

    /// Every error is exactly one line (a usage error adds the usage line).
    func expectOneLine(_ result: ToolRun, _ fragment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first?.contains(fragment) == true, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(lines.count == (result.status == 64 ? 2 : 1), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(!result.stderr.contains("NSCocoaErrorDomain"), sourceLocation: sourceLocation)
    }

    @Test func everyCategoryHasItsOwnExitCode() {
        let codes = AppError.Category.allCases.map { ExitCode($0).rawValue }
        #expect(codes == [64, 65, 66, 77, 73, 75, 78, 69, 70])
    }

    // MARK: 64 usage

    @Test func aBadThresholdIsAUsageErrorAndCreatesNoLedger() throws {
        let ledger = path("ledger.sqlite")
        let result = try run(["import", "--threshold", "abc", "--ledger", ledger, ToolRun.sample("current-account-en.pdf")])
        #expect(result.status == 64)
        expectOneLine(result, "--threshold takes a confidence between 0 and 1")
        #expect(!FileManager.default.fileExists(atPath: ledger))
    }

    @Test func rulesEvalWithABadThresholdIsAnError() throws {
        let labelled = path("labelled.csv")
        try "description,amount,category\nMERCADONA,-12.30,groceries\n".write(toFile: labelled, atomically: true, encoding: .utf8)
        let result = try run(["rules", "eval", labelled, "--threshold", "abc"])
        #expect(result.status == 64)
        expectOneLine(result, "--threshold")
    }

    @Test func rulesCheckDoesNotTakeExplainsAmount() throws {
        let result = try run(["rules", "check", "--amount", "5"])
        #expect(result.status == 64)
        expectOneLine(result, "unknown option '--amount'")
    }

    @Test func anUnknownRulesSubCommandIsAUsageError() throws {
        let result = try run(["rules", "frobnicate"])
        #expect(result.status == 64)
        expectOneLine(result, "unknown sub-command 'frobnicate'")
    }

    @Test func pagesBeyondTheDocumentAreAUsageError() throws {
        let result = try run(["extract", ToolRun.sample("current-account-en.pdf"), "--pages", "9999-"])
        #expect(result.status == 64)
        expectOneLine(result, "--pages starts at page 9999")
    }

    // MARK: 65 bad data

    @Test func aFileThatIsNotAPDFIsBadData() throws {
        let file = path("notes.pdf")
        try "just text".write(toFile: file, atomically: true, encoding: .utf8)
        let result = try run(["parse", file])
        #expect(result.status == 65)
        expectOneLine(result, "notes.pdf")
    }

    // MARK: 66 no input

    @Test(arguments: [
        ["transactions"], ["statements"], ["accounts"], ["export"], ["check"], ["learned"],
        ["review", "--list"], ["recategorise"],
    ])
    func readingCommandsNeverCreateALedger(_ command: [String]) throws {
        let ledger = path("none/ledger.sqlite")
        let result = try run(command + ["--ledger", ledger])
        #expect(result.status == 66)
        expectOneLine(result, "no ledger at \(ledger); import a statement first or pass --ledger")
        #expect(!FileManager.default.fileExists(atPath: ledger))
        #expect(!FileManager.default.fileExists(atPath: path("none")))
    }

    @Test func aFileNameWithControlCharactersIsPrintedEscaped() throws {
        let result = try run(["parse", path("forged\nstatement-import: all good.pdf")])
        #expect(result.status == 66)
        expectOneLine(result, "forged\\nstatement-import: all good.pdf")
    }

    @Test func aNamedPipeIsRefusedNotWaitedOn() throws {
        let fifo = path("statement.pdf")
        try #require(mkfifo(fifo, 0o600) == 0)
        let result = try run(["parse", fifo])
        #expect(result.status == 66)
        expectOneLine(result, "statement.pdf")
    }

    /// A PDF of no pages said so (it was read as a statement with no table, advising --currency),
    /// and a PDF whose first bytes are damaged said it was no statement of a known format.
    @Test func aPDFOfNoPagesAndOneWithADamagedHeaderSaySo() throws {
        let zero = path("zero.pdf")
        let body = "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n"
        let xref = body.utf8.count
        let text =
            body + "xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n"
            + "trailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: zero))
        let none = try run(["parse", zero])
        #expect(none.status == 65)
        expectOneLine(none, "the PDF has no pages")
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ToolRun.sample("current-account-en.pdf"))))
        bytes[2] = 0xC8
        let damaged = path("damaged.pdf")
        try Data(bytes).write(to: URL(fileURLWithPath: damaged))
        let result = try run(["parse", damaged])
        #expect(result.status == 65)
        expectOneLine(result, "is not a PDF, or a damaged one")
    }

    // MARK: 77 password

    @Test func aPasswordFileEndingInCRLFWorks() throws {
        let file = path("password")
        try Data("sample-pass\r\n".utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, 0o600)
        let result = try run(["parse", ToolRun.sample("bad/encrypted.pdf"), "--password-file", file])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aPasswordOneCharacterLongerIsNotAccepted() throws {
        let file = path("password")
        try Data("sample-passX\r\n".utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, 0o600)
        let result = try run(["parse", ToolRun.sample("bad/encrypted.pdf"), "--password-file", file])
        #expect(result.status == 77)
        expectOneLine(result, "encrypted.pdf")
    }

    /// An empty password file gives an empty password, which poppler takes for none: the advice
    /// to pass a password file sent the person back to the one they had passed.
    @Test func anEmptyPasswordFileIsNamedAsEmpty() throws {
        let file = path("empty-password")
        try Data().write(to: URL(fileURLWithPath: file))
        chmod(file, 0o600)
        let result = try run(["parse", ToolRun.sample("bad/encrypted.pdf"), "--password-file", file])
        #expect(result.status == 77)
        expectOneLine(result, "the one given is empty")
        // A named pipe nobody writes to reads as empty too, rather than blocking for ever.
        let fifo = path("password-pipe")
        try #require(mkfifo(fifo, 0o600) == 0)
        let piped = try run(["parse", ToolRun.sample("bad/encrypted.pdf"), "--password-file", fifo])
        #expect(piped.status == 77)
        expectOneLine(piped, "the one given is empty")
    }

    /// Issue 36 item 9: a password file others may read is warned about, as the key file is.
    @Test func aPasswordFileOthersMayReadIsWarnedAbout() throws {
        let file = path("open-password")
        try Data("sample-pass\n".utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, 0o644)
        let result = try run(["parse", ToolRun.sample("bad/encrypted.pdf"), "--password-file", file])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("open-password: the password file can be read by others (mode 644): run `chmod 600"), "\(result.stderr)")
    }

    /// Issue 36 item 3: poppler-glib smashed its stack on an AES-256 file's password of 128
    /// bytes or more. Such a password is refused in one line before poppler sees it, as the
    /// request's fault (64), for the file and the environment alike, and never echoed.
    @Test func aPasswordLongerThanThePDFStandardAllowsIsRefusedBeforePopplerSeesIt() throws {
        let secret = String(repeating: "Pw9-", count: 40)
        let file = path("long-password")
        try Data((secret + "\n").utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, 0o600)
        let fromFile = try run(["parse", ToolRun.sample("bad/encrypted.pdf"), "--password-file", file])
        #expect(fromFile.status == 64, "\(fromFile.stderr)")
        expectOneLine(fromFile, "longer than the 127 bytes")
        let fromEnvironment = try ToolRun.run(
            ["parse", ToolRun.sample("bad/encrypted.pdf")], in: directory, environment: ["STATEMENT_IMPORT_PDF_PASSWORD": secret])
        #expect(fromEnvironment.status == 64, "\(fromEnvironment.stderr)")
        for result in [fromFile, fromEnvironment] {
            #expect(!(result.stdout + result.stderr).contains("Pw9-Pw9-"), "the password was echoed")
            #expect(!result.stderr.contains("stack smashing"))
        }
    }

    /// Issue 36 item 9: a busy timeout that is no number was silently replaced by the default.
    @Test func aBusyTimeoutThatIsNoNumberIsNamed() throws {
        let result = try ToolRun.run(
            ["import", "--ledger", path("ledger.sqlite"), ToolRun.sample("cuenta-es.pdf")], in: directory,
            environment: ["STATEMENT_IMPORT_BUSY_TIMEOUT_MS": "ten seconds"])
        #expect(result.status == 78, "\(result.stderr)")
        expectOneLine(result, "STATEMENT_IMPORT_BUSY_TIMEOUT_MS=ten seconds is not a number of milliseconds")
    }

    /// A dry run with no ledger yet checks against a throwaway one, which took the default busy
    /// timeout and passed a setting the real run refuses: it refuses it the same way now.
    @Test(arguments: ["abc", "-5"])
    func aDryRunRefusesTheBusyTimeoutARunRefuses(_ timeout: String) throws {
        let ledger = path("ledger.sqlite")
        let arguments = ["import", "--no-remote", "--ledger", ledger, ToolRun.sample("cuenta-es.pdf")]
        let environment = ["STATEMENT_IMPORT_BUSY_TIMEOUT_MS": timeout]
        let real = try run(arguments, environment: environment)
        let dry = try run(arguments + ["--dry-run"], environment: environment)
        #expect(real.status == 78 && dry.status == 78, "\(dry.stdout)\(dry.stderr)")
        expectOneLine(dry, "STATEMENT_IMPORT_BUSY_TIMEOUT_MS=\(timeout) is not a number of milliseconds")
        #expect(dry.stderr == real.stderr && dry.stdout.isEmpty, "\(dry.stdout)\(dry.stderr)")
        #expect(!FileManager.default.fileExists(atPath: ledger))
    }

    // MARK: 73 ledger unavailable

    @Test func aLedgerWhoseFolderIsAFileIsUnavailable() throws {
        let blocker = path("blocker")
        try "not a folder".write(toFile: blocker, atomically: true, encoding: .utf8)
        let result = try run(["import", "--ledger", blocker + "/ledger.sqlite", ToolRun.sample("current-account-en.pdf")])
        #expect(result.status == 73)
        expectOneLine(result, "blocker")
    }

    @Test func aPDFGivenAsTheLedgerIsNotALedger() throws {
        let result = try run(["transactions", "--ledger", ToolRun.sample("current-account-en.pdf")])
        #expect(result.status == 73)
        expectOneLine(result, "not a statement-import ledger")
    }

    // MARK: 75 ledger busy

    @Test func aHeldWriteLockIsBusyAndSaysTryAgain() throws {
        let ledgerPath = path("ledger.sqlite")
        let holder = try Ledger(path: ledgerPath)
        try holder.database.execute("BEGIN IMMEDIATE")
        defer { try? holder.database.execute("ROLLBACK") }
        let result = try run(
            ["import", "--ledger", ledgerPath, ToolRun.sample("current-account-en.pdf")],
            environment: ["STATEMENT_IMPORT_BUSY_TIMEOUT_MS": "100"])
        #expect(result.status == 75, "\(result.stdout) \(result.stderr)")
        #expect(result.stderr.contains("another statement-import is writing this ledger; try again"))
        #expect(!result.stderr.contains("internal error"))
    }

    // MARK: 78 configuration

    @Test func aBrokenRuleFileIsAConfigurationError() throws {
        let rules = path("rules")
        try FileManager.default.createDirectory(atPath: rules, withIntermediateDirectories: true)
        try "rule \"oops\n  when description has\n".write(toFile: rules + "/broken.rules", atomically: true, encoding: .utf8)
        let check = try run(["rules", "check"], environment: ["STATEMENT_IMPORT_RULES": rules])
        #expect(check.status == 78, "\(check.stdout) \(check.stderr)")
        let imported = try run(
            ["import", "--ledger", path("ledger.sqlite"), ToolRun.sample("current-account-en.pdf")],
            environment: ["STATEMENT_IMPORT_RULES": rules])
        #expect(imported.status == 78)
        expectOneLine(imported, "broken.rules")
        #expect(!FileManager.default.fileExists(atPath: path("ledger.sqlite")))
    }

    @Test func aRuleFileThatIsNotUTF8IsNamed() throws {
        let rules = path("rules")
        try FileManager.default.createDirectory(atPath: rules, withIntermediateDirectories: true)
        try Data([0x72, 0x75, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: rules + "/latin1.rules"))
        let result = try run(["rules", "explain", "MERCADONA"], environment: ["STATEMENT_IMPORT_RULES": rules])
        #expect(result.status == 78)
        expectOneLine(result, "latin1.rules: not UTF-8 text")
    }

    // MARK: reading a read-only ledger

    @Test func aReadOnlyLedgerCanStillBeRead() throws {
        let ledgerPath = path("ledger.sqlite")
        let imported = try run(["import", "--ledger", ledgerPath, ToolRun.sample("current-account-en.pdf")])
        #expect(imported.status == 0, "\(imported.stderr)")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: ledgerPath)
        let listed = try run(["transactions", "--ledger", ledgerPath])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("transactions"))
    }
}
