import Foundation
import Testing

/// Issue 26 item 10 (phone numbers) through the built binary: `remote preview` shows a whole phone
/// number masked, not its last group alone.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct RemoteMaskingTests {
    @Test func aWholePhoneNumberLeavesMasked() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("phone.pdf")
        try MadeUpStatement.write(to: pdf, descriptions: ["MOBILE PAYMENT TO +44 7911 123456", "ZORBLAX WIDGETS 77"])
        let run = try ToolRun.run(["remote", "preview", "--ledger", directory.appendingPathComponent("l.sqlite").path, pdf.path],
                                  in: directory, environment: try RemoteFake.environment(nil, in: directory))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("MOBILE PAYMENT TO [phone]"), "\(run.stdout)")
        #expect(!run.stdout.contains("7911"), "\(run.stdout)")
    }
}
