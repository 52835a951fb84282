import Foundation
import LedgerStore
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `statement-import batch` through the built binary, in temporary folders, with --settle 0.
@Suite(.serialized, .enabled(if: toolIsBuilt))
struct BatchCommandTests {
    @Test func goodBadDuplicateAndPasswordProtectedFilesEndInTheRightFolders() throws {
        let box = try BatchInbox()
        try box.add("current-account-en.pdf", as: "current-account-en.pdf")
        try box.add("cuenta-es.pdf", as: "march/cuenta-es.pdf")
        try box.add("current-account-en.pdf", as: "later/the-same-statement.pdf")
        try box.add("bad/encrypted.pdf", as: "encrypted.pdf")
        try box.add("bad/error-page.pdf", as: "error-page.pdf")

        let first = try box.batch()
        #expect(first.status == 1)
        #expect(first.stdout.isEmpty)
        let lines = first.stderr.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("statement-import batch: ") }.count == 2, "\(first.stderr)")
        #expect(lines.contains { $0.contains("encrypted.pdf") && $0.contains("password") })
        #expect(lines.contains { $0.contains("error-page.pdf") })
        #expect(box.files(in: box.inbox) == [".statement-import.lock"])
        #expect(box.files(in: box.failed) == ["encrypted.pdf", "encrypted.pdf.error.json", "error-page.pdf", "error-page.pdf.error.json"])
        let processed = box.files(in: box.processed)
        #expect(processed.count == 3)
        #expect(processed.contains { $0.hasPrefix("2025/03/northwind-bank-5678-2025-03-31-") })
        #expect(processed.contains { $0.hasPrefix("2025/04/banco-ejemplo-") })

        let record = try box.json(box.failed + "/encrypted.pdf.error.json")
        #expect(record["category"] as? String == "password")
        #expect(record.int("exit_code") == 77)
        #expect((record["sha256"] as? String)?.count == 64)
        #expect(record["tool_version"] as? String != nil)

        let report = try box.lastReport()
        let totals = report.object("totals")
        #expect(totals.int("files") == 5)
        #expect(totals.int("imported") == 2)
        #expect(totals.int("already_imported") == 1)
        #expect(totals.int("failed") == 2)
        #expect(report.int("exit_code") == 1)
        let outcomes = Dictionary(uniqueKeysWithValues: report.objects("files").map { ($0["name"] as? String ?? "", $0["outcome"] as? String ?? "") })
        #expect(
            outcomes == [
                "current-account-en.pdf": "imported", "march/cuenta-es.pdf": "imported",
                "later/the-same-statement.pdf": "already-imported", "encrypted.pdf": "failed", "error-page.pdf": "failed",
            ])
        let runs = box.files(in: box.state + "/runs")
        #expect(runs.count == 1 && runs[0].hasSuffix("Z.json"))

        // The report names files and counts; it never holds a description or an amount.
        let text = try String(contentsOfFile: box.state + "/last-run.json", encoding: .utf8)
        for secret in ["STANDING ORDER", "NÓMINA", "950.00", "2842.37", "sample-pass"] {
            #expect(!text.contains(secret), "the report contains \(secret)")
        }

        // The failed files stay put until they change or --retry-failed; with the password, one goes in.
        let quiet = try box.batch()
        #expect(quiet.status == 0)
        #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty, "\(quiet.stderr)")
        let retry = try box.batch(["--retry-failed"], environment: ["STATEMENT_IMPORT_PDF_PASSWORD": "sample-pass"])
        #expect(retry.status == 1)
        #expect(box.files(in: box.failed) == ["error-page.pdf", "error-page.pdf.error.json"])
        #expect(box.files(in: box.processed).count == 4)
        #expect(!retry.stderr.contains("sample-pass"))
    }

    @Test func aSecondRunDoesNothingAndPrintsNothing() throws {
        let box = try BatchInbox()
        try box.add("debit-credit-columns.pdf", as: "a.pdf")
        try box.add("credit-card-new-year.pdf", as: "b.pdf")
        let first = try box.batch()
        #expect(first.status == 0 || first.status == 1)
        #expect(first.stdout.isEmpty)
        let before = box.files(in: box.processed)
        let second = try box.batch()
        #expect(second.status == 0)
        #expect(second.stdout.isEmpty && second.stderr.isEmpty)
        #expect(box.files(in: box.processed) == before)
        #expect(try box.lastReport().object("totals").int("files") == 0)
    }

    @Test func aFailedFileIsTriedAgainOnlyOnceItChanges() throws {
        let box = try BatchInbox()
        try box.add("bad/truncated.pdf", as: "statement.pdf")
        #expect(try box.batch().status == 1)
        #expect(box.files(in: box.failed) == ["statement.pdf", "statement.pdf.error.json"])
        #expect(try box.batch().status == 0)
        #expect(try box.lastReport().object("totals").int("files") == 0)

        // The person replaces the broken download in failed/ with a good one: the next run takes it.
        let failedCopy = box.failed + "/statement.pdf"
        try FileManager.default.removeItem(atPath: failedCopy)
        try FileManager.default.copyItem(atPath: ToolRun.sample("cuenta-es.pdf"), toPath: failedCopy)
        let retried = try box.batch()
        #expect(retried.status == 0, "\(retried.stderr)")
        #expect(box.files(in: box.failed).isEmpty)
        #expect(box.files(in: box.processed).count == 1)
    }

    @Test func aHeldLockGives75AtOnceWithOneLine() throws {
        let box = try BatchInbox()
        try box.add("cuenta-es.pdf", as: "cuenta-es.pdf")
        let descriptor = open(box.inbox + "/.statement-import.lock", O_RDWR | O_CREAT, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let run = try box.batch()
        #expect(run.status == 75)
        let lines = run.stderr.split(separator: "\n")
        #expect(run.stdout.isEmpty && lines.count == 1 && lines[0].contains("another batch run holds the inbox lock"), "\(run.stderr)")
        #expect(box.files(in: box.inbox).contains("cuenta-es.pdf"))
    }

    @Test func aWorkerThatCrashesOrHangsFailsOnlyItsOwnFile() throws {
        let box = try BatchInbox()
        // Long enough for a normal worker on a loaded machine; the hanging one is stopped at it.
        try box.writeConfiguration("[batch]\nfile_timeout = 10\n")
        try box.add("cuenta-es.pdf", as: "will-crash.pdf")
        try box.add("debit-credit-columns.pdf", as: "will-hang.pdf")
        try box.add("current-account-en.pdf", as: "fine.pdf")
        let run = try box.batch(["--jobs", "3"], environment: ["STATEMENT_IMPORT_TEST_WORKER_FAULT": "abort:will-crash,hang:will-hang"])
        #expect(run.status == 1)
        let failures = run.stderr.split(separator: "\n").filter { $0.hasPrefix("statement-import batch: ") }
        #expect(failures.count == 2, "\(run.stderr)")
        #expect(failures.contains { $0.contains("will-crash.pdf") && $0.contains("signal") })
        #expect(failures.contains { $0.contains("will-hang.pdf") && $0.contains("longer than 10 s") })
        #expect(box.files(in: box.failed) == ["will-crash.pdf", "will-crash.pdf.error.json", "will-hang.pdf", "will-hang.pdf.error.json"])
        #expect(box.files(in: box.processed).count == 1)
        #expect(try box.json(box.failed + "/will-crash.pdf.error.json")["category"] as? String == "crashed")
        #expect(try box.json(box.failed + "/will-hang.pdf.error.json")["category"] as? String == "timeout")
    }

    @Test func aDryRunMovesNothingAndWritesNothing() throws {
        let box = try BatchInbox()
        try box.add("cuenta-es.pdf", as: "cuenta-es.pdf")
        try box.add("bad/truncated.pdf", as: "truncated.pdf")
        let run = try box.batch(["--dry-run", "--report", "-"])
        #expect(run.status == 1)
        #expect(box.files(in: box.inbox).filter { !$0.hasPrefix(".") } == ["cuenta-es.pdf", "truncated.pdf"])
        #expect(!FileManager.default.fileExists(atPath: box.processed))
        #expect(!FileManager.default.fileExists(atPath: box.failed))
        #expect(!FileManager.default.fileExists(atPath: box.state))
        #expect(!FileManager.default.fileExists(atPath: box.ledger))
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(report["dry_run"] as? Bool == true)
        #expect(report.objects("files").map { $0["outcome"] as? String } == ["would-import", "failed"])
    }

    @Test func killedBetweenCommitAndMoveThenRerunLeavesEveryFileRightAndNoRowTwice() throws {
        let box = try BatchInbox()
        try box.add("current-account-en.pdf", as: "a.pdf")
        try box.add("cuenta-es.pdf", as: "b.pdf")
        try box.add("multi-page-en.pdf", as: "c.pdf")
        let killed = try box.batch(["--jobs", "1"], environment: ["STATEMENT_IMPORT_TEST_BATCH_FAULT": "kill-after-commit"])
        #expect(killed.status == SIGKILL)
        // Committed, not moved: the file is still in the inbox and its statement in the ledger.
        #expect(box.files(in: box.inbox).filter { $0.hasSuffix(".pdf") }.count == 3)
        #expect(try Ledger(path: box.ledger).statements().count == 1)

        let rerun = try box.batch(["--jobs", "1"])
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(box.files(in: box.inbox).filter { $0.hasSuffix(".pdf") }.isEmpty)
        #expect(box.files(in: box.processed).count == 3)
        let totals = try box.lastReport().object("totals")
        #expect(totals.int("already_imported") == 1)
        #expect(totals.int("imported") == 2)

        // The same files in one clean run give the same ledger.
        let clean = try BatchInbox()
        for (sample, name) in [("current-account-en.pdf", "a.pdf"), ("cuenta-es.pdf", "b.pdf"), ("multi-page-en.pdf", "c.pdf")] {
            try clean.add(sample, as: name)
        }
        #expect(try clean.batch(["--jobs", "1"]).status == 0)
        let recovered = try Ledger(path: box.ledger)
        let reference = try Ledger(path: clean.ledger)
        #expect(try recovered.statements().count == 3)
        #expect(try recovered.transactions().count == reference.transactions().count)
        #expect(Set(try recovered.transactions().map(\.id)).count == (try recovered.transactions().count))
    }

    @Test func aWrongConfigurationGives78WithOneLine() throws {
        let box = try BatchInbox()
        try box.writeConfiguration("[batch]\njobs = none\n")
        let run = try box.batch()
        #expect(run.status == 78)
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stderr.contains("config:2"))
    }

    /// The readers start before the rules load: a broken rule file still stops the run with one
    /// line, before any ledger, every file stays in the inbox, and the readers' folder is gone.
    @Test func aBrokenRuleFileStopsTheReadersStartedEarly() throws {
        let box = try BatchInbox()
        let run = try box.batch(["--jobs", "2"], environment: try box.threeStatementsAndBrokenRules())
        #expect(run.status == 78, "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains("broken.rules"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: box.ledger))
        #expect(box.files(in: box.inbox).filter { $0.hasSuffix(".pdf") } == ["statement-0.pdf", "statement-1.pdf", "statement-2.pdf"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.scratch).isEmpty)
    }

    @Test func doctorPassesOnAFreshSetupAndNamesWhatToFix() throws {
        let box = try BatchInbox()
        let fresh = try ToolRun.run(["doctor"], in: box.root, environment: box.environment)
        #expect(fresh.status == 0, "\(fresh.stdout)")
        #expect(fresh.stdout.contains("poppler-glib"))
        #expect(fresh.stdout.contains("rules"))
        try box.writeConfiguration("[batch]\nsettle = soon\n")
        let broken = try ToolRun.run(["doctor"], in: box.root, environment: box.environment)
        #expect(broken.status == 1)
        #expect(broken.stdout.split(separator: "\n").contains { $0.hasPrefix("FAIL") && $0.contains("settle") })
    }
}
