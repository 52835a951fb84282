/// A kind of statement file this project reads, told by its content (`FormatSniffer`).
public enum StructuredFormat: String, Sendable, Hashable, CaseIterable, Codable {
    case pdf
    /// OFX/QFX 1.x: SGML, leaf tags left unclosed.
    case ofxSGML = "ofx1"
    /// OFX/QFX 2.x: XML.
    case ofxXML = "ofx2"
    case qif
    case camt052 = "camt.052"
    case camt053 = "camt.053"
    case camt054 = "camt.054"
    case mt940
    case mt942
    case csv

    /// "CAMT.053", "OFX 1.x": how messages name the format.
    public var displayName: String {
        switch self {
        case .pdf: return "PDF"
        case .ofxSGML: return "OFX 1.x"
        case .ofxXML: return "OFX 2.x"
        case .qif: return "QIF"
        case .camt052: return "CAMT.052"
        case .camt053: return "CAMT.053"
        case .camt054: return "CAMT.054"
        case .mt940: return "MT940"
        case .mt942: return "MT942"
        case .csv: return "CSV"
        }
    }

    /// The one line a file of no known format is told: which formats are read.
    public static let formatsRead =
        "statements are read from PDF, OFX/QFX (1.x and 2.x), QIF, ISO 20022 CAMT.052/053/054, SWIFT MT940/MT942 and CSV files"
}
