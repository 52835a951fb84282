import Categorisation
import Foundation
import Toolbox

/// Answers kept on disk so a `--dry-run` followed by the import, or a `recategorise`, asks the
/// service only once per question. One JSON line per answer: a SHA-256 of protocol, URL, model,
/// category list and masked row, then the category id (or null), confidence and the agreement the
/// model had earned when it answered (counts of settled rows). Neither the key
/// nor any description is written. The file is the user's alone (0600 in a 0700 directory).
public final class RemoteAnswerCache: @unchecked Sendable {
    public let path: String
    private let lock = NSLock()
    private var loaded: [String: RemoteAnswer]?

    public init(path: String) {
        self.path = path
    }

    /// `$XDG_CACHE_HOME/statement-import/remote-answers.jsonl`, else `~/.cache/statement-import/...`.
    public static func defaultPath(environment: [String: String]) -> String {
        XDGDirectories(environment: environment).applicationCache + "/remote-answers.jsonl"
    }

    static func key(configuration: RemoteConfiguration, categories: [Category], question: RemoteQuestion) -> String {
        let parts = [
            "statement-import remote answer v1", configuration.remoteProtocol.rawValue,
            configuration.endpoint.absoluteString, configuration.model,
            categories.map { "\($0.id)=\($0.name())" }.joined(separator: ","), question.identity,
        ]
        return SHA256.hexDigest(parts.joined(separator: "\n"))
    }

    func answer(for key: String) -> RemoteAnswer? {
        lock.lock()
        defer { lock.unlock() }
        if loaded == nil { loaded = readFile() }
        return loaded?[key]
    }

    /// Appends the answers; returns a warning when the cache cannot be written (never fatal).
    func store(_ answers: [(key: String, answer: RemoteAnswer)]) -> String? {
        guard !answers.isEmpty else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if loaded == nil { loaded = readFile() }
        var lines: [String] = []
        for (key, answer) in answers {
            loaded?[key] = answer
            var fields: [(String, JSONValue)] = [
                ("key", .string(key)), ("category", .optional(answer.categoryID)),
                ("confidence", .number(String(answer.confidence))),
            ]
            if let agreement = answer.agreement {
                fields += [("agreement_asked", .number(String(agreement.asked))), ("agreement_right", .number(String(agreement.right)))]
            }
            let line: JSONValue = .object(fields)
            lines.append(line.compact)
        }
        switch PrivateLineFile(path: path).append(lines) {
        case nil: return nil
        case .folder(let directory):
            return "\(directory): cannot create the remote answer cache's folder: answers will be asked again next time"
        case .file: return "\(path): cannot write the remote answer cache: answers will be asked again next time"
        case .partial: return "\(path): the remote answer cache was not fully written"
        }
    }

    private func readFile() -> [String: RemoteAnswer] {
        var answers: [String: RemoteAnswer] = [:]
        for object in PrivateLineFile(path: path).objects() {
            guard let key = object["key"] as? String, let confidence = AnswerChecker.number(object["confidence"]) else { continue }
            var answer = RemoteAnswer(categoryID: object["category"] as? String, confidence: confidence)
            if let asked = AnswerChecker.number(object["agreement_asked"]).flatMap({ Int(exactly: $0) }),
                let right = AnswerChecker.number(object["agreement_right"]).flatMap({ Int(exactly: $0) }), right >= 0, right <= asked
            {
                answer.agreement = RemoteAgreement(asked: asked, right: right)
            }
            answers[key] = answer
        }
        return answers
    }
}
