import Toolbox

/// The `[limits]` section of the configuration file: how long reading one file may take
/// (`file_timeout`, seconds) and how much memory its reader may hold (`memory_limit_mb`), for
/// every command that reads one (`parse`, `extract`, `import`, `remote preview`, and `batch`'s
/// workers). `[batch]` took the same two keys before there was a `[limits]` section and still
/// does; a value in `[limits]` is taken over `[batch]`'s. A wrong value is an error at file:line.
public struct LimitsSettings: Sendable, Equatable {
    public static let section = "limits"
    public static let keys = ["file_timeout", "memory_limit_mb"]

    public var fileTimeout: Double?
    public var memoryLimitMB: Int?

    public init() {}

    /// From the command's configuration file, read once for every section.
    public static func load(_ settings: SettingsFile) throws(ConfigurationFileError) -> LimitsSettings {
        var limits = LimitsSettings()
        guard let file = try settings.file() else { return limits }
        for entry in file.entries(in: section) {
            switch entry.key {
            case "file_timeout": limits.fileTimeout = try seconds(entry, file: file, in: 1...86_400)
            case "memory_limit_mb": limits.memoryLimitMB = try whole(entry, file: file, in: 256...1_048_576)
            default:
                throw file.error(at: entry, "`\(entry.key)` is not a [limits] setting: use one of " + keys.joined(separator: ", "))
            }
        }
        return limits
    }

    /// Seconds for one file: `[limits]`, else `[batch]`'s `file_timeout`, else the default.
    public func seconds(orElse batch: Double?) -> Double {
        fileTimeout ?? batch ?? ReadingLimits.defaultSeconds
    }

    /// Megabytes for one reader: `[limits]`, else `[batch]`'s `memory_limit_mb`, else the default.
    public func megabytes(orElse batch: Int?) -> Int {
        memoryLimitMB ?? batch ?? ReadingLimits.defaultMegabytes
    }

    /// Seconds (`120` or `120s`) within `range`; `[batch]`'s values are read the same way.
    static func seconds(
        _ entry: ConfigurationFile.Entry, file: ConfigurationFile,
        in range: ClosedRange<Double>
    ) throws(ConfigurationFileError) -> Double {
        let text = entry.value.hasSuffix("s") ? String(entry.value.dropLast()) : entry.value
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, range.contains(value) else {
            throw file.error(
                at: entry, "`\(entry.key) = \(entry.value)`: write a number of seconds from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
        }
        return value
    }

    /// A whole number within `range`.
    static func whole(
        _ entry: ConfigurationFile.Entry, file: ConfigurationFile,
        in range: ClosedRange<Int>
    ) throws(ConfigurationFileError) -> Int {
        guard let value = Int(entry.value), range.contains(value) else {
            throw file.error(at: entry, "`\(entry.key) = \(entry.value)`: write a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }
}
