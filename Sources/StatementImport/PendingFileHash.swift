import Foundation

/// A file's SHA-256 wanted once its pages are read: with several threads, one hashes the file
/// while the others extract (`run`), so the hash leaves the serial part of a read; with one, it
/// is taken when first asked for (`value`). A hash the caller already has is never taken again.
final class PendingFileHash: @unchecked Sendable {
    private let path: String
    private let lock = NSLock()
    private var done: Bool
    private var hash: String?

    init(path: String, known: String?) {
        self.path = path
        hash = known
        done = known != nil
    }

    func run() {
        lock.lock()
        defer { lock.unlock() }
        guard !done else { return }
        hash = FileHasher.sha256(path)
        done = true
    }

    /// nil when the file cannot be read.
    var value: String? {
        run()
        lock.lock()
        defer { lock.unlock() }
        return hash
    }
}
