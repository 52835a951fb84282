/// Random lowercase UUIDs (version 4) for a statement's new rows, drawn together and handed out
/// in ascending order. Each id is as random as ever, so short prefixes stay distinct (review
/// takes id prefixes); but rows written in order meet the indexes keyed on the id
/// (transactions, statement_rows, categorisation_events) in one ascending sweep instead of at
/// random places, which is what made writing them slow.
struct AscendingRandomIDs {
    private static let digits: [UInt8] = Array("0123456789abcdef".utf8)
    private var generator = SystemRandomNumberGenerator()
    private var ids: [String] = []
    private var index = 0

    init(count: Int) {
        ids = (0..<max(0, count)).map { _ in draw() }.sorted()
    }

    mutating func next() -> String {
        defer { index += 1 }
        return index < ids.count ? ids[index] : draw()
    }

    /// 122 random bits with the version (4) and variant (10) bits of RFC 9562.
    private mutating func draw() -> String {
        let high = generator.next() & 0xFFFF_FFFF_FFFF_0FFF | 0x4000
        let low = generator.next() & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
        var text = [UInt8](repeating: UInt8(ascii: "-"), count: 36)
        var position = 0
        for value in [high, low] {
            for shift in stride(from: 60, through: 0, by: -4) {
                if position == 8 || position == 13 || position == 18 || position == 23 { position += 1 }
                text[position] = AscendingRandomIDs.digits[Int(value >> UInt64(shift) & 0xF)]
                position += 1
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
