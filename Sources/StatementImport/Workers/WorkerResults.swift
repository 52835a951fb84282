import Foundation

/// The answers of a `WorkerPool`'s children, handed from its reading thread to the caller's in
/// file order under one condition lock.
final class WorkerResults: @unchecked Sendable {
    private let condition = NSCondition()
    private var results: [Int: Result<WorkerAnswer, WorkerAnswer.Failure>] = [:]
    private var requestedIndex = 0
    private var stopped = false
    private var finished = false
    private var decodingStep: (@Sendable (WorkerAnswer) -> WorkerAnswer)?

    init(count: Int) {
        results.reserveCapacity(count)
    }

    /// The file whose result the caller waits for or will ask for next: it is done with every
    /// one before. The reading thread stays a few files ahead of it.
    var requested: Int {
        condition.lock()
        defer { condition.unlock() }
        return requestedIndex
    }

    /// Set when the caller is done (or gave up): the reading thread stops its children and returns.
    var isStopped: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopped
    }

    func put(_ index: Int, _ result: Result<WorkerAnswer, WorkerAnswer.Failure>) {
        condition.lock()
        results[index] = result
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for file `index`'s result; nil only when the reading thread ended without one.
    func take(_ index: Int) -> Result<WorkerAnswer, WorkerAnswer.Failure>? {
        condition.lock()
        defer { condition.unlock() }
        requestedIndex = index
        while results[index] == nil && !finished { condition.wait() }
        return results.removeValue(forKey: index)
    }

    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// Work done on the reading thread to each answer from now on; set late when what it needs
    /// (the ledger's categoriser) is ready only after the children were started.
    var afterDecoding: (@Sendable (WorkerAnswer) -> WorkerAnswer)? {
        get {
            condition.lock()
            defer { condition.unlock() }
            return decodingStep
        }
        set {
            condition.lock()
            decodingStep = newValue
            condition.unlock()
        }
    }

    func waitUntilFinished() {
        condition.lock()
        while !finished { condition.wait() }
        condition.unlock()
    }
}
