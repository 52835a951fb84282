import Foundation
@testable import RemoteCategoriser
import Testing
import TestSupport

@Suite struct KeySourceTests {
    func resolve(
        option: String? = nil, _ environment: [String: String], keyFile: String? = nil,
        keychain: String? = nil
    ) throws -> RemoteKey? {
        var configuration = RemoteConfiguration()
        configuration.keyFile = keyFile
        return try RemoteKeySource.resolve(
            keyFileOption: option, environment: environment,
            configuration: configuration, keychain: { keychain })
    }

    @Test func theFirstSourceInOrderWins() throws {
        let directory = try TemporaryFolder()
        let optionFile = try directory.write("option-key", "from-option\n")
        let variableFile = try directory.write("variable-key", "from-variable-file")
        try directory.write("credentials/statement-import-remote-key", "from-credentials")
        let configFile = try directory.write("config-key", "from-config")
        var environment = [
            RemoteKeySource.keyFileVariable: variableFile,
            "CREDENTIALS_DIRECTORY": directory.path + "/credentials",
        ]
        #expect(try resolve(option: optionFile, environment, keyFile: configFile)?.secret == "from-option")
        #expect(try resolve(environment, keyFile: configFile)?.secret == "from-variable-file")
        environment[RemoteKeySource.keyFileVariable] = nil
        environment[RemoteKeySource.keyVariable] = "from-environment"
        #expect(try resolve(environment, keyFile: configFile)?.secret == "from-credentials")
        environment["CREDENTIALS_DIRECTORY"] = nil
        let fromVariable = try resolve(environment, keyFile: configFile)
        #expect(fromVariable?.secret == "from-environment")
        #expect(fromVariable?.source == RemoteKeySource.keyVariable)
        environment[RemoteKeySource.keyVariable] = nil
        #expect(try resolve(environment, keyFile: configFile, keychain: "from-keychain")?.secret == "from-config")
        #expect(try resolve(environment, keychain: "from-keychain")?.secret == "from-keychain")
        #expect(try resolve(environment) == nil)
    }

    /// Issue 36 item 9: a 300 MB key file was read whole; a file far larger than a key is refused unread.
    @Test func aKeyFileFarLargerThanAKeyIsRefusedUnread() throws {
        let directory = try TemporaryFolder()
        let file = try directory.write("huge-key", String(repeating: "k", count: 100 << 10))
        #expect(chmod(file, 0o600) == 0)
        #expect {
            try resolve([RemoteKeySource.keyFileVariable: file])
        } throws: { error in
            "\(error)".contains("a key is one short line")
        }
    }

    @Test func bothKeyAndKeyFileVariablesAreAUsageError() throws {
        let directory = try TemporaryFolder()
        let file = try directory.write("key", "k")
        let error = #expect(throws: RemoteError.self) {
            try resolve([RemoteKeySource.keyVariable: "secret-value-1", RemoteKeySource.keyFileVariable: file])
        }
        #expect(error?.kind == .usage && error?.exitCode == 64)
        #expect(error?.message.contains("secret-value-1") == false)
    }

    @Test func aKeyFileOthersCanReadIsRefusedWithAHint() throws {
        let directory = try TemporaryFolder()
        let file = try directory.write("key", Fixture.secret, mode: 0o644)
        let error = #expect(throws: RemoteError.self) { try resolve(option: file, [:]) }
        #expect(error?.kind == .configuration && error?.exitCode == 78)
        #expect(error?.message.contains("chmod 600 \(file)") == true)
        #expect(error?.message.contains(Fixture.secret) == false)
    }

    @Test func aMissingOrEmptyKeyFileIsAConfigurationError() throws {
        let directory = try TemporaryFolder()
        let empty = try directory.write("empty", "\n")
        #expect(throws: RemoteError.self) { try resolve(option: directory.path + "/nothing", [:]) }
        let error = #expect(throws: RemoteError.self) { try resolve([RemoteKeySource.keyFileVariable: empty]) }
        #expect(error?.message.contains("is empty") == true)
    }

    @Test func aKeyThatWouldBreakTheHeaderIsRefused() throws {
        let directory = try TemporaryFolder()
        let twoLines = try directory.write("key", "first-key\nsecond-key\n")
        let error = #expect(throws: RemoteError.self) { try resolve(option: twoLines, [:]) }
        #expect(error?.kind == .configuration && error?.message.contains("first-key") == false)
        #expect(throws: RemoteError.self) { try resolve([RemoteKeySource.keyVariable: "key with spaces"]) }
    }

    @Test func aKeyPrintsOnlyItsSource() throws {
        let key = RemoteKey(secret: Fixture.secret, source: "STATEMENT_IMPORT_REMOTE_KEY")
        #expect(!"\(key)".contains(Fixture.secret))
        #expect(!String(reflecting: key).contains(Fixture.secret))
        #expect(key.redacting("bad key \(Fixture.secret) or xai-TE***cdef") == "bad key [key] or [key]")
    }
}
