/// What a service and model earned in its last run, as a `RemoteAgreementMemory` keeps it: the
/// agreement, the `batch_size` configured then and the batch size the run chose for the next
/// (smaller after low agreement, `RemoteAgreement.nextBatchSize`).
public struct RememberedAgreement: Sendable, Equatable {
    public var agreement: RemoteAgreement
    public var configuredBatchSize: Int
    public var batchSize: Int

    public init(agreement: RemoteAgreement, configuredBatchSize: Int, batchSize: Int) {
        self.agreement = agreement
        self.configuredBatchSize = configuredBatchSize
        self.batchSize = batchSize
    }

    /// The batch size to ask in under `configuration`, nil when `batch_size` has been changed
    /// since: a size set by hand starts afresh.
    public func batchSize(under configuration: RemoteConfiguration) -> Int? {
        guard configuredBatchSize == configuration.batchSize else { return nil }
        return min(max(batchSize, 1), configuration.batchSize)
    }
}
