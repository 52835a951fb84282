import Foundation
import LedgerStore
import Testing

/// End to end through the built binary on `combined-accounts-en.pdf`: a current and a savings
/// account in one PDF, parsed and imported as two statements.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not found next to the tests or in .build/debug: run `swift build` first"))
struct CombinedStatementTests {
    private let sample = ToolRun.sample("combined-accounts-en.pdf")

    private func run(_ arguments: [String], in directory: URL) throws -> ToolRun {
        try ToolRun.run(
            arguments, in: directory,
            environment: [
                "HOME": directory.path, "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
                "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
            ])
    }

    @Test func parseJSONListsEveryAccountUnderStatements() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try run(["parse", sample, "--format", "json"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["file", "sha256", "statements"])
        let statements = try #require(document["statements"] as? [[String: Any]])
        #expect(statements.map { $0["account"] as? String } == ["…6819", "…2187"])
        #expect(statements.map { $0["kind"] as? String } == ["current", "savings"])
        #expect(statements.map { $0["page_count"] as? Int } == [1, 2])
        for statement in statements {
            // Each is the object a one-account file prints.
            #expect(statement["file"] as? String == sample && statement["sha256"] as? String == document["sha256"] as? String)
            #expect((statement["verification"] as? [String: Any])?["verdict"] as? String == "verified")
            #expect(statement["institution"] as? String == "Woodgrove Bank")
            #expect(statement["statement_date"] as? String == "2025-04-30")
        }
        // The savings account runs onto page 2, and its rows say so.
        let savingsPages = (statements[1]["transactions"] as? [[String: Any]])?.compactMap { $0["page"] as? Int }
        #expect(savingsPages?.first == 1 && savingsPages?.last == 2)
    }

    @Test func csvAddsTheAccountAndTableHasABlockPerAccount() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let csv = try run(["parse", sample, "--format", "csv"], in: directory)
        #expect(csv.status == 0, "\(csv.stderr)")
        let lines = csv.stdout.split(whereSeparator: \.isNewline)
        #expect(lines.first == "date,value_date,description,amount,currency,balance,page,line,account")
        #expect(lines.dropFirst().filter { $0.hasSuffix(",…6819") }.count == 22)
        #expect(lines.dropFirst().filter { $0.hasSuffix(",…2187") }.count == 8)

        let table = try run(["parse", sample, "--strict"], in: directory)
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.components(separatedBy: "verified (").count - 1 == 2)
        #expect(table.stdout.contains("…6819") && table.stdout.contains("…2187"))
    }

    @Test func importStoresBothAccountsOnceAndAgainAddsNothing() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        let first = try run(["import", "--ledger", ledgerPath, sample], in: directory)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("(account …6819): 22 rows") && first.stdout.contains("(account …2187): 8 rows"))
        #expect(first.stdout.contains("1 file: imported 1"))

        let again = try run(["import", "--ledger", ledgerPath, sample], in: directory)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("already imported (same file)"))
        #expect(again.stdout.contains("0 rows added"))

        let ledger = try Ledger(path: ledgerPath)
        #expect(try ledger.statements().map(\.section).sorted() == [1, 2])
        #expect(try ledger.transactions().count == 30)
        #expect(try ledger.check().isHealthy)
    }

    /// One account of the file removed while the other stays: `statements` lists the removed
    /// section, importing the file again brings it back alone (the kept account's rows are not
    /// stored twice), and `statements` and `check` are as after the first import.
    @Test func removingOneAccountsStatementAndImportingTheFileAgainBringsItBackAlone() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        #expect(try run(["import", "--no-remote", "--ledger", ledgerPath, sample], in: directory).status == 0)
        let listedFirst = try run(["statements", "--ledger", ledgerPath], in: directory).stdout
        let removed = try run(["statements", "remove", "2", "--ledger", ledgerPath], in: directory)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(
            removed.stdout.contains("the file's other statement (1) stays: importing the file again brings this one back alone"),
            "\(removed.stdout)")
        let listed = try run(["statements", "--ledger", ledgerPath], in: directory)
        #expect(
            listed.stdout.contains("removed: section 2 of combined-accounts-en.pdf (statement 2); importing the file again brings it back"),
            "\(listed.stdout)")
        #expect(try run(["check", "--ledger", ledgerPath], in: directory).status == 0)

        let again = try run(["import", "--no-remote", "--ledger", ledgerPath, sample], in: directory)
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        #expect(again.stdout.contains("(account …6819): already imported (same file)"), "\(again.stdout)")
        #expect(again.stdout.contains("(account …2187): 8 rows"), "\(again.stdout)")
        #expect(again.stdout.contains("1 file: imported 1") && again.stdout.contains("8 rows added"), "\(again.stdout)")
        let ledger = try Ledger(path: ledgerPath)
        #expect(try ledger.transactions().count == 30)
        #expect(try ledger.statements().map(\.section).sorted() == [1, 2])
        #expect(try ledger.check().isHealthy)
        let listedAgain = try run(["statements", "--ledger", ledgerPath], in: directory).stdout
        #expect(!listedAgain.contains("removed:"), "\(listedAgain)")
        // The same listing as after the first import, but for the returned statement's new id.
        #expect(listedAgain.replacingOccurrences(of: "\n3\t", with: "\n2\t") == listedFirst, "\(listedAgain)")
        let checked = try run(["check", "--ledger", ledgerPath], in: directory)
        #expect(checked.status == 0 && checked.stdout.contains("ok"), "\(checked.stdout)\(checked.stderr)")
        #expect(!checked.stdout.contains("not seen arriving") && !checked.stdout.contains("not seen leaving"), "\(checked.stdout)")

        let third = try run(["import", "--no-remote", "--ledger", ledgerPath, sample], in: directory)
        #expect(third.stdout.contains("already imported (same file)") && third.stdout.contains("0 rows added"), "\(third.stdout)")
        #expect(try ledger.transactions().count == 30)
    }

    /// `--account NAME` names a statement printing no number; both of this file's statements
    /// print theirs, so the name is neither's: the two accounts stay apart, and told apart.
    @Test func aNameForTheFileNamesNeitherOfItsNumberedAccounts() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        let imported = try run(["import", "--ledger", ledgerPath, "--account", "Household", sample], in: directory)
        #expect(imported.status == 0, "\(imported.stderr)")
        let accounts = try run(["accounts", "--ledger", ledgerPath], in: directory)
        #expect(accounts.status == 0, "\(accounts.stderr)")
        let rows = accounts.stdout.split(whereSeparator: \.isNewline).dropFirst()
        #expect(rows.count == 2, "\(accounts.stdout)")
        #expect(!accounts.stdout.contains("Household"), "\(accounts.stdout)")
        let statements = try run(["statements", "--ledger", ledgerPath], in: directory)
        #expect(statements.stdout.contains("…6819") && statements.stdout.contains("…2187"), "\(statements.stdout)")
    }

    /// `--account 6819` on a file printing accounts …6819 and …2187 points at the first: both are
    /// stored under their own numbers, and the output says the digits were the other's. Digits
    /// no statement of the file ends in still store nothing, and say what to do.
    @Test func fourDigitsPointAtTheirStatementAndTheOtherImportsAsPrinted() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        let wrong = try run(["import", "--ledger", ledgerPath, "--account", "3107", sample], in: directory)
        #expect(wrong.status == 65, "\(wrong.stdout)\(wrong.stderr)")
        #expect(wrong.stderr.contains("none ending in 3107") && wrong.stderr.contains("or import it without --account"), "\(wrong.stderr)")
        let imported = try run(["import", "--ledger", ledgerPath, "--account", "6819", sample], in: directory)
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        #expect(imported.stdout.contains("(account …6819): 22 rows") && imported.stdout.contains("(account …2187): 8 rows"), "\(imported.stdout)")
        #expect(
            imported.stderr.contains("--account 6819 was taken for another statement of this file; this one prints account …2187"),
            "\(imported.stderr)")
        // The warning names the file once, as the path it was given.
        let warning = imported.stderr.split(whereSeparator: \.isNewline).first { $0.contains("was taken for another statement") } ?? ""
        #expect(String(warning).components(separatedBy: URL(fileURLWithPath: sample).lastPathComponent).count == 2, "\(warning)")
        let accounts = try run(["accounts", "--ledger", ledgerPath], in: directory)
        #expect(accounts.stdout.split(whereSeparator: \.isNewline).dropFirst().count == 2, "\(accounts.stdout)")
        #expect(!accounts.stdout.contains("\t6819"), "no account is named 6819: \(accounts.stdout)")
    }
}
