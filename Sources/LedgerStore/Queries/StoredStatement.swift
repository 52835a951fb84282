import StatementCore

/// A statement as recorded at import: a file, or one account of a combined statement.
public struct StoredStatement: Sendable, Hashable {
    public var id: Int64
    public var fileSHA256: String
    public var fileName: String
    public var accountID: Int64
    public var periodStart: LocalDate?
    public var periodEnd: LocalDate?
    public var statementDate: LocalDate?
    public var openingBalance: Money?
    public var closingBalance: Money?
    public var verdict: Verification.Verdict
    public var problems: String
    public var acceptedUnverified: Bool
    public var pageCount: Int
    public var rowCount: Int
    public var importedAt: String
    public var toolVersion: String
    /// 1, 2, … for the accounts of one file in the order the PDF prints them; 1 for most files.
    public var section: Int
    /// The kind of file it was read from; nil for a statement stored before the ledger kept it.
    public var format: SourceFormat?

    static let columns = """
        id, file_sha256, file_name, account_id, period_start, period_end, statement_date, opening_balance_minor,
        closing_balance_minor, currency, verdict, problems, accepted_unverified, page_count, row_count,
        imported_at, tool_version, section, format
        """

    init(row: any DatabaseRow) {
        let currency = Currency(code: row.text(9))
        id = row.int64(0)
        fileSHA256 = row.text(1)
        fileName = row.text(2)
        accountID = row.int64(3)
        periodStart = row.optionalText(4).flatMap(LocalDate.init(iso:))
        periodEnd = row.optionalText(5).flatMap(LocalDate.init(iso:))
        statementDate = row.optionalText(6).flatMap(LocalDate.init(iso:))
        openingBalance = row.optionalInt64(7).map { Money(minorUnits: $0, currency: currency) }
        closingBalance = row.optionalInt64(8).map { Money(minorUnits: $0, currency: currency) }
        verdict = Verification.Verdict(rawValue: row.text(10)) ?? .failed
        problems = row.text(11)
        acceptedUnverified = row.bool(12)
        pageCount = row.int(13)
        rowCount = row.int(14)
        importedAt = row.text(15)
        toolVersion = row.text(16)
        section = row.int(17)
        format = row.optionalText(18).flatMap(SourceFormat.init(rawValue:))
    }
}
