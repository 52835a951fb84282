/// A statement that printed a row the ledger already held (from another file or format), with
/// where it prints it: the row is proven by that statement too.
public struct RowProof: Sendable, Hashable, Encodable {
    /// How the statement's row was matched to the stored one.
    public enum Match: String, Sendable, Hashable, Encodable {
        /// The same account, date, amount, currency and description (the row's fingerprint).
        case fingerprint
        /// The same id the bank gives the row in both files.
        case bankReference = "bank_reference"
        /// The same amount within two days, worded otherwise (a CSV's counterparty, a PDF's narrative).
        case dateAmount = "date_amount"
    }

    public var statementID: Int64
    public var fileName: String
    public var format: SourceFormat?
    public var page: Int
    public var line: Int
    public var matchedBy: Match
}
