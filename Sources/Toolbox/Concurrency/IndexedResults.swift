import Foundation

/// Results that threads put in numbered places, under a lock, and that are read back in order
/// once every thread is done (after `DispatchQueue.concurrentPerform` returns).
public final class IndexedResults<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result?]

    public init(count: Int) { results = Array(repeating: nil, count: count) }

    public func put(_ result: Result, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        results[index] = result
    }

    /// The results put, in order of their places.
    public func all() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        return results.compactMap { $0 }
    }
}
