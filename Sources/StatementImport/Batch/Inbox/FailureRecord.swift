import Foundation

/// `<name>.error.json` beside a file in failed/: why it failed and what the file was, so the next
/// run leaves it alone until it changes or `--retry-failed` is given.
public struct FailureRecord: Codable, Sendable, Equatable {
    public var file: String
    public var error: String
    public var category: String
    /// The exit code `import` would have given for this file alone.
    public var exitCode: Int32
    /// ISO 8601, UTC.
    public var failedAt: String
    public var toolVersion: String
    public var size: Int64
    /// Seconds since 1970, as the file system keeps it.
    public var modified: Double
    public var sha256: String?
    /// For a file refused on a question only its owner can answer: the command that imports it
    /// once they have (`statement-import import 'failed/x.pdf' --currency CODE`).
    public var command: String?

    enum CodingKeys: String, CodingKey {
        case file, error, category, exitCode = "exit_code", failedAt = "failed_at", toolVersion = "tool_version"
        case size, modified, sha256, command
    }

    public static let suffix = ".error.json"

    public static func path(besides file: String) -> String { file + suffix }

    public static func read(besides file: String) -> FailureRecord? {
        guard let data = FileManager.default.contents(atPath: path(besides: file)) else { return nil }
        return try? JSONDecoder().decode(FailureRecord.self, from: data)
    }

    public func write(besides file: String) throws {
        try AtomicFile.write(BatchJSON.encode(self), to: FailureRecord.path(besides: file))
    }
}
