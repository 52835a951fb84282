/// Where a stored row came from: the statement that first stored it (its file, the kind of file,
/// where it prints the row, the bank's own id) and every other statement that proves it.
public struct RowProvenance: Sendable, Hashable, Encodable {
    public var statementID: Int64
    /// Nil for a row stored before the ledger kept formats.
    public var format: SourceFormat?
    public var fileName: String
    public var fileSHA256: String
    public var bankReference: String?
    /// Page and line in a PDF; page 1 and the file's own line for a text file.
    public var page: Int
    public var line: Int
    public var provenBy: [RowProof]
}
