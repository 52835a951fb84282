import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A loopback HTTP server for the tests (the remote categoriser's, and the command line's driving the
/// built binary against it): listens on 127.0.0.1 on a free port, records each request
/// and answers from a script. One thread per connection; every answer closes its connection.
public final class FakeHTTPServer: @unchecked Sendable {
    public struct Request: Sendable {
        public var method: String
        public var path: String
        public var headers: [String: String]
        public var body: Data
        public var text: String { String(decoding: body, as: UTF8.self) }
        public var json: [String: Any]? { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] }
    }

    public struct Response: Sendable {
        public var status: Int
        public var headers: [String: String] = [:]
        public var body: String = ""
        /// Seconds to wait before answering (for timeouts).
        public var delay: Double = 0

        public init(status: Int, headers: [String: String] = [:], body: String = "", delay: Double = 0) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
        }

        public static func json(_ body: String, status: Int = 200) -> Response {
            Response(status: status, headers: ["Content-Type": "application/json"], body: body)
        }
    }

    public typealias Handler = @Sendable (Request, Int) -> Response

    public let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var recorded: [Request] = []
    private var stopped = false
    private let loopEnded = DispatchSemaphore(value: 0)
    private let handler: Handler

    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/v1")! }

    public var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// `handler` gets each request and its 0-based number.
    public init(handler: @escaping Handler) throws {
        self.handler = handler
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else { close(descriptor); throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        listener = descriptor
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Scripted answers in order; the last one repeats.
    public convenience init(responses: [Response]) throws {
        try self.init { _, number in responses[min(number, responses.count - 1)] }
    }

    /// Waits for the accept loop to close the listening socket itself: closing it here while the
    /// loop polls could hand its descriptor number to another test's socket.
    public func stop() {
        lock.lock()
        let wasStopped = stopped
        stopped = true
        lock.unlock()
        if !wasStopped { loopEnded.wait() }
    }

    deinit { stop() }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func acceptLoop() {
        defer {
            close(listener)
            loopEnded.signal()
        }
        while !isStopped {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 20) > 0, !isStopped else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            #if !os(Linux)
            var one: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
            #endif
            Thread { [self] in serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let request = readRequest(connection) else { return }
        lock.lock()
        let number = recorded.count
        recorded.append(request)
        lock.unlock()
        let response = handler(request, number)
        if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
        var head = "HTTP/1.1 \(response.status) Scripted\r\n"
        var headers = response.headers
        headers["Content-Length"] = String(response.body.utf8.count)
        headers["Connection"] = "close"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        let bytes = Array((head + "\r\n" + response.body).utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, FakeHTTPServer.noSignal) }
            if count <= 0 { return }
            sent += count
        }
    }

    private func readRequest(_ connection: Int32) -> Request? {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var headerEnd: Int?
        var contentLength = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return nil }
            data += buffer[0..<count]
            if headerEnd == nil, let end = FakeHTTPServer.find([13, 10, 13, 10], in: data) {
                headerEnd = end + 4
                let head = String(decoding: data[0..<end], as: UTF8.self)
                for line in head.split(separator: "\r\n").dropFirst() {
                    let parts = line.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2 else { continue }
                    let value = parts[1].trimmingCharacters(in: .whitespaces)
                    if parts[0].lowercased() == "content-length" { contentLength = Int(value) ?? 0 }
                    // curl waits a second for this before sending a larger body.
                    if parts[0].lowercased() == "expect" && value.lowercased() == "100-continue" {
                        let interim = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
                        _ = interim.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, FakeHTTPServer.noSignal) }
                    }
                }
            }
            if let end = headerEnd, data.count >= end + contentLength {
                let head = String(decoding: data[0..<(end - 4)], as: UTF8.self)
                let lines = head.split(separator: "\r\n")
                let requestLine = lines.first?.split(separator: " ") ?? []
                var headers: [String: String] = [:]
                for line in lines.dropFirst() {
                    let parts = line.split(separator: ":", maxSplits: 1)
                    if parts.count == 2 {
                        headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
                    }
                }
                return Request(
                    method: requestLine.count > 0 ? String(requestLine[0]) : "",
                    path: requestLine.count > 1 ? String(requestLine[1]) : "",
                    headers: headers, body: Data(data[end..<(end + contentLength)]))
            }
        }
    }

    /// A peer that gave up (a timeout test) must not kill the test process with SIGPIPE.
    #if os(Linux)
    static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    static let noSignal: Int32 = 0
    #endif

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<(start + needle.count)]) == needle {
            return start
        }
        return nil
    }
}
