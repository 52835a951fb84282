extension Sequence where Element == UInt8 {
    /// Whether every byte is ASCII: the test the byte-level fast paths (folding, label and
    /// heading matching, money) take before trusting bytes to be characters one for one.
    @inlinable public var isAllASCII: Bool { allSatisfy { $0 < 0x80 } }
}
