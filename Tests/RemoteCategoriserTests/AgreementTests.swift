import Categorisation
import Foundation
@testable import RemoteCategoriser
import StatementCore
import Testing
import TestSupport

/// A remote that earns its trust (issue 29): settled rows go with each batch, unmarked, and the
/// share the model gets right decides how far its answers are taken.
@Suite struct AgreementTests {
    static let settled = [
        SettledRow(row: Fixture.row("GREENGROCER ON THE CORNER", -1200), categoryID: "food"),
        SettledRow(row: Fixture.row("CITY BAKERY", -450), categoryID: "food"),
        SettledRow(row: Fixture.row("SUPERMARKET NORTH", -3300), categoryID: "food"),
    ]
    static let open = [Fixture.row("ZZQ HALL OF BREAD", -800), Fixture.row("ZZQ FRESH PRODUCE", -990)]

    /// Answers each row with the category its description's words say, at 0.95.
    static let answeringWell: FakeHTTPServer.Handler = { request, _ in
        let rows = Fixture.userRows(request)
        return Fixture.completion(rows.enumerated().map { index, _ in (index, "food", 0.95) })
    }

    @Test func aConfidentlyWrongModelLeavesEveryRowForReview() throws {
        let server = try FakeHTTPServer(handler: Fixture.answeringAll("entertainment", 0.97))
        defer { server.stop() }
        let categoriser = try Fixture.categoriser(server)
        let outcome = categoriser.categorise(Self.open, settled: Self.settled)
        // The settled rows went with the open ones, unmarked: one request of five rows.
        #expect(server.requests.count == 1)
        #expect(Fixture.userRows(try #require(server.requests.first)).count == 5)
        #expect(outcome.summary.agreement == RemoteAgreement(asked: 3, right: 0))
        #expect(!outcome.trusted)
        #expect(outcome.suggestions.values.allSatisfy { $0.confidence < CategorisationChain.defaultThreshold })
        #expect(categoriser.summary.line.contains("agreement 0 of 3 settled rows (0%)"))
    }

    @Test func aModelThatAgreesSettlesItsRows() throws {
        let server = try FakeHTTPServer(handler: Self.answeringWell)
        defer { server.stop() }
        let categoriser = try Fixture.categoriser(server)
        let outcome = categoriser.categorise(Self.open, settled: Self.settled)
        #expect(outcome.summary.agreement == RemoteAgreement(asked: 3, right: 3))
        #expect(outcome.trusted)
        #expect(outcome.suggestionList(count: 2).map(\.categoryID) == ["food", "food"])
        #expect(outcome.suggestions.values.allSatisfy { $0.confidence >= CategorisationChain.defaultThreshold })
    }

    @Test func withoutItsOwnMeasureARunStartsFromWhatEarlierRunsMeasured() throws {
        let server = try FakeHTTPServer(handler: Self.answeringWell)
        defer { server.stop() }
        let categoriser = try RemoteCategoriser(
            configuration: Fixture.configuration(server), key: Fixture.key,
            categories: Fixture.categories,
            priorAgreement: RemoteAgreement(asked: 10, right: 3))
        let outcome = categoriser.categorise(Self.open)
        #expect(!outcome.trusted)
        #expect(outcome.suggestions.values.allSatisfy { $0.confidence <= 0.3 })
    }

    @Test func theAgreementIsRememberedPerServiceAndModel() throws {
        let memory = InMemoryAgreementMemory()
        let server = try FakeHTTPServer(handler: Fixture.answeringAll("entertainment", 0.97))
        defer { server.stop() }
        let first = try RemoteCategoriser(
            configuration: Fixture.configuration(server), key: Fixture.key,
            categories: Fixture.categories, agreementMemory: memory)
        _ = first.categorise(Self.open, settled: Self.settled)
        #expect(memory.agreement(for: Fixture.configuration(server)) == RemoteAgreement(asked: 3, right: 0))
        #expect(memory.agreement(for: Fixture.configuration(server) { $0.model = "another-model" }) == nil)
        // The next run, with nothing settled to measure by, starts cautious.
        let next = try RemoteCategoriser(
            configuration: Fixture.configuration(server), key: Fixture.key,
            categories: Fixture.categories, agreementMemory: memory)
        #expect(!next.categorise([Fixture.row("ZZQ SOMETHING NEW", -100)]).trusted)
    }

    @Test func thePreviewShowsExactlyWhatIsSentSettledRowsIncluded() throws {
        let server = try FakeHTTPServer(handler: Self.answeringWell)
        defer { server.stop() }
        let configuration = Fixture.configuration(server)
        _ = try Fixture.categoriser(server).categorise(Self.open, settled: Self.settled)
        let preview = RemotePreview.requests(
            rows: Self.open, categories: Fixture.categories, configuration: configuration,
            settled: Self.settled)
        #expect(preview.count == 1)
        #expect(preview.first?.body == server.requests.first?.text)
        #expect(preview.first?.body.contains("CITY BAKERY") == true)
    }

    @Test func theFloorIsASetting() throws {
        let directory = try TemporaryFolder()
        let file = try directory.write("config", "[remote]\nagreement_floor = 0.6\n")
        let configuration = try RemoteConfiguration.load(environment: [:], configFile: file)
        #expect(configuration.agreementFloor == 0.6)
        #expect(RemoteConfiguration(url: nil).agreementFloor == 0.8)
        #expect(RemoteAgreement(asked: 3, right: 2).trusted(floor: 0.6))
        #expect(!RemoteAgreement(asked: 3, right: 2).trusted(floor: 0.8))
        #expect(RemoteAgreement(asked: 2, right: 0).trusted(floor: 0.8), "too few to judge by")
    }
}
