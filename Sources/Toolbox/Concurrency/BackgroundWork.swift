import Foundation

/// Work started on another thread whose result is waited for when it is needed, so it runs
/// alongside what the caller does meanwhile.
public final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Value?

    public init(_ work: @escaping @Sendable () -> Value) {
        let run: @Sendable () -> Void = { [self] in
            let value = work()
            condition.lock()
            result = value
            condition.broadcast()
            condition.unlock()
        }
        // From the main thread, a pooled thread: one that read pages before allocates from the
        // memory they freed, where a new thread grows a heap of its own (12 MB more at the peak
        // of a 500-page import). Elsewhere a thread of its own: a pooled caller waiting could
        // hold the very thread the work needs.
        if Thread.isMainThread {
            DispatchQueue.global().async(execute: run)
        } else {
            Thread(block: run).start()
        }
    }

    /// The work's result, waiting for it to be finished first.
    public var value: Value {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result { return result }
            condition.wait()
        }
    }
}
