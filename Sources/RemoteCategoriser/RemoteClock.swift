import Foundation

/// Time as the adapter sees it: now, waiting, and jitter. Tests pass a clock whose sleep only
/// advances its own time, so retries and deadlines are exercised in milliseconds.
public struct RemoteClock: Sendable {
    public var now: @Sendable () -> Date
    public var sleep: @Sendable (Double) -> Void
    /// A number in [0, 1) for jitter.
    public var random: @Sendable () -> Double

    public init(
        now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Double) -> Void,
        random: @escaping @Sendable () -> Double
    ) {
        self.now = now
        self.sleep = sleep
        self.random = random
    }

    public static let system = RemoteClock(
        now: { Date() }, sleep: { Thread.sleep(forTimeInterval: $0) },
        random: { Double.random(in: 0..<1) })
}
