import Foundation
import Toolbox

/// The `[remote]` settings: from `$XDG_CONFIG_HOME/statement-import/config`, then the environment
/// (STATEMENT_IMPORT_REMOTE_URL, _PROTOCOL, _MODEL). Every value has a default; remote is off
/// unless `enabled = true` or `--remote` says otherwise, so nothing leaves the machine by default.
public struct RemoteConfiguration: Sendable, Hashable {
    /// The current xAI Grok model. The only place the default model is written.
    public static let defaultModel = "grok-4.3"
    public static let defaultURL = "https://api.x.ai/v1"
    public static let section = "remote"
    public static let keys = [
        "enabled", "protocol", "url", "model", "key_file", "batch_size", "timeout",
        "max_confidence", "mask_words", "deadline", "agreement_floor",
    ]

    public var enabled = false
    public var remoteProtocol = RemoteProtocol.openai
    /// The service's base URL, without the endpoint ("https://api.x.ai/v1").
    public var url: URL
    public var model = RemoteConfiguration.defaultModel
    /// `key_file` from the configuration file, already resolved to an absolute path.
    public var keyFile: String?
    /// Where `key_file` was set, for messages ("/home/me/.config/statement-import/config:4").
    public var keyFileOrigin: String?
    public var batchSize = 25
    /// Seconds per request before it counts as timed out (and is retried).
    public var timeout = 30.0
    /// The whole remote phase of one run, in seconds: after it, remaining rows wait for review.
    /// Two minutes: a stalled service (each request timing out and tried again) cost 257 s a run
    /// under the five minutes this was before.
    public var deadline = 120.0
    /// A remote answer never outranks a person or a rule written for the row.
    public var maxConfidence = 0.9
    /// Under this share of settled rows answered right, the model's answers only suggest.
    public var agreementFloor = 0.8
    /// Words masked in every description before it leaves the machine (names, street, employer).
    public var maskWords: [String] = []
    /// The file the settings came from, when there was one.
    public var sourceFile: String?

    public init(url: URL? = nil) {
        self.url = url ?? URL(string: RemoteConfiguration.defaultURL).unsafelyUnwrappedConstant
    }

    /// A loopback service (a local model) needs no key, and plain http is fine for it.
    public var isLoopback: Bool { RemoteConfiguration.isLoopback(url) }

    /// `$XDG_CONFIG_HOME/statement-import/config`, else `~/.config/statement-import/config`.
    public static func defaultFile(environment: [String: String]) -> String {
        XDGDirectories(environment: environment).configurationFile
    }

    /// Reads the settings file (`configFile`, else the command's `settings`, else the default
    /// location; a missing file is fine), then applies the environment overrides.
    public static func load(
        environment: [String: String], configFile: String? = nil, settings: SettingsFile? = nil
    ) throws(RemoteError) -> RemoteConfiguration {
        let source = configFile.map { SettingsFile(path: $0) } ?? settings ?? SettingsFile(environment: environment)
        let path = source.path
        var configuration = RemoteConfiguration()
        do {
            if let file = try source.file() {
                configuration.sourceFile = path
                try configuration.apply(file)
            } else if configFile != nil {
                throw RemoteError(.configuration, "\(path): no such configuration file: check the path")
            }
        } catch let error as ConfigurationFileError {
            throw RemoteError(.configuration, "\(error): fix the configuration file")
        } catch let error as RemoteError {
            throw error
        } catch {
            throw RemoteError(.configuration, "\(path): \(error)")
        }
        try configuration.applyEnvironment(environment)
        try configuration.checkURL()
        return configuration
    }

    mutating func apply(_ file: ConfigurationFile) throws(ConfigurationFileError) {
        for entry in file.entries(in: RemoteConfiguration.section) {
            let reader = SettingReader(entry: entry, file: file)
            switch entry.key {
            case "enabled": enabled = try reader.bool()
            case "protocol": remoteProtocol = try reader.remoteProtocol()
            case "url": url = try reader.url()
            case "model": model = try reader.nonEmpty()
            case "key_file":
                keyFile = reader.path(relativeTo: ParentFolder.of(file.path))
                keyFileOrigin = "\(file.path):\(entry.line)"
            case "batch_size": batchSize = try reader.integer(in: 1...100)
            case "timeout": timeout = try reader.seconds(in: 1...600)
            case "deadline": deadline = try reader.seconds(in: 1...86_400)
            case "max_confidence": maxConfidence = try reader.fraction()
            case "agreement_floor": agreementFloor = try reader.fraction()
            case "mask_words": maskWords = reader.list()
            default:
                throw file.error(
                    at: entry,
                    "`\(entry.key)` is not a [remote] setting: use one of "
                        + RemoteConfiguration.keys.joined(separator: ", "))
            }
        }
    }

    mutating func applyEnvironment(_ environment: [String: String]) throws(RemoteError) {
        func value(_ name: String) -> String? {
            environment[name].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        }
        if let text = value("STATEMENT_IMPORT_REMOTE_URL") {
            guard let parsed = SettingReader.parseURL(text) else {
                throw RemoteError(
                    .configuration,
                    "STATEMENT_IMPORT_REMOTE_URL is not an http or https URL: "
                        + "set it like https://api.x.ai/v1")
            }
            url = parsed
        }
        if let text = value("STATEMENT_IMPORT_REMOTE_PROTOCOL") {
            guard let parsed = RemoteProtocol(rawValue: text.lowercased()) else {
                throw RemoteError(
                    .configuration,
                    "STATEMENT_IMPORT_REMOTE_PROTOCOL '\(text)' is not a protocol: "
                        + "use openai or categorize")
            }
            remoteProtocol = parsed
        }
        if let text = value("STATEMENT_IMPORT_REMOTE_MODEL") { model = text }
    }

    /// A key sent over plain http to another machine could be read on the way.
    func checkURL() throws(RemoteError) {
        if url.scheme?.lowercased() == "http" && !isLoopback {
            throw RemoteError(
                .configuration,
                "the remote URL \(url.absoluteString) is plain http to another machine: "
                    + "use https (plain http is only for a local model on 127.0.0.1 or localhost)")
        }
    }

    public static func isLoopback(_ url: URL) -> Bool {
        guard let host = url.host else { return false }
        return LoopbackHost.contains(host)
    }

    /// The endpoint the protocol posts to.
    public var endpoint: URL { url.appendingPathComponent(remoteProtocol.wireFormat.path) }
}

extension Optional {
    /// For constants written in this file that are known to be valid.
    fileprivate var unsafelyUnwrappedConstant: Wrapped {
        guard let value = self else { preconditionFailure("a constant in RemoteConfiguration is invalid") }
        return value
    }
}
