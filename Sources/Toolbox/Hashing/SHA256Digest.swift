/// A SHA-256 digest as its 32 bytes, kept inline: an array of these is one allocation, where an
/// array of their hex texts is one more allocation (about a hundred bytes) per digest.
public struct SHA256Digest: Equatable, Sendable {
    private var bytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// Filled by `fill` with the digest's 32 bytes in order.
    init(_ fill: (UnsafeMutableRawBufferPointer) -> Void) {
        withUnsafeMutableBytes(of: &bytes, fill)
    }

    /// The 64 lowercase hex digits `SHA256.finishHex()` gives for the same digest.
    public var hex: String {
        withUnsafeBytes(of: bytes) { SHA256.hex($0) }
    }

    /// The same 64 digits in a buffer on the stack, for hashing them without making a `String`.
    public func withHexBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        var text: (SIMD32<UInt8>, SIMD32<UInt8>) = (.zero, .zero)
        withUnsafeBytes(of: bytes) { digest in
            withUnsafeMutableBytes(of: &text) { characters in
                for (index, byte) in digest.enumerated() {
                    characters[2 * index] = SHA256.hexDigit(byte >> 4)
                    characters[2 * index + 1] = SHA256.hexDigit(byte & 0x0f)
                }
            }
        }
        return try withUnsafeBytes(of: text, body)
    }

    public static func == (left: SHA256Digest, right: SHA256Digest) -> Bool {
        left.bytes.0 == right.bytes.0 && left.bytes.1 == right.bytes.1
            && left.bytes.2 == right.bytes.2 && left.bytes.3 == right.bytes.3
    }
}
