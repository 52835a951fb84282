import Foundation
import StatementCore

/// The agreement each service and model earned in its last run (`RemoteAgreement`), kept beside
/// the answer cache so a model that did badly last month starts cautious. One JSON line per run:
/// a SHA-256 of protocol, URL and model, then the counts; the last line for a key wins. No
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
        lock.lock()
        defer { lock.unlock() }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let wanted = RemoteAgreementMemory.key(configuration)
        var found: RemoteAgreement?
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                  object["key"] as? String == wanted,
                  let asked = (object["asked"] as? NSNumber)?.intValue, let right = (object["right"] as? NSNumber)?.intValue,
                  asked >= 0, right >= 0, right <= asked else { continue }
            found = RemoteAgreement(asked: asked, right: right)
        }
        return found
    }

    /// Appends the run's agreement; returns a warning when it cannot be written (never fatal).
    func store(_ agreement: RemoteAgreement, for configuration: RemoteConfiguration) -> String? {
        lock.lock()
        defer { lock.unlock() }
        let line: JSONValue = .object([("key", .string(RemoteAgreementMemory.key(configuration))),
                                       ("asked", .int(agreement.asked)), ("right", .int(agreement.right))])
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            return "\(directory): cannot create the folder for the remote's agreement: it is not remembered"
        }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return "\(path): cannot write the remote's agreement: it is not remembered" }
        defer { close(descriptor) }
        let bytes = Array((line.compact + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        return written == bytes.count ? nil : "\(path): the remote's agreement was not fully written"
    }
}
