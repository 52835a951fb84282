import Foundation
import StatementCore
import Testing
import Toolbox

/// Work on another thread whose result is waited for: given once, to every reader, from any thread.
@Suite struct BackgroundWorkTests {
    @Test func theResultIsTheWorksOnceItIsDone() {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let work = BackgroundWork { () -> [Int] in
            started.signal()
            release.wait()
            return Array(1...1000)
        }
        // The work runs while this thread goes on: it started, and waits for this thread.
        started.wait()
        release.signal()
        #expect(work.value == Array(1...1000))
        #expect(work.value.count == 1000)
    }

    @Test func manyWaitedForAtOnceFromPooledThreadsAllFinish() {
        // Callers off the main thread get threads of their own, so none waits for a pooled thread it holds.
        let sums = IndexedResults<Int>(count: 16)
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let work = BackgroundWork { (0...index).reduce(0, +) }
            sums.put(work.value, at: index)
        }
        #expect(sums.all() == (0..<16).map { (0...$0).reduce(0, +) })
    }
}
