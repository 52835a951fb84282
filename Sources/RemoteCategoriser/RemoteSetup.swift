import Categorisation
import Foundation
import Toolbox

/// The few calls the command line needs, each reading the configuration, the environment and the
/// key the same way: an import's categoriser, `remote check`, `remote preview`.
public enum RemoteSetup {
    /// The run's remote categoriser, or nil when remote is off (`enabled = false` and no `--remote`,
    /// or `--no-remote`). The key is looked up only when remote is on, so a bad key file never
    /// stops an import that does not use it. Answers are cached in the XDG cache directory; the
    /// agreement earned is kept in `agreementMemory` (the ledger's, given by the application).
    /// `remoteFlag`: true for `--remote`, false for `--no-remote`, nil when neither was given.
    public static func categoriser(
        environment: [String: String], keyFileOption: String?, remoteFlag: Bool?,
        categories: [Category], configFile: String? = nil, settings: SettingsFile? = nil,
        agreementMemory: (any RemoteAgreementMemory)? = nil,
        transport: (any RemoteTransport)? = nil,
        clock: RemoteClock = .system
    ) throws(RemoteError) -> RemoteCategoriser? {
        let configuration = try RemoteConfiguration.load(environment: environment, configFile: configFile, settings: settings)
        guard remoteFlag ?? configuration.enabled else { return nil }
        let key = try RemoteKeySource.resolve(
            keyFileOption: keyFileOption, environment: environment,
            configuration: configuration)
        return try RemoteCategoriser(
            configuration: configuration, key: key, categories: categories,
            cache: RemoteAnswerCache(path: RemoteAnswerCache.defaultPath(environment: environment)),
            // Made only when the remote is on: a URL session costs a folder in the data folder.
            transport: transport ?? URLSessionTransport(), clock: clock,
            agreementMemory: agreementMemory)
    }

    /// `remote check`, whether or not remote is enabled. Configuration and key problems come back
    /// as the report's error (exit 64 or 78), like the service's own. The last run's agreement is
    /// read from `agreementMemory` when there is one.
    public static func check(
        environment: [String: String], keyFileOption: String?, categories: [Category],
        configFile: String? = nil, settings: SettingsFile? = nil, agreementMemory: (any RemoteAgreementMemory)? = nil,
        transport: any RemoteTransport = URLSessionTransport(),
        clock: RemoteClock = .system
    ) -> RemoteCheckReport {
        let configuration: RemoteConfiguration
        do {
            configuration = try RemoteConfiguration.load(environment: environment, configFile: configFile, settings: settings)
        } catch {
            var report = RemoteCheckReport(url: "(not read)", model: "(not read)", remoteProtocol: .openai, keySource: "(not read)")
            report.error = error
            return report
        }
        do {
            let key = try RemoteKeySource.resolve(
                keyFileOption: keyFileOption, environment: environment,
                configuration: configuration)
            var report = RemoteCheck.run(
                configuration: configuration, key: key, categories: categories,
                transport: transport, clock: clock)
            let remembered = agreementMemory?.lastRun(for: configuration)
            report.agreement = remembered?.agreement
            report.batchSize = remembered?.batchSize(under: configuration) ?? configuration.batchSize
            report.configuredBatchSize = configuration.batchSize
            return report
        } catch {
            var report = RemoteCheckReport(
                url: configuration.endpoint.absoluteString, model: configuration.model,
                remoteProtocol: configuration.remoteProtocol, keySource: "(not found)")
            report.error = error
            return report
        }
    }

    /// `remote preview`: the requests an import with remote on would send for these rows, leaving
    /// out what the cache already answers. Needs no key and sends nothing.
    public static func preview(
        rows: [RemoteRow], environment: [String: String], categories: [Category],
        configFile: String? = nil, settings: SettingsFile? = nil, settled: [SettledRow] = [],
        agreementMemory: (any RemoteAgreementMemory)? = nil
    ) throws(RemoteError) -> [RemotePreview.Request] {
        var configuration = try RemoteConfiguration.load(environment: environment, configFile: configFile, settings: settings)
        // Batches as the import would make them, smaller after an earlier run's low agreement.
        configuration.batchSize =
            agreementMemory?.lastRun(for: configuration)?.batchSize(under: configuration)
            ?? configuration.batchSize
        return RemotePreview.requests(
            rows: rows, categories: categories, configuration: configuration,
            cache: RemoteAnswerCache(path: RemoteAnswerCache.defaultPath(environment: environment)),
            settled: settled)
    }
}
