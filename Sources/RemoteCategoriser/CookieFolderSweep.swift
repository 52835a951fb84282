import Foundation

/// Foundation on Linux makes its shared cookie store the first time a URL session configuration is
/// made, and with it an empty folder in the user's data folder named after the executable's
/// folder (`~/.local/share/bin` for an installed tool). The sessions here keep no cookies, so
/// a folder the configuration made, and left empty, is taken away again.
enum CookieFolderSweep {
    static func around<Value>(_ body: () -> Value) -> Value {
        #if os(Linux)
        guard let folder = folder(), !FileManager.default.fileExists(atPath: folder) else { return body() }
        let value = body()
        // rmdir removes only an empty folder: anything put there meanwhile stays.
        _ = rmdir(folder)
        return value
        #else
        return body()
        #endif
    }

    /// `$XDG_DATA_HOME/<executable's folder>`, else `~/.local/share/<executable's folder>`.
    static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let name = Bundle.main.bundleURL.lastPathComponent
        guard !name.isEmpty, name != "/" else { return nil }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/" + name }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.local/share/" + name
    }
}
