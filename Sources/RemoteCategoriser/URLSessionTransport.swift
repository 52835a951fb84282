import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests with URLSession, one at a time, waiting for each: the import is a batch job and
/// the chain asks synchronously. No cookies, no cache, no redirects (a redirect could carry the
/// Authorization header to another host), no proxy for a loopback service (`ProxyEnvironment`).
public final class URLSessionTransport: RemoteTransport {
    private let session: URLSession
    private let delegate = SessionDelegate()

    public init() {
        let configuration = CookieFolderSweep.around { URLSessionConfiguration.ephemeral }
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpShouldSetCookies = false
        // Linux Foundation ignores a request's own timeoutInterval and gives up at the session's
        // 60 s default, then the retry queues behind the abandoned request: the session allows the
        // longest timeout a configuration may set, and `send` bounds each exchange to its own.
        configuration.timeoutIntervalForRequest = URLSessionTransport.longestTimeout
        configuration.timeoutIntervalForResource = URLSessionTransport.longestTimeout
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    /// `timeout` may be set up to 600 s (`RemoteConfiguration`); a little more, so the session
    /// never ends an exchange before `send` does.
    static let longestTimeout: TimeInterval = 630

    /// What the session was made with, for tests.
    var sessionTimeouts: (request: TimeInterval, resource: TimeInterval) {
        (session.configuration.timeoutIntervalForRequest, session.configuration.timeoutIntervalForResource)
    }

    deinit { session.invalidateAndCancel() }

    public func send(_ request: RemoteHTTPRequest) -> Result<RemoteHTTPResponse, RemoteTransportFailure> {
        var urlRequest = URLRequest(
            url: request.url, cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: request.timeout)
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        // An answer is a few kilobytes: no compression is asked for, and a compressed one is refused
        // on its headers (below), since the reader inflates a body whole before the size cap sees it.
        urlRequest.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        if request.method == "POST" { urlRequest.httpBody = request.body }
        ProxyEnvironment.prepare(for: request.url)
        let exchange = Exchange(limit: RemoteHTTPRequest.maximumAnswerBytes)
        // The body arrives piece by piece through the delegate, so an answer past the limit is
        // stopped there instead of being gathered whole.
        let task = session.dataTask(with: urlRequest)
        delegate.register(task, exchange)
        task.resume()
        // URLSession's timeout is an idle timeout, and on Linux it did not end a request whose
        // server accepted the body and then said nothing: the whole exchange is bounded here.
        guard let result = exchange.wait(seconds: request.timeout) else {
            task.cancel()
            delegate.forget(task)
            return .failure(.timedOut)
        }
        return result
    }

    static func result(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<RemoteHTTPResponse, RemoteTransportFailure> {
        if let error {
            let code = (error as NSError).code
            if code == NSURLErrorTimedOut { return .failure(.timedOut) }
            return .failure(.unreachable(describe(code: code)))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(.unreachable("the service did not answer over HTTP"))
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        return .success(RemoteHTTPResponse(status: http.statusCode, headers: headers, body: data ?? Data()))
    }

    /// URLSession's own error text can include the URL's query; the code is enough to act on.
    static func describe(code: Int) -> String {
        switch code {
        case NSURLErrorCannotConnectToHost: "nothing answers at that address and port"
        case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: "the host name cannot be found"
        case NSURLErrorNotConnectedToInternet: "this machine is offline"
        case NSURLErrorNetworkConnectionLost: "the connection was lost"
        case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted,
            NSURLErrorServerCertificateHasBadDate, NSURLErrorServerCertificateHasUnknownRoot:
            "the secure connection failed (certificate or TLS)"
        case NSURLErrorHTTPTooManyRedirects, NSURLErrorRedirectToNonExistentLocation:
            "the service redirected the request, which is not followed"
        default: "the connection failed (URL error \(code))"
        }
    }
}

/// One request's answer, gathered from URLSession's queue and handed to the waiting caller; the
/// first result wins.
private final class Exchange: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<RemoteHTTPResponse, RemoteTransportFailure>?
    private var body = Data()
    let limit: Int

    init(limit: Int) { self.limit = limit }

    /// False once the body would pass the limit: the caller stops the task.
    func append(_ data: Data) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard body.count + data.count <= limit else { return false }
        body.append(data)
        return true
    }

    var gathered: Data {
        lock.lock()
        defer { lock.unlock() }
        return body
    }

    func finish(_ value: Result<RemoteHTTPResponse, RemoteTransportFailure>) {
        lock.lock()
        guard result == nil else { lock.unlock(); return }
        result = value
        lock.unlock()
        done.signal()
    }

    func wait(seconds: Double) -> Result<RemoteHTTPResponse, RemoteTransportFailure>? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return result
    }
}

/// Routes each task's body to its exchange, stops one whose answer is too large, and answers a
/// redirect with "do not follow": the 3xx itself comes back as the response.
private final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var exchanges: [Int: Exchange] = [:]

    func register(_ task: URLSessionTask, _ exchange: Exchange) {
        lock.lock()
        exchanges[task.taskIdentifier] = exchange
        lock.unlock()
    }

    @discardableResult
    func forget(_ task: URLSessionTask) -> Exchange? {
        lock.lock()
        defer { lock.unlock() }
        return exchanges.removeValue(forKey: task.taskIdentifier)
    }

    private func exchange(for task: URLSessionTask) -> Exchange? {
        lock.lock()
        defer { lock.unlock() }
        return exchanges[task.taskIdentifier]
    }

    /// A body sent compressed though none was asked for: stopped before a byte of it is inflated.
    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let encoding =
            (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding")?
            .trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard !encoding.isEmpty, encoding != "identity", let exchange = forget(dataTask) else {
            completionHandler(.allow)
            return
        }
        completionHandler(.cancel)
        exchange.finish(.failure(.compressed(encoding: encoding)))
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let exchange = exchange(for: dataTask), !exchange.append(data) else { return }
        forget(dataTask)
        dataTask.cancel()
        exchange.finish(.failure(.tooLarge(limit: exchange.limit)))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let exchange = forget(task) else { return }
        exchange.finish(URLSessionTransport.result(data: exchange.gathered, response: task.response, error: error))
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
