import Foundation
import Toolbox

/// Where the ledger lives: an explicit location wins, then STATEMENT_IMPORT_LEDGER, then
/// `location` in the `[ledger]` section of the configuration file, then
/// $XDG_DATA_HOME/statement-import/ledger.sqlite, then ~/.local/share/statement-import/ledger.sqlite.
/// A `postgresql://` (or `postgres://`) URL puts it on a PostgreSQL server; anything else is a
/// SQLite file path.
public enum LedgerLocation {
    public static let environmentVariable = "STATEMENT_IMPORT_LEDGER"

    /// `settings`: the command's configuration file, read once for every section; without it the
    /// file at the XDG path is read here.
    public static func resolve(
        explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment, settings: SettingsFile? = nil
    ) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let fromEnvironment = environment[environmentVariable], !fromEnvironment.isEmpty { return fromEnvironment }
        let xdg = XDGDirectories(environment: environment)
        if let configured = configured(xdg: xdg, environment: environment, settings: settings ?? SettingsFile(path: xdg.configurationFile)) {
            return configured
        }
        return xdg.applicationData + "/ledger.sqlite"
    }

    /// The configuration file's section naming the ledger.
    public static let section = "ledger"

    /// A `[ledger]` key other than `location`, as an error at its line: a misspelt `locaton` would
    /// otherwise leave the ledger at its default place, and the imports would go where nobody looks.
    public static func unknownKey(in file: ConfigurationFile) -> ConfigurationFileError? {
        guard let entry = file.entries(in: section).first(where: { $0.key != "location" }) else { return nil }
        return file.error(at: entry, "`\(entry.key)` is not a [ledger] setting: use location")
    }

    /// `[ledger] location = …` of the configuration file: a URL as written, a path with `~/` for
    /// the home folder and relative to the file's folder. A file that cannot be read names no
    /// ledger here; the commands that read its other sections report what is wrong with it.
    static func configured(xdg: XDGDirectories, environment: [String: String], settings: SettingsFile) -> String? {
        guard let file = try? settings.file(),
            let value = file.entry("location", in: section)?.value, !value.isEmpty
        else { return nil }
        if !isFile(value) || value.hasPrefix("/") { return value }
        if value.hasPrefix("~/") {
            let home = environment["HOME"] ?? NSHomeDirectory()
            return home + value.dropFirst()
        }
        return xdg.applicationConfig + "/" + value
    }

    public static func backend(of location: String) -> LedgerBackend {
        LedgerDialects.dialect(for: location).backend
    }

    /// Whether the ledger there is a file on this machine (a path), rather than a database on a
    /// server (a URL, where only connecting tells whether it holds a ledger).
    public static func isFile(_ location: String) -> Bool {
        LedgerDialects.dialect(for: location).isFile
    }

    /// The location as it may be printed: a URL loses any password.
    public static func printable(_ location: String) -> String {
        LedgerDialects.dialect(for: location).printable(location)
    }

    /// Whether a ledger may be there without opening it: a file that exists, or any server URL
    /// (only connecting tells whether the database holds a ledger).
    public static func mayExist(_ location: String) -> Bool {
        LedgerDialects.dialect(for: location).mayExist(location)
    }
}
