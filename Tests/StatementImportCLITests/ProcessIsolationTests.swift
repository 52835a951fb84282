import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 36 items 2, 7 and 8 through the built binary: each file is read in a process of its own
/// whatever the executable is called, a worker ends with the run that started it, and no process
/// of the tool can leave a core file holding a key or a password.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct ProcessIsolationTests {
    @Test func aRenamedCopyStillReadsEachFileInAProcessOfItsOwn() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let renamed = directory.appendingPathComponent("reader").path
        try FileManager.default.copyItem(atPath: try #require(ToolRun.binary), toPath: renamed)
        for name in ["a.pdf", "crash.pdf"] {
            try FileManager.default.copyItem(atPath: ToolRun.sample("cuenta-es.pdf"), toPath: directory.appendingPathComponent(name).path)
        }
        let run = try ToolRun.run(
            [
                "import", "--jobs", "1", "--ledger", directory.appendingPathComponent("ledger.sqlite").path,
                directory.appendingPathComponent("a.pdf").path, directory.appendingPathComponent("crash.pdf").path,
            ],
            in: directory, environment: ["STATEMENT_IMPORT_TEST_WORKER_FAULT": "abort:crash"], executable: renamed, timeout: 120)
        // In-process, the abort would have taken the whole run down; in a worker it fails one file.
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("17 rows (verified)"), "\(run.stdout)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("crash.pdf"), "\(run.stderr)")
    }

    /// `extract FILE | head`: the reading child meets a closed pipe. That is no crash of the file's
    /// reader, and nothing is said about it.
    @Test func aClosedOutputPipeIsNotACrash() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        guard let binary = ToolRun.binary else { throw ToolRun.ToolMissing() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["extract", ToolRun.sample("multi-page-en.pdf")]
        process.environment = ToolRun.isolated(ProcessInfo.processInfo.environment, in: directory)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        // Closed before the tool writes: its first write meets a pipe no one reads.
        try output.fileHandleForReading.close()
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(!said.contains("crash"), "\(said)")
        #expect(said.isEmpty, "\(said)")
    }

    @Test func aWorkerEndsWithTheRunThatStartedItAndCannotDumpCore() throws {
        #if os(Linux)
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["a.pdf", "slow.pdf"] {
            try FileManager.default.copyItem(atPath: ToolRun.sample("cuenta-es.pdf"), toPath: directory.appendingPathComponent(name).path)
        }
        let process = try ToolRun.start(
            [
                "import", "--jobs", "2", "--ledger", directory.appendingPathComponent("ledger.sqlite").path,
                directory.appendingPathComponent("a.pdf").path, directory.appendingPathComponent("slow.pdf").path,
            ], in: directory, environment: ["STATEMENT_IMPORT_TEST_WORKER_FAULT": "hang:slow"])
        let worker = try #require(ChildProcesses.child(of: process.processIdentifier, reading: "slow.pdf"), "no worker was seen reading slow.pdf")
        let limits = try String(contentsOfFile: "/proc/\(worker)/limits", encoding: .utf8)
        let core = limits.split(separator: "\n").first { $0.hasPrefix("Max core file size") }
        #expect(core?.split(separator: " ", omittingEmptySubsequences: true).dropFirst(4).first == "0", "\(core ?? "")")

        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let end = Date().addingTimeInterval(10)
        while kill(worker, 0) == 0 && Date() < end { usleep(50_000) }
        let alive = kill(worker, 0) == 0
        if alive { kill(worker, SIGKILL) }
        #expect(!alive, "the worker outlived the killed run")
        #endif
    }

    /// Issue 36 item 2: a 1.6 KB file whose font's two CMaps use each other sends poppler into
    /// recursion until the stack runs out. Every command that reads it says one line naming it and
    /// exits 70, with no crash dump.
    @Test func aPDFThatCrashesTheReaderIsOneLineAndExit70() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("cmap-loop.pdf")
        try Self.cmapLoopPDF().write(to: file)
        for arguments in [
            ["parse", file.path], ["extract", file.path],
            ["import", "--dry-run", "--ledger", directory.appendingPathComponent("ledger.sqlite").path, file.path],
        ] {
            let run = try ToolRun.run(arguments, in: directory, timeout: 120)
            #expect(run.status == 70, "\(arguments[0]): \(run.status) \(run.stderr.prefix(300))")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].contains("cmap-loop.pdf: the"), "\(arguments[0]): \(run.stderr.prefix(500))")
            #expect(lines.first?.contains("crashed") == true, "\(arguments[0]): \(run.stderr.prefix(500))")
        }
    }

    /// A one-page PDF whose Type 0 font's encoding is a CMap that uses a second CMap that uses the first.
    static func cmapLoopPDF() -> Data {
        let text = "BT /F1 12 Tf 72 700 Td <0041> Tj ET"
        func cmap(_ name: String) -> String {
            "/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /\(name) def 1 begincodespacerange <0000> <FFFF> "
                + "endcodespacerange endcmap CMapName currentdict /CMap defineresource pop end end"
        }
        func cmapObject(_ name: String, uses other: Int) -> String {
            let body = cmap(name)
            return "<< /Type /CMap /CMapName /\(name) /UseCMap \(other) 0 R /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) "
                + "/Supplement 0 >> /Length \(body.utf8.count) >>\nstream\n\(body)\nendstream"
        }
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
            "<< /Length \(text.utf8.count) >>\nstream\n\(text)\nendstream",
            "<< /Type /Font /Subtype /Type0 /BaseFont /Loop /Encoding 7 0 R /DescendantFonts [6 0 R] >>",
            "<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Loop /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /DW 500 >>",
            cmapObject("LoopA", uses: 8),
            cmapObject("LoopB", uses: 7),
        ]
        var pdf = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(pdf.utf8.count)
            pdf += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = pdf.utf8.count
        pdf += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { pdf += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        pdf += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(pdf.utf8)
    }

    /// Issue 36 item 2: `parse`, `extract`, `import` of one file and `remote preview` read it in a child process that
    /// holds none of the parent's secrets.
    @Test func theProcessReadingOneFileHoldsNoSecret() throws {
        #if os(Linux)
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("slow.pdf")
        try FileManager.default.copyItem(atPath: ToolRun.sample("cuenta-es.pdf"), toPath: file.path)
        for arguments in [
            ["parse", file.path], ["extract", file.path],
            ["import", "--ledger", directory.appendingPathComponent("ledger.sqlite").path, file.path],
            ["remote", "preview", "--ledger", directory.appendingPathComponent("ledger.sqlite").path, file.path],
        ] {
            let process = try ToolRun.start(
                arguments, in: directory,
                environment: [
                    "STATEMENT_IMPORT_TEST_WORKER_FAULT": "hang:slow", "STATEMENT_IMPORT_REMOTE_KEY": "xai-READERLEAK-1234",
                    "PGPASSWORD": "pg-READERLEAK-5678",
                ])
            defer {
                process.terminate()
                process.waitUntilExit()
            }
            let reader = try #require(ChildProcesses.child(of: process.processIdentifier, reading: "slow.pdf"), "\(arguments[0]): no reader seen")
            let seen = FileManager.default.contents(atPath: "/proc/\(reader)/environ").map { String(decoding: $0, as: UTF8.self) } ?? ""
            kill(reader, SIGKILL)
            #expect(!seen.isEmpty, "\(arguments[0]): the reader's environment could not be read")
            #expect(!seen.contains("READERLEAK"), "\(arguments[0]): the reader holds a secret")
        }
        #endif
    }
}
