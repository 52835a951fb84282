/// The service's API key and where it came from. Printing a `RemoteKey` shows only its source:
/// the secret itself is sent in the Authorization header and nowhere else.
public struct RemoteKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    let secret: String
    /// Where the key was found, for `remote check`: "STATEMENT_IMPORT_REMOTE_KEY_FILE (/run/key)".
    public let source: String

    public init(secret: String, source: String) {
        self.secret = secret
        self.source = source
    }

    public var description: String { "key from \(source)" }
    public var debugDescription: String { description }

    /// Removes the key, and any word sharing its head or tail (services echo "sk-ab…yz12"), from
    /// text a service sent back, before that text goes into a warning.
    public func redacting(_ text: String) -> String {
        guard !secret.isEmpty else { return text }
        let cleaned = text.replacingOccurrences(of: secret, with: "[key]")
        guard secret.count >= 8 else { return cleaned }
        let head = String(secret.prefix(4)), tail = String(secret.suffix(4))
        return cleaned.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.contains(head) || word.contains(tail) || word.contains("***") ? "[key]" : String(word)
        }.joined(separator: " ")
    }
}
