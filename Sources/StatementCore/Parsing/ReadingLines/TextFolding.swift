import Foundation

/// Case- and accent-folding for matching: "NÓMINA" and "nomina" must be the same text.
/// Rules and descriptions go through the same folding, so needles and haystacks always agree.
public enum TextFolding {
    /// Lower-case, accent-free, apostrophes dropped ("McDonald's" → "mcdonalds"), every other
    /// run of punctuation or space collapsed to one space, no leading or trailing space.
    public static func normalisedBytes(_ text: String) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        appendNormalised(text, to: &output)
        return output
    }

    public static func normalised(_ text: String) -> String {
        String(decoding: normalisedBytes(text), as: UTF8.self)
    }

    /// Appends to a reused buffer: the hot path must not allocate per row.
    public static func appendNormalised(_ text: String, to output: inout [UInt8]) {
        var pendingSpace = false
        let start = output.count
        func emit(_ byte: UInt8) {
            if pendingSpace && output.count > start { output.append(0x20) }
            pendingSpace = false
            output.append(byte)
        }
        // ASCII is the common case: no scalar decoding at all, the bytes read in place (a small
        // string's too) against the table read in place, once per word of every line.
        var bytes = text
        let folded = bytes.withUTF8 { utf8 -> Bool in
            guard utf8.isAllASCII else { return false }
            asciiClass.withUnsafeBufferPointer { table in
                for byte in utf8 {
                    switch table[Int(byte)] {
                    case 0: pendingSpace = true
                    case 1: break
                    default: emit(table[Int(byte)])
                    }
                }
            }
            return true
        }
        if folded { return }
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                let folded = asciiClass[Int(scalar.value)]
                if folded == 0 { pendingSpace = true } else if folded != 1 { emit(folded) }
            } else if let replacement = latinFolds[scalar.value] {
                for byte in replacement { emit(byte) }
            } else if scalar.properties.generalCategory == .nonspacingMark
                || scalar.properties.generalCategory == .enclosingMark
            {
                // Thai writes vowels and tones as marks: they are letters, not accents.
                if (0xE00...0xE7F).contains(scalar.value) { for byte in String(scalar).utf8 { emit(byte) } }
                continue
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                for lower in scalar.properties.lowercaseMapping.utf8 { emit(lower) }
            } else if scalar.value == 0x2019 || scalar.value == 0x2018 {
                continue  // typographic apostrophes, like "'"
            } else {
                pendingSpace = true
            }
        }
    }

    /// The words of folded text, as `split(separator: " ")` gives them. ASCII text is split by its
    /// bytes (a space there is one byte, never part of a wider character), other text by characters.
    static func words(of folded: String) -> [Substring] {
        let utf8 = folded.utf8
        guard utf8.isAllASCII else { return folded.split(separator: " ") }
        return utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
    }

    /// 0 = separator, 1 = dropped, otherwise the byte to emit.
    private static let asciiClass: [UInt8] = (0..<128).map { code -> UInt8 in
        switch code {
        case 0x30...0x39, 0x61...0x7A: return UInt8(code)
        case 0x41...0x5A: return UInt8(code + 32)
        case 0x27, 0x60: return 1
        default: return 0
        }
    }

    /// Built once from Unicode's canonical decompositions, so every accented Latin (and Greek)
    /// letter is covered without a hand-written table; the few letters that do not decompose are listed.
    private static let latinFolds: [UInt32: [UInt8]] = {
        var folds: [UInt32: [UInt8]] = [:]
        let ranges: [ClosedRange<UInt32>] = [0xC0...0x24F, 0x1E00...0x1EFF]
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic else { continue }
                let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
                    .filter { $0.value < 0x80 }
                let ascii = String(String.UnicodeScalarView(base)).lowercased()
                if !ascii.isEmpty { folds[value] = Array(ascii.utf8) }
            }
        }
        let special: [UInt32: String] = [
            0xDF: "ss", 0xC6: "ae", 0xE6: "ae", 0xD8: "o", 0xF8: "o", 0x152: "oe", 0x153: "oe",
            0x110: "d", 0x111: "d", 0x141: "l", 0x142: "l", 0xDE: "th", 0xFE: "th", 0xD0: "d", 0xF0: "d",
            0xAA: "a", 0xBA: "o", 0x131: "i",
        ]
        for (value, text) in special { folds[value] = Array(text.utf8) }
        // Greek drops its accents as Latin does ("Υπόλοιπο" and "ΥΠΟΛΟΙΠΟ" are one word), and the
        // final sigma is a sigma; Russian prints "ё" as "е" as often as not.
        for value in UInt32(0x386)...0x3CE {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic,
                let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first
            else { continue }
            folds[value] = Array(base.properties.lowercaseMapping.utf8)
        }
        folds[0x3C2] = Array("σ".utf8)
        folds[0x401] = Array("е".utf8)
        folds[0x451] = Array("е".utf8)
        return folds
    }()
}
