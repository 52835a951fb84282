import Foundation

/// The configuration file of one command, read from disk at most once however many sections are
/// asked for: `[ledger]`, `[remote]`, `[import]`, `[batch]`… each go to the code that owns them
/// from this one reading. A file that is not there is no file (every setting has a default); a
/// file that cannot be read or parsed gives the same error to every asker.
public final class SettingsFile: @unchecked Sendable {
    public let path: String
    private let lock = NSLock()
    private var loaded: Result<ConfigurationFile?, ConfigurationFileError>?
    private var readCount = 0

    public init(path: String) {
        self.path = path
    }

    /// The file at the XDG configuration path of `environment`.
    public convenience init(environment: [String: String]) {
        self.init(path: XDGDirectories(environment: environment).configurationFile)
    }

    /// The parsed file, nil when there is none; read on the first call only.
    public func file() throws(ConfigurationFileError) -> ConfigurationFile? {
        let result = lock.withLock { () -> Result<ConfigurationFile?, ConfigurationFileError> in
            if let loaded { return loaded }
            readCount += 1
            let result: Result<ConfigurationFile?, ConfigurationFileError>
            do throws(ConfigurationFileError) {
                result = .success(try ConfigurationFile.load(path: path))
            } catch {
                result = .failure(error)
            }
            loaded = result
            return result
        }
        return try result.get()
    }

    /// How many times the file was read from disk (at most once): tests count it.
    public var reads: Int { lock.withLock { readCount } }
}
