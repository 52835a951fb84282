/// Prints minor units the way a given bank does: separators only, the sign is the
/// layout's business because banks show it so differently ("-45,20", "45.20 CR", Soll/Haben).
public struct AmountFormat: Sendable {
    public var groupingSeparator: String
    public var decimalSeparator: String

    /// 1,234.56
    public static let english = AmountFormat(groupingSeparator: ",", decimalSeparator: ".")
    /// 1.234,56
    public static let continental = AmountFormat(groupingSeparator: ".", decimalSeparator: ",")

    public init(groupingSeparator: String, decimalSeparator: String) {
        self.groupingSeparator = groupingSeparator
        self.decimalSeparator = decimalSeparator
    }

    /// The magnitude of `minorUnits`, grouped in thousands, always two decimals.
    public func magnitude(_ minorUnits: Int64) -> String {
        let absolute = minorUnits.magnitude
        var whole = String(absolute / 100)
        var groups: [String] = []
        while whole.count > 3 {
            groups.insert(String(whole.suffix(3)), at: 0)
            whole.removeLast(3)
        }
        groups.insert(whole, at: 0)
        let cents = absolute % 100
        return groups.joined(separator: groupingSeparator) + decimalSeparator + (cents < 10 ? "0\(cents)" : "\(cents)")
    }

    /// A leading minus for negatives: "-45,20".
    public func signed(_ minorUnits: Int64) -> String {
        (minorUnits < 0 ? "-" : "") + magnitude(minorUnits)
    }

    /// The contract's decimal string: "-700.00", no grouping.
    public static func decimalString(_ minorUnits: Int64) -> String {
        AmountFormat(groupingSeparator: "", decimalSeparator: ".").signed(minorUnits)
    }
}
