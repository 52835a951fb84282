import Foundation

/// The XDG base directories, read from an environment dictionary so tests and other programs
/// pass their own. Per the XDG Base Directory specification a variable that is unset, empty or
/// relative is ignored and the default under the home directory used instead.
public struct XDGDirectories: Sendable, Equatable {
    public var dataHome: String
    public var configHome: String
    public var cacheHome: String
    public var stateHome: String

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = XDGDirectories.home(environment)
        func directory(_ variable: String, default relative: String) -> String {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return home + "/" + relative
        }
        dataHome = directory("XDG_DATA_HOME", default: ".local/share")
        configHome = directory("XDG_CONFIG_HOME", default: ".config")
        cacheHome = directory("XDG_CACHE_HOME", default: ".cache")
        stateHome = directory("XDG_STATE_HOME", default: ".local/state")
    }

    /// This program's own folders: `<home>/statement-import`.
    public static let applicationName = "statement-import"
    public var applicationData: String { dataHome + "/" + XDGDirectories.applicationName }
    public var applicationConfig: String { configHome + "/" + XDGDirectories.applicationName }
    public var applicationCache: String { cacheHome + "/" + XDGDirectories.applicationName }
    public var applicationState: String { stateHome + "/" + XDGDirectories.applicationName }
    /// The configuration file, `<config home>/statement-import/config`: the one place its path is written.
    public var configurationFile: String { applicationConfig + "/config" }

    private static func home(_ environment: [String: String]) -> String {
        if let home = environment["HOME"], !home.isEmpty { return home }
        return NSHomeDirectory()
    }
}
