import Foundation
@testable import RemoteCategoriser
import Testing
import TestSupport

/// `remote check` says which local server answered on loopback, from the requests only Ollama and
/// llama.cpp's llama-server answer as theirs (issue 29).
@Suite struct LocalServerProbeTests {
    /// A fake that answers the model's request as `Fixture.answeringAll` does, and the GETs by path.
    func server(_ paths: [String: FakeHTTPServer.Response]) throws -> FakeHTTPServer {
        let model = Fixture.answeringAll("restaurants", 0.9)
        return try FakeHTTPServer(handler: { request, index in
            guard request.method == "GET" else { return model(request, index) }
            return paths[request.path] ?? FakeHTTPServer.Response(status: 404)
        })
    }

    @Test func ollamaIsToldByItsVersion() throws {
        let ollama = try server(["/api/version": .json(#"{"version":"0.6.2"}"#)])
        defer { ollama.stop() }
        let report = RemoteCheck.run(configuration: Fixture.configuration(ollama), key: nil)
        #expect(report.exitCode == 0)
        #expect(report.lines.contains("server: Ollama 0.6.2"), "\(report.lines)")
        // Never with the key, and the model's request came first.
        #expect(ollama.requests.allSatisfy { $0.headers["authorization"] == nil || $0.method == "POST" })
        #expect(ollama.requests.first?.method == "POST")
    }

    @Test func llamaServerIsToldByItsProperties() throws {
        let llama = try server([
            "/props": .json(#"{"default_generation_settings":{"n_ctx":8192},"build_info":"b5002-1a2b3c"}"#),
            "/health": .json(#"{"status":"ok"}"#),
        ])
        defer { llama.stop() }
        let report = RemoteCheck.run(configuration: Fixture.configuration(llama), key: nil)
        #expect(report.server == "llama.cpp's llama-server (b5002-1a2b3c)")
        let healthOnly = try server(["/health": .json(#"{"status":"ok"}"#)])
        defer { healthOnly.stop() }
        #expect(
            RemoteCheck.run(configuration: Fixture.configuration(healthOnly), key: nil).server
                == "llama.cpp's llama-server, by its /health answer")
    }

    @Test func anotherServerIsNotRecognisedAndARemoteServiceIsNotAsked() throws {
        let other = try server([:])
        defer { other.stop() }
        let report = RemoteCheck.run(configuration: Fixture.configuration(other), key: nil)
        #expect(report.server?.hasPrefix("not recognised") == true)
        // A service off this machine gets the model's request alone.
        let transport = RecordingTransport()
        var remote = RemoteConfiguration(url: URL(string: "https://api.example.com/v1"))
        remote.enabled = true
        let answered = RemoteCheck.run(configuration: remote, key: Fixture.key, transport: transport)
        #expect(answered.server == nil)
        #expect(transport.methods == ["POST"])
    }
}

/// Answers every request 500 and remembers the methods asked.
final class RecordingTransport: RemoteTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [String] = []

    var methods: [String] {
        lock.lock()
        defer { lock.unlock() }
        return asked
    }

    func send(_ request: RemoteHTTPRequest) -> Result<RemoteHTTPResponse, RemoteTransportFailure> {
        lock.lock()
        asked.append(request.method)
        lock.unlock()
        return .success(RemoteHTTPResponse(status: 500, headers: [:], body: Data()))
    }
}
