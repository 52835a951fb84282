import Categorisation
import Foundation
@testable import RemoteCategoriser
import StatementCore
import TestSupport
import Toolbox

/// A clock whose sleep only moves its own time forward and records how long it was asked to wait.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var time = Date(timeIntervalSince1970: 1_720_000_000)
    private var recordedSleeps: [Double] = []

    var sleeps: [Double] {
        lock.lock()
        defer { lock.unlock() }
        return recordedSleeps
    }

    var remoteClock: RemoteClock {
        RemoteClock(
            now: { [self] in
                lock.lock()
                defer { lock.unlock() }
                return time
            },
            sleep: { [self] seconds in
                lock.lock()
                recordedSleeps.append(seconds)
                time = time.addingTimeInterval(seconds)
                lock.unlock()
            }, random: { 0.5 })
    }

    var now: Date { remoteClock.now() }
}

enum Fixture {
    static let secret = "xai-TESTKEY-0123456789abcdef"
    static let key = RemoteKey(secret: secret, source: "a test")
    static let categories = Taxonomy.defaultCategories

    static func row(
        _ description: String, _ minorUnits: Int64, currency: Currency = .gbp,
        holder: String? = nil
    ) -> RemoteRow {
        RemoteRow(
            description: description, amount: Money(minorUnits: minorUnits, currency: currency),
            date: LocalDate(year: 2024, month: 7, day: 12)!, holder: holder.map { HolderBlock(names: [$0]) })
    }

    static func configuration(
        _ server: FakeHTTPServer, _ change: (inout RemoteConfiguration) -> Void = { _ in }
    )
        -> RemoteConfiguration
    {
        var configuration = RemoteConfiguration(url: server.baseURL)
        configuration.enabled = true
        configuration.timeout = 5
        change(&configuration)
        return configuration
    }

    static func categoriser(
        _ server: FakeHTTPServer, clock: TestClock = TestClock(), cache: RemoteAnswerCache? = nil,
        key: RemoteKey? = Fixture.key,
        _ change: (inout RemoteConfiguration) -> Void = { _ in }
    ) throws -> RemoteCategoriser {
        try RemoteCategoriser(
            configuration: configuration(server, change), key: key, categories: categories,
            cache: cache, clock: clock.remoteClock)
    }

    /// A chat completion whose content is `{"rows": rows}`.
    static func completion(_ rows: [(Int, String, Double)], finishReason: String = "stop") -> FakeHTTPServer.Response {
        let items = rows.map { "{\"index\":\($0.0),\"category\":\"\($0.1)\",\"confidence\":\($0.2)}" }
        return completion(content: "{\"rows\":[" + items.joined(separator: ",") + "]}", finishReason: finishReason)
    }

    static func completion(content: String, finishReason: String = "stop", refusal: String? = nil) -> FakeHTTPServer.Response {
        let message =
            "{\"role\":\"assistant\",\"content\":\(JSONValue.quote(content)),\"refusal\":"
            + (refusal.map(JSONValue.quote) ?? "null") + "}"
        return .json(
            "{\"id\":\"x\",\"object\":\"chat.completion\",\"choices\":[{\"index\":0,\"message\":\(message),"
                + "\"finish_reason\":\"\(finishReason)\"}]}")
    }

    /// Answers every request by giving each of its rows `category` with `confidence`.
    static func answeringAll(_ category: String, _ confidence: Double = 0.95) -> FakeHTTPServer.Handler {
        { request, _ in
            let rows = userRows(request)
            return completion(rows.indices.map { ($0, category, confidence) })
        }
    }

    /// The rows of an openai request's user message.
    static func userRows(_ request: FakeHTTPServer.Request) -> [[String: Any]] {
        guard let messages = request.json?["messages"] as? [[String: Any]], messages.count == 2,
            let content = messages[1]["content"] as? String,
            let object = try? JSONSerialization.jsonObject(with: Data(content.utf8)) as? [String: Any]
        else { return [] }
        return object["rows"] as? [[String: Any]] ?? []
    }
}
