#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one-run-at-a-time lock: a non-blocking exclusive `flock` on `.statement-import.lock` in
/// the inbox. The kernel drops it when the process ends, however it ends, so a crashed run never
/// leaves a stale lock behind. One owner of the descriptor: `deinit` closes it.
public final class InboxLock {
    public static let fileName = ".statement-import.lock"

    public enum Failure: Error, Equatable {
        /// Another run holds the lock.
        case held
        /// The lock file cannot be created or opened (errno).
        case cannotOpen(path: String, errno: Int32)
    }

    private let descriptor: Int32
    public let path: String

    /// Takes the lock or fails at once; it never waits.
    public init(inbox: String) throws(Failure) {
        let path = inbox.hasSuffix("/") ? inbox + InboxLock.fileName : inbox + "/" + InboxLock.fileName
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, errno: errno) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(descriptor)
            if code == EWOULDBLOCK || code == EAGAIN { throw .held }
            throw .cannotOpen(path: path, errno: code)
        }
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
