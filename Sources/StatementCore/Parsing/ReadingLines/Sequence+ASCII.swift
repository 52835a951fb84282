extension Sequence where Element == UInt8 {
    /// Whether every byte is ASCII: the test the byte-level fast paths (folding, label and
    /// heading matching, money) take before trusting bytes to be characters one for one.
    @inlinable public var isAllASCII: Bool { allSatisfy { $0 < 0x80 } }
}

extension String {
    /// Whether the text's UTF-8 holds `byte`, read in place (a small string's too): `utf8.contains`
    /// steps the view a byte at a time, some 30 instructions a byte, and it is asked of every
    /// row's printed text and description.
    @inlinable public func holdsByte(_ byte: UInt8) -> Bool {
        var text = self
        return text.withUTF8 { $0.contains(byte) }
    }
}
