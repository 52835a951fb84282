import Foundation
import Testing

@testable import StatementImport

/// The first of several files is read on every thread the pool has, the others on one each, and
/// only by a worker that takes a thread count; a file alone is left to `FileIsolation.alone`.
@Suite struct WorkerPoolThreadsTests {
    /// Each fake reader notes the arguments it was given, under its file's name, and answers nothing.
    private func argumentsGiven(jobs: Int, threadsOption: String?, files names: [String]) throws -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("WorkerPoolThreads-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let paths = names.map { folder + "/" + $0 }
        for path in paths { try Data("%PDF-1.4\n".utf8).write(to: URL(fileURLWithPath: path)) }
        let command = WorkerCommand(
            executable: "/bin/sh",
            arguments: ["-c", "for last; do :; done; echo \"$*\" > \"$MARKS/$(basename \"$last\").arguments\"", "reader"],
            environment: ["PATH": "/usr/bin:/bin", "MARKS": folder], threadsOption: threadsOption)
        let pool = WorkerPool(command: command, jobs: jobs, timeout: 60)
        let reading = try pool.start(FileIsolation.files(paths), kind: "test")
        try reading.deliver { _, _ in }
        reading.stop()
        var given: [String: String] = [:]
        for (name, path) in zip(names, paths) {
            let noted = try String(contentsOfFile: folder + "/" + name + ".arguments", encoding: .utf8)
            given[name] = noted.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: path, with: "FILE")
        }
        return given
    }

    @Test func theFirstOfSeveralFilesIsReadOnEveryThread() throws {
        let given = try argumentsGiven(jobs: 2, threadsOption: "--jobs", files: ["a.pdf", "b.pdf", "c.pdf"])
        #expect(given == ["a.pdf": "--jobs 2 FILE", "b.pdf": "FILE", "c.pdf": "FILE"])
    }

    @Test func aWorkerTakingNoThreadCountGetsNone() throws {
        let given = try argumentsGiven(jobs: 2, threadsOption: nil, files: ["a.pdf", "b.pdf"])
        #expect(given == ["a.pdf": "FILE", "b.pdf": "FILE"])
    }

    @Test func oneJobOrOneFileReadsOnOneThread() throws {
        #expect(try argumentsGiven(jobs: 1, threadsOption: "--jobs", files: ["a.pdf", "b.pdf"]) == ["a.pdf": "FILE", "b.pdf": "FILE"])
        #expect(try argumentsGiven(jobs: 2, threadsOption: "--jobs", files: ["a.pdf"]) == ["a.pdf": "FILE"])
    }
}
