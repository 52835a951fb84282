/// A column of values packed into one string for a worker's answer: JSON decodes one long string
/// far faster than thousands of array elements. Numbers are written in decimal, separated by
/// spaces; texts are each prefixed by their length in UTF-8 bytes and a colon; "~" stands for none.
/// Reading gives nil for anything else, so a garbled answer fails its file, never the run.
enum PackedColumn {
    static func numbers<Number: BinaryInteger>(_ values: [Number?]) -> String {
        values.map { $0.map { String($0) } ?? "~" }.joined(separator: " ")
    }

    static func texts(_ values: [String?]) -> String {
        var packed = ""
        for value in values {
            guard let value else { packed += "~"; continue }
            packed += String(value.utf8.count)
            packed += ":"
            packed += value
        }
        return packed
    }

    static func numbers(_ packed: String) -> [Int64?]? {
        var values: [Int64?] = []
        for word in packed.utf8.split(separator: UInt8(ascii: " ")) {
            if word.count == 1 && word.first == UInt8(ascii: "~") { values.append(nil); continue }
            guard let value = number(word) else { return nil }
            values.append(value)
        }
        return values
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
    private static func number<Bytes: Collection>(_ bytes: Bytes) -> Int64? where Bytes.Element == UInt8 {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 19 else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
            guard !overflowTimes && !overflowSum else { return nil }
            value = sum
        }
        return negative ? -value : value
    }
}
