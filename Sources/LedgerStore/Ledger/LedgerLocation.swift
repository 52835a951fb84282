import Foundation
import StatementCore

/// Where the ledger file lives: an explicit path wins, then STATEMENT_IMPORT_LEDGER, then
/// $XDG_DATA_HOME/statement-import/ledger.sqlite, then ~/.local/share/statement-import/ledger.sqlite.
public enum LedgerLocation {
    public static let environmentVariable = "STATEMENT_IMPORT_LEDGER"

    public static func resolve(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let fromEnvironment = environment[environmentVariable], !fromEnvironment.isEmpty { return fromEnvironment }
        return XDGDirectories(environment: environment).applicationData + "/ledger.sqlite"
    }

    /// The ledger holds financial history: its directory is private to the user (0700).
    static func prepareDirectory(for path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        guard !directory.isEmpty else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue { return }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            // Foundation's text names NSCocoaErrorDomain; the user needs the folder and what to do.
            throw LedgerError.cannotOpen(path: path)
        }
    }
}
