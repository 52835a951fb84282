import Foundation
import Testing
import StatementCore
import Toolbox

@Suite struct SHA256Tests {
    /// FIPS 180-4 examples and the NIST short-message vectors.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
    ])
    func knownVectors(input: String, expected: String) {
        #expect(SHA256.hexDigest(input) == expected)
        #expect(SHA256.hexDigest(Array(input.utf8)) == expected)
        #expect(SHA256.hex(SHA256.hash(input.utf8)) == expected)
        Array(input.utf8).withUnsafeBytes { #expect(SHA256.hex(SHA256.hash($0)) == expected) }
    }

    @Test func millionAs() {
        var hasher = SHA256()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hasher.update(chunk) }
        #expect(SHA256.hex(hasher.finish()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        let whole = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hexDigest(whole) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths where the padding needs one block or two: 55 bytes leave room for the 0x80 and
    /// the length, 56 do not. Digests from coreutils `sha256sum` of that many 'a's.
    @Test(arguments: [
        (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
        (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
        (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
    ])
    func blockBoundaries(length: Int, expected: String) {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        #expect(SHA256.hexDigest(bytes) == expected)
        var hasher = SHA256()
        for byte in bytes { hasher.update(byte: byte) }
        #expect(hasher.finishHex() == expected)
    }

    @Test(arguments: [1, 3, 7, 55, 63, 64, 65, 127, 1000])
    func streamingInPiecesEqualsOneShot(pieceSize: Int) {
        let bytes = (0..<3001).map { UInt8($0 % 251) }
        var hasher = SHA256()
        for start in stride(from: 0, to: bytes.count, by: pieceSize) {
            bytes[start..<min(start + pieceSize, bytes.count)].withUnsafeBytes { hasher.update($0) }
        }
        #expect(hasher.finish() == SHA256.hash(bytes))
    }

    /// Not contiguous input (a lazy map) takes the gathering path and must agree.
    @Test func lazySequenceEqualsOneShot() {
        let bytes = (0..<1000).map { UInt8($0 % 251) }
        #expect(SHA256.hash(bytes.lazy.map { $0 }) == SHA256.hash(bytes))
        #expect(SHA256.hash(Data(bytes)) == SHA256.hash(bytes))
    }

    /// A hasher copied after a common prefix goes on independently, and starts over after finishing.
    @Test func copiedHasherAndReuse() {
        var prefix = SHA256()
        prefix.update("fp1\u{1F}number:")
        var first = prefix, second = prefix
        first.update("one")
        second.update("two")
        #expect(first.finishHex() == SHA256.hexDigest("fp1\u{1F}number:one"))
        #expect(second.finishHex() == SHA256.hexDigest("fp1\u{1F}number:two"))
        first.update("abc")
        #expect(first.finishHex() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
