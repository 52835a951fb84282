import Foundation
@testable import RemoteCategoriser
import Testing
import TestSupport

@Suite struct RemoteConfigurationTests {
    @Test func defaultsNeedNoFileAndSendNothing() throws {
        let directory = try TemporaryFolder()
        let configuration = try RemoteConfiguration.load(environment: ["XDG_CONFIG_HOME": directory.path])
        #expect(!configuration.enabled)
        #expect(configuration.remoteProtocol == .openai)
        #expect(configuration.model == RemoteConfiguration.defaultModel)
        #expect(configuration.endpoint.absoluteString == "https://api.x.ai/v1/chat/completions")
        #expect(configuration.batchSize == 25 && configuration.timeout == 30 && configuration.deadline == 120)
        #expect(configuration.maxConfidence == 0.9)
    }

    @Test func theRemoteSectionIsReadAndTheEnvironmentOverridesIt() throws {
        let directory = try TemporaryFolder()
        try directory.write(
            "statement-import/config",
            """
            # remote categoriser
            [remote]
            enabled = true
            protocol = categorize
            url = https://categoriser.example.com/api/
            model = small-model
            key_file = remote-key
            batch_size = 10
            timeout = 12
            max_confidence = 0.75
            mask_words = Acme Widgets, Juniper Road

            [other]
            anything = goes
            """)
        let environment = ["XDG_CONFIG_HOME": directory.path]
        let configuration = try RemoteConfiguration.load(environment: environment)
        #expect(configuration.enabled && configuration.remoteProtocol == .categorize)
        #expect(configuration.endpoint.absoluteString == "https://categoriser.example.com/api/categorize")
        #expect(configuration.model == "small-model")
        #expect(configuration.keyFile == directory.path + "/statement-import/remote-key")
        #expect(configuration.batchSize == 10 && configuration.timeout == 12 && configuration.maxConfidence == 0.75)
        #expect(configuration.maskWords == ["Acme Widgets", "Juniper Road"])

        let overridden = try RemoteConfiguration.load(
            environment: environment.merging([
                "STATEMENT_IMPORT_REMOTE_URL": "http://127.0.0.1:11434/v1",
                "STATEMENT_IMPORT_REMOTE_PROTOCOL": "openai",
                "STATEMENT_IMPORT_REMOTE_MODEL": "llama3.2",
            ]) { $1 })
        #expect(overridden.endpoint.absoluteString == "http://127.0.0.1:11434/v1/chat/completions")
        #expect(overridden.model == "llama3.2" && overridden.isLoopback)

        let pasted = try RemoteConfiguration.load(
            environment: environment.merging([
                "STATEMENT_IMPORT_REMOTE_URL": "https://api.openai.com/v1/chat/completions/",
                "STATEMENT_IMPORT_REMOTE_PROTOCOL": "openai",
            ]) { $1 })
        #expect(pasted.endpoint.absoluteString == "https://api.openai.com/v1/chat/completions")
    }

    @Test func aBadSettingIsReportedAtItsLine() throws {
        let directory = try TemporaryFolder()
        let file = try directory.write("config", "[remote]\nenabled = true\nbatch_size = lots\n")
        let error = #expect(throws: RemoteError.self) { try RemoteConfiguration.load(environment: [:], configFile: file) }
        #expect(error?.kind == .configuration)
        #expect(error?.message.hasPrefix("\(file):3: `batch_size = lots`") == true)

        let unknown = try directory.write("config2", "[remote]\n\nmodle = x\n")
        let second = #expect(throws: RemoteError.self) { try RemoteConfiguration.load(environment: [:], configFile: unknown) }
        #expect(second?.message.contains("\(unknown):3: `modle` is not a [remote] setting") == true)
    }

    @Test func plainHTTPIsOnlyForThisMachine() throws {
        let error = #expect(throws: RemoteError.self) {
            try RemoteConfiguration.load(environment: [
                "STATEMENT_IMPORT_REMOTE_URL": "http://api.example.com/v1",
                "XDG_CONFIG_HOME": "/nonexistent",
            ])
        }
        #expect(error?.message.contains("use https") == true)
        let badProtocol = #expect(throws: RemoteError.self) {
            try RemoteConfiguration.load(environment: ["STATEMENT_IMPORT_REMOTE_PROTOCOL": "grpc", "XDG_CONFIG_HOME": "/nonexistent"])
        }
        #expect(badProtocol?.exitCode == 78)
    }

    /// Issue 26 item 8: loopback is the literal `localhost` or an IP literal in 127.0.0.0/8 or ::1,
    /// never a name that merely starts with `127.`.
    @Test(arguments: [
        ("http://127.0.0.1:8080/v1", true), ("http://127.45.6.7/v1", true), ("http://localhost:11434/v1", true),
        ("http://[::1]:8080/v1", true), ("http://[::ffff:127.0.0.1]/v1", true),
        ("http://127.attacker.example/v1", false), ("http://127.0.0.1.attacker.example/v1", false),
        ("http://localhost.attacker.example/v1", false), ("http://128.0.0.1/v1", false), ("http://[::2]/v1", false),
    ])
    func loopbackIsDecidedByTheLiteralAddress(url: String, loopback: Bool) throws {
        let parsed = try #require(URL(string: url))
        #expect(RemoteConfiguration.isLoopback(parsed) == loopback)
    }
}
