import Categorisation
import Foundation
@testable import RemoteCategoriser
import Testing
import TestSupport

@Suite struct CategorizeProtocolTests {
    @Test func transactionsGoOutAndHumanNamesComeBackAsIDs() throws {
        let server = try FakeHTTPServer(responses: [
            .json(
                """
                {"transactions":[{"category":"Restaurantes","confidence":0.8},{"category":"ELECTRÓNICOS","confidence":0.7},
                {"category":"Eating out","confidence":0.6},{"category":"Astrology","confidence":0.9}]}
                """)
        ])
        defer { server.stop() }
        let categoriser = try Fixture.categoriser(server) { $0.remoteProtocol = .categorize }
        let outcome = categoriser.categorise([
            Fixture.row("TAQUERIA", -29_83, currency: .usd), Fixture.row("BEST BUY", -19_999),
            Fixture.row("WAGAMAMA", -2_000), Fixture.row("STARS", -500),
        ])
        let request = try #require(server.requests.first)
        #expect(request.path == "/v1/categorize")
        #expect(request.headers["authorization"] == "Bearer " + Fixture.secret)
        #expect(request.text.hasPrefix("{\"transactions\":[{\"date\":\"2024-07-12\",\"description\":\"TAQUERIA\",\"amount\":-29.83}"))
        #expect(outcome.suggestions[0]?.categoryID == "restaurants")
        #expect(outcome.suggestions[1]?.categoryID == "shopping")
        #expect(outcome.suggestions[2]?.categoryID == "restaurants")
        #expect(outcome.suggestions[3] == nil)
        #expect(outcome.warnings.first?.contains("'Astrology', which is not a category") == true)
    }

    @Test func aBareListIsReadToo() throws {
        let server = try FakeHTTPServer(responses: [.json("[{\"category\":\"Supermercado\",\"confidence\":0.85}]")])
        defer { server.stop() }
        let outcome = try Fixture.categoriser(server) { $0.remoteProtocol = .categorize }
            .categorise([Fixture.row("MERCADONA", -4_210, currency: .eur)])
        #expect(outcome.suggestions[0]?.categoryID == "food")
        #expect(outcome.suggestions[0]?.confidence == 0.85)
    }

    @Test func userCategoriesAnswerToTheirOwnNamesAndAliases() {
        let coffee = Categorisation.Category(
            id: "coffee", kind: .expense, names: ["en": "Coffee shops"], userDefined: true,
            aliases: ["Cafetería"])
        let index = CategoryNameIndex(categories: Fixture.categories + [coffee])
        #expect(index.categoryID(named: "cafeteria") == "coffee")
        #expect(index.categoryID(named: "Coffee Shops") == "coffee")
        #expect(index.categoryID(named: "alimentación") == "food")
        #expect(index.categoryID(named: "restaurants") == "restaurants")
        #expect(index.categoryID(named: "pets") == nil)
    }
}
