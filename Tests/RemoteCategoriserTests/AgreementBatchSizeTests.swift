import Foundation
@testable import RemoteCategoriser
import StatementCore
import Testing
import TestSupport

/// Small models give one category to a whole large batch (issue 29): after a run whose agreement is
/// under the floor, the next run asks in half as many rows, remembered with the agreement.
@Suite struct AgreementBatchSizeTests {
    static let open = (1...12).map { Fixture.row("ZZQ SHOP \($0)", -100 * Int64($0)) }

    func categoriser(_ server: FakeHTTPServer, _ memory: InMemoryAgreementMemory, batchSize: Int = 8) throws -> RemoteCategoriser {
        try RemoteCategoriser(
            configuration: Fixture.configuration(server) { $0.batchSize = batchSize }, key: Fixture.key,
            categories: Fixture.categories, agreementMemory: memory)
    }

    @Test func aLowAgreementHalvesTheNextRunsBatches() throws {
        let memory = InMemoryAgreementMemory()
        let wrong = try FakeHTTPServer(handler: Fixture.answeringAll("entertainment", 0.97))
        defer { wrong.stop() }
        let first = try categoriser(wrong, memory)
        #expect(first.batchSize == 8)
        let outcome = first.categorise(Self.open, settled: AgreementTests.settled)
        #expect(outcome.warnings.contains { $0.contains("the next run asks in batches of 4 rows, not 8") }, "\(outcome.warnings)")
        #expect(memory.batchSize(for: Fixture.configuration(wrong) { $0.batchSize = 8 }) == 4)

        // The next run asks four open rows a request, beside the settled ones, and says so.
        let second = try categoriser(wrong, memory)
        #expect(second.batchSize == 4)
        let before = wrong.requests.count
        _ = second.categorise((13...20).map { Fixture.row("ZZQ SHOP \($0)", -100) }, settled: AgreementTests.settled)
        let sent = wrong.requests.dropFirst(before).map { Fixture.userRows($0).count }
        #expect(sent.count == 2 && sent.allSatisfy { $0 <= 4 + RemoteAgreement.settledPerBatch }, "\(sent)")
        #expect(second.summary.line.contains("in batches of 4 after low agreement"), "\(second.summary.line)")
        // Never under the smallest batch; another batch_size set by hand starts afresh.
        #expect(memory.batchSize(for: Fixture.configuration(wrong) { $0.batchSize = 8 }) == 4)
        #expect(memory.batchSize(for: Fixture.configuration(wrong) { $0.batchSize = 10 }) == nil)
    }

    @Test func oneRunLowersItOnceHoweverManyFilesItAsksAbout() throws {
        let memory = InMemoryAgreementMemory()
        let wrong = try FakeHTTPServer(handler: Fixture.answeringAll("entertainment", 0.97))
        defer { wrong.stop() }
        let run = try categoriser(wrong, memory, batchSize: 16)
        for part in 0..<3 {
            _ = run.categorise((1...5).map { Fixture.row("ZZQ FILE \(part) ROW \($0)", -100) }, settled: AgreementTests.settled)
        }
        #expect(memory.batchSize(for: Fixture.configuration(wrong) { $0.batchSize = 16 }) == 8)
        #expect(run.warnings.filter { $0.contains("the next run asks in batches") }.count == 1)
    }

    @Test func aModelThatAgreesKeepsItsBatchSize() throws {
        let memory = InMemoryAgreementMemory()
        let good = try FakeHTTPServer(handler: AgreementTests.answeringWell)
        defer { good.stop() }
        _ = try categoriser(good, memory).categorise(Self.open, settled: AgreementTests.settled)
        #expect(memory.batchSize(for: Fixture.configuration(good) { $0.batchSize = 8 }) == 8)
        #expect(RemoteAgreement(asked: 10, right: 1).nextBatchSize(after: 5, floor: 0.8) == 4)
        #expect(RemoteAgreement(asked: 10, right: 1).nextBatchSize(after: 3, floor: 0.8) == 3)
        #expect(RemoteAgreement(asked: 2, right: 0).nextBatchSize(after: 25, floor: 0.8) == 25, "too few to judge by")
    }
}
