/// The counts for the run's summary line: "remote: 31 asked, 12 from cache, 2 failed (3 requests)".
public struct RemoteSummary: Sendable, Hashable {
    /// Rows whose question was sent to the service in this run (rows sharing a question count each).
    public var asked = 0
    /// Rows answered from the on-disk cache without a request.
    public var cached = 0
    /// Rows left without an answer because a request failed, an answer was unusable, or remote was
    /// switched off or out of time.
    public var failed = 0
    /// HTTP requests made, retries included.
    public var requests = 0
    /// True once remote was switched off for the rest of the run.
    public var switchedOff = false
    /// The settled rows sent beside the open ones, and how many the model got right.
    public var agreement = RemoteAgreement()
    /// The rows per request when an earlier run's low agreement made them fewer than `batch_size`.
    public var batchSize: Int?

    public init() {}

    public var line: String {
        "remote: \(asked) asked, \(cached) from cache, \(failed) failed (\(requests) request\(requests == 1 ? "" : "s"))"
            + (agreement.text.map { ", " + $0 } ?? "")
            + (batchSize.map { ", in batches of \($0) after low agreement" } ?? "")
            + (switchedOff ? ", switched off" : "")
    }
}
