import Foundation

/// Lowercase UUIDs of version 7 (RFC 9562): a millisecond timestamp, then random bits that this
/// generator counts up from. Ids made one after another sort one after another, so an import's
/// rows land at the end of the id indexes (transactions, statement_rows, categorisation_events)
/// instead of all over them, and the random bits are drawn once, not once per row.
struct TimeOrderedIDs {
    private static let digits: [UInt8] = Array("0123456789abcdef".utf8)
    private let high: UInt64
    /// The variant bits (10) and 62 bits that start random and count up.
    private var low: UInt64

    init(now: Date = Date()) {
        var generator = SystemRandomNumberGenerator()
        let milliseconds = UInt64(max(0, now.timeIntervalSince1970 * 1000)) & 0xFFFF_FFFF_FFFF
        let randomA = generator.next() & 0xFFF
        high = milliseconds << 16 | 0x7000 | randomA
        // Half the random range is left above the start, so counting up never wraps.
        low = 0x8000_0000_0000_0000 | (generator.next() & 0x1FFF_FFFF_FFFF_FFFF)
    }

    mutating func next() -> String {
        defer { low &+= 1 }
        var text = [UInt8](repeating: UInt8(ascii: "-"), count: 36)
        var position = 0
        func put(_ value: UInt64, nibbles: Int) {
            for shift in stride(from: (nibbles - 1) * 4, through: 0, by: -4) {
                if position == 8 || position == 13 || position == 18 || position == 23 { position += 1 }
                text[position] = TimeOrderedIDs.digits[Int(value >> UInt64(shift) & 0xF)]
                position += 1
            }
        }
        put(high, nibbles: 16)
        put(low, nibbles: 16)
        return String(decoding: text, as: UTF8.self)
    }
}
