import Foundation

/// One POST (a GET for `remote check`'s look at a local server): the URL, the headers (the key
/// among them), the JSON body, the time it may take.
public struct RemoteHTTPRequest: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The most of an answer that is read: 25 rows answer in a few kilobytes, and a service that
    /// sends a million rows must not take the import's memory (it took 3.2 GB) or its time.
    public static let maximumAnswerBytes = 4 << 20

    public var url: URL
    public var headers: [(String, String)]
    public var body: Data
    /// Seconds the whole exchange may take before it counts as timed out.
    public var timeout: Double
    public var method = "POST"

    public init(url: URL, headers: [(String, String)], body: Data, timeout: Double, method: String = "POST") {
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.method = method
    }

    /// Printing a request never shows the key.
    public var description: String {
        "\(method) \(url.absoluteString) ("
            + headers.map { name, value in
                name.lowercased() == "authorization" ? "\(name): [key]" : "\(name): \(value)"
            }.joined(separator: ", ") + "), \(body.count) bytes"
    }

    public var debugDescription: String { description }
}
