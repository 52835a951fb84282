import Foundation
@testable import LedgerStore
import TestSupport
import Testing

/// Issue 26 item 4 through the built binary: a batch whose run report cannot be written exits 73,
/// as docs/scheduling.md says, and `doctor` calls a ledger writable only when a write goes through.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct RunReportTests {
    @Test func aRunReportThatCannotBeWrittenExits73() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        try box.add("cuenta-es.pdf", as: "cuenta-es.pdf")
        // runs/ is a file: no run report can go there, whoever runs the test (root included).
        try FileManager.default.createDirectory(atPath: box.state, withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: box.state + "/runs"))
        let run = try box.batch()
        #expect(run.status == 73, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("cannot write the run report"), "\(run.stderr)")
        #expect(box.files(in: box.processed).count == 1, "the statement itself is stored and filed")
    }
}

@Suite(
    .serialized,
    .enabled(
        if: PostgreSQLTestServer.isAvailable && toolIsBuilt,
        Comment(rawValue: PostgreSQLTestServer.unavailableReason + " (or the tool is not built)")))
struct DoctorWritableTests {
    @Test func aRoleThatMayOnlySelectIsNotWritable() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try PostgreSQLTestServer.shared.get()
        let database = try server.makeDatabase()
        _ = try Ledger(path: database)
        let role = "reader_\(UUID().uuidString.prefix(8).lowercased())"
        let admin = try PostgreSQLDatabase(url: database)
        try admin.execute("CREATE ROLE \(role) LOGIN")
        try admin.execute("GRANT USAGE ON SCHEMA public TO \(role)")
        try admin.execute("GRANT SELECT ON ALL TABLES IN SCHEMA public TO \(role)")
        let readerURL = database.replacingOccurrences(of: "postgresql://postgres@", with: "postgresql://\(role)@")
        let environment = [
            "HOME": directory.path, "XDG_DATA_HOME": directory.path + "/data",
            "XDG_CONFIG_HOME": directory.path + "/config", "XDG_STATE_HOME": directory.path + "/state",
        ]
        let doctor = try ToolRun.run(["doctor", "--ledger", readerURL], in: directory, environment: environment)
        #expect(doctor.status == 1, "\(doctor.stdout)\(doctor.stderr)")
        // The check's name is the line's second column; a path elsewhere on a line may say "ledger" too.
        let line = doctor.stdout.split(separator: "\n").first { $0.split(separator: " ").dropFirst().first == "ledger" }
        #expect(line?.hasPrefix("FAIL") == true, "\(doctor.stdout)")
        #expect(line?.contains("does not let this user write") == true, "\(doctor.stdout)")
        // The writer itself still passes.
        let writer = try ToolRun.run(["doctor", "--ledger", database], in: directory, environment: environment)
        #expect(writer.stdout.contains("writable"), "\(writer.stdout)")
    }
}
