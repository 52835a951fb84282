import Categorisation
import Foundation
import StatementCore

/// `remote preview`: exactly the requests an import would send for these rows, built by the same
/// code, and nothing sent. The Authorization header is shown as `Bearer [key]`.
public enum RemotePreview {
    public struct Request: Sendable, Hashable {
        public var method: String
        public var url: String
        /// Header lines as sent, the key replaced.
        public var headers: [String]
        /// The body byte for byte as it would be sent (compact JSON).
        public var body: String
        /// The same body indented for reading.
        public var prettyBody: String
    }

    /// With a cache, rows it already answers are left out, as the import would leave them.
    public static func requests(
        rows: [RemoteRow], categories: [Category], configuration: RemoteConfiguration,
        cache: RemoteAnswerCache? = nil, settled: [SettledRow] = []
    ) -> [Request] {
        let service = RemoteService(
            configuration: configuration, key: RemoteKey(secret: "", source: "preview"),
            categories: categories, transport: NoTransport(), clock: .system)
        let masker = DescriptionMasker(maskWords: configuration.maskWords)
        let plan = QuestionPlan(rows: rows, masker: masker)
        let settledQuestions = SettledRowMix.questions(settled, masker: masker, asked: Set(plan.questions.map(\.identity)))
        let questions = plan.questions.filter { question in
            let key = RemoteAnswerCache.key(configuration: configuration, categories: categories, question: question)
            return cache?.answer(for: key) == nil
        }
        return QuestionPlan.batches(questions, size: configuration.batchSize).enumerated().map { number, open in
            let batch = SettledRowMix.mix(open, settledCount: settledQuestions.count, batch: number).map { slot in
                switch slot {
                case .open(let question): question
                case .settled(let index): settledQuestions[index].question
                }
            }
            let request = service.request(for: batch, timeout: configuration.timeout)
            let headers = request.headers.map { name, value in
                name == "Authorization" ? "Authorization: Bearer [key]" : "\(name): \(value)"
            }
            return Request(
                method: "POST", url: request.url.absoluteString, headers: headers,
                body: String(decoding: request.body, as: UTF8.self),
                prettyBody: service.body(for: batch).pretty)
        }
    }

    /// Previews never send.
    private struct NoTransport: RemoteTransport {
        func send(_ request: RemoteHTTPRequest) -> Result<RemoteHTTPResponse, RemoteTransportFailure> {
            .failure(.unreachable("a preview sends nothing"))
        }
    }
}
