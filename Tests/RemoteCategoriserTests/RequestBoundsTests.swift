import Categorisation
import Foundation
@testable import RemoteCategoriser
import StatementCore
import Testing
import TestSupport

/// What small local models need (issue 29): an answer bounded to the rows asked, and a time-out
/// Linux Foundation honours.
@Suite struct RequestBoundsTests {
    @Test func theAnswerSchemaAndTokenCapFitTheBatch() throws {
        let server = try FakeHTTPServer(handler: Fixture.answeringAll("restaurants", 0.97))
        defer { server.stop() }
        let categoriser = try Fixture.categoriser(server)
        _ = categoriser.categorise([
            Fixture.row("CORNER CAFE", -1230), Fixture.row("BISTRO LUNA", -2450),
            Fixture.row("NOODLE BAR", -990),
        ])
        let body = try #require(server.requests.first?.json)
        let format = try #require(body["response_format"] as? [String: Any])
        let schema = try #require((format["json_schema"] as? [String: Any])?["schema"] as? [String: Any])
        let rows = try #require((schema["properties"] as? [String: Any])?["rows"] as? [String: Any])
        #expect((rows["minItems"] as? NSNumber)?.intValue == 3)
        #expect((rows["maxItems"] as? NSNumber)?.intValue == 3)
        #expect((body["max_tokens"] as? NSNumber)?.intValue == OpenAIRequest.maxTokens(rows: 3))
        #expect(OpenAIRequest.maxTokens(rows: 3) < OpenAIRequest.maxTokens(rows: 25))
    }

    @Test func theSessionAllowsTheLongestTimeoutAConfigurationMaySet() throws {
        let transport = URLSessionTransport()
        #expect(transport.sessionTimeouts.request >= 600)
        #expect(transport.sessionTimeouts.resource >= 600)
        // Every timeout a configuration accepts (1 to 600 s) fits under the session's.
        #expect(URLSessionTransport.longestTimeout > 600)
    }
}
