import Foundation
@testable import RemoteCategoriser
import Testing
import TestSupport

@Suite struct RetryTests {
    let rows = [Fixture.row("TESCO", -1000)]

    @Test func tooManyRequestsWaitsAsRetryAfterSecondsSays() throws {
        let server = try FakeHTTPServer(responses: [
            FakeHTTPServer.Response(status: 429, headers: ["Retry-After": "7"], body: "{\"error\":{\"message\":\"slow down\"}}"),
            Fixture.completion([(0, "food", 0.8)]),
        ])
        defer { server.stop() }
        let clock = TestClock()
        let outcome = try Fixture.categoriser(server, clock: clock).categorise(rows)
        #expect(server.requests.count == 2)
        #expect(clock.sleeps == [7])
        #expect(outcome.suggestions[0]?.categoryID == "food")
        #expect(outcome.warnings.isEmpty)
    }

    @Test func tooManyRequestsWaitsUntilARetryAfterDateCappedAtAMinute() throws {
        let clock = TestClock()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let soon = formatter.string(from: clock.now.addingTimeInterval(20))
        let late = formatter.string(from: clock.now.addingTimeInterval(20 + 3600))
        let server = try FakeHTTPServer(responses: [
            FakeHTTPServer.Response(status: 429, headers: ["Retry-After": soon]),
            FakeHTTPServer.Response(status: 503, headers: ["Retry-After": late]),
            Fixture.completion([(0, "food", 0.8)]),
        ])
        defer { server.stop() }
        let outcome = try Fixture.categoriser(server, clock: clock).categorise(rows)
        #expect(clock.sleeps == [20, 60])
        #expect(outcome.suggestions[0]?.categoryID == "food")
    }

    @Test func serverErrorsAreRetriedThreeTimesThenTwoFailedBatchesSwitchRemoteOff() throws {
        let server = try FakeHTTPServer(responses: [FakeHTTPServer.Response(status: 503)])
        defer { server.stop() }
        let clock = TestClock()
        let categoriser = try Fixture.categoriser(server, clock: clock) { $0.batchSize = 1 }
        let outcome = categoriser.categorise([Fixture.row("A SHOP", -100), Fixture.row("B SHOP", -200), Fixture.row("C SHOP", -300)])
        #expect(server.requests.count == 8, "two batches of four tries; the third batch is never sent")
        #expect(clock.sleeps == [1.25, 2.5, 5, 1.25, 2.5, 5], "backoff 1, 2, 4 s plus jitter")
        #expect(outcome.suggestions.isEmpty)
        #expect(outcome.summary.failed == 3 && outcome.summary.switchedOff)
        #expect(outcome.warnings.filter { $0.contains("off for the rest of this run") }.count == 1)
        #expect(outcome.warnings.first?.contains("503") == true)
        _ = categoriser.categorise([Fixture.row("D SHOP", -400)])
        #expect(server.requests.count == 8, "remote stays off for the run")
        #expect(categoriser.summary.failed == 4)
    }

    @Test func unauthorisedIsNotRetriedAndNamesWhereTheKeyCameFromNotTheKey() throws {
        let server = try FakeHTTPServer(responses: [
            .json(
                "{\"error\":{\"message\":\"Incorrect API key provided: \(Fixture.secret.prefix(6))***cdef.\"}}", status: 401)
        ])
        defer { server.stop() }
        let clock = TestClock()
        let categoriser = try Fixture.categoriser(server, clock: clock)
        let outcome = categoriser.categorise(rows + [Fixture.row("UBER", -900)])
        #expect(server.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
        #expect(outcome.summary.switchedOff)
        let warning = try #require(outcome.warnings.first)
        #expect(warning.contains("401") && warning.contains("a test"))
        #expect(!warning.contains(Fixture.secret) && !warning.contains(String(Fixture.secret.prefix(6))) && !warning.contains("cdef"))
        _ = categoriser.categorise(rows)
        #expect(server.requests.count == 1)
    }

    @Test func otherClientErrorsSwitchRemoteOffAtOnce() throws {
        let server = try FakeHTTPServer(responses: [.json("{\"error\":\"model not found\"}", status: 404)])
        defer { server.stop() }
        let outcome = try Fixture.categoriser(server).categorise(rows)
        #expect(server.requests.count == 1 && outcome.summary.switchedOff)
        #expect(outcome.warnings.first?.contains("model not found") == true)
    }

    @Test func aRequestThatTimesOutIsRetried() throws {
        let server = try FakeHTTPServer { _, number in
            number == 0 ? FakeHTTPServer.Response(status: 200, body: "{}", delay: 6) : Fixture.completion([(0, "food", 0.8)])
        }
        defer { server.stop() }
        let clock = TestClock()
        let outcome = try Fixture.categoriser(server, clock: clock) { $0.timeout = 2 }.categorise(rows)
        #expect(server.requests.count == 2, "\(outcome.warnings)")
        #expect(clock.sleeps == [1.25])
        #expect(outcome.suggestions[0]?.categoryID == "food")
    }

    @Test func nothingListeningFailsTheBatchWithoutRetries() throws {
        let server = try FakeHTTPServer(responses: [Fixture.completion([])])
        let configuration = Fixture.configuration(server)
        server.stop()
        let clock = TestClock()
        let categoriser = try RemoteCategoriser(
            configuration: configuration, key: nil, categories: Fixture.categories,
            clock: clock.remoteClock)
        let outcome = categoriser.categorise(rows)
        #expect(outcome.suggestions.isEmpty && outcome.summary.failed == 1)
        #expect(clock.sleeps.isEmpty)
        #expect(outcome.warnings.first?.contains("cannot reach") == true)
    }

    @Test func thePhaseDeadlineStopsAsking() throws {
        let server = try FakeHTTPServer(responses: [FakeHTTPServer.Response(status: 429, headers: ["Retry-After": "50"])])
        defer { server.stop() }
        let clock = TestClock()
        let categoriser = try Fixture.categoriser(server, clock: clock) {
            $0.deadline = 30; $0.batchSize = 1
        }
        let outcome = categoriser.categorise([Fixture.row("A SHOP", -100), Fixture.row("B SHOP", -200)])
        #expect(clock.sleeps.isEmpty, "a 50 s wait does not fit in a 30 s phase")
        #expect(outcome.suggestions.isEmpty)
        #expect(outcome.warnings.first?.contains("no time left") == true)
    }
}
