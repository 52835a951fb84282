/// An exchange rate as written, exactly: `mantissa / 10^scale` ("0.8612" is 8612 and 4). Never a
/// Double, so a rate read from a prices file converts to the same minor unit on every machine.
public struct DecimalRate: Hashable, Sendable, CustomStringConvertible {
    public let mantissa: Int64
    public let scale: Int

    /// Twelve decimals are more than any published rate carries, and keep every power of ten used
    /// in a conversion inside 64 bits.
    public static let largestScale = 12

    /// A positive rate; nil for zero, a negative number or one with too many digits.
    public init?(mantissa: Int64, scale: Int) {
        guard mantissa > 0, (0...Self.largestScale).contains(scale) else { return nil }
        self.mantissa = mantissa
        self.scale = scale
    }

    /// Parses "0.86", "1", "1.0825" (a '.' decimal mark, no sign, no grouping).
    public init?(_ text: Substring) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first, !whole.isEmpty,
            whole.utf8.allSatisfy({ (0x30...0x39).contains($0) })
        else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.utf8.allSatisfy({ (0x30...0x39).contains($0) }), !(parts.count == 2 && fraction.isEmpty),
            fraction.count <= Self.largestScale, let value = Int64(whole + fraction)
        else { return nil }
        self.init(mantissa: value, scale: fraction.count)
    }

    public init?(_ text: String) { self.init(Substring(text)) }

    /// "0.86" as it was written, trailing zeros kept.
    public var description: String {
        var digits = String(mantissa)
        guard scale > 0 else { return digits }
        if digits.count <= scale { digits = String(repeating: "0", count: scale - digits.count + 1) + digits }
        let point = digits.index(digits.endIndex, offsetBy: -scale)
        return digits[..<point] + "." + digits[point...]
    }
}
