#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import StatementCore

/// The lowercase hex SHA-256 of a file's bytes, read in 1 MiB pieces into one buffer reused for
/// the whole file (a fresh `Data` per piece cost an allocation and its page faults each time).
public enum FileHasher {
    /// Nil when the file cannot be opened or a read fails part way: a hash of part of a file
    /// would name bytes that were never the file.
    public static func sha256(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 64)
        defer { buffer.deallocate() }
        var hasher = SHA256()
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count == 0 { return hasher.finishHex() }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            hasher.update(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
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
