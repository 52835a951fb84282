import Foundation
@testable import RemoteCategoriser
import Testing
import TestSupport

@Suite struct AnswerCacheTests {
    @Test func aSecondRunAnswersFromTheCacheWithoutARequest() throws {
        let directory = try TemporaryFolder()
        let cache = RemoteAnswerCache(path: directory.path + "/cache/statement-import/remote-answers.jsonl")
        let server = try FakeHTTPServer(handler: Fixture.answeringAll("food", 0.8))
        defer { server.stop() }
        let rows = [Fixture.row("TESCO STORES 3297", -1000), Fixture.row("LIDL GB", -2000)]
        let first = try Fixture.categoriser(server, cache: cache).categorise(rows)
        #expect(first.summary.asked == 2 && first.summary.cached == 0 && server.requests.count == 1)

        let later = RemoteAnswerCache(path: cache.path)
        let second = try Fixture.categoriser(server, cache: later).categorise(rows)
        #expect(server.requests.count == 1, "no request: both answers come from the cache")
        #expect(second.summary.cached == 2 && second.summary.asked == 0)
        #expect(second.suggestions[1]?.categoryID == "food")

        let stored = try String(contentsOfFile: cache.path, encoding: .utf8)
        #expect(!stored.contains(Fixture.secret) && !stored.contains("TESCO") && !stored.contains("LIDL"))
        let attributes = try FileManager.default.attributesOfItem(atPath: cache.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)

        let otherModel = try Fixture.categoriser(server, cache: RemoteAnswerCache(path: cache.path)) { $0.model = "other-model" }
        _ = otherModel.categorise(rows)
        #expect(server.requests.count == 2, "the model is part of the cache key")
    }

    @Test func identicalMaskedDescriptionsAreAskedOncePerRun() throws {
        let server = try FakeHTTPServer(handler: Fixture.answeringAll("food", 0.8))
        defer { server.stop() }
        let categoriser = try Fixture.categoriser(server)
        let outcome = categoriser.categorise([
            Fixture.row("TESCO 123456", -1000), Fixture.row("TESCO 987654", -2345),
            Fixture.row("TESCO 555555", 500),
        ])
        #expect(Fixture.userRows(try #require(server.requests.first)).count == 2, "money out once, the refund once")
        #expect(outcome.suggestions.count == 3 && outcome.summary.asked == 3)
        _ = categoriser.categorise([Fixture.row("TESCO 000001", -999)])
        #expect(server.requests.count == 1, "a later statement in the same run is answered from memory")
    }

    @Test func answersAreBatched() throws {
        let server = try FakeHTTPServer(handler: Fixture.answeringAll("shopping", 0.8))
        defer { server.stop() }
        let rows = (0..<60).map { Fixture.row("SHOP \($0)", -100) }
        let outcome = try Fixture.categoriser(server).categorise(rows)
        #expect(server.requests.map { Fixture.userRows($0).count } == [25, 25, 10])
        #expect(outcome.suggestions.count == 60)
    }
}
