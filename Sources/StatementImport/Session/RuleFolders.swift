import Categorisation
import Foundation
import StatementCore
import Toolbox

/// Where the rule and layout files are. The user's folder
/// (`$XDG_CONFIG_HOME/statement-import/rules`, else `~/.config/statement-import/rules`) is read
/// first, so its rules win. The shipped `Rules/` folder is the first that exists of:
/// 1. `$STATEMENT_IMPORT_RULES`;
/// 2. `Rules` beside the executable (its own path, from the system: run by its name through PATH,
///    `arguments[0]` is only that name);
/// 3. `../share/statement-import/Rules` relative to the executable (what `scripts/install` makes);
/// 4. a `Rules` folder in a parent of the executable (a checkout's `.build/debug/statement-import`);
/// 5. `./Rules` in the current folder.
public struct RuleFolders: Sendable, Equatable {
    /// The user's own rules folder (it may not exist).
    public var user: String
    /// The user's own layout profiles folder (it may not exist).
    public var userLayouts: String
    /// The shipped `Rules/` folder, nil when none of the places above has one.
    public var shipped: String?
    /// Every place looked at for the shipped folder, in order, for messages.
    public var searched: [String]

    public init(
        environment: [String: String], executablePath: String = ExecutableLocation.current ?? CommandLine.arguments.first ?? ".",
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        user = RuleSet.userRulesDirectory(environment: environment)
        userLayouts = RuleFolders.userConfig(environment: environment) + "/layouts"
        var candidates: [String] = []
        if let explicit = environment["STATEMENT_IMPORT_RULES"], !explicit.isEmpty {
            candidates = [explicit]
        } else {
            let executable = URL(fileURLWithPath: executablePath, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true))
                .resolvingSymlinksInPath().deletingLastPathComponent()
            candidates.append(executable.appendingPathComponent("Rules").path)
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("share/statement-import/Rules").path)
            var parent = executable.deletingLastPathComponent()
            for _ in 0..<5 {
                candidates.append(parent.appendingPathComponent("Rules").path)
                parent = parent.deletingLastPathComponent()
            }
            candidates.append(currentDirectory + "/Rules")
        }
        searched = candidates
        shipped = candidates.first(where: RuleFolders.isFolder)
    }

    /// The rule folders to read, the user's first.
    public var ruleFolders: [String] { [user] + (shipped.map { [$0] } ?? []) }

    /// The layout folders to read, the user's first.
    public var layoutFolders: [String] { [userLayouts] + (shipped.map { [$0 + "/layouts"] } ?? []) }

    /// Whether a shipped rule file was found: without one, only the user's rules and what the
    /// ledger learned categorise, which is almost never what was meant.
    public var hasShippedRules: Bool {
        guard let shipped else { return false }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: shipped)) ?? []
        return names.contains { $0.hasSuffix(".rules") }
    }

    /// The warning `import` prints when no shipped rule file was found.
    public var missingShippedRulesWarning: String {
        "no shipped rule files found (looked in \(searched.map(DisplayName.of).joined(separator: ", "))): "
            + "rows are categorised only by your own rules and what the ledger learned; "
            + "set STATEMENT_IMPORT_RULES or install with scripts/install"
    }

    /// `$XDG_CONFIG_HOME/statement-import`, else `~/.config/statement-import`.
    static func userConfig(environment: [String: String]) -> String {
        XDGDirectories(environment: environment).applicationConfig
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
