import Foundation
@testable import RemoteCategoriser
import Testing
import TestSupport

@Suite struct AnswerCheckingTests {
    let rows = [Fixture.row("TESCO", -1000), Fixture.row("UBER", -1500), Fixture.row("NETFLIX", -999)]

    private func categorise(_ response: FakeHTTPServer.Response) throws -> (RemoteOutcome, FakeHTTPServer) {
        let server = try FakeHTTPServer(responses: [response])
        let outcome = try Fixture.categoriser(server).categorise(rows)
        return (outcome, server)
    }

    @Test func junkJSONGivesNoSuggestionsAndOneWarning() throws {
        let (outcome, server) = try categorise(Fixture.completion(content: "Sure! TESCO is food."))
        defer { server.stop() }
        #expect(outcome.suggestions.isEmpty)
        #expect(outcome.warnings.count == 1)
        #expect(outcome.warnings.first?.contains("not the agreed JSON") == true)
        #expect(outcome.summary.failed == 3 && outcome.summary.asked == 3)
    }

    @Test func aFencedJSONAnswerIsRead() throws {
        let (outcome, server) = try categorise(
            Fixture.completion(
                content: "```json\n{\"rows\":[{\"index\":0,\"category\":\"food\",\"confidence\":0.8}]}\n```"))
        defer { server.stop() }
        #expect(outcome.suggestions[0]?.categoryID == "food")
    }

    @Test func aBodyThatIsNotACompletionIsAWarning() throws {
        let (outcome, server) = try categorise(.json("<html>gateway</html>"))
        defer { server.stop() }
        #expect(outcome.suggestions.isEmpty)
        #expect(outcome.warnings.first?.contains("not a chat completion") == true)
    }

    @Test func aMissingIndexLeavesThatRowOpen() throws {
        let (outcome, server) = try categorise(Fixture.completion([(0, "food", 0.8), (2, "bills", 0.8)]))
        defer { server.stop() }
        #expect(outcome.suggestions[0]?.categoryID == "food")
        #expect(outcome.suggestions[1] == nil)
        #expect(outcome.suggestions[2]?.categoryID == "bills")
        #expect(outcome.warnings.first?.contains("1 row was not answered") == true)
        #expect(outcome.summary.failed == 1)
    }

    @Test func aRepeatedIndexIsNotTrusted() throws {
        let (outcome, server) = try categorise(
            Fixture.completion([
                (0, "food", 0.8), (1, "transport", 0.8),
                (1, "shopping", 0.8), (2, "bills", 0.8),
            ]))
        defer { server.stop() }
        #expect(outcome.suggestions[1] == nil)
        #expect(outcome.suggestions[0]?.categoryID == "food" && outcome.suggestions[2]?.categoryID == "bills")
        #expect(outcome.warnings.first?.contains("row 1 was answered 2 times") == true)
    }

    @Test func anUnknownCategoryIsNoSuggestionAndUnknownIsNotAFailure() throws {
        let (outcome, server) = try categorise(Fixture.completion([(0, "pets", 0.8), (1, "unknown", 0.1), (2, "bills", 1.7)]))
        defer { server.stop() }
        #expect(outcome.suggestions[0] == nil && outcome.suggestions[1] == nil)
        #expect(outcome.suggestions[2]?.confidence == 0.9, "clamped to 1, then capped at max_confidence")
        #expect(outcome.warnings.first?.contains("'pets', which is not a category") == true)
        #expect(outcome.summary.failed == 1, "only the row with a bad category; unknown is an answer")
    }

    @Test func confidenceIsClampedToZeroAndOne() throws {
        let server = try FakeHTTPServer(responses: [
            Fixture.completion([
                (0, "food", -0.4), (1, "transport", 0.5),
                (2, "bills", 0.95),
            ])
        ])
        defer { server.stop() }
        let outcome = try Fixture.categoriser(server) { $0.maxConfidence = 1 }.categorise(rows)
        #expect(outcome.suggestions[0]?.confidence == 0)
        #expect(outcome.suggestions[1]?.confidence == 0.5)
        #expect(outcome.suggestions[2]?.confidence == 0.95)
    }

    @Test func aRefusalGivesNoSuggestions() throws {
        let (outcome, server) = try categorise(Fixture.completion(content: "", refusal: "I can't help with that."))
        defer { server.stop() }
        #expect(outcome.suggestions.isEmpty)
        #expect(outcome.warnings.first?.contains("the model refused") == true)
    }

    @Test func aCutOffAnswerIsAskedAgainInTwoHalves() throws {
        let server = try FakeHTTPServer { request, number in
            let asked = Fixture.userRows(request)
            if number == 0 { return Fixture.completion(content: "{\"rows\":[{\"index\":0,", finishReason: "length") }
            return Fixture.completion(asked.indices.map { ($0, "shopping", 0.8) })
        }
        defer { server.stop() }
        let four = rows + [Fixture.row("ARGOS", -2000)]
        let outcome = try Fixture.categoriser(server).categorise(four)
        #expect(server.requests.map { Fixture.userRows($0).count } == [4, 2, 2])
        #expect(outcome.suggestions.count == 4)
        #expect(outcome.warnings.isEmpty)
    }

    @Test func aHalfCutOffAgainIsGivenUp() throws {
        let server = try FakeHTTPServer(responses: [Fixture.completion(content: "{", finishReason: "length")])
        defer { server.stop() }
        let outcome = try Fixture.categoriser(server).categorise(rows)
        #expect(server.requests.count == 3, "the batch, then each half once; no further splitting")
        #expect(outcome.suggestions.isEmpty)
        #expect(outcome.warnings.contains { $0.contains("cut off") })
    }
}
