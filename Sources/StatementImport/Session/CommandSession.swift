import Foundation
import LedgerStore
import Toolbox

/// What one command holds for its whole length, as SwiftPM's `SwiftCommandState` does: the
/// configuration file, read once from its one path, whose sections (`[ledger]`, `[remote]`,
/// `[import]`, `[batch]`…) are handed to the code that owns each; and the ledger connections,
/// one per mode, opened once. Everything a command builds (`LedgerAccess`, `LedgerSession`)
/// comes from here, so it shares them.
public final class CommandSession: @unchecked Sendable {
    public let environment: [String: String]
    public let settings: SettingsFile
    private let lock = NSLock()
    private var connections: [String: LedgerConnections] = [:]

    /// `configFile`: `--config FILE` where a command takes it, else the XDG path.
    public init(environment: [String: String], configFile: String? = nil) {
        self.environment = environment
        settings = configFile.map { SettingsFile(path: $0) } ?? SettingsFile(environment: environment)
    }

    /// The ledger named by `explicitPath`, STATEMENT_IMPORT_LEDGER, `[ledger] location` or the XDG
    /// default, sharing this command's connections to it.
    public func ledger(explicitPath: String?) -> LedgerAccess {
        var access = LedgerAccess(explicitPath: explicitPath, environment: environment, settings: settings)
        access.connections = lock.withLock {
            if let shared = connections[access.location] { return shared }
            let made = LedgerConnections(writes: false)
            connections[access.location] = made
            return made
        }
        return access
    }

    /// One section of the configuration file, read by the code that owns it (`ImportSettings.load`,
    /// `BatchSettings.load`…) from the file read once; a wrong value stops the command at file:line.
    public func section<Section>(_ read: (SettingsFile) throws(ConfigurationFileError) -> Section) throws(AppError) -> Section {
        do {
            try ConfigurationSections.check(settings)
            return try read(settings)
        } catch {
            throw AppError(.configuration, "\(error): fix the configuration file")
        }
    }

    /// How many times the configuration file was read from disk: tests count it.
    public var configurationReads: Int { settings.reads }

    /// How many ledger connections the command opened, over every ledger it named: tests count it.
    public var ledgerOpens: Int { lock.withLock { connections.values.reduce(0) { $0 + $1.opens } } }
}
