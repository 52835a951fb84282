import Foundation
import LedgerStore
import StatementCore
import Testing
import TestSupport
@testable import StatementImport

/// `import` and `batch` drive one `ImportPipeline` and differ only in their policy: the remote
/// asked once per run or once per file, and what follows each file. The readers are `/bin/sh`
/// scripts answering a prepared statement per file, so both commands read the very same files.
@Suite(.serialized) struct ImportPipelineTests {
    /// Files whose rows no rule knows, each with rows of its own, so every row is open.
    static func inbox() -> [(name: String, statement: Statement)] {
        ["a-march.pdf", "b-april.pdf", "c-may.pdf"].enumerated().map { index, name in
            var statement = BatchRefusalTests.statement(account: "…\(5000 + index)")
            for row in statement.transactions.indices {
                statement.transactions[row].description = "UNHEARD OF MERCHANT \(index)-\(row)"
            }
            return (name, statement)
        }
    }

    /// Every request answered with `shopping` for each of its rows; the server counts them.
    static func answeringServer() throws -> FakeHTTPServer {
        try FakeHTTPServer { request, _ in
            let messages = request.json?["messages"] as? [[String: Any]] ?? []
            let content = messages.last?["content"] as? String ?? "{}"
            let rows = ((try? JSONSerialization.jsonObject(with: Data(content.utf8))) as? [String: Any])?["rows"] as? [[String: Any]] ?? []
            let answer =
                "{\"rows\":["
                + rows.indices.map { "{\"index\":\($0),\"category\":\"shopping\",\"confidence\":0.9}" }
                .joined(separator: ",") + "]}"
            let quoted = String(decoding: (try? JSONSerialization.data(withJSONObject: [answer])) ?? Data("[\"\"]".utf8), as: UTF8.self)
                .dropFirst().dropLast()
            return .json("{\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":\(quoted)},\"finish_reason\":\"stop\"}]}")
        }
    }

    @Test func theRemoteIsAskedOnceOverAnImportsFilesAndOncePerFileOfABatch() throws {
        let server = try Self.answeringServer()
        defer { server.stop() }
        let importing = try Box(Self.inbox(), server: server)
        let summary = try ImportStatements(importing.importRequest()).run(events: NoEvents())
        #expect(summary.counts.imported == 3, "\(summary.results.map(\.status))")
        #expect(server.requests.count == 1, "one request over the open rows of all three files")
        #expect(try importing.remoteRows() == 6)

        let batching = try Box(Self.inbox(), server: server)
        let before = server.requests.count
        let result = batching.batch()
        #expect(result.exitCode == 0, "\(result.problems)")
        #expect(server.requests.count - before == 3, "one request per file")
        #expect(result.report?.totals.remoteAsked == 6)
        #expect(try batching.remoteRows() == 6)
    }

    @Test func importAndBatchFailTheSameFilesWithTheSameLine() throws {
        let importing = try Box(BatchRefusalTests.inbox(), server: nil)
        let summary = try ImportStatements(importing.importRequest()).run(events: NoEvents())
        var importFailures: [String: String] = [:]
        for result in summary.results {
            if case .failed(let error) = result.status {
                importFailures[(result.path as NSString).lastPathComponent] = Box.anonymous(error.message, path: result.path)
            }
        }
        let batching = try Box(BatchRefusalTests.inbox(), server: nil)
        let result = batching.batch()
        #expect(result.exitCode == 1)
        var batchFailures: [String: String] = [:]
        for entry in result.report?.files ?? [] where entry.outcome == .failed {
            batchFailures[entry.name] = Box.anonymous(entry.error?.message ?? "", path: entry.name)
        }
        #expect(Set(importFailures.keys) == ["b-dollar-sign.pdf", "c-no-currency.pdf", "d-no-account.pdf", "f-card-april.pdf"])
        #expect(importFailures == batchFailures)
        #expect(summary.counts.imported == 3 && result.report?.totals.imported == 3)
    }

    /// `remote preview` reads and categorises through the same pipeline, its policy as the
    /// destination: the open rows of the files read, a file its reader fails as one problem, a
    /// held file as held, and nothing sent or stored.
    @Test func remotePreviewReadsThroughThePipelineAndStoresNothing() throws {
        let server = try Self.answeringServer()
        defer { server.stop() }
        let box = try Box(Self.inbox(), server: server)
        try FileManager.default.removeItem(atPath: box.folder.path("answers/b-april.pdf.json"))
        let first = try box.preview().run()
        #expect(first.openRows == 4, "two open rows in each of the two files read")
        #expect(first.problems.count == 1 && first.problems.first?.message.contains("b-april.pdf") == true, "\(first.problems)")
        #expect(first.alreadyImported.isEmpty && first.requests.count == 1)
        #expect(server.requests.isEmpty, "a preview sends nothing")
        #expect(!FileManager.default.fileExists(atPath: box.folder.path("ledger.sqlite")), "a preview creates no ledger")

        let summary = try ImportStatements(box.importRequest()).run(events: NoEvents())
        #expect(summary.counts.imported == 2)
        let again = try box.preview().run()
        #expect(again.alreadyImported.map { ($0 as NSString).lastPathComponent } == ["a-march.pdf", "c-may.pdf"])
        #expect(again.openRows == 0 && again.problems.count == 1)
    }

    final class NoEvents: ImportEvents {
        func fileFinished(_ result: FileImportResult) {}
    }
}

/// One command's folders: an inbox of fake PDFs, the readers' answers, an empty rules folder, a
/// ledger, and the remote (when given) configured through the environment.
private struct Box {
    let folder: TemporaryFolder
    let files: [String]
    let environment: [String: String]
    let worker: WorkerCommand

    init(_ inbox: [(name: String, statement: Statement)], server: FakeHTTPServer?) throws {
        let folder = try TemporaryFolder(prefix: "ImportPipeline")
        self.folder = folder
        let answers = folder.path("answers"), keyFile = folder.path("remote-key")
        for name in ["inbox", "answers", "rules"] {
            try FileManager.default.createDirectory(atPath: folder.path(name), withIntermediateDirectories: true)
        }
        for (index, file) in inbox.enumerated() {
            let path = folder.path("inbox/" + file.name)
            try Data("%PDF-1.4 file \(index)\n".utf8).write(to: URL(fileURLWithPath: path))
            // The hash a real reader gives of what it read: `remote preview` hashes nothing ahead.
            let sha256 = FileHasher.sha256(of: [path], threads: 1)[path]
            try JSONEncoder().encode(WorkerAnswer(statements: [file.statement], pages: 1, sha256: sha256))
                .write(to: URL(fileURLWithPath: answers + "/" + file.name + ".json"))
        }
        files = inbox.map { folder.path("inbox/" + $0.name) }
        worker = WorkerCommand(
            executable: "/bin/sh", arguments: ["-c", "cat \"$ANSWERS/$(basename \"$1\").json\"", "reader"],
            environment: ["PATH": "/usr/bin:/bin", "ANSWERS": answers])
        try Data("not-a-real-key\n".utf8).write(to: URL(fileURLWithPath: keyFile))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: keyFile)
        var environment = [
            "STATEMENT_IMPORT_RULES": folder.path("rules"), "XDG_CONFIG_HOME": folder.path("config"),
            "XDG_CACHE_HOME": folder.path("cache"), "XDG_DATA_HOME": folder.path("data"),
        ]
        if let server {
            environment["STATEMENT_IMPORT_REMOTE_URL"] = server.baseURL.absoluteString
            environment["STATEMENT_IMPORT_REMOTE_MODEL"] = "fake-model"
            environment["STATEMENT_IMPORT_REMOTE_KEY_FILE"] = keyFile
        }
        self.environment = environment
    }

    var session: LedgerSession {
        LedgerSession(
            ledger: LedgerAccess(path: folder.path("ledger.sqlite")), folders: RuleFolders(environment: environment),
            remote: RemoteChoice(enabled: environment["STATEMENT_IMPORT_REMOTE_URL"] != nil), environment: environment)
    }

    func importRequest() -> ImportStatements.Request {
        ImportStatements.Request(
            paths: files, ledger: session.ledger, folders: session.folders, environment: environment,
            isolation: FileIsolation(worker: worker, jobs: 2, timeout: 30), remote: session.remote, jobs: 2)
    }

    func preview() -> PreviewRemote {
        var preview = PreviewRemote(paths: files, ledger: session.ledger, folders: session.folders, environment: environment)
        preview.isolation = FileIsolation(worker: worker, jobs: 2, timeout: 30)
        return preview
    }

    func batch() -> BatchResult {
        let folders = BatchFolders(inbox: folder.path("inbox"), processed: folder.path("processed"), failed: folder.path("failed"))
        let request = BatchRequest(
            folders: folders, settle: 0, jobs: 2, fileTimeout: 30, stateDirectory: folder.path("state"),
            toolVersion: "test")
        let session = self.session, scratch = folder.path("scratch")
        return BatchRun(
            request: request, worker: worker, environment: [:],
            heldAlready: { session.ledger.held($0) }
        ) { () throws(AppError) -> BatchLedger in
            try BatchLedger.open(session, dryRun: false, scratch: scratch)
        }.run()
    }

    /// Rows stored with the remote's category.
    func remoteRows() throws -> Int {
        try Ledger(path: folder.path("ledger.sqlite"), mode: .reading).transactions(TransactionFilter())
            .filter { $0.categorySource == .remote }.count
    }

    /// A failure's line with the file's name (as the command names it) and its base name taken out.
    static func anonymous(_ message: String, path: String) -> String {
        message.replacingOccurrences(of: path, with: "FILE")
            .replacingOccurrences(of: (path as NSString).lastPathComponent, with: "FILE")
    }
}
