import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// On Linux URLSession runs on libcurl, which takes its proxy from the environment at every request
/// and offers no URLSession setting to override it: so the environment is the only lever. A request
/// to a local model must never pass a proxy (the key would go to it), and a request to another
/// machine honours `https_proxy` only, never `all_proxy` or a plain-http proxy.
enum ProxyEnvironment {
    private static let lock = NSLock()

    static func prepare(for url: URL) {
        lock.lock()
        defer { lock.unlock() }
        let dropped =
            RemoteConfiguration.isLoopback(url)
            ? ["http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"]
            : ["http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"]
        for name in dropped where getenv(name) != nil { unsetenv(name) }
        if RemoteConfiguration.isLoopback(url) {
            setenv("no_proxy", "*", 1)
            setenv("NO_PROXY", "*", 1)
        }
    }
}
