/// Whether a word has the shape of a date or an amount as statements print them ("27.05.",
/// "14.03.2025", "2025-03-14", "742,50", "-1.234,56", "1'234.50"): the test a decoded font's
/// words must pass, strict enough that a wrong offset's digits fail it.
enum FigureShape {
    static func reads(_ text: String) -> Bool { reads(Array(text.utf8)) }

    static func reads(_ bytes: [UInt8]) -> Bool {
        var bytes = bytes
        while let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { bytes.removeFirst() }
        while let last = bytes.last, last == UInt8(ascii: "+") || last == UInt8(ascii: "-") { bytes.removeLast() }
        guard bytes.count >= 3, bytes.allSatisfy({ isDigit($0) || marks.contains($0) }) else { return false }
        return isAmount(bytes) || isDate(bytes)
    }

    private static let marks: Set<UInt8> = [UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "'"), UInt8(ascii: "/"), UInt8(ascii: "-")]

    private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }

    /// Groups of three after the first, and two decimals after a point or comma.
    private static func isAmount(_ bytes: [UInt8]) -> Bool {
        let count = bytes.count
        guard count >= 4, isDigit(bytes[count - 1]), isDigit(bytes[count - 2]),
            bytes[count - 3] == UInt8(ascii: ".") || bytes[count - 3] == UInt8(ascii: ",")
        else { return false }
        let whole = bytes[..<(count - 3)].split(
            omittingEmptySubsequences: false, whereSeparator: { !isDigit($0) })
        guard let first = whole.first, !first.isEmpty, whole.count == 1 || first.count <= 3 else { return false }
        return whole.dropFirst().allSatisfy { $0.count == 3 }
    }

    /// Day, month and maybe a year, or a year first; day and month in range.
    private static func isDate(_ bytes: [UInt8]) -> Bool {
        let parts = bytes.split(omittingEmptySubsequences: false, whereSeparator: { !isDigit($0) })
        guard parts.count <= 3, parts.allSatisfy({ $0.count <= 4 }) else { return false }
        let numbers = parts.map { part in part.reduce(0) { $0 * 10 + Int($1 - 48) } }
        if parts.count == 3, parts[0].count == 4 {
            return (1...12).contains(numbers[1]) && (1...31).contains(numbers[2]) && parts[2].count <= 2
        }
        guard parts.count >= 2, parts.count <= 3, parts[0].count <= 2, parts[1].count == 2 else { return false }
        let dayFirst = (1...31).contains(numbers[0]) && (1...12).contains(numbers[1])
        let monthFirst = (1...12).contains(numbers[0]) && (1...31).contains(numbers[1])
        guard dayFirst || monthFirst else { return false }
        return parts.count == 2 || parts[2].isEmpty || parts[2].count == 2 || parts[2].count == 4
    }
}
