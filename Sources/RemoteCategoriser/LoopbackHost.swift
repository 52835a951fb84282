import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a URL's host is this machine: the name `localhost`, or an IP literal in 127.0.0.0/8 or
/// `::1`. Decided from the literal only, never from a prefix (`127.attacker.example` is a public
/// name) and never by resolving a name, whose answer could change between the check and the request.
enum LoopbackHost {
    static func contains(_ rawHost: String) -> Bool {
        let host = rawHost.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host == "localhost." { return true }
        var v4 = in_addr()
        if inet_pton(AF_INET, host, &v4) == 1 {
            return UInt32(bigEndian: v4.s_addr) >> 24 == 127
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, host, &v6) == 1 {
            let bytes = withUnsafeBytes(of: &v6) { Array($0) }
            let loopback: [UInt8] = Array(repeating: 0, count: 15) + [1]
            // ::ffff:127.x.y.z is the IPv4 loopback written as IPv6.
            let mappedPrefix: [UInt8] = Array(repeating: 0, count: 10) + [0xff, 0xff]
            return bytes == loopback || (Array(bytes.prefix(12)) == mappedPrefix && bytes[12] == 127)
        }
        return false
    }
}
