import Foundation

/// One HTTP exchange, as the adapter needs it. The real one is `URLSessionTransport`; it is a
/// protocol so the retry and checking logic can be exercised without a network.
public protocol RemoteTransport: Sendable {
    func send(_ request: RemoteHTTPRequest) -> Result<RemoteHTTPResponse, RemoteTransportFailure>
}
