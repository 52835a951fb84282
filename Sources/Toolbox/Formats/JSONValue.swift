/// A JSON value with ordered object keys, so output is stable and reads in a sensible order.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.compact == rhs.compact }
    public func hash(into hasher: inout Hasher) { hasher.combine(compact) }

    public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// Points as JSON numbers with two decimals: enough for positions, short to read.
    public static func points(_ value: Double) -> JSONValue {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        return .number("\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)")
    }

    public var compact: String { render(indent: nil, level: 0) }
    public var pretty: String { render(indent: "  ", level: 0) }

    /// `pretty` as it reads nested `level` deep, for a writer that puts a document out piece by piece.
    public func pretty(level: Int) -> String { render(indent: "  ", level: level) }

    private func render(indent: String?, level: Int) -> String {
        let newline = indent == nil ? "" : "\n"
        let pad = { (depth: Int) in indent.map { String(repeating: $0, count: depth) } ?? "" }
        let colon = indent == nil ? ":" : ": "
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .number(let text): return text
        case .string(let text): return JSONValue.quote(text)
        case .array(let items):
            if items.isEmpty { return "[]" }
            let inner = items.map { pad(level + 1) + $0.render(indent: indent, level: level + 1) }
            return "[" + newline + inner.joined(separator: "," + newline) + newline + pad(level) + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let inner = members.map { key, value in
                pad(level + 1) + JSONValue.quote(key) + colon + value.render(indent: indent, level: level + 1)
            }
            return "{" + newline + inner.joined(separator: "," + newline) + newline + pad(level) + "}"
        }
    }

    public static func quote(_ text: String) -> String {
        if needsNoEscape(text) { return "\"" + text + "\"" }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Whether `quote` would copy every byte of `text` as it is: no quote, backslash or control character.
    public static func needsNoEscape(_ text: String) -> Bool {
        !text.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
    }
}
