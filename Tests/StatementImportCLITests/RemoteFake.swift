import Foundation
import TestSupport

/// Scripted answers for the loopback fake in the command-line tests: OpenAI-style chat
/// completions that give every row of a request the same category.
enum RemoteFake {
    static let secret = "xai-CLITESTKEY-9f8e7d6c5b4a"

    /// Answers every request by giving each of its rows `category` with `confidence`.
    static func answeringAll(_ category: String, _ confidence: Double = 0.95) -> FakeHTTPServer.Handler {
        { request, _ in
            let items = userRows(request).indices.map { "{\"index\":\($0),\"category\":\"\(category)\",\"confidence\":\(confidence)}" }
            return completion(content: "{\"rows\":[" + items.joined(separator: ",") + "]}")
        }
    }

    static func completion(content: String) -> FakeHTTPServer.Response {
        let quoted = String(
            decoding: (try? JSONSerialization.data(withJSONObject: [content], options: [])) ?? Data("[\"\"]".utf8),
            as: UTF8.self
        ).dropFirst().dropLast()
        return .json(
            "{\"id\":\"x\",\"object\":\"chat.completion\",\"choices\":[{\"index\":0,\"message\":"
                + "{\"role\":\"assistant\",\"content\":\(quoted),\"refusal\":null},\"finish_reason\":\"stop\"}]}")
    }

    /// The rows of an openai request's user message.
    static func userRows(_ request: FakeHTTPServer.Request) -> [[String: Any]] {
        guard let messages = request.json?["messages"] as? [[String: Any]], messages.count == 2,
            let content = messages[1]["content"] as? String,
            let object = try? JSONSerialization.jsonObject(with: Data(content.utf8)) as? [String: Any]
        else { return [] }
        return object["rows"] as? [[String: Any]] ?? []
    }

    /// The environment of a run against `server`: its own config, cache and data folders, the key
    /// in a 0600 file named by STATEMENT_IMPORT_REMOTE_KEY_FILE.
    static func environment(_ server: FakeHTTPServer?, in directory: URL, url: String? = nil) throws -> [String: String] {
        let keyFile = directory.appendingPathComponent("remote-key")
        try Data((secret + "\n").utf8).write(to: keyFile)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: keyFile.path)
        // The shipped rules now know the samples' wording (German and Spanish banks included), so
        // the remote tests read with an empty rules folder: every row is open for the remote step.
        let noRules = directory.appendingPathComponent("no-rules")
        try FileManager.default.createDirectory(at: noRules, withIntermediateDirectories: true)
        return [
            "STATEMENT_IMPORT_RULES": noRules.path,
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
            "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
            "STATEMENT_IMPORT_REMOTE_URL": url ?? server?.baseURL.absoluteString ?? "http://127.0.0.1:9/v1",
            "STATEMENT_IMPORT_REMOTE_MODEL": "fake-model",
            "STATEMENT_IMPORT_REMOTE_KEY_FILE": keyFile.path,
        ]
    }
}
