import Foundation
import Testing

/// What a new user meets first: the Quick start leaves their real ledger alone, the setup script
/// says what to run when it cannot install, and an installed tool carries its guides and manual.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct FirstContactTests {
    let directory: URL

    init() throws {
        directory = try ToolRun.temporaryDirectory()
    }

    @Test func theQuickStartImportsIntoALedgerInTheCheckoutThatGitIgnores() throws {
        let readme = try String(contentsOf: ToolRun.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.contains("statement-import import") && $0.contains("swift build") })
        #expect(line.components(separatedBy: "--ledger samples.sqlite").count - 1 == 2, "\(line)")
        let gitignore = try String(contentsOf: ToolRun.packageRoot.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(gitignore.split(separator: "\n").contains("/samples.sqlite"))
        // The Quick start's own import, run from a folder standing in for the checkout: the ledger
        // lands there, and the default ledger is never made.
        let data = directory.appendingPathComponent("data")
        let environment = ["XDG_DATA_HOME": data.path, "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path]
        let imported = try ToolRun.run(
            ["import", "--ledger", "samples.sqlite", ToolRun.sample("cuenta-es.pdf")], in: directory,
            environment: environment, workingDirectory: directory)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("samples.sqlite").path))
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("statement-import/ledger.sqlite").path))
    }

    /// A PATH of stand-ins: libraries missing, apt-get present, not root, no sudo.
    private func stubs(librariesPresent: Bool) throws -> URL {
        let bin = directory.appendingPathComponent("bin-\(librariesPresent)")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let scripts = [
            "id": "echo 1000", "pkg-config": librariesPresent ? "exit 0" : "exit 1",
            "apt-get": "echo apt-get ran >> \"\(directory.path)/apt-get-ran\"",
        ]
        for (name, body) in scripts {
            let url = bin.appendingPathComponent(name)
            try "#!/bin/bash\n\(body)\n".write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        return bin
    }

    private func ensure(_ arguments: [String], path: URL) throws -> ToolRun {
        try ToolRun.run(
            [ToolRun.packageRoot.appendingPathComponent("scripts/ensure-system-libraries").path] + arguments,
            in: directory, environment: ["PATH": path.path], executable: "/bin/bash")
    }

    @Test func theSetupScriptWithoutRootOrSudoSaysWhatToRunInstead() throws {
        let missing = try ensure([], path: try stubs(librariesPresent: false))
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("As root, run:") && missing.stderr.contains("apt-get install -y pkg-config libpoppler-glib-dev"))
        #expect(!missing.stderr.contains("postgresql") && !missing.stderr.contains("command not found"))
        let forTests = try ensure(["--tests"], path: try stubs(librariesPresent: false))
        #expect(forTests.status == 1 && forTests.stderr.contains("libpq-dev postgresql"))
        // With the libraries there, the tool's own setup needs nothing more: no PostgreSQL server.
        let present = try ensure([], path: try stubs(librariesPresent: true))
        #expect(present.status == 0 && present.stderr.isEmpty, "\(present.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("apt-get-ran").path))
    }

    @Test func installPutsTheGuidesAndAManPageWhereHelpPoints() throws {
        let binary = try #require(ToolRun.binary)
        let prefix = directory.appendingPathComponent("prefix")
        let install = try ToolRun.run(
            [ToolRun.packageRoot.appendingPathComponent("scripts/install").path, prefix.path], in: directory,
            environment: ["STATEMENT_IMPORT_INSTALL_BINARY": binary], executable: "/bin/bash")
        #expect(install.status == 0, "\(install.stderr)")
        let doc = prefix.appendingPathComponent("share/doc/statement-import")
        for name in ["README.md", "configuration.md", "scheduling.md", "rules.md"] {
            #expect(FileManager.default.fileExists(atPath: doc.appendingPathComponent(name).path), "\(name)")
        }
        let manual = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/statement-import.1"), encoding: .utf8)
        #expect(manual.hasPrefix(".TH STATEMENT-IMPORT 1"))
        #expect(manual.contains(".SS statement\\-import review") && manual.contains("\\-\\-not\\-duplicate"))
        let installed = prefix.appendingPathComponent("bin/statement-import").path
        let help = try ToolRun.run(["batch", "--help"], in: directory, executable: installed)
        #expect(help.stdout.contains(doc.appendingPathComponent("scheduling.md").path), "\(help.stdout)")
        let checkoutHelp = try ToolRun.run(["batch", "--help"], in: directory)
        #expect(checkoutHelp.stdout.contains("docs/scheduling.md"))
    }
}
