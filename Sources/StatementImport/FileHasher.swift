import Foundation
import StatementCore

/// The lowercase hex SHA-256 of a file's bytes, read in 1 MiB pieces.
enum FileHasher {
    static func sha256(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var hasher = SHA256()
        // corelibs Foundation answers nil at the end of the file where Darwin answers empty data.
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            hasher.update(chunk)
        }
        return SHA256.hex(hasher.finish())
    }

    /// The hash of each path that can be read, on up to `threads` threads: a folder's files are
    /// hashed before any is read, so the readers wait for this.
    static func sha256(of paths: [String], threads: Int) -> [String: String] {
        guard threads > 1 && paths.count > 1 else {
            return paths.reduce(into: [:]) { hashes, path in hashes[path] = sha256(path) }
        }
        let hashes = HashList(count: paths.count)
        let stride = min(threads, paths.count)
        DispatchQueue.concurrentPerform(iterations: stride) { start in
            for index in Swift.stride(from: start, to: paths.count, by: stride) { hashes.set(index, sha256(paths[index])) }
        }
        return hashes.byPath(paths)
    }

    /// What the hashing threads found, handed over under a lock.
    private final class HashList: @unchecked Sendable {
        private let lock = NSLock()
        private var hashes: [String?]

        init(count: Int) { hashes = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ hash: String?) {
            lock.lock()
            defer { lock.unlock() }
            hashes[index] = hash
        }

        func byPath(_ paths: [String]) -> [String: String] {
            lock.lock()
            defer { lock.unlock() }
            var result: [String: String] = [:]
            for (path, hash) in zip(paths, hashes) { result[path] = hash }
            return result
        }
    }
}
