import Foundation
import Testing

/// The configuration file as a whole: a heading or a `[ledger]` key nobody reads is refused at its
/// line, as a misspelt key of a known section is, and `doctor` names the sections the file has.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not built"))
struct ConfigurationSectionsTests {
    @Test func aMisspeltSectionHeadingStopsTheRunAtItsLine() throws {
        let box = try BatchInbox()
        try box.add("current-account-en.pdf", as: "statement.pdf")
        // Meant as [batch]: the time limit would be ignored without a word.
        try box.writeConfiguration("# mine\n[bach]\nfile_timeout = 10\n")
        let run = try box.batch()
        #expect(run.status == 78, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("config:2") && run.stderr.contains("`[bach]` is not a section"), "\(run.stderr)")
        #expect(run.stderr.contains("[batch]") && run.stderr.contains("[remote]"), "\(run.stderr)")
        #expect(box.files(in: box.inbox) == ["statement.pdf"])

        let doctor = try ToolRun.run(["doctor"], in: box.root, environment: box.environment)
        #expect(doctor.status == 1)
        #expect(doctor.stdout.split(separator: "\n").contains { $0.hasPrefix("FAIL") && $0.contains("[bach]") }, "\(doctor.stdout)")
    }

    @Test func aMisspeltLedgerKeyIsRefusedRatherThanTheLedgerLookedForElsewhere() throws {
        let box = try BatchInbox()
        try box.writeConfiguration("[ledger]\nlocaton = mine.sqlite\n")
        let run = try ToolRun.run(
            ["import", ToolRun.sample("current-account-en.pdf"), "--no-remote"], in: box.root, environment: box.environment)
        #expect(run.status == 78, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("config:2") && run.stderr.contains("`locaton` is not a [ledger] setting: use location"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: box.ledger))
    }

    @Test func doctorNamesOnlyTheSectionsTheFileHas() throws {
        let box = try BatchInbox()
        try box.writeConfiguration("[batch]\nsettle = 0\n[remote]\nenabled = false\n")
        let doctor = try ToolRun.run(["doctor"], in: box.root, environment: box.environment)
        let line = try #require(doctor.stdout.split(separator: "\n").first { $0.contains("configuration") })
        #expect(line.hasPrefix("ok") && line.contains(": [batch] is valid; every other setting has its default"), "\(line)")
        #expect(!line.contains("[import]") && !line.contains("[report]"), "\(line)")

        try box.writeConfiguration("[remote]\nenabled = false\n")
        let onlyRemote = try ToolRun.run(["doctor"], in: box.root, environment: box.environment)
        #expect(onlyRemote.stdout.contains("has only [remote], checked below"), "\(onlyRemote.stdout)")
    }
}
