/// FIPS 180-4 SHA-256, because CryptoKit is not on Linux and the package takes no dependencies.
/// Every row's fingerprint and every imported file goes through it, so a hasher is a plain value:
/// the state and a 64-byte block buffer live inline (copying a hasher that has taken a common
/// prefix is a memory copy), whole blocks are compressed straight from the caller's bytes, and a
/// hash allocates nothing but its result.
public struct SHA256: Sendable {
    /// The eight working words H0…H7.
    struct State: Sendable {
        var h0: UInt32 = 0x6a09e667, h1: UInt32 = 0xbb67ae85, h2: UInt32 = 0x3c6ef372, h3: UInt32 = 0xa54ff53a
        var h4: UInt32 = 0x510e527f, h5: UInt32 = 0x9b05688c, h6: UInt32 = 0x1f83d9ab, h7: UInt32 = 0x5be0cd19
    }

    /// 64 bytes: the input that has not yet filled a block.
    private typealias Block = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    private var state = State()
    private var block: Block = (0, 0, 0, 0, 0, 0, 0, 0)
    private var blockFill = 0
    private var totalBytes: UInt64 = 0

    public init() {}

    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard var next = bytes.baseAddress, !bytes.isEmpty else { return }
        var remaining = bytes.count
        totalBytes &+= UInt64(remaining)
        if blockFill > 0 {
            let taken = min(64 - blockFill, remaining)
            let fill = blockFill
            withUnsafeMutableBytes(of: &block) { buffer in
                buffer.baseAddress?.advanced(by: fill).copyMemory(from: next, byteCount: taken)
            }
            blockFill += taken
            next += taken
            remaining -= taken
            guard blockFill == 64 else { return }
            var state = self.state
            withUnsafeBytes(of: &block) { SHA256.compress(&state, blocks: $0) }
            self.state = state
            blockFill = 0
        }
        let whole = remaining & ~63
        if whole > 0 {
            SHA256.compress(&state, blocks: UnsafeRawBufferPointer(start: next, count: whole))
            next += whole
            remaining -= whole
        }
        if remaining > 0 {
            withUnsafeMutableBytes(of: &block) { buffer in
                buffer.baseAddress?.copyMemory(from: next, byteCount: remaining)
            }
            blockFill = remaining
        }
    }

    public mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    public mutating func update(byte: UInt8) {
        withUnsafeBytes(of: byte) { update($0) }
    }

    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if bytes.withContiguousStorageIfAvailable({ update(UnsafeRawBufferPointer($0)) }) != nil { return }
        // Not contiguous (a lazy map, a chain): gathered in a stack buffer a few blocks at a time.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { chunk in
            var count = 0
            for byte in bytes {
                chunk[count] = byte
                count += 1
                if count == chunk.count {
                    update(UnsafeRawBufferPointer(chunk))
                    count = 0
                }
            }
            update(UnsafeRawBufferPointer(start: chunk.baseAddress, count: count))
        }
    }

    /// The 32-byte digest. The hasher starts over afterwards.
    public mutating func finish() -> [UInt8] {
        let digest = finalState()
        return [UInt8](unsafeUninitializedCapacity: 32) { buffer, count in
            SHA256.write(digest, to: UnsafeMutableRawBufferPointer(buffer))
            count = 32
        }
    }

    /// The digest as 64 lowercase hex digits, without the byte array in between. The hasher
    /// starts over afterwards.
    public mutating func finishHex() -> String {
        let digest = finalState()
        var bytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &bytes) { SHA256.write(digest, to: $0) }
        return withUnsafeBytes(of: &bytes) { SHA256.hex($0) }
    }

    /// The digest held as its 32 bytes, for callers that keep many and need the text only later.
    /// The hasher starts over afterwards.
    public mutating func finishDigest() -> SHA256Digest {
        let digest = finalState()
        return SHA256Digest { SHA256.write(digest, to: $0) }
    }

    public static func hash(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finish()
    }

    public static func hash<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finish()
    }

    public static func hexDigest(_ text: String) -> String {
        var hasher = SHA256()
        hasher.update(text)
        return hasher.finishHex()
    }

    public static func hexDigest<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finishHex()
    }

    public static func hex(_ digest: [UInt8]) -> String {
        digest.withUnsafeBytes { hex($0) }
    }

    public static func hex(_ digest: UnsafeRawBufferPointer) -> String {
        String(unsafeUninitializedCapacity: digest.count * 2) { characters in
            for (index, byte) in digest.enumerated() {
                characters[2 * index] = hexDigit(byte >> 4)
                characters[2 * index + 1] = hexDigit(byte & 0x0f)
            }
            return digest.count * 2
        }
    }

    static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") - 10 + nibble
    }

    /// Pads the last block (0x80, zeros, the length in bits) and resets the hasher.
    private mutating func finalState() -> State {
        let bitLength = totalBytes &* 8
        let fill = blockFill
        var state = self.state
        withUnsafeMutableBytes(of: &block) { buffer in
            buffer[fill] = 0x80
            if fill >= 56 {
                for index in (fill + 1)..<64 { buffer[index] = 0 }
                SHA256.compress(&state, blocks: UnsafeRawBufferPointer(buffer))
                for index in 0..<56 { buffer[index] = 0 }
            } else {
                for index in (fill + 1)..<56 { buffer[index] = 0 }
            }
            buffer.storeBytes(of: bitLength.bigEndian, toByteOffset: 56, as: UInt64.self)
            SHA256.compress(&state, blocks: UnsafeRawBufferPointer(buffer))
        }
        self = SHA256()
        return state
    }

    private static func write(_ state: State, to buffer: UnsafeMutableRawBufferPointer) {
        buffer.storeBytes(of: state.h0.bigEndian, toByteOffset: 0, as: UInt32.self)
        buffer.storeBytes(of: state.h1.bigEndian, toByteOffset: 4, as: UInt32.self)
        buffer.storeBytes(of: state.h2.bigEndian, toByteOffset: 8, as: UInt32.self)
        buffer.storeBytes(of: state.h3.bigEndian, toByteOffset: 12, as: UInt32.self)
        buffer.storeBytes(of: state.h4.bigEndian, toByteOffset: 16, as: UInt32.self)
        buffer.storeBytes(of: state.h5.bigEndian, toByteOffset: 20, as: UInt32.self)
        buffer.storeBytes(of: state.h6.bigEndian, toByteOffset: 24, as: UInt32.self)
        buffer.storeBytes(of: state.h7.bigEndian, toByteOffset: 28, as: UInt32.self)
    }
}
