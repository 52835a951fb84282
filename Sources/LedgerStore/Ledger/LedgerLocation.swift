import Foundation

/// Where the ledger file lives: an explicit path wins, then STATEMENT_IMPORT_LEDGER, then
/// $XDG_DATA_HOME/statement-import/ledger.sqlite, then ~/.local/share/statement-import/ledger.sqlite.
public enum LedgerLocation {
    public static let environmentVariable = "STATEMENT_IMPORT_LEDGER"

    public static func resolve(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let fromEnvironment = environment[environmentVariable], !fromEnvironment.isEmpty { return fromEnvironment }
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            // XDG says a relative XDG_DATA_HOME is invalid and must be ignored.
            let home = environment["HOME"] ?? NSHomeDirectory()
            dataHome = home + "/.local/share"
        }
        return dataHome + "/statement-import/ledger.sqlite"
    }

    /// The ledger holds financial history: its directory is private to the user (0700).
    static func prepareDirectory(for path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        guard !directory.isEmpty else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue { return }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
    }
}
