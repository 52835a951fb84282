import Foundation
import LedgerStore
import RemoteCategoriser

/// The remote's agreement kept in the ledger (`remote_agreement`), through the connection the
/// command already has open. A dry run or a reading command remembers nothing (`writes` false).
/// The lock keeps the one connection to one caller at a time.
final class LedgerAgreementMemory: RemoteAgreementMemory, @unchecked Sendable {
    private let ledger: Ledger
    private let writes: Bool
    private let lock = NSLock()

    init(ledger: Ledger, writes: Bool) {
        self.ledger = ledger
        self.writes = writes
    }

    /// A ledger that cannot be read here (an older one opened read-only, before the table) simply
    /// has nothing remembered: the run starts afresh, as it would with a new model.
    func lastRun(serviceURL: String, model: String) -> RememberedAgreement? {
        lock.lock()
        defer { lock.unlock() }
        guard let stored = try? ledger.remoteAgreement(serviceURL: serviceURL, model: model) else { return nil }
        return RememberedAgreement(
            agreement: RemoteAgreement(asked: stored.asked, right: min(stored.agreed, stored.asked)),
            configuredBatchSize: stored.configuredBatchSize, batchSize: stored.batchSize)
    }

    func remember(_ run: RememberedAgreement, serviceURL: String, model: String) -> String? {
        guard writes else { return nil }
        lock.lock()
        defer { lock.unlock() }
        do {
            try ledger.recordRemoteAgreement(
                StoredRemoteAgreement(
                    serviceURL: serviceURL, model: model, asked: run.agreement.asked, agreed: run.agreement.right,
                    configuredBatchSize: run.configuredBatchSize, batchSize: run.batchSize))
            return nil
        } catch {
            return "\(ledger.path): cannot record the remote's agreement (\(LedgerFailure.oneLine(String(describing: error)))): "
                + "it is not remembered"
        }
    }
}
