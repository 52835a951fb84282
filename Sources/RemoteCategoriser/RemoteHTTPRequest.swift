import Foundation

/// One POST: the URL, the headers (the key among them), the JSON body, the time it may take.
public struct RemoteHTTPRequest: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public var url: URL
    public var headers: [(String, String)]
    public var body: Data
    /// Seconds the whole exchange may take before it counts as timed out.
    public var timeout: Double

    /// Printing a request never shows the key.
    public var description: String {
        "POST \(url.absoluteString) (" + headers.map { name, value in
            name.lowercased() == "authorization" ? "\(name): [key]" : "\(name): \(value)"
        }.joined(separator: ", ") + "), \(body.count) bytes"
    }

    public var debugDescription: String { description }
}
