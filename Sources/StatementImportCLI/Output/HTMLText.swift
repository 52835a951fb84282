/// Text made safe inside HTML and SVG, between tags and in attribute values.
enum HTMLText {
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A coordinate with at most two decimals, as SVG wants it ("12.5", never "1e-05").
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let fraction = magnitude % 100
        if fraction == 0 { return sign + String(magnitude / 100) }
        return sign + String(magnitude / 100) + "." + (fraction < 10 ? "0" : "") + String(fraction).replacingTrailingZeros()
    }
}

private extension String {
    func replacingTrailingZeros() -> String {
        var text = self
        while text.count > 1, text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
