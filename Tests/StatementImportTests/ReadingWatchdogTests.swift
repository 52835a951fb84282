import Foundation
@testable import StatementImport
import Testing

/// Issue 26 item 6: the in-process read's memory bound. (The time bound is shown through the
/// binary in ReadingBoundTests.) `stop` ends the tool; here it records, and the watcher stops.
@Suite struct ReadingWatchdogTests {
    final class Stopped: @unchecked Sendable {
        private let lock = NSLock()
        private var error: AppError?
        func record(_ value: AppError) { lock.withLock { error = error ?? value } }
        var value: AppError? { lock.withLock { error } }
    }

    @Test func aProcessPastTheMemoryBoundIsStoppedWithOneLineNamingTheFile() throws {
        let stopped = Stopped()
        let limits = ReadingLimits(seconds: 60, megabytes: 1) { error in
            stopped.record(error)
        }
        try ReadingWatchdog.guarding("/statements/huge.pdf", limits) { () throws(AppError) in
            let end = Date().addingTimeInterval(5)
            while stopped.value == nil && Date() < end { usleep(20_000) }
        }
        let error = try #require(stopped.value)
        #expect(error.category == .badData)
        #expect(error.message.hasPrefix("/statements/huge.pdf: reading it needed more than 1 MB of memory"))
        #expect(error.message.contains("memory_limit_mb"))
    }

    @Test func aReadWithinItsBoundsIsLeftAlone() throws {
        let stopped = Stopped()
        let limits = ReadingLimits(seconds: 60, megabytes: 1 << 20) { error in
            stopped.record(error)
        }
        #expect(try ReadingWatchdog.guarding("a.pdf", limits) { () throws(AppError) in 42 } == 42)
        usleep(100_000)
        #expect(stopped.value == nil)
    }
}
