import Foundation
import StatementCore

/// The agreement each service and model earned in its last run (`RemoteAgreement`), kept beside
/// the answer cache so a model that did badly last month starts cautious, with the batch size its
/// next run asks in (`RemoteAgreement.nextBatchSize`). One JSON line per run: a SHA-256 of protocol,
/// URL and model, then the counts and sizes; the last line for a key wins. No
/// description, answer or key is written. The file is the user's alone (0600 in a 0700 directory).
public final class RemoteAgreementMemory: @unchecked Sendable {
    public let path: String
    private let lock = NSLock()

    public init(path: String) {
        self.path = path
    }

    /// `$XDG_CACHE_HOME/statement-import/remote-agreement.jsonl`, else `~/.cache/statement-import/...`.
    public static func defaultPath(environment: [String: String]) -> String {
        XDGDirectories(environment: environment).applicationCache + "/remote-agreement.jsonl"
    }

    static func key(_ configuration: RemoteConfiguration) -> String {
        SHA256.hexDigest(["statement-import remote agreement v1", configuration.remoteProtocol.rawValue,
                          configuration.endpoint.absoluteString, configuration.model].joined(separator: "\n"))
    }

    /// The last agreement stored for the configuration's service and model, nil when none was.
    public func agreement(for configuration: RemoteConfiguration) -> RemoteAgreement? {
        lastRun(for: configuration)?.agreement
    }

    /// The batch size the last run chose for the next (smaller after low agreement), nil when none
    /// was chosen or `batch_size` has been changed since: a size set by hand starts afresh.
    public func batchSize(for configuration: RemoteConfiguration) -> Int? {
        guard let last = lastRun(for: configuration), let batch = last.batch, last.configured == configuration.batchSize else {
            return nil
        }
        return min(max(batch, 1), configuration.batchSize)
    }

    private func lastRun(for configuration: RemoteConfiguration) -> (agreement: RemoteAgreement, batch: Int?, configured: Int?)? {
        lock.lock()
        defer { lock.unlock() }
        let wanted = RemoteAgreementMemory.key(configuration)
        var found: (agreement: RemoteAgreement, batch: Int?, configured: Int?)?
        for object in PrivateLineFile(path: path).objects() {
            guard object["key"] as? String == wanted,
                  let asked = (object["asked"] as? NSNumber)?.intValue, let right = (object["right"] as? NSNumber)?.intValue,
                  asked >= 0, right >= 0, right <= asked else { continue }
            found = (RemoteAgreement(asked: asked, right: right), (object["batch"] as? NSNumber)?.intValue,
                     (object["configured_batch"] as? NSNumber)?.intValue)
        }
        return found
    }

    /// Appends the run's agreement and the batch size for the next run (beside the configured
    /// one it was chosen from); returns a warning when it cannot be written (never fatal).
    func store(_ agreement: RemoteAgreement, nextBatchSize: Int? = nil, for configuration: RemoteConfiguration) -> String? {
        lock.lock()
        defer { lock.unlock() }
        var fields: [(String, JSONValue)] = [("key", .string(RemoteAgreementMemory.key(configuration))),
                                             ("asked", .int(agreement.asked)), ("right", .int(agreement.right))]
        if let nextBatchSize {
            fields += [("batch", .int(nextBatchSize)), ("configured_batch", .int(configuration.batchSize))]
        }
        let line: JSONValue = .object(fields)
        switch PrivateLineFile(path: path).append([line.compact]) {
        case nil: return nil
        case .folder(let directory): return "\(directory): cannot create the folder for the remote's agreement: it is not remembered"
        case .file: return "\(path): cannot write the remote's agreement: it is not remembered"
        case .partial: return "\(path): the remote's agreement was not fully written"
        }
    }
}
