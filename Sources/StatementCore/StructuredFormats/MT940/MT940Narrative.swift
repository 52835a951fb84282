/// The `:86:` information to the account owner: free text, or structured as German banks write
/// it (a three-digit business code, then `?00` booking text, `?20`–`?29` and `?60`–`?63` purpose,
/// `?30`/`?31` the other party's bank and account, `?32`/`?33` its name), or with SWIFT keywords
/// (`/NAME/`, `/REMI/`).
struct MT940Narrative {
    var name: String?
    var purpose: String?
    var bookingText: String?
    var free: String?

    init(_ text: String) {
        // Banks wrap at 65 characters anywhere, inside a sub-field too: the sub-fields are read
        // from the lines joined with nothing between them.
        let joined = text.split(whereSeparator: \.isNewline).joined()
        let characters = Array(joined)
        if characters.count > 4, characters.prefix(3).allSatisfy(\.isASCIIDigit), !characters[3].isLetter, !characters[3].isNumber,
            !characters[3].isWhitespace
        {
            var fields: [Int: String] = [:]
            for piece in joined.dropFirst(4).split(separator: characters[3]) {
                guard piece.count >= 2, let code = Int(piece.prefix(2)) else { continue }
                fields[code, default: ""] += piece.dropFirst(2)
            }
            bookingText = MT940Narrative.clean(fields[0])
            name = MT940Narrative.clean([fields[32], fields[33]].compactMap { $0 }.joined())
            purpose = MT940Narrative.clean(
                (Array(20...29) + Array(60...63)).compactMap { fields[$0] }.joined(separator: " "))
            return
        }
        if joined.contains("/NAME/") || joined.contains("/REMI/") {
            name = MT940Narrative.keyword("NAME", in: joined)
            purpose = MT940Narrative.keyword("REMI", in: joined)
            return
        }
        free = MT940Narrative.clean(text.split(whereSeparator: \.isNewline).map { $0.trimmingASCIIWhitespace }.joined(separator: " "))
    }

    /// The description: the other party's name, else the purpose, else the free text.
    var description: String? { name ?? purpose ?? free ?? bookingText }

    private static func keyword(_ key: String, in text: String) -> String? {
        guard let start = text.range(of: "/\(key)/") else { return nil }
        let rest = text[start.upperBound...]
        // The value runs to the next "/KEYWORD/".
        var end = rest.endIndex
        var search = rest.startIndex
        while let slash = rest[search...].firstIndex(of: "/") {
            let after = rest[rest.index(after: slash)...]
            if let close = after.prefix(5).firstIndex(of: "/"), after[..<close].count >= 2, after[..<close].allSatisfy({ $0.isUppercase }) {
                end = slash
                break
            }
            search = rest.index(after: slash)
        }
        return clean(String(rest[..<end]))
    }

    private static func clean(_ text: String?) -> String? {
        guard let text else { return nil }
        let collapsed = text.split(whereSeparator: { $0 == " " || $0.isNewline }).joined(separator: " ")
        return collapsed.isEmpty ? nil : collapsed
    }
}
