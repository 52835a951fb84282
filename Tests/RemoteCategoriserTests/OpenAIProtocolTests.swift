import Categorisation
import Foundation
@testable import RemoteCategoriser
import StatementCore
import Testing
import TestSupport

@Suite struct OpenAIProtocolTests {
    @Test func theRequestHasTheAgreedShapeAndTheAnswerBecomesRemoteSuggestions() throws {
        let server = try FakeHTTPServer(handler: Fixture.answeringAll("restaurants", 0.97))
        defer { server.stop() }
        let categoriser = try Fixture.categoriser(server)
        let outcome = categoriser.categorise([Fixture.row("PRET A MANGER LONDON", -1230), Fixture.row("NANDOS", -2450)])

        let request = try #require(server.requests.first)
        #expect(server.requests.count == 1)
        #expect(request.method == "POST")
        #expect(request.path == "/v1/chat/completions")
        #expect(request.headers["authorization"] == "Bearer " + Fixture.secret)
        let body = try #require(request.json)
        #expect(body["model"] as? String == RemoteConfiguration.defaultModel)
        #expect((body["temperature"] as? NSNumber)?.intValue == 0)
        let format = try #require(body["response_format"] as? [String: Any])
        #expect(format["type"] as? String == "json_schema")
        let jsonSchema = try #require(format["json_schema"] as? [String: Any])
        #expect(jsonSchema["name"] as? String == "categorised_rows")
        #expect(jsonSchema["strict"] as? Bool == true)
        let schema = try #require(jsonSchema["schema"] as? [String: Any])
        #expect(schema["additionalProperties"] as? Bool == false)
        let rowsSchema = try #require((schema["properties"] as? [String: Any])?["rows"] as? [String: Any])
        let item = try #require(rowsSchema["items"] as? [String: Any])
        #expect(item["additionalProperties"] as? Bool == false)
        #expect(Set(item["required"] as? [String] ?? []) == ["index", "category", "confidence"])
        let properties = try #require(item["properties"] as? [String: Any])
        let categoryEnum = try #require((properties["category"] as? [String: Any])?["enum"] as? [String])
        #expect(categoryEnum == Fixture.categories.map(\.id) + ["unknown"])
        #expect((properties["index"] as? [String: Any])?["type"] as? String == "integer")
        #expect((properties["confidence"] as? [String: Any])?["type"] as? String == "number")

        let messages = try #require(body["messages"] as? [[String: Any]])
        let system = try #require(messages.first?["content"] as? String)
        for category in Fixture.categories {
            #expect(
                system.components(separatedBy: "\n\(category.id): \(category.name())").count == 2,
                "\(category.id) is listed once")
        }
        let rows = Fixture.userRows(request)
        #expect(rows.count == 2)
        #expect(rows.first?["index"] as? Int == 0)
        #expect(rows.first?["description"] as? String == "PRET A MANGER LONDON")
        #expect(rows.first?["amount"] as? String == "-12.30")
        #expect(rows.first?["currency"] as? String == "GBP")
        #expect(Set(rows.first?.keys.map { $0 } ?? []) == ["index", "description", "amount", "currency"])

        let suggestion = try #require(outcome.suggestions[1])
        #expect(suggestion.categoryID == "restaurants")
        #expect(suggestion.source == .remote)
        #expect(suggestion.confidence == 0.9, "capped by max_confidence")
        #expect(suggestion.explanation == "remote grok-4.3 0.90")
        #expect(outcome.summary.asked == 2 && outcome.summary.failed == 0 && outcome.summary.requests == 1)
        #expect(outcome.warnings.isEmpty)
    }

    @Test func whatLeavesTheMachineIsMasked() throws {
        let server = try FakeHTTPServer(handler: Fixture.answeringAll("transfers"))
        defer { server.stop() }
        let categoriser = try Fixture.categoriser(server) { $0.maskWords = ["Acme Widgets"] }
        let rows = [
            Fixture.row("TRANSFER TO GB29 NWBK 6016 1331 9268 19 REF 12345678", -50000, holder: "Jane Q Doe"),
            Fixture.row("SEPA DE89370400440532013000 DOE JANE", 12000, holder: "Jane Q Doe"),
            Fixture.row("CARD 4111 1111 1111 1111 AMAZON", -999),
            Fixture.row("PAYPAL *jane.doe@example.com", -1500),
            Fixture.row("CALL +44 20 7946 0958 PLUMBER", -8000),
            Fixture.row("SALARY ACME WIDGETS LTD JOSÉ", 250000, holder: "Jose Ramos"),
            Fixture.row(String(repeating: "LONG DESCRIPTION ", count: 20), -100),
        ]
        _ = categoriser.categorise(rows)
        let request = try #require(server.requests.first)
        let text = request.text
        #expect(text.range(of: "[0-9]{5,}", options: .regularExpression) == nil, "\(text)")
        #expect(!text.contains("GB29") && !text.contains("DE89"))
        #expect(!text.localizedCaseInsensitiveContains("jane") && !text.localizedCaseInsensitiveContains("doe"))
        #expect(!text.contains("example.com"))
        #expect(!text.localizedCaseInsensitiveContains("acme") && !text.contains("JOS"))
        #expect(!text.contains(Fixture.secret))
        let descriptions = Fixture.userRows(request).compactMap { $0["description"] as? String }
        #expect(descriptions.count == rows.count)
        #expect(descriptions.allSatisfy { $0.count <= 120 })
        #expect(descriptions[0] == "TRANSFER TO [iban] REF [number]")
        #expect(descriptions[2] == "CARD [card] AMAZON")
        #expect(descriptions[3] == "PAYPAL *[email]")
        #expect(descriptions[4] == "CALL [phone] PLUMBER")
        #expect(descriptions[5] == "SALARY [name] LTD [name]")
    }

    @Test func aLoopbackServiceNeedsNoKeyAndGetsNoAuthorization() throws {
        let server = try FakeHTTPServer(handler: Fixture.answeringAll("food"))
        defer { server.stop() }
        let categoriser = try Fixture.categoriser(server, key: nil)
        let outcome = categoriser.categorise([Fixture.row("TESCO STORES", -1000)])
        #expect(outcome.suggestions[0]?.categoryID == "food")
        #expect(server.requests.first?.headers["authorization"] == nil)
        var remote = RemoteConfiguration(url: URL(string: "https://api.example.com/v1"))
        remote.enabled = true
        #expect(throws: RemoteError.self) { try RemoteCategoriser(configuration: remote, key: nil, categories: Fixture.categories) }
    }

    @Test func theChainTakesRemoteSuggestionsBelowAPersonsChoice() throws {
        let server = try FakeHTTPServer(handler: Fixture.answeringAll("restaurants", 0.99))
        defer { server.stop() }
        let categoriser = try Fixture.categoriser(server)
        let chain = CategorisationChain([PersonsChoice(transactionID: "t1", categoryID: "food"), categoriser])
        let inputs = [
            CategorisationInput(
                transactionID: "t1", description: "DELI", amount: Money(minorUnits: -500, currency: .gbp),
                date: LocalDate(year: 2024, month: 7, day: 1)!),
            CategorisationInput(
                description: "DINER", amount: Money(minorUnits: -700, currency: .gbp),
                date: LocalDate(year: 2024, month: 7, day: 1)!),
        ]
        let rows = try chain.categorise(inputs)
        #expect(rows[0].suggestion.source == .user)
        #expect(rows[1].suggestion.source == .remote && rows[1].suggestion.categoryID == "restaurants")
        #expect(Fixture.userRows(try #require(server.requests.first)).count == 1, "only the open row is asked")
    }
}

/// A person's settled choice for one row (LockedChoices left the library when wip-harden removed it).
private struct PersonsChoice: Categoriser {
    var transactionID: String
    var categoryID: String
    var name: String { "person" }

    func suggest(_ inputs: [CategorisationInput]) throws -> [Suggestion] {
        inputs.map { input in
            input.transactionID == transactionID
                ? Suggestion(categoryID: categoryID, confidence: 1, source: .user, explanation: "chosen by a person")
                : .none
        }
    }
}
