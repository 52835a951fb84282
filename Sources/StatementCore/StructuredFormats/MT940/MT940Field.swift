/// One tagged field of a SWIFT message (":61:" and its value, continuation lines joined with
/// line ends), and the framing banks wrap messages in taken off: `{1:…}{2:…}{4:` headers, `-}`
/// and `-` ends, `{5:…}` trailers, CR/CRLF line ends and trailing padding.
struct MT940Field {
    var tag: String
    var value: String
    var line: Int

    static func fields(in text: String, limits: StructuredLimits) throws(StructuredFormatError) -> [MT940Field] {
        var fields: [MT940Field] = []
        for (offset, raw) in StructuredText.lines(text).enumerated() {
            guard raw.utf8.count <= limits.maxFieldBytes else {
                throw StructuredFormatError(.mt940, line: offset + 1, "a line longer than \(limits.maxFieldBytes) bytes")
            }
            var line = Substring(raw.trimmingASCIIWhitespace)
            // "{1:F01…}{2:O940…}{4:" before the first field; "-}{5:…}" after the last.
            while line.hasPrefix("{") {
                if line.hasPrefix("{4:") {
                    line = line.dropFirst(3)
                    break
                }
                guard let close = line.firstIndex(of: "}") else {
                    line = ""
                    break
                }
                line = line[line.index(after: close)...]
            }
            if line.hasPrefix("-") && line.dropFirst().allSatisfy({ $0 == "}" || $0 == "-" || $0 == " " }) { continue }
            if line.hasPrefix("-}") || line == "}" || line.isEmpty { continue }
            if let tag = tag(of: line) {
                fields.append(MT940Field(tag: tag, value: String(line.dropFirst(tag.count + 2)), line: offset + 1))
                guard fields.count <= limits.maxElements else { throw StructuredFormatError(.mt940, line: offset + 1, "too many fields") }
            } else if !fields.isEmpty {
                fields[fields.count - 1].value += "\n" + line
            }
        }
        return fields
    }

    /// "61" in ":61:…", "60F" in ":60F:…": two digits and perhaps a letter between colons.
    private static func tag(of line: Substring) -> String? {
        guard line.first == ":" else { return nil }
        let body = line.dropFirst()
        guard let colon = body.prefix(4).firstIndex(of: ":") else { return nil }
        let tag = body[..<colon]
        guard tag.count >= 2, tag.prefix(2).allSatisfy(\.isASCIIDigit), tag.dropFirst(2).allSatisfy({ $0.isLetter && $0.isASCII }) else {
            return nil
        }
        return String(tag)
    }
}
