/// OFX 1.x bodies into the same element tree `XMLReader` makes: SGML where a leaf's value ends at
/// the next tag and its end tag is usually left out (`<TRNAMT>-45.90`), while aggregates are closed.
/// Bounded like `XMLReader`: depth, tag count, and a value's length.
enum OFXSGMLReader {
    static func parse(_ text: String, limits: StructuredLimits) throws(StructuredFormatError) -> XMLNode {
        let utf8 = Array(text.utf8)
        guard let start = firstTag(utf8) else { throw StructuredFormatError(.ofxSGML, "the file holds no <OFX> element") }
        var stack: [XMLNode] = []
        var leafOpen = false
        var root: XMLNode?
        var index = start
        var line = 1 + utf8[..<start].count { $0 == 0x0A }
        var tags = 0
        func closeLeaf() {
            guard leafOpen, stack.count >= 2, let leaf = stack.popLast() else { return }
            leafOpen = false
            stack[stack.count - 1].children.append(leaf)
        }
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "<") {
                guard let end = utf8[index...].prefix(300).firstIndex(of: UInt8(ascii: ">")) else {
                    throw StructuredFormatError(.ofxSGML, line: line, "a '<' that starts no tag")
                }
                let inner = String(decoding: utf8[(index + 1)..<end], as: UTF8.self).trimmingASCIIWhitespace
                index = end + 1
                tags += 1
                guard tags <= limits.maxElements else { throw StructuredFormatError(.ofxSGML, line: line, "more than \(limits.maxElements) tags") }
                if inner.hasPrefix("?") || inner.hasPrefix("!") { continue }
                if inner.hasPrefix("/") {
                    let name = String(inner.dropFirst()).uppercased()
                    if leafOpen, stack.last?.name == name {
                        closeLeaf()
                        continue
                    }
                    closeLeaf()
                    guard let open = stack.lastIndex(where: { $0.name == name }) else {
                        throw StructuredFormatError(.ofxSGML, line: line, "</\(name)> closes no open element")
                    }
                    // Aggregates left open inside it (a bank that drops more end tags) close with it.
                    while stack.count > open + 1, let inner = stack.popLast() { stack[stack.count - 1].children.append(inner) }
                    guard let node = stack.popLast() else { continue }
                    if stack.isEmpty { root = node; break }
                    stack[stack.count - 1].children.append(node)
                    continue
                }
                closeLeaf()
                guard stack.count < limits.maxDepth else {
                    throw StructuredFormatError(.ofxSGML, line: line, "aggregates nested deeper than \(limits.maxDepth)")
                }
                let name = String(inner.prefix { $0 != " " }).uppercased()
                stack.append(XMLNode(name: name, line: line))
                continue
            }
            let textStart = index
            while index < utf8.count && utf8[index] != UInt8(ascii: "<") {
                if utf8[index] == 0x0A { line += 1 }
                index += 1
            }
            let value = String(decoding: utf8[textStart..<index], as: UTF8.self).trimmingASCIIWhitespace
            guard !value.isEmpty else { continue }
            // A value belongs to a leaf inside an aggregate: never to the root, never twice.
            guard value.utf8.count <= limits.maxFieldBytes, stack.count >= 2, !leafOpen else {
                throw StructuredFormatError(.ofxSGML, line: line, "text outside any element: '\(value.prefix(40))'")
            }
            stack[stack.count - 1].text = unescape(value)
            leafOpen = true
        }
        closeLeaf()
        guard let root else { throw StructuredFormatError(.ofxSGML, line: line, "the file ends before </OFX>") }
        return root
    }

    private static func firstTag(_ utf8: [UInt8]) -> Int? {
        let marker = Array("<OFX>".utf8)
        guard utf8.count >= marker.count else { return nil }
        for index in 0...(utf8.count - marker.count) where utf8[index] == marker[0] {
            if Array(utf8[index..<(index + marker.count)]).map({ $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }) == marker { return index }
        }
        return nil
    }

    private static func unescape(_ value: String) -> String {
        guard value.contains("&") else { return value }
        return value.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&nbsp;", with: " ").replacingOccurrences(of: "&amp;", with: "&")
    }
}
