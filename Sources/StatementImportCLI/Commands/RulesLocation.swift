import Foundation

/// Where the shipped `Rules/` directory and the user's own rule and layout files are.
enum RulesLocation {
    /// `STATEMENT_IMPORT_RULES`, else a `Rules` directory beside the executable or one of its
    /// parents (a checkout's `.build/debug/statement-import` finds the checkout's), else `./Rules`.
    static func shipped(environment: [String: String]) -> String {
        if let explicit = environment["STATEMENT_IMPORT_RULES"], !explicit.isEmpty { return explicit }
        var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = directory.appendingPathComponent("Rules").path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return FileManager.default.currentDirectoryPath + "/Rules"
    }

    /// `$XDG_CONFIG_HOME/statement-import`, else `~/.config/statement-import`.
    static func userConfig(environment: [String: String]) -> String {
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty { return config + "/statement-import" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.config/statement-import"
    }
}
