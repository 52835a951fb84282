/// A column of values packed into one string for a worker's answer: JSON decodes one long string
/// far faster than thousands of array elements. Numbers are written in decimal, separated by
/// spaces; texts are each prefixed by their length in UTF-8 bytes and a colon; "~" stands for none.
/// Reading gives nil for anything else, so a garbled answer fails its file, never the run.
enum PackedColumn {
    // Written as bytes, not a String per value: the worker packs six such columns per row, and a
    // String per number cost more than the parse took to read the row.
    static func numbers<Number: BinaryInteger>(_ values: [Number?]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 8)
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: " ")) }
            guard let value else { bytes.append(UInt8(ascii: "~")); continue }
            // Every value sent (days, minor units, pages, lines) fits in 64 bits.
            if let wide = Int64(exactly: value) {
                appendDecimal(wide, to: &bytes)
            } else {
                bytes.append(contentsOf: String(value).utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func texts(_ values: [String?]) -> String {
        var bytes: [UInt8] = []
        for value in values {
            guard var value else { bytes.append(UInt8(ascii: "~")); continue }
            appendDecimal(Int64(value.utf8.count), to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            value.withUTF8 { bytes.append(contentsOf: $0) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `String(value)`'s bytes, written back to front in a small stack buffer and appended at
    /// once: a digit appended and the digits reversed cost about 130 instructions a digit.
    private static func appendDecimal(_ wide: Int64, to bytes: inout [UInt8]) {
        // 19 digits and a sign at most.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var magnitude = wide.magnitude
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if wide < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    static func numbers(_ packed: String) -> [Int64?]? {
        var packed = packed
        return packed.withUTF8 { bytes -> [Int64?]? in
            var values: [Int64?] = []
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: " ") { end += 1 }
                // Empty pieces (two spaces) are passed over, as splitting on the spaces would.
                if end > start {
                    let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    if word.count == 1 && word[0] == UInt8(ascii: "~") {
                        values.append(nil)
                    } else {
                        guard let value = number(word) else { return nil }
                        values.append(value)
                    }
                }
                start = end + 1
            }
            return values
        }
    }

    static func texts(_ packed: String) -> [String?]? {
        let bytes = Array(packed.utf8)
        var values: [String?] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "~") { values.append(nil); index += 1; continue }
            guard let colon = bytes[index...].firstIndex(of: UInt8(ascii: ":")),
                let length = number(bytes[index..<colon]), length >= 0, length <= bytes.count - colon - 1
            else { return nil }
            let end = colon + 1 + Int(length)
            values.append(String(decoding: bytes[(colon + 1)..<end], as: UTF8.self))
            index = end
        }
        return values
    }

    /// A decimal integer, optionally negative; nil for anything else or one beyond Int64.
    /// Counted downwards, as a negative number, so that `Int64.min` (whose magnitude no positive
    /// Int64 holds) is read back as it was written: every Int64 makes the round trip.
    private static func number<Bytes: Collection>(_ bytes: Bytes) -> Int64? where Bytes.Element == UInt8 {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 19 else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.subtractingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
            guard !overflowTimes && !overflowSum else { return nil }
            value = sum
        }
        if negative { return value }
        let (positive, overflow) = Int64(0).subtractingReportingOverflow(value)
        return overflow ? nil : positive
    }
}
