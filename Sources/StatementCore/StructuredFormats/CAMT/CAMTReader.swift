/// Reads ISO 20022 bank-to-customer files: CAMT.053 statements, CAMT.052 account reports and
/// CAMT.054 notifications (their booked entries), every version from 001.02 to 001.13. Elements
/// are matched by local name, so the namespace and its version do not matter. Each `Stmt`, `Rpt`
/// or `Ntfctn` is one statement; each `Ntry` one row, a batch (several `TxDtls`) one row for its
/// total with every detail kept in the row's raw text.
public enum CAMTReader {
    public static func read(
        _ bytes: [UInt8], options: StructuredReadOptions = StructuredReadOptions()
    ) throws(StructuredFormatError) -> [StructuredStatement] {
        let root: XMLNode
        do { root = try XMLReader.parse(bytes, limits: options.limits) } catch {
            throw StructuredFormatError(.camt053, line: error.line, error.message)
        }
        let (format, message) = try messageElement(root)
        let reports = message.children.filter { $0.name == "Stmt" || $0.name == "Rpt" || $0.name == "Ntfctn" }
        guard !reports.isEmpty else {
            throw StructuredFormatError(format, line: message.line, "the message holds no statement (no Stmt, Rpt or Ntfctn)")
        }
        let created = message.value("GrpHdr", "CreDtTm").flatMap(CAMTValues.date)
        var statements: [StructuredStatement] = []
        for report in reports {
            statements.append(try CAMTStatementReader(format: format, report: report, created: created, options: options).read())
        }
        return statements
    }

    /// The `BkToCstmr…` element under `Document`, and which CAMT message it is.
    static func messageElement(_ root: XMLNode) throws(StructuredFormatError) -> (StructuredFormat, XMLNode) {
        let candidates = root.name == "Document" ? root.children : [root]
        for node in candidates {
            switch node.name {
            case "BkToCstmrStmt": return (.camt053, node)
            case "BkToCstmrAcctRpt": return (.camt052, node)
            case "BkToCstmrDbtCdtNtfctn": return (.camt054, node)
            default: continue
            }
        }
        throw StructuredFormatError(
            .camt053, line: root.line,
            "the XML document is no CAMT.052, .053 or .054 message (no BkToCstmrStmt, BkToCstmrAcctRpt or BkToCstmrDbtCdtNtfctn)")
    }
}
