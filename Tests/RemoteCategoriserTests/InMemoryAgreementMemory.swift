import Foundation
import RemoteCategoriser

/// The memory as the tests keep it: the last run per service and model, in memory, as the
/// ledger's table does.
final class InMemoryAgreementMemory: RemoteAgreementMemory, @unchecked Sendable {
    private let lock = NSLock()
    private var runs: [String: RememberedAgreement] = [:]

    func lastRun(serviceURL: String, model: String) -> RememberedAgreement? {
        lock.withLock { runs[serviceURL + "\n" + model] }
    }

    func remember(_ run: RememberedAgreement, serviceURL: String, model: String) -> String? {
        lock.withLock { runs[serviceURL + "\n" + model] = run }
        return nil
    }

    func agreement(for configuration: RemoteConfiguration) -> RemoteAgreement? {
        lastRun(for: configuration)?.agreement
    }

    func batchSize(for configuration: RemoteConfiguration) -> Int? {
        lastRun(for: configuration)?.batchSize(under: configuration)
    }
}
