import Foundation
import LedgerStore
import StatementCore
import Testing
import TestSupport
@testable import StatementImport

/// The refusals that wait for the file's owner (a shared currency sign with no cue, no currency at
/// all, no account number, a card that contradicts the stored one, an unproven statement printing no
/// account number), among good files
/// in one inbox, through the real ledger: each refused file alone goes to failed/ with its reason
/// and the `import` command that takes it once decided; every good file is stored and moved; the
/// run exits 1 and its report lists every file.
@Suite(.serialized) struct BatchRefusalTests {
    static let eur = Currency.eur

    static func day(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

    /// A statement that adds up, with `rows` amounts (minor units) from `opening`.
    static func statement(
        account: String?, kind: AccountKind = .current, currency: Currency = eur,
        decision: CurrencyDecision? = nil, from start: String = "2025-03-01", to end: String = "2025-03-31",
        opening: Int64 = 100_000, rows: [Int64] = [-1_250, -3_000]
    ) -> Statement {
        let transactions = rows.enumerated().map { index, amount in
            Transaction(
                date: day(start).adding(days: index + 2), description: "MADE-UP SHOP \(index + 1)",
                amount: Money(minorUnits: amount, currency: currency), page: 1, line: 10 + index)
        }
        let closing = opening + rows.reduce(0, +)
        return Statement(
            institution: "Banco Ejemplo", account: account, kind: kind, currency: currency,
            period: DateRange(start: day(start), end: day(end)), statementDate: day(end),
            openingBalance: Money(minorUnits: opening, currency: currency),
            closingBalance: Money(minorUnits: closing, currency: currency), transactions: transactions,
            verification: Verification(verdict: .verified), pageCount: 1, currencyDecision: decision)
    }

    /// The inbox's files, in the order the run takes them, and what each one's reader answers.
    static func inbox() -> [(name: String, statement: Statement)] {
        let usd = Currency(code: "USD")
        return [
            ("a-good.pdf", statement(account: "…1111")),
            (
                "b-dollar-sign.pdf",
                statement(
                    account: "…4567", currency: usd,
                    decision: CurrencyDecision(
                        currency: nil, evidence: ["'$' amounts"],
                        warning: "amounts carry '$', and nothing printed says which currency"))
            ),
            ("c-no-currency.pdf", statement(account: "…7777", currency: usd, decision: CurrencyDecision(currency: nil))),
            ("d-no-account.pdf", statement(account: nil)),
            ("e-card-march.pdf", statement(account: "…3107", kind: .card, opening: -20_000)),
            // The same card ending, but it does not open where March closed: another card, or the same?
            ("f-card-april.pdf", statement(account: "…3107", kind: .card, from: "2025-04-01", to: "2025-04-30", opening: -77_700)),
            ("g-good.pdf", statement(account: "…2222")),
        ]
    }

    /// The inbox with a statement `batch` refuses and `import` stores unproven only when told:
    /// printing no balance and no account number, it needs both answers.
    static func inboxWithAnUnprovenStatement() -> [(name: String, statement: Statement)] {
        inbox() + [("h-unproven-no-account.pdf", unproven(statement(account: nil)))]
    }

    /// The statement as one printing no balance to prove it by.
    static func unproven(_ statement: Statement) -> Statement {
        var unproven = statement
        unproven.verification = Verification(verdict: .unverifiable)
        return unproven
    }

    @Test func eachRefusalFailsAloneWithTheCommandThatImportsItAndTheRunGoesOn() throws {
        let box = try TemporaryFolder(prefix: "BatchRefusal")
        let inbox = box.path("inbox"), answers = box.path("answers"), rules = box.path("rules")
        for folder in [inbox, answers, rules] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        for (index, file) in Self.inboxWithAnUnprovenStatement().enumerated() {
            try Data("%PDF-1.4 file \(index)\n".utf8).write(to: URL(fileURLWithPath: inbox + "/" + file.name))
            try JSONEncoder().encode(WorkerAnswer(statements: [file.statement], pages: 1))
                .write(to: URL(fileURLWithPath: answers + "/" + file.name + ".json"))
        }
        let worker = WorkerCommand(
            executable: "/bin/sh", arguments: ["-c", "cat \"$ANSWERS/$(basename \"$1\").json\"", "reader"],
            environment: ["PATH": "/usr/bin:/bin", "ANSWERS": answers])
        let folders = BatchFolders(inbox: inbox, processed: box.path("processed"), failed: box.path("failed"))
        let request = BatchRequest(
            folders: folders, settle: 0, jobs: 2, fileTimeout: 30, stateDirectory: box.path("state"),
            toolVersion: "test")
        let environment = ["STATEMENT_IMPORT_RULES": rules, "XDG_CONFIG_HOME": box.path("config")]
        let session = LedgerSession(
            ledger: LedgerAccess(path: box.path("ledger.sqlite")), folders: RuleFolders(environment: environment),
            environment: environment)
        let result = BatchRun(
            request: request, worker: worker, environment: [:],
            heldAlready: { session.ledger.held($0) }
        ) { () throws(AppError) -> BatchLedger in
            try BatchLedger.open(session, dryRun: false, scratch: box.path("scratch"))
        }.run()

        #expect(result.exitCode == 1, "\(result.problems)")
        let refused = [
            "b-dollar-sign.pdf": "--currency CODE", "c-no-currency.pdf": "--currency CODE",
            "d-no-account.pdf": "--account NAME", "f-card-april.pdf": "--account NAME",
            // Unproven and printing no number: the command answers both questions at once.
            "h-unproven-no-account.pdf": "--accept-unverified --account NAME",
        ]
        // One line per refused file, naming it, with the command (then the review reminder).
        #expect(result.problems.filter { $0.hasPrefix("statement-import batch: ") }.count == refused.count, "\(result.problems)")
        for (name, decision) in refused {
            let failedPath = box.path("failed/" + name)
            let command = "statement-import import \(failedPath) \(decision)"
            #expect(result.problems.contains { $0.contains(name) && $0.contains(command) }, "\(name): \(result.problems)")
            #expect(FileManager.default.fileExists(atPath: failedPath))
            let record = try #require(FailureRecord.read(besides: failedPath), "\(name) has no .error.json")
            #expect(record.category == "badData" && record.exitCode == 65)
            #expect(record.command == command)
            #expect(record.error.contains(name), "\(record.error)")
        }
        // Every good file stored and moved; the inbox holds nothing but the lock.
        let inboxLeft = try FileManager.default.contentsOfDirectory(atPath: inbox).filter { $0.hasSuffix(".pdf") }
        #expect(inboxLeft.isEmpty, "\(inboxLeft)")
        let ledger = try Ledger(path: box.path("ledger.sqlite"), mode: .reading)
        #expect(Set(try ledger.statements().map(\.fileName)) == ["a-good.pdf", "e-card-march.pdf", "g-good.pdf"])
        // The report lists every file, each refusal with its command.
        let report = try #require(result.report)
        #expect(report.files.count == Self.inboxWithAnUnprovenStatement().count)
        #expect(report.totals.imported == 3 && report.totals.failed == refused.count)
        for entry in report.files where refused[entry.name] != nil {
            #expect(entry.outcome == .failed)
            #expect(entry.error?.command?.hasSuffix(refused[entry.name] ?? "") == true, "\(entry.name)")
        }
    }

    @Test func aPathWithSpacesOrQuotesIsOneShellWord() {
        #expect(ImportCommandLine.shellWord("/srv/failed/x.pdf") == "/srv/failed/x.pdf")
        #expect(ImportCommandLine.shellWord("/srv/failed/march statement.pdf") == "'/srv/failed/march statement.pdf'")
        #expect(ImportCommandLine.shellWord("/srv/it's.pdf") == "'/srv/it'\\''s.pdf'")
        #expect(ImportCommandLine.of("a.pdf", decision: "--currency CODE") == "statement-import import a.pdf --currency CODE")
    }
}
