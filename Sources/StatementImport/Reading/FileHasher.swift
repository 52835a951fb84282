#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import StatementCore
import Toolbox

/// The lowercase hex SHA-256 of a file's bytes, read in 1 MiB pieces into one buffer reused for
/// the whole file (a fresh `Data` per piece cost an allocation and its page faults each time).
public enum FileHasher {
    /// Nil when the file cannot be opened or a read fails part way: a hash of part of a file
    /// would name bytes that were never the file.
    public static func sha256(_ path: String) -> String? {
        // Non-blocking, and only a regular file: opening a named pipe would wait for a writer forever.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var information = stat()
        guard fstat(descriptor, &information) == 0, information.st_mode & S_IFMT == S_IFREG else { return nil }
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
        let hashes = IndexedResults<String?>(count: paths.count)
        let stride = min(threads, paths.count)
        DispatchQueue.concurrentPerform(iterations: stride) { start in
            for index in Swift.stride(from: start, to: paths.count, by: stride) { hashes.put(sha256(paths[index]), at: index) }
        }
        var byPath: [String: String] = [:]
        for (path, hash) in zip(paths, hashes.all()) { byPath[path] = hash }
        return byPath
    }
}
