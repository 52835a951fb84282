import Foundation
import Testing

/// `scripts/install` into a temporary prefix; the installed binary, run from another folder,
/// finds the shipped rules under PREFIX/share and categorises the samples as the checkout's does.
@Suite(.enabled(if: toolIsBuilt, "run `swift build` first: this test installs the built binary"))
struct InstallTests {
    @Test func theInstalledBinaryCategorisesLikeTheCheckouts() throws {
        let directory = try ToolRun.temporaryDirectory()
        let prefix = directory.appendingPathComponent("prefix")
        let elsewhere = directory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let binary = try #require(ToolRun.binary)

        let install = Process()
        install.executableURL = URL(fileURLWithPath: "/bin/bash")
        install.arguments = [ToolRun.packageRoot.appendingPathComponent("scripts/install").path, prefix.path]
        install.environment = ToolRun.isolated(ProcessInfo.processInfo.environment, in: directory).merging(["STATEMENT_IMPORT_INSTALL_BINARY": binary]
        ) { $1 }
        install.standardOutput = FileHandle.nullDevice
        try install.run()
        install.waitUntilExit()
        #expect(install.terminationStatus == 0)
        let installed = prefix.appendingPathComponent("bin/statement-import").path
        let share = prefix.appendingPathComponent("share")
        for file in ["statement-import/Rules", "bash-completion/completions/statement-import", "zsh/site-functions/_statement-import"] {
            #expect(FileManager.default.fileExists(atPath: share.appendingPathComponent(file).path), "\(file)")
        }

        // No user rules and no STATEMENT_IMPORT_RULES: only the lookup beside the binary can find them.
        let environment = ["STATEMENT_IMPORT_RULES": "", "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path]
        let samples = ["current-account-en.pdf", "cuenta-es.pdf", "credit-card-new-year.pdf"].map(ToolRun.sample)
        func importAndList(_ executable: String, ledger: String, from folder: URL) throws -> ToolRun {
            let imported = try ToolRun.run(
                ["import", "--ledger", ledger] + samples, in: directory, environment: environment,
                executable: executable, workingDirectory: folder)
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(!imported.stderr.contains("no shipped rule files"))
            return try ToolRun.run(
                ["transactions", "--ledger", ledger], in: directory, environment: environment,
                executable: executable, workingDirectory: folder)
        }
        let fromInstall = try importAndList(installed, ledger: directory.appendingPathComponent("a.sqlite").path, from: elsewhere)
        let fromCheckout = try importAndList(binary, ledger: directory.appendingPathComponent("b.sqlite").path, from: ToolRun.packageRoot)
        #expect(fromInstall.status == 0)
        // Row ids are random per ledger: compare everything after the id column.
        func withoutIDs(_ text: String) -> [String] {
            text.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 1).last.map(String.init) ?? "" }
        }
        #expect(withoutIDs(fromInstall.stdout) == withoutIDs(fromCheckout.stdout))
        #expect(fromInstall.stdout.contains("rule"), "rows should be categorised by the shipped rules")

        let check = try ToolRun.run(
            ["rules", "check"], in: directory, environment: environment,
            executable: installed, workingDirectory: elsewhere)
        #expect(check.status == 0)
        #expect(check.stdout.contains(share.appendingPathComponent("statement-import/Rules").path))
    }

    /// Run by its name, found through PATH, from a folder with no Rules: `arguments[0]` is then
    /// only "statement-import", so the binary's own path must come from the system.
    @Test func theInstalledBinaryFoundThroughPathFindsTheShippedRules() throws {
        let directory = try ToolRun.temporaryDirectory()
        let prefix = directory.appendingPathComponent("prefix")
        let elsewhere = directory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let install = Process()
        install.executableURL = URL(fileURLWithPath: "/bin/bash")
        install.arguments = [ToolRun.packageRoot.appendingPathComponent("scripts/install").path, prefix.path]
        install.environment = ToolRun.isolated(ProcessInfo.processInfo.environment, in: directory).merging([
            "STATEMENT_IMPORT_INSTALL_BINARY": try #require(ToolRun.binary)
        ]) { $1 }
        install.standardOutput = FileHandle.nullDevice
        try install.run()
        install.waitUntilExit()
        #expect(install.terminationStatus == 0)
        let path = prefix.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let environment = ["PATH": path, "STATEMENT_IMPORT_RULES": "", "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path]
        func byName(_ arguments: [String]) throws -> ToolRun {
            try ToolRun.run(
                ["statement-import"] + arguments, in: directory, environment: environment, executable: "/usr/bin/env",
                workingDirectory: elsewhere)
        }
        let check = try byName(["rules", "check"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains(prefix.appendingPathComponent("share/statement-import/Rules").path), "\(check.stdout)")
        let ledger = directory.appendingPathComponent("l.sqlite").path
        let imported = try byName(["import", "--ledger", ledger, ToolRun.sample("current-account-en.pdf")])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(!imported.stderr.contains("no shipped rule files"))
        let listed = try byName(["transactions", "--ledger", ledger])
        #expect(listed.stdout.contains("rule"), "rows should be categorised by the shipped rules")
    }

    /// With no rule file anywhere, `rules check` fails rather than saying "0 rules in 0 files: ok".
    @Test func rulesCheckWithNoRuleAtAllFails() throws {
        let directory = try ToolRun.temporaryDirectory()
        let lonely = directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: lonely, withIntermediateDirectories: true)
        let copy = lonely.appendingPathComponent("statement-import").path
        try FileManager.default.copyItem(atPath: try #require(ToolRun.binary), toPath: copy)
        let check = try ToolRun.run(
            ["rules", "check"], in: directory,
            environment: ["STATEMENT_IMPORT_RULES": "", "XDG_CONFIG_HOME": directory.appendingPathComponent("c").path],
            executable: copy, workingDirectory: directory)
        #expect(check.status == 78)
        #expect(!check.stdout.contains(": ok"))
        #expect(check.stderr.contains("no rules found"))
    }

    @Test func importWarnsLoudlyWithoutShippedRules() throws {
        let directory = try ToolRun.temporaryDirectory()
        let lonely = directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: lonely, withIntermediateDirectories: true)
        let copy = lonely.appendingPathComponent("statement-import").path
        try FileManager.default.copyItem(atPath: try #require(ToolRun.binary), toPath: copy)
        let result = try ToolRun.run(
            [
                "import", "--ledger", directory.appendingPathComponent("l.sqlite").path,
                ToolRun.sample("current-account-en.pdf"),
            ],
            in: directory,
            environment: [
                "STATEMENT_IMPORT_RULES": "",
                "XDG_CONFIG_HOME": directory.appendingPathComponent("c").path,
            ],
            executable: copy, workingDirectory: directory)
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: no shipped rule files found"))
    }
}
