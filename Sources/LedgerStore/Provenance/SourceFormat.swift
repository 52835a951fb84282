import StatementCore

/// The kinds of file the ledger names in `statements.format`: a family, not a version, so an app
/// reading the ledger meets six words whatever version of a format a bank sent.
public enum SourceFormat: String, Sendable, Hashable, CaseIterable, Codable {
    case pdf, csv, ofx, qif, camt, mt940

    public init(_ format: StructuredFormat) {
        switch format {
        case .pdf: self = .pdf
        case .csv: self = .csv
        case .ofxSGML, .ofxXML: self = .ofx
        case .qif: self = .qif
        case .camt052, .camt053, .camt054: self = .camt
        case .mt940, .mt942: self = .mt940
        }
    }
}
