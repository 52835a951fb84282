/// A small XML reader of the project's own, enough for bank files: elements, attributes, text,
/// CDATA, comments, processing instructions, the five predefined entities and numeric character
/// references. A DOCTYPE (and so any ENTITY declaration) is refused outright: no entity is ever
/// expanded and nothing outside the file is read, so a billion-laughs file or an external entity
/// costs nothing. Depth, element count and size are bounded. FoundationXML is not used: it
/// brings libxml2, which the house rules keep out.
public struct XMLReader {
    private let bytes: [UInt8]
    private let limits: StructuredLimits
    private var index = 0
    private var line = 1
    private var elements = 0

    private init(bytes: [UInt8], limits: StructuredLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// The document's root element. `bytes` are UTF-8, or Latin-1 when the declaration says so.
    public static func parse(_ bytes: [UInt8], limits: StructuredLimits = .standard) throws(XMLReaderError) -> XMLNode {
        guard bytes.count <= limits.maxBytes else {
            throw XMLReaderError(line: 1, "the document is \(bytes.count) bytes, above the \(limits.maxBytes)-byte limit")
        }
        var input = bytes
        if input.starts(with: [0xEF, 0xBB, 0xBF]) { input.removeFirst(3) }
        if declaresLatin1(input), String(validating: input, as: UTF8.self) == nil {
            input = Array(StructuredText.latin1(input[...]).utf8)
        }
        var reader = XMLReader(bytes: input, limits: limits)
        return try reader.document()
    }

    private static func declaresLatin1(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(200), as: UTF8.self).lowercased()
        guard head.hasPrefix("<?xml") else { return false }
        return head.contains("iso-8859-1") || head.contains("latin1") || head.contains("windows-1252") || head.contains("iso-8859-15")
    }

    private mutating func document() throws(XMLReaderError) -> XMLNode {
        var root: XMLNode?
        while true {
            skipSpace()
            guard index < bytes.count else { break }
            guard bytes[index] == UInt8(ascii: "<") else {
                throw XMLReaderError(line: line, "text outside the document's root element")
            }
            if try skipMarkup() { continue }
            guard root == nil else { throw XMLReaderError(line: line, "a second root element after the first") }
            root = try element()
        }
        guard let root else { throw XMLReaderError(line: line, "no root element: the file holds no XML document") }
        return root
    }

    /// Skips a comment, processing instruction or declaration at `<`; refuses a DOCTYPE.
    private mutating func skipMarkup() throws(XMLReaderError) -> Bool {
        if has("<!--") { try skip(past: "-->", what: "comment"); return true }
        if has("<?") { try skip(past: "?>", what: "processing instruction"); return true }
        if has("<!DOCTYPE") || has("<!ENTITY") || has("<!doctype") {
            throw XMLReaderError(
                line: line,
                "the document declares a DOCTYPE or ENTITY, which bank files never need: refused, so no entity is expanded and nothing outside the file is read"
            )
        }
        if has("<!") && !has("<![CDATA[") { throw XMLReaderError(line: line, "a markup declaration ('<!') is not read") }
        return false
    }

    private mutating func element() throws(XMLReaderError) -> XMLNode {
        var stack: [XMLNode] = []
        var textBuffer: [[UInt8]] = []
        var qualifiedNames: [String] = []
        while true {
            guard index < bytes.count else {
                throw XMLReaderError(line: line, "the document ends inside element <\(qualifiedNames.last ?? "?")>")
            }
            if bytes[index] == UInt8(ascii: "<") {
                if has("<![CDATA[") {
                    index += 9
                    let start = index
                    try skip(past: "]]>", what: "CDATA section")
                    guard !textBuffer.isEmpty else { throw XMLReaderError(line: line, "CDATA outside an element") }
                    // Kept literal: its '&' escaped, so resolving the text's entities gives it back as written.
                    for byte in bytes[start..<(index - 3)] {
                        if byte == UInt8(ascii: "&") {
                            textBuffer[textBuffer.count - 1].append(contentsOf: Array("&amp;".utf8))
                        } else {
                            textBuffer[textBuffer.count - 1].append(byte)
                        }
                    }
                    continue
                }
                if try skipMarkup() { continue }
                if has("</") {
                    index += 2
                    let name = readName()
                    skipSpace()
                    guard expect(">") else { throw XMLReaderError(line: line, "a malformed end tag </\(name)") }
                    guard let open = qualifiedNames.popLast(), var node = stack.popLast(), let text = textBuffer.popLast() else {
                        throw XMLReaderError(line: line, "an end tag </\(name)> with no element open")
                    }
                    guard open == name else { throw XMLReaderError(line: line, "</\(name)> closes <\(open)>") }
                    node.text = try decodeText(text)
                    if stack.isEmpty { return node }
                    stack[stack.count - 1].children.append(node)
                    continue
                }
                let startLine = line
                index += 1
                let name = readName()
                guard !name.isEmpty else { throw XMLReaderError(line: line, "'<' that starts no element") }
                elements += 1
                guard elements <= limits.maxElements else {
                    throw XMLReaderError(line: line, "more than \(limits.maxElements) elements: above the limit for a statement file")
                }
                guard stack.count < limits.maxDepth else {
                    throw XMLReaderError(line: line, "elements nested deeper than \(limits.maxDepth): above the limit for a statement file")
                }
                let (attributes, selfClosing) = try readAttributes(of: name)
                let node = XMLNode(name: localName(name), attributes: attributes, line: startLine)
                if selfClosing {
                    if stack.isEmpty { return node }
                    stack[stack.count - 1].children.append(node)
                } else {
                    stack.append(node)
                    qualifiedNames.append(name)
                    textBuffer.append([])
                }
                continue
            }
            let start = index
            while index < bytes.count && bytes[index] != UInt8(ascii: "<") {
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
            guard !textBuffer.isEmpty else { throw XMLReaderError(line: line, "text outside the root element") }
            guard textBuffer[textBuffer.count - 1].count + (index - start) <= limits.maxFieldBytes else {
                throw XMLReaderError(line: line, "an element's text is above the \(limits.maxFieldBytes)-byte limit")
            }
            textBuffer[textBuffer.count - 1].append(contentsOf: bytes[start..<index])
        }
    }

    private mutating func readAttributes(of element: String) throws(XMLReaderError) -> ([String: String], Bool) {
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard index < bytes.count else { throw XMLReaderError(line: line, "the document ends inside tag <\(element)>") }
            if expect("/>") { return (attributes, true) }
            if expect(">") { return (attributes, false) }
            let name = readName()
            guard !name.isEmpty, attributes.count < 256 else { throw XMLReaderError(line: line, "a malformed attribute in <\(element)>") }
            skipSpace()
            guard expect("=") else { throw XMLReaderError(line: line, "attribute \(name) of <\(element)> has no value") }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw XMLReaderError(line: line, "attribute \(name) of <\(element)> is not quoted")
            }
            let quote = bytes[index]
            index += 1
            let start = index
            while index < bytes.count && bytes[index] != quote {
                guard bytes[index] != UInt8(ascii: "<") else { throw XMLReaderError(line: line, "'<' inside attribute \(name)") }
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
            guard index < bytes.count else { throw XMLReaderError(line: line, "attribute \(name) of <\(element)> is never closed") }
            attributes[localName(name)] = try decodeText(Array(bytes[start..<index]))
            index += 1
        }
    }

    /// Resolves `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` and `&#NN;`/`&#xNN;`; any other entity is refused.
    private func decodeText(_ raw: [UInt8]) throws(XMLReaderError) -> String {
        guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var position = 0
        while position < raw.count {
            let byte = raw[position]
            guard byte == UInt8(ascii: "&") else {
                out.append(byte)
                position += 1
                continue
            }
            guard let end = raw[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw XMLReaderError(line: line, "an '&' that starts no entity (write '&amp;')")
            }
            let entity = String(decoding: raw[(position + 1)..<end], as: UTF8.self)
            switch entity {
            case "lt": out.append(UInt8(ascii: "<"))
            case "gt": out.append(UInt8(ascii: ">"))
            case "amp": out.append(UInt8(ascii: "&"))
            case "quot": out.append(UInt8(ascii: "\""))
            case "apos": out.append(UInt8(ascii: "'"))
            default:
                guard entity.hasPrefix("#"), let scalar = Self.characterReference(entity.dropFirst()) else {
                    throw XMLReaderError(line: line, "entity '&\(entity);' is not one of XML's five and is not expanded")
                }
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
            position = end + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func characterReference(_ digits: Substring) -> Unicode.Scalar? {
        let value: UInt32?
        if digits.first == "x" || digits.first == "X" { value = UInt32(digits.dropFirst(), radix: 16) } else { value = UInt32(digits, radix: 10) }
        guard let value, value != 0 else { return nil }
        return Unicode.Scalar(value)
    }

    private func localName(_ name: String) -> String {
        guard let colon = name.lastIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count, index - start < 256 {
            let byte = bytes[index]
            let isNameByte =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x3A
                || byte == 0x5F || byte == 0x2D || byte == 0x2E || byte >= 0x80
            guard isNameByte else { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
    }

    private func has(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { buffer in
            for offset in 0..<count where bytes[index + offset] != buffer[offset] { return false }
            return true
        }
    }

    private mutating func expect(_ text: StaticString) -> Bool {
        guard has(text) else { return false }
        index += text.utf8CodeUnitCount
        return true
    }

    private mutating func skip(past terminator: StaticString, what: String) throws(XMLReaderError) {
        let startLine = line
        while index < bytes.count {
            if has(terminator) {
                index += terminator.utf8CodeUnitCount
                return
            }
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
        throw XMLReaderError(line: startLine, "a \(what) that is never closed")
    }
}
