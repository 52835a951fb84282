/// Reads OFX/QFX bank and credit-card statements, 1.x (SGML) and 2.x (XML): each `STMTRS` or
/// `CCSTMTRS` one statement, `LEDGERBAL` its closing with its date, `FITID` each row's own id.
/// OFX prints no opening balance: the rows are proven only when the file also states where they
/// start (a `BALLIST` balance named as the opening); otherwise the statement is unverifiable.
public enum OFXReader {
    public static func read(
        _ bytes: [UInt8], options: StructuredReadOptions = StructuredReadOptions()
    ) throws(StructuredFormatError) -> [StructuredStatement] {
        let text = StructuredText.decode(bytes).text
        let head = text.prefix(2000).uppercased()
        let isXML = head.contains("<?XML") || head.contains("<?OFX")
        let root: XMLNode
        if isXML {
            do { root = try XMLReader.parse(Array(text.utf8), limits: options.limits) } catch {
                throw StructuredFormatError(.ofxXML, line: error.line, error.message)
            }
        } else {
            root = try OFXSGMLReader.parse(text, limits: options.limits)
        }
        let format: StructuredFormat = isXML ? .ofxXML : .ofxSGML
        let institution = root.path("SIGNONMSGSRSV1", "SONRS", "FI")?.value("ORG")
        var responses: [XMLNode] = []
        collect(root, into: &responses)
        guard !responses.isEmpty else { throw StructuredFormatError(format, "the file holds no bank or credit-card statement (STMTRS, CCSTMTRS)") }
        var statements: [StructuredStatement] = []
        for response in responses {
            statements.append(try OFXStatementReader(format: format, response: response, institution: institution, options: options).read())
        }
        return statements
    }

    private static func collect(_ node: XMLNode, into found: inout [XMLNode]) {
        for child in node.children {
            if child.name == "STMTRS" || child.name == "CCSTMTRS" { found.append(child) } else { collect(child, into: &found) }
        }
    }
}
