#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Size and modification time as `lstat` gives them: enough to notice that a file changed without
/// reading it.
public struct FileIdentity: Sendable, Hashable, Codable {
    public var size: Int64
    /// Seconds since 1970, with the nanoseconds the file system keeps.
    public var modified: Double
    /// The later of mtime and ctime: ctime moves on every write and cannot be set back by a
    /// downloader that copies the server's date onto the file.
    public var lastChange: Double
    public var isRegularFile: Bool

    public init(size: Int64, modified: Double, lastChange: Double, isRegularFile: Bool) {
        self.size = size
        self.modified = modified
        self.lastChange = lastChange
        self.isRegularFile = isRegularFile
    }

    /// nil when the path does not exist or cannot be examined.
    public static func of(_ path: String) -> FileIdentity? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        let changed = Double(info.st_ctimespec.tv_sec) + Double(info.st_ctimespec.tv_nsec) / 1e9
        #else
        let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        let changed = Double(info.st_ctim.tv_sec) + Double(info.st_ctim.tv_nsec) / 1e9
        #endif
        return FileIdentity(
            size: Int64(info.st_size), modified: modified, lastChange: max(modified, changed),
            isRegularFile: (info.st_mode & S_IFMT) == S_IFREG)
    }

    /// Whether the contents may differ: a different size or modification time.
    public func differs(from other: FileIdentity) -> Bool {
        size != other.size || modified != other.modified
    }
}
