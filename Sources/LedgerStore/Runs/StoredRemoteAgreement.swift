/// One row of `remote_agreement`: what a remote service and model earned in its last run (settled
/// rows asked and agreed with), the `batch_size` configured then and the batch size its next run
/// asks in. Counts and sizes only.
public struct StoredRemoteAgreement: Sendable, Equatable {
    public var serviceURL: String
    public var model: String
    public var asked: Int
    public var agreed: Int
    public var configuredBatchSize: Int
    public var batchSize: Int
    /// When it was recorded (UTC, ISO 8601); set by the ledger when stored.
    public var recordedAt: String

    public init(
        serviceURL: String, model: String, asked: Int, agreed: Int, configuredBatchSize: Int, batchSize: Int,
        recordedAt: String = ""
    ) {
        self.serviceURL = serviceURL
        self.model = model
        self.asked = asked
        self.agreed = agreed
        self.configuredBatchSize = configuredBatchSize
        self.batchSize = batchSize
        self.recordedAt = recordedAt
    }
}
