/// The one CSV writer (RFC 4180): every record ends in CRLF, as the RFC specifies, so spreadsheet
/// programs and strict readers agree; a field is quoted when it holds the separator, a quote or a
/// line break (CR or LF), and quotes inside it are doubled. Fields are never trimmed. A field a
/// spreadsheet would run as a formula gets a leading apostrophe, in every CSV the tool writes.
public struct CSVWriter: Sendable {
    public static let recordTerminator = "\r\n"
    public static let separator: Character = ","

    public private(set) var text = ""

    public init() {}

    /// A writer that starts with the header record.
    public init(header: [String]) {
        appendRecord(header)
    }

    public mutating func appendRecord(_ fields: [String]) {
        text += fields.map(CSVWriter.field).joined(separator: String(CSVWriter.separator))
        text += CSVWriter.recordTerminator
    }

    /// `value` as one field: neutralised when it looks like a formula, quoted only when it must be.
    public static func field(_ rawValue: String) -> String {
        let value = neutralised(rawValue)
        // Unicode scalars, not Characters: "\r\n" is one Character and must still be found.
        let needsQuotes = value.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
        guard needsQuotes else { return value }
        var quoted = "\""
        for character in value {
            if character == "\"" { quoted += "\"\"" } else { quoted.append(character) }
        }
        return quoted + "\""
    }

    /// A whole document from a header and records.
    public static func document(header: [String], records: [[String]]) -> String {
        var writer = CSVWriter(header: header)
        for record in records { writer.appendRecord(record) }
        return writer.text
    }

    /// One beginning with =, +, -, @, tab or carriage return gets a leading apostrophe (OWASP's CSV
    /// injection advice), unless it is a plain number: amounts stay numbers.
    public static func neutralised(_ field: String) -> String {
        guard let first = field.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first),
            !isPlainNumber(field)
        else { return field }
        return "'" + field
    }

    /// An optional sign, digits and at most one decimal point, nothing else ("-12.50").
    static func isPlainNumber(_ field: String) -> Bool {
        var scalars = Substring(field).unicodeScalars
        if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
        guard !scalars.isEmpty, scalars.filter({ $0 == "." }).count <= 1, scalars.first != ".", scalars.last != "." else {
            return false
        }
        return scalars.allSatisfy { ("0"..."9").contains($0) || $0 == "." }
    }
}
