import Foundation
@testable import RemoteCategoriser
import Testing
import TestSupport

/// A `timeout` above 60 s holds on Linux (issue 29): a fake model that answers after 65 s is
/// waited for, not abandoned and asked again at 61 s. It waits over a minute on a thread of its
/// own, beside the rest of the suite, which runs meanwhile.
@Suite struct SlowAnswerTests {
    @Test func anAnswerAfterSixtyFiveSecondsIsWaitedFor() async throws {
        let server = try FakeHTTPServer(handler: { request, number in
            var response = Fixture.answeringAll("restaurants", 0.9)(request, number)
            response.delay = 65
            return response
        })
        defer { server.stop() }
        let categoriser = try Fixture.categoriser(server) { $0.timeout = 120 }
        // On its own thread, so the wait holds none of the test runner's few threads.
        let outcome = await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: categoriser.categorise([Fixture.row("CORNER CAFE", -1230)])) }
        }
        #expect(outcome.suggestions[0]?.categoryID == "restaurants", "\(outcome.warnings)")
        #expect(server.requests.count == 1, "no retry queued behind the first request")
    }
}
