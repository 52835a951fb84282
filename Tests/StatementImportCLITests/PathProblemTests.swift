import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 26 items 5 and 14 through the built binary: each wrong path or ledger location is one
/// line saying what is wrong, and a named pipe among several paths never blocks.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct PathProblemTests {
    private func environment(_ directory: URL) -> [String: String] {
        [
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
            "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
        ]
    }

    @Test func aFolderNamedLikeAPDFIsNotZeroFiles() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("x.pdf")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let ledger = directory.appendingPathComponent("ledger.sqlite").path
        let run = try ToolRun.run(["import", "--ledger", ledger, folder.path], in: directory, environment: environment(directory))
        #expect(run.status == 66, "\(run.stdout)\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("x.pdf: is a folder, not a PDF file"), "\(run.stderr)")
    }

    @Test func aSymbolicLinkLoopIsNamedAsOne() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("a.pdf").path
        let second = directory.appendingPathComponent("b.pdf").path
        try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: second)
        try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: first)
        let ledger = directory.appendingPathComponent("ledger.sqlite").path
        for arguments in [["import", "--ledger", ledger, first], ["parse", first]] {
            let run = try ToolRun.run(arguments, in: directory, environment: environment(directory))
            #expect(run.status == 66, "\(run.stderr)")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].contains("symbolic links lead round in a loop"), "\(arguments[0]): \(run.stderr)")
        }
    }

    @Test func aPostgreSQLURLNamingNoDatabaseSaysSo() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("config/statement-import")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("[ledger]\nlocation = postgresql://\n".utf8).write(to: config.appendingPathComponent("config"))
        var environment = environment(directory)
        environment["PGDATABASE"] = ""
        let run = try ToolRun.run(["statements"], in: directory, environment: environment)
        #expect(run.status == 69, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("the URL names no database"), "\(run.stderr)")
        #expect(!run.stderr.contains("No such file or directory"), "\(run.stderr)")
    }

    @Test func aNamedPipeAmongSeveralPathsNeverBlocks() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("statements")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ToolRun.sample("cuenta-es.pdf"), toPath: folder.appendingPathComponent("a.pdf").path)
        let pipe = folder.appendingPathComponent("pipe.pdf").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let ledger = directory.appendingPathComponent("ledger.sqlite").path
        for arguments in [
            ["import", "--ledger", ledger, folder.path],
            ["import", "--ledger", ledger, "--jobs", "1", folder.appendingPathComponent("a.pdf").path, pipe],
        ] {
            let run = try ToolRun.run(arguments, in: directory, environment: environment(directory), timeout: 60)
            #expect(run.status == 1, "\(arguments): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].contains("pipe.pdf: is not a regular file (a named pipe)"), "\(run.stderr)")
        }
    }
}

/// Issue 36 item 7 through the built binary: a one-character ledger path is a file in the working
/// folder (Foundation's path call trapped on it with SIGILL), and a ledger path naming a named pipe
/// or a folder is refused in one line instead of hanging or crashing.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct LedgerPathProblemTests {
    @Test(arguments: ["x", "-", "l"])
    func aOneCharacterLedgerPathIsAFileInTheWorkingFolder(name: String) throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try ToolRun.run(
            ["import", "--ledger", name, ToolRun.sample("cuenta-es.pdf")], in: directory, workingDirectory: directory, timeout: 120)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("17 rows (verified)"), "\(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path))
    }

    @Test func aLedgerThatIsANamedPipeOrAFolderIsRefusedInOneLine() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pipe = directory.appendingPathComponent("ledger-pipe").path
        #expect(mkfifo(pipe, 0o600) == 0)
        for ledger in [pipe, ".", directory.path] {
            let run = try ToolRun.run(
                ["import", "--ledger", ledger, ToolRun.sample("cuenta-es.pdf")], in: directory, workingDirectory: directory, timeout: 60)
            #expect(run.status == 73, "\(ledger): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].contains("is not a statement-import ledger"), "\(ledger): \(run.stderr)")
        }
    }
}

/// Issue 26 item 14: a file the ledger refuses for its own content (here, a statement printing no
/// account number) fails alone into failed/, and the run goes on; it used to stop the batch with 65.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct BatchRefusedFileTests {
    @Test func aStatementTheLedgerRefusesFailsAloneAndTheRunGoesOn() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        try MadeUpStatement.write(
            to: URL(fileURLWithPath: box.inbox + "/no-number.pdf"), descriptions: ["CARD PAYMENT TO CAFE"],
            accountNumber: "")
        try box.add("cuenta-es.pdf", as: "z-good.pdf")
        let run = try box.batch(["--jobs", "1"])
        #expect(run.status == 1, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.contains { $0.contains("no-number.pdf") && $0.contains("--account") }, "\(run.stderr)")
        #expect(box.files(in: box.failed).contains("no-number.pdf"))
        #expect(box.files(in: box.processed).count == 1)
    }
}
