import Categorisation
import Foundation
@testable import RemoteCategoriser
import StatementCore
import Testing
import TestSupport

/// The answer cache is shared by every ledger, the agreement each remembers is its own: an answer
/// of a model that agreed 0 of 3 times, read back from the cache against another ledger (the
/// samples' ledger first, then your own), is trusted no more than when it was given.
@Suite struct CachedAgreementTests {
    @Test func aCachedAnswerKeepsTheAgreementItWasGivenUnder() throws {
        let folder = try TemporaryFolder.create(prefix: "cached-agreement")
        let cache = folder.appendingPathComponent("remote-answers.jsonl").path
        let server = try FakeHTTPServer(handler: Fixture.answeringAll("entertainment", 0.97))
        defer { server.stop() }
        let first = try RemoteCategoriser(
            configuration: Fixture.configuration(server), key: Fixture.key, categories: Fixture.categories,
            cache: RemoteAnswerCache(path: cache), agreementMemory: InMemoryAgreementMemory())
        let measured = first.categorise(AgreementTests.open, settled: AgreementTests.settled)
        #expect(!measured.trusted)
        // Another ledger: no agreement remembered, nothing settled to measure by, every answer cached.
        let second = try RemoteCategoriser(
            configuration: Fixture.configuration(server), key: Fixture.key, categories: Fixture.categories,
            cache: RemoteAnswerCache(path: cache), agreementMemory: InMemoryAgreementMemory())
        let cached = second.categorise(AgreementTests.open)
        #expect(server.requests.count == 1)
        #expect(cached.summary.cached == 2)
        #expect(!cached.trusted)
        #expect(cached.suggestions.values.allSatisfy { $0.confidence < CategorisationChain.defaultThreshold })
    }
}
