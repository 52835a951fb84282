/// Which format a file is, told by its content: the first bytes of a PDF, the OFX header, the
/// CAMT namespace or root element, the QIF `!Type:` line, the SWIFT tags, or a table of delimited
/// cells. The file name is never trusted over the content; it only names the file in the message.
public enum FormatSniffer {
    /// The format of `bytes`, or nil when it is none the project reads.
    public static func sniff(_ bytes: [UInt8], name: String? = nil) -> StructuredFormat? {
        let head = headText(bytes)
        let trimmed = head.drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
        if bytes.prefix(1024).starts(withSubsequence: Array("%PDF-".utf8)) { return .pdf }
        let upper = trimmed.uppercased()
        if upper.hasPrefix("OFXHEADER:") || (upper.hasPrefix("<OFX>") && !upper.contains("</SIGNONMSGSRSV1>")) {
            return upper.contains("DATA:OFXSGML") || upper.hasPrefix("OFXHEADER:") ? .ofxSGML : .ofxXML
        }
        if upper.hasPrefix("<?XML") || upper.hasPrefix("<") {
            if upper.contains("<?OFX") || upper.contains("<OFX>") { return .ofxXML }
            if let camt = camtVariant(head) { return camt }
            return nil
        }
        if upper.hasPrefix("!TYPE:") || upper.hasPrefix("!ACCOUNT") || upper.hasPrefix("!OPTION") { return .qif }
        if let swift = swiftVariant(head) { return swift }
        // A PDF whose first bytes were damaged still holds its objects: it is a damaged PDF, not a
        // table of cells (its binary streams split on commas too), and is told so as a PDF.
        if looksLikePDFBody(bytes) { return .pdf }
        // Text downloads hold no NUL byte, but in UTF-16 (a byte-order mark says so): a binary
        // file is none of the formats read.
        let utf16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        if !utf16 && bytes.prefix(16_384).contains(0) { return nil }
        return CSVTable.looksLikeTable(head) ? .csv : nil
    }

    /// PDF object syntax ("1 0 obj", "endobj") near the start of a file.
    public static func looksLikePDFBody(_ bytes: [UInt8]) -> Bool {
        let head = Array(bytes.prefix(16_384))
        func has(_ text: String) -> Bool {
            let pattern = Array(text.utf8)
            guard head.count >= pattern.count else { return false }
            return (0...(head.count - pattern.count)).contains { start in head[start..<(start + pattern.count)].elementsEqual(pattern) }
        }
        return has(" 0 obj") && has("endobj")
    }

    /// The readable start of the file: enough to hold every header the formats put first.
    static func headText(_ bytes: [UInt8]) -> String {
        StructuredText.decode(Array(bytes.prefix(16_384))).text
    }

    static func camtVariant(_ head: String) -> StructuredFormat? {
        for (marker, format) in [
            ("camt.053", StructuredFormat.camt053), ("camt.052", .camt052), ("camt.054", .camt054),
            ("BkToCstmrStmt", .camt053), ("BkToCstmrAcctRpt", .camt052), ("BkToCstmrDbtCdtNtfctn", .camt054),
        ] where head.contains(marker) {
            return format
        }
        return nil
    }

    /// MT940 and MT942 files start with a `{1:` block or directly with `:20:`; a `:60F:`/`:60M:`
    /// opening says MT940, a `:34F:` floor limit or `:13D:` time MT942.
    static func swiftVariant(_ head: String) -> StructuredFormat? {
        let start = head.drop { $0 == " " || $0 == "\n" || $0 == "\r" }
        guard start.hasPrefix("{1:") || start.hasPrefix(":20:") || start.hasPrefix(":940:") || head.contains("\n:20:") else { return nil }
        guard head.contains(":25:") else { return nil }
        if head.contains("{2:O942") || head.contains("{2:I942") || head.contains(":34F:") || head.contains(":13D:") { return .mt942 }
        if head.contains(":60F:") || head.contains(":60M:") || head.contains(":61:") { return .mt940 }
        return nil
    }
}

extension Collection where Element: Equatable {
    func starts(withSubsequence prefix: [Element]) -> Bool { starts(with: prefix) }
}
