import Categorisation
import Foundation
import Toolbox

/// Asks the service about one batch: builds the request, sends it, retries timeouts, 429 and 5xx
/// up to three times with backoff and jitter (honouring Retry-After), and reads the answer.
struct RemoteService: Sendable {
    static let retries = 3

    enum Result: Sendable {
        /// The service answered 2xx; the reading says whether it was usable.
        case answered(BatchReading)
        /// No usable HTTP answer after the retries (or no time left for them).
        case failed(String)
        /// An answer that will not change by asking again (401, 403, 404, 400...): stop for this run.
        case refused(String, keyRefused: Bool)
    }

    var configuration: RemoteConfiguration
    var key: RemoteKey?
    var categories: [Category]
    var transport: any RemoteTransport
    var clock: RemoteClock
    /// The body sent and the answer read, as `protocol` in the configuration names them.
    var format: any RemoteWireFormat

    init(
        configuration: RemoteConfiguration, key: RemoteKey?, categories: [Category], transport: any RemoteTransport,
        clock: RemoteClock
    ) {
        self.configuration = configuration
        self.key = key
        self.categories = categories
        self.transport = transport
        self.clock = clock
        self.format = configuration.remoteProtocol.wireFormat.init(categories: categories, model: configuration.model)
    }

    func body(for questions: [RemoteQuestion]) -> JSONValue { format.body(for: questions) }

    func request(for questions: [RemoteQuestion], timeout: Double) -> RemoteHTTPRequest {
        var headers = [
            ("Content-Type", "application/json"), ("Accept", "application/json"),
            ("User-Agent", "statement-import"),
        ]
        if let key { headers.append(("Authorization", "Bearer " + key.secret)) }
        return RemoteHTTPRequest(
            url: configuration.endpoint, headers: headers,
            body: Data(body(for: questions).compact.utf8), timeout: timeout)
    }

    /// `requests` counts every HTTP request made, retries included.
    func ask(_ questions: [RemoteQuestion], deadline: Date, requests: inout Int) -> Result {
        var retry = 0
        while true {
            let remaining = deadline.timeIntervalSince(clock.now())
            guard remaining > 0 else { return .failed("the remote phase ran out of time") }
            requests += 1
            let failure: String
            var wait: Double?
            switch transport.send(request(for: questions, timeout: min(configuration.timeout, remaining))) {
            case .success(let response) where (200..<300).contains(response.status):
                return .answered(read(response.body, rowCount: questions.count))
            case .success(let response) where response.status == 429 || (500..<600).contains(response.status):
                failure = "the service answered \(response.status)\(detail(response))"
                wait = RetryAfter.seconds(response.headers["retry-after"], now: clock.now())
            case .success(let response):
                return .refused(
                    "the service answered \(response.status)\(detail(response))",
                    keyRefused: response.status == 401 || response.status == 403)
            case .failure(.timedOut):
                failure = "no answer within \(Int(min(configuration.timeout, remaining).rounded(.up))) s"
            case .failure(.compressed(let encoding)):
                return .failed("the answer came compressed (\(encoding)) though no compression was asked for")
            case .failure(.tooLarge(let limit)):
                // A service that floods once will flood again: no retry.
                return .failed("the answer was larger than \(limit >> 20) MB, which no answer needs")
            case .failure(.unreachable(let reason)):
                // Nothing listening will not change in a few seconds: the batch fails at once.
                return .failed("cannot reach \(configuration.endpoint.absoluteString): \(reason)")
            }
            guard retry < RemoteService.retries else { return .failed(failure + " (\(retry + 1) tries)") }
            let pause = wait ?? backoff(retry: retry)
            guard clock.now().addingTimeInterval(pause) < deadline else {
                return .failed(failure + "; no time left to try again")
            }
            clock.sleep(pause)
            retry += 1
        }
    }

    /// 1, 2, 4 seconds, each plus up to half again at random, so many clients do not retry in step.
    func backoff(retry: Int) -> Double {
        let base = Double(1 << retry)
        return min(base * (1 + 0.5 * clock.random()), RetryAfter.longestWait)
    }

    func read(_ data: Data, rowCount: Int) -> BatchReading { format.read(data, rowCount: rowCount) }

    /// The service's own error message, short and with the key taken out (services echo part of it).
    func detail(_ response: RemoteHTTPResponse) -> String {
        let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        let nested = object?["error"] as? [String: Any]
        guard
            let message = (nested?["message"] as? String) ?? (object?["error"] as? String)
                ?? (object?["message"] as? String)
        else { return "" }
        let cleaned = key?.redacting(message) ?? message
        return " (" + cleaned.split(whereSeparator: \.isNewline).joined(separator: " ").prefix(120) + ")"
    }
}
