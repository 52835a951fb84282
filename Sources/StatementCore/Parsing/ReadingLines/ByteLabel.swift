/// A folded label as UTF-8 bytes with the set of byte values it holds, for matching against many
/// lines fast: a line that lacks one of the label's bytes is ruled out before any comparison.
struct ByteLabel: Sendable {
    let bytes: [UInt8]
    let mask: Mask

    init(_ text: String) {
        bytes = Array(text.utf8)
        mask = bytes.withUnsafeBufferPointer(Mask.init)
    }

    func isPrefix(of text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.count >= bytes.count && bytes.indices.allSatisfy { text[$0] == bytes[$0] }
    }

    func isContained(in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count >= bytes.count, let first = bytes.first else { return false }
        var start = 0
        while start <= text.count - bytes.count {
            if text[start] == first, (1..<bytes.count).allSatisfy({ text[start + $0] == bytes[$0] }) { return true }
            start += 1
        }
        return false
    }

    /// Labels filed by their first byte: a line starts with one of them only if it starts with
    /// that byte, so a prefix test compares a handful of labels instead of all of them. The ones
    /// longer than `anywhereLength` bytes are kept apart for finding anywhere in a line.
    struct Group: Sendable {
        private let byFirstByte: [[ByteLabel]]
        private let long: [ByteLabel]

        init(_ texts: [String], anywhereLength: Int = 7) {
            let labels = texts.map(ByteLabel.init)
            var buckets = [[ByteLabel]](repeating: [], count: 256)
            for label in labels {
                if let first = label.bytes.first {
                    buckets[Int(first)].append(label)
                } else {
                    for byte in buckets.indices { buckets[byte].append(label) }
                }
            }
            byFirstByte = buckets
            long = labels.filter { $0.bytes.count > anywhereLength }
        }

        /// Whether a label starts `text` and `accept` takes it there.
        func startsWithOne(_ text: UnsafeBufferPointer<UInt8>, where accept: (ByteLabel) -> Bool = { _ in true }) -> Bool {
            guard let first = text.first else { return byFirstByte[0].contains { $0.bytes.isEmpty && accept($0) } }
            return byFirstByte[Int(first)].contains { $0.isPrefix(of: text) && accept($0) }
        }

        /// Whether a label longer than `anywhereLength` bytes is anywhere in `text`, whose bytes are `held`.
        func longOneIsContained(in text: UnsafeBufferPointer<UInt8>, holding held: Mask) -> Bool {
            long.contains { held.covers($0.mask) && $0.isContained(in: text) }
        }
    }

    /// Which of the 256 byte values a text holds.
    struct Mask: Sendable {
        private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            for byte in bytes {
                let bit = UInt64(1) << UInt64(byte & 63)
                switch byte >> 6 {
                case 0: words.0 |= bit
                case 1: words.1 |= bit
                case 2: words.2 |= bit
                default: words.3 |= bit
                }
            }
        }

        /// Whether every byte value `other` holds is held here too.
        func covers(_ other: Mask) -> Bool {
            other.words.0 & ~words.0 == 0 && other.words.1 & ~words.1 == 0 && other.words.2 & ~words.2 == 0
                && other.words.3 & ~words.3 == 0
        }
    }
}
