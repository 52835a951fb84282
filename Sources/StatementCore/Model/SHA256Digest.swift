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

    public static func == (left: SHA256Digest, right: SHA256Digest) -> Bool {
        left.bytes.0 == right.bytes.0 && left.bytes.1 == right.bytes.1
            && left.bytes.2 == right.bytes.2 && left.bytes.3 == right.bytes.3
    }
}
