import Foundation

/// Random lowercase UUIDs (version 4) for a statement's new rows, drawn together and handed out
/// in ascending order. Each id is as random as ever, so short prefixes stay distinct (review
/// takes id prefixes); but rows written in order meet the indexes keyed on the id
/// (transactions, statement_rows, categorisation_events) in one ascending sweep instead of at
/// random places, which is what made writing them slow. The random bits of all the ids come from
/// the system in one read, and the ids are sorted as numbers, which orders their hex text alike.
struct AscendingRandomIDs {
    private static let digits: [UInt8] = Array("0123456789abcdef".utf8)
    private var generator = SystemRandomNumberGenerator()
    /// The ids' bits, 16 bytes each: each is spelled out as text only when handed out.
    private var ids: [(high: UInt64, low: UInt64)] = []
    private var index = 0

    init(count: Int) {
        let count = max(0, count)
        let words = AscendingRandomIDs.systemRandomWords(2 * count)
        var values = (0..<count).map { AscendingRandomIDs.version4(high: words[2 * $0], low: words[2 * $0 + 1]) }
        values.sort { ($0.high, $0.low) < ($1.high, $1.low) }
        ids = values
    }

    mutating func next() -> String {
        defer { index += 1 }
        if index < ids.count { return AscendingRandomIDs.text(high: ids[index].high, low: ids[index].low) }
        let value = AscendingRandomIDs.version4(high: generator.next(), low: generator.next())
        return AscendingRandomIDs.text(high: value.high, low: value.low)
    }

    /// 122 random bits with the version (4) and variant (10) bits of RFC 9562.
    private static func version4(high: UInt64, low: UInt64) -> (high: UInt64, low: UInt64) {
        (high & 0xFFFF_FFFF_FFFF_0FFF | 0x4000, low & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000)
    }

    private static func text(high: UInt64, low: UInt64) -> String {
        String(unsafeUninitializedCapacity: 36) { text in
            var position = 0
            for value in [high, low] {
                for shift in stride(from: 60, through: 0, by: -4) {
                    if position == 8 || position == 13 || position == 18 || position == 23 {
                        text[position] = UInt8(ascii: "-")
                        position += 1
                    }
                    text[position] = digits[Int(value >> UInt64(shift) & 0xF)]
                    position += 1
                }
            }
            return 36
        }
    }

    /// `count` words from the system's random source in one read (a system call per word is
    /// what the standard generator costs); from the standard generator when that read fails.
    private static func systemRandomWords(_ count: Int) -> [UInt64] {
        var words = [UInt64](repeating: 0, count: count)
        guard count > 0 else { return words }
        let byteCount = count * MemoryLayout<UInt64>.size
        if let source = FileHandle(forReadingAtPath: "/dev/urandom") {
            defer { try? source.close() }
            if let bytes = try? source.read(upToCount: byteCount), bytes.count == byteCount {
                words.withUnsafeMutableBytes { _ = bytes.copyBytes(to: $0) }
                return words
            }
        }
        var generator = SystemRandomNumberGenerator()
        for index in words.indices { words[index] = generator.next() }
        return words
    }
}
