#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
}
