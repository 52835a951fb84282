import Foundation
@testable import RemoteCategoriser
import Testing
import TestSupport

@Suite struct RemoteSetupTests {
    func environment(_ directory: TemporaryFolder, _ server: FakeHTTPServer) -> [String: String] {
        [
            "XDG_CONFIG_HOME": directory.path + "/config", "XDG_CACHE_HOME": directory.path + "/cache",
            "STATEMENT_IMPORT_REMOTE_URL": server.baseURL.absoluteString,
        ]
    }

    @Test func remoteIsOffUnlessEnabledOrAskedFor() throws {
        let directory = try TemporaryFolder()
        let server = try FakeHTTPServer(handler: Fixture.answeringAll("food"))
        defer { server.stop() }
        var environment = environment(directory, server)
        // A bad key file does not matter while remote is off.
        environment[RemoteKeySource.keyFileVariable] = try directory.write("open-key", "k", mode: 0o644)
        #expect(
            try RemoteSetup.categoriser(
                environment: environment, keyFileOption: nil, remoteFlag: nil,
                categories: Fixture.categories) == nil)
        #expect(throws: RemoteError.self) {
            try RemoteSetup.categoriser(environment: environment, keyFileOption: nil, remoteFlag: true, categories: Fixture.categories)
        }
        environment[RemoteKeySource.keyFileVariable] = nil
        try directory.write("config/statement-import/config", "[remote]\nenabled = yes\n")
        #expect(
            try RemoteSetup.categoriser(
                environment: environment, keyFileOption: nil, remoteFlag: false,
                categories: Fixture.categories) == nil)
        let categoriser = try #require(
            try RemoteSetup.categoriser(
                environment: environment, keyFileOption: nil,
                remoteFlag: nil, categories: Fixture.categories))
        let outcome = categoriser.categorise([Fixture.row("TESCO", -100)])
        #expect(outcome.suggestions[0]?.categoryID == "food")
        #expect(FileManager.default.fileExists(atPath: directory.path + "/cache/statement-import/remote-answers.jsonl"))
        #expect(
            try RemoteSetup.preview(
                rows: [Fixture.row("TESCO", -100)], environment: environment,
                categories: Fixture.categories
            ).isEmpty, "the cache already answers it")
    }

    @Test func checkTurnsSetupProblemsIntoItsReport() throws {
        let directory = try TemporaryFolder()
        let server = try FakeHTTPServer(handler: Fixture.answeringAll("restaurants"))
        defer { server.stop() }
        var environment = environment(directory, server)
        #expect(RemoteSetup.check(environment: environment, keyFileOption: nil, categories: Fixture.categories).exitCode == 0)
        environment[RemoteKeySource.keyVariable] = "a"
        environment[RemoteKeySource.keyFileVariable] = "b"
        #expect(RemoteSetup.check(environment: environment, keyFileOption: nil, categories: Fixture.categories).exitCode == 64)
        environment["STATEMENT_IMPORT_REMOTE_PROTOCOL"] = "soap"
        #expect(RemoteSetup.check(environment: environment, keyFileOption: nil, categories: Fixture.categories).exitCode == 78)
    }
}
