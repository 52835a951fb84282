/// Reads any structured statement file into statements: sniffs the format from the content and
/// hands the bytes to that format's reader. PDFs are not read here (they need the PDF text layer):
/// a PDF is answered with `.pdf` by `FormatSniffer` and refused by `read`.
public enum StructuredStatementReader {
    public static func read(
        _ bytes: [UInt8], name: String? = nil, options: StructuredReadOptions = StructuredReadOptions()
    ) throws(StructuredFormatError) -> [StructuredStatement] {
        guard bytes.count <= options.limits.maxBytes else {
            throw StructuredFormatError(nil, "the file is \(bytes.count) bytes, above the \(options.limits.maxBytes)-byte limit for a statement file")
        }
        guard let format = FormatSniffer.sniff(bytes, name: name) else { throw .notAStatement(name) }
        return try read(bytes, as: format, options: options)
    }

    public static func read(
        _ bytes: [UInt8], as format: StructuredFormat, options: StructuredReadOptions = StructuredReadOptions()
    ) throws(StructuredFormatError) -> [StructuredStatement] {
        guard bytes.count <= options.limits.maxBytes else {
            throw StructuredFormatError(
                format, "the file is \(bytes.count) bytes, above the \(options.limits.maxBytes)-byte limit for a statement file")
        }
        switch format {
        case .pdf: throw StructuredFormatError(.pdf, "a PDF is read by the PDF parser, not as a structured file")
        case .camt052, .camt053, .camt054: return try CAMTReader.read(bytes, options: options)
        case .mt940, .mt942: return try MT940Reader.read(bytes, options: options)
        case .ofxSGML, .ofxXML: return try OFXReader.read(bytes, options: options)
        case .qif: return try QIFReader.read(bytes, options: options)
        case .csv: return try CSVReader.read(bytes, options: options)
        }
    }
}
