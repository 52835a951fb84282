import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Moves a file without ever overwriting: `link(2)` fails when the target exists, then the source
/// is unlinked, so the move is atomic within a file system and a name taken is never replaced
/// (the next free `-2`, `-3`… name is used instead). Across file systems it copies, then removes.
public enum FileMover {
    public struct Failure: Error, Sendable {
        public var message: String
    }

    /// Returns the path the file now has.
    @discardableResult
    public static func move(_ source: String, toFolder folder: String, relativePath: String) throws(Failure) -> String {
        let target = folder + "/" + relativePath
        let directory = (target as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(message: "cannot create \(directory) (\(error.localizedDescription)): check its permissions")
        }
        let stem = (target as NSString).deletingPathExtension
        let suffix = (target as NSString).pathExtension
        for attempt in 1...1000 {
            let candidate = attempt == 1 ? target : stem + "-\(attempt)" + (suffix.isEmpty ? "" : "." + suffix)
            if link(source, candidate) == 0 {
                guard unlink(source) == 0 else {
                    let code = errno
                    unlink(candidate)
                    throw Failure(message: "cannot remove \(source) after linking it to \(candidate) (\(String(cString: strerror(code))))")
                }
                return candidate
            }
            switch errno {
            case EEXIST: continue
            case EXDEV, EPERM, ENOTSUP, EOPNOTSUPP:
                return try copyThenRemove(source, to: candidate)
            case let code:
                throw Failure(message: "cannot move \(source) to \(candidate) (\(String(cString: strerror(code)))): check the folders' permissions")
            }
        }
        throw Failure(message: "cannot move \(source): 1000 files named like \(target) are already there")
    }

    /// Where hard links are not possible (another file system, some network shares).
    private static func copyThenRemove(_ source: String, to target: String) throws(Failure) -> String {
        var candidate = target
        var attempt = 1
        while FileManager.default.fileExists(atPath: candidate) {
            attempt += 1
            candidate = (target as NSString).deletingPathExtension + "-\(attempt)." + (target as NSString).pathExtension
        }
        do {
            try FileManager.default.copyItem(atPath: source, toPath: candidate)
            try FileManager.default.removeItem(atPath: source)
        } catch {
            throw Failure(message: "cannot move \(source) to \(candidate) (\(error.localizedDescription)): check the folders' permissions")
        }
        return candidate
    }
}
