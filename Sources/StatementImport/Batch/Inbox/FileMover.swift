import Foundation
import StatementCore
import Toolbox
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Moves a file without ever overwriting: `link(2)` fails when the target exists, then the source
/// is unlinked, so the move is atomic within a file system and a name taken is never replaced
/// (the next free `-2`, `-3`… name is used instead). Across file systems it copies to a hidden
/// temporary name, flushes and verifies the copy, names it, then removes the source.
public enum FileMover {
    public struct Failure: Error, Sendable {
        public var message: String
    }

    /// The longest name a folder entry may have on the file systems in use (NAME_MAX).
    static let longestName = 255

    /// Returns the path the file now has. `room`: bytes its name must leave free for a file named
    /// after it (failed/'s error record); a name too long for that, or for a `-2` that a name
    /// already taken needs, is shortened before its extension, so it never stays behind for good.
    @discardableResult
    public static func move(_ source: String, toFolder folder: String, relativePath: String, room: Int = 0) throws(Failure) -> String {
        let target = folder + "/" + relativePath
        let directory = ParentFolder.of(target)
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(
                message:
                    "cannot create \(directory) \(FileProblem(error, writing: directory).explained(otherwise: "check its permissions"))"
            )
        }
        let stem = (target as NSString).deletingPathExtension
        let suffix = (target as NSString).pathExtension
        for attempt in 1...1000 {
            let candidate = fitted(stem: stem, mark: attempt == 1 ? "" : "-\(attempt)", extension: suffix, room: room)
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

    /// `stem` + `mark` + `.extension`, its last component cut (at a character, before the mark and
    /// the extension) to leave `room` bytes under the longest name.
    static func fitted(stem: String, mark: String, extension suffix: String, room: Int) -> String {
        let folder = ParentFolder.of(stem)
        var name = Substring(folder.isEmpty ? stem : String(stem.dropFirst(folder.count + (folder == "/" ? 0 : 1))))
        let tail = mark + (suffix.isEmpty ? "" : "." + suffix)
        let limit = max(16, longestName - room)
        while !name.isEmpty, name.utf8.count + tail.utf8.count > limit { name = name.dropLast() }
        let fittedName = String(name) + tail
        return folder.isEmpty ? fittedName : (folder == "/" ? "/" + fittedName : folder + "/" + fittedName)
    }

    /// Where hard links are not possible (another file system, some network shares). The copy goes
    /// to a hidden temporary name beside the target, is flushed to disk and compared with the
    /// source (size and SHA-256), and only then takes a real name: a disk that fills up part way
    /// leaves no truncated file under a name that looks finished, and the source stays put.
    private static func copyThenRemove(_ source: String, to target: String) throws(Failure) -> String {
        let directory = ParentFolder.of(target)
        let temporary = directory + "/.\((target as NSString).lastPathComponent).\(getpid()).partial"
        let copied: String
        do {
            copied = try copyFlushed(source, to: temporary)
        } catch {
            unlink(temporary)
            throw error
        }
        guard FileHasher.sha256(temporary) == copied else {
            unlink(temporary)
            throw Failure(message: "the copy of \(source) in \(directory) does not match it; the file stays where it was")
        }
        let placed: String
        do {
            placed = try place(temporary, at: target)
        } catch {
            unlink(temporary)
            throw error
        }
        guard unlink(source) == 0 || errno == ENOENT else {
            throw Failure(message: "cannot remove \(source) after copying it to \(placed) (\(String(cString: strerror(errno))))")
        }
        return placed
    }

    /// Copies `source` to the new file `temporary`, flushes it, and returns the SHA-256 of the
    /// bytes written.
    private static func copyFlushed(_ source: String, to temporary: String) throws(Failure) -> String {
        let input = open(source, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard input >= 0 else { throw Failure(message: "cannot read \(source) (\(String(cString: strerror(errno))))") }
        defer { close(input) }
        let output = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else {
            throw Failure(message: "cannot create \(temporary) (\(String(cString: strerror(errno)))): check the folder's permissions and free space")
        }
        defer { close(output) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 64)
        defer { buffer.deallocate() }
        var hasher = SHA256()
        while true {
            let count = read(input, buffer.baseAddress, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw Failure(message: "cannot read \(source) (\(String(cString: strerror(errno))))") }
            if count == 0 { break }
            let piece = UnsafeRawBufferPointer(rebasing: buffer[..<count])
            hasher.update(piece)
            var written = 0
            while written < count {
                let result = write(output, piece.baseAddress.map { $0 + written }, count - written)
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else {
                    throw Failure(
                        message: "cannot copy \(source) to \(ParentFolder.of(temporary)) "
                            + "(\(String(cString: strerror(errno)))): free some space or check the folder; the file stays where it was")
                }
                written += result
            }
        }
        guard fsync(output) == 0 else {
            throw Failure(
                message: "cannot flush the copy of \(source) (\(String(cString: strerror(errno)))): free some space; the file stays where it was")
        }
        return hasher.finishHex()
    }

    /// Gives the finished copy the first free name from `target` on, never replacing one: a hard
    /// link where the file system has them, else a rename after checking the name is free.
    private static func place(_ temporary: String, at target: String) throws(Failure) -> String {
        let stem = (target as NSString).deletingPathExtension
        let suffix = (target as NSString).pathExtension
        for attempt in 1...1000 {
            let candidate = attempt == 1 ? target : stem + "-\(attempt)" + (suffix.isEmpty ? "" : "." + suffix)
            if link(temporary, candidate) == 0 {
                unlink(temporary)
                return candidate
            }
            switch errno {
            case EEXIST: continue
            case EPERM, ENOTSUP, EOPNOTSUPP:
                if FileManager.default.fileExists(atPath: candidate) { continue }
                guard rename(temporary, candidate) == 0 else { break }
                return candidate
            default: break
            }
            throw Failure(message: "cannot name the copy \(candidate) (\(String(cString: strerror(errno)))): check the folder's permissions")
        }
        throw Failure(message: "cannot place \(temporary): 1000 files named like \(target) are already there")
    }
}
