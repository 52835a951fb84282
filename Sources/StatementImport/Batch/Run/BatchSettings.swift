import Foundation
import StatementCore
import Toolbox

/// The `[batch]` section of the configuration file (`$XDG_CONFIG_HOME/statement-import/config`):
/// folders, settle time, parallel readers, and the limits each reader runs under. Unset values
/// keep their defaults; flags override both. A wrong value is an error at file:line (exit 78).
public struct BatchSettings: Sendable, Equatable {
    public static let section = "batch"
    public static let keys = ["inbox", "processed", "failed", "settle", "jobs", "file_timeout", "memory_limit_mb"]

    public var inbox: String?
    public var processed: String?
    public var failed: String?
    public var settle: Double?
    public var jobs: Int?
    public var fileTimeout: Double?
    public var memoryLimitMB: Int?

    public init() {}

    /// From the command's configuration file, read once for every section.
    public static func load(_ settings: SettingsFile, home: String) throws(ConfigurationFileError) -> BatchSettings {
        guard let file = try settings.file() else { return BatchSettings() }
        return try BatchSettings(file, home: home)
    }

    public init(_ file: ConfigurationFile, home: String) throws(ConfigurationFileError) {
        let directory = ParentFolder.of(file.path)
        for entry in file.entries(in: BatchSettings.section) {
            switch entry.key {
            case "inbox": inbox = try BatchSettings.folder(entry, file: file, directory: directory, home: home)
            case "processed": processed = try BatchSettings.folder(entry, file: file, directory: directory, home: home)
            case "failed": failed = try BatchSettings.folder(entry, file: file, directory: directory, home: home)
            case "settle": settle = try LimitsSettings.seconds(entry, file: file, in: 0...86_400)
            case "file_timeout": fileTimeout = try LimitsSettings.seconds(entry, file: file, in: 1...86_400)
            case "jobs": jobs = try LimitsSettings.whole(entry, file: file, in: 1...256)
            case "memory_limit_mb": memoryLimitMB = try LimitsSettings.whole(entry, file: file, in: 256...1_048_576)
            default:
                throw file.error(at: entry, "`\(entry.key)` is not a [batch] setting: use one of " + BatchSettings.keys.joined(separator: ", "))
            }
        }
    }

    /// `~` and `~/` are the home folder; a relative path is relative to the configuration file.
    /// `~name` (another user's home) is refused rather than made a folder named so.
    private static func folder(
        _ entry: ConfigurationFile.Entry, file: ConfigurationFile, directory: String,
        home: String
    ) throws(ConfigurationFileError) -> String {
        let value = entry.value
        guard !value.isEmpty else { throw file.error(at: entry, "`\(entry.key)` needs a folder, or remove the line") }
        if value == "~" { return home }
        if value.hasPrefix("~/") { return home + value.dropFirst() }
        if value.hasPrefix("~") {
            throw file.error(at: entry, "`\(entry.key) = \(value)`: write `~/` and the folder, or the folder's full path")
        }
        if value.hasPrefix("/") { return value }
        return directory + "/" + value
    }
}
