import Foundation
import StatementCore

/// The lowercase hex SHA-256 of a file's bytes, read in 1 MiB pieces.
public enum FileHasher {
    public static func sha256(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var hasher = SHA256()
        // corelibs Foundation answers nil at the end of the file where Darwin answers empty data.
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            chunk.withUnsafeBytes { hasher.update($0) }
        }
        return hasher.finishHex()
    }
}
