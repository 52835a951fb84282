import Foundation

/// A fresh folder of one test's own under the system's temporary folder, removed when the test
/// lets go of it. `create(prefix:)` makes one the caller removes (or leaves for a person to look at).
open class TemporaryFolder: @unchecked Sendable {
    public let url: URL
    public var path: String { url.path }

    public init(prefix: String = "statement-import-tests") throws {
        url = try TemporaryFolder.create(prefix: prefix)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// A new empty folder named `prefix-UUID`, kept until the caller removes it.
    public static func create(prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The path of `name` inside the folder.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `name` (folders in it are made) with `mode`; its path.
    @discardableResult
    public func write(_ name: String, _ text: String, mode: Int = 0o600) throws -> String {
        let file = path(name)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file)
        return file
    }

    /// Writes `data` to `name`; its path.
    public func write(_ data: Data, as name: String) throws -> String {
        try data.write(to: url.appendingPathComponent(name))
        return path(name)
    }

    /// What `name` holds as text, empty when it cannot be read.
    public func read(_ name: String) -> String {
        (try? String(contentsOfFile: path(name), encoding: .utf8)) ?? ""
    }
}
