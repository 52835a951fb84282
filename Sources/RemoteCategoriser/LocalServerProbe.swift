import Foundation

/// Which server answers on loopback, for `remote check`: Ollama and llama.cpp's `llama-server` each
/// answer a request of their own, which no other asks about (Ollama `GET /api/version` with
/// `{"version": ...}`, llama-server `GET /props` with its generation settings, or at least
/// `GET /health` with `{"status": "ok"}`). Never asked of a service off this machine, and never
/// with the key.
enum LocalServerProbe {
    /// A few seconds each: a local server that answers the model at all answers these at once.
    static let timeout = 5.0

    static func identify(_ configuration: RemoteConfiguration, transport: any RemoteTransport) -> String {
        let timeout = min(configuration.timeout, LocalServerProbe.timeout)
        func get(_ path: String) -> [String: Any]? {
            guard var components = URLComponents(url: configuration.url, resolvingAgainstBaseURL: false) else { return nil }
            components.path = path
            components.query = nil
            guard let url = components.url,
                case .success(let response) = transport.send(
                    RemoteHTTPRequest(
                        url: url, headers: [], body: Data(),
                        timeout: timeout, method: "GET")),
                response.status == 200
            else { return nil }
            return (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any]
        }
        if let version = get("/api/version")?["version"] as? String {
            return "Ollama \(shown(version))"
        }
        if let properties = get("/props"),
            properties["default_generation_settings"] != nil || properties["build_info"] != nil
        {
            return "llama.cpp's llama-server" + ((properties["build_info"] as? String).map { " (\(shown($0)))" } ?? "")
        }
        if get("/health")?["status"] as? String == "ok" {
            return "llama.cpp's llama-server, by its /health answer"
        }
        return "not recognised (neither Ollama's GET /api/version nor llama-server's GET /props answered)"
    }

    /// What a server says of itself is printed: short, and no control characters.
    private static func shown(_ text: String) -> String {
        String(text.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }.prefix(40).map(Character.init))
    }
}
