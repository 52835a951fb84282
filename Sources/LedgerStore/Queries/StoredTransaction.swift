import Categorisation
import StatementCore

/// A transaction as the ledger holds it.
public struct StoredTransaction: Sendable, Hashable {
    public var id: String
    public var accountID: Int64
    public var statementID: Int64
    public var date: LocalDate
    public var valueDate: LocalDate?
    public var description: String
    public var rawText: String
    public var amount: Money
    public var balance: Money?
    public var categoryID: String?
    public var confidence: Double
    public var categorySource: CategorySource
    public var categoryReason: String
    public var payee: String?
    public var locked: Bool
    public var reviewStatus: ReviewStatus
    public var reviewReason: String
    public var fingerprint: String
    public var page: Int
    public var line: Int
    /// Marked a duplicate by a person: kept for the audit trail, left out of balances and exports.
    public var duplicate: Bool
    /// The bank's own id of the row (OFX `FITID`, CAMT `AcctSvcrRef`/`NtryRef`, MT940 reference);
    /// nil for a PDF's rows and for rows stored before the ledger kept it.
    public var bankReference: String?
    /// The original amount and printed rate its statement gave (ledger version 9); nil where none.
    public var foreign: ForeignAmount?

    static let columns = """
        id, account_id, statement_id, date, value_date, description, raw_text, amount_minor, currency,
        balance_minor, category_id, confidence, category_source, category_reason, payee, locked,
        review_status, review_reason, fingerprint, page, line, duplicate, bank_reference, original_minor,
        original_currency, original_rate
        """

    init(row: any DatabaseRow) {
        let currency = Currency(code: row.text(8))
        id = row.text(0)
        accountID = row.int64(1)
        statementID = row.int64(2)
        // Dates are written only by this module, always valid ISO; a hand-edited bad one reads as 1970-01-01.
        date = LocalDate(iso: row.text(3)) ?? LocalDate(dayNumber: 0)
        valueDate = row.optionalText(4).flatMap(LocalDate.init(iso:))
        description = row.text(5)
        rawText = row.text(6)
        amount = Money(minorUnits: row.int64(7), currency: currency)
        balance = row.optionalInt64(9).map { Money(minorUnits: $0, currency: currency) }
        categoryID = row.optionalText(10)
        confidence = row.double(11)
        categorySource = CategorySource(rawValue: row.text(12)) ?? .none
        categoryReason = row.text(13)
        payee = row.optionalText(14)
        locked = row.bool(15)
        reviewStatus = ReviewStatus(rawValue: row.text(16)) ?? .needsReview
        reviewReason = row.text(17)
        fingerprint = row.text(18)
        page = row.int(19)
        line = row.int(20)
        duplicate = row.bool(21)
        bankReference = row.optionalText(22)
        // A rate that does not read back (hand-edited) is dropped, the original amount kept.
        foreign = row.optionalInt64(23).flatMap { minor in
            row.optionalText(24).map { code in
                ForeignAmount(
                    original: Money(minorUnits: minor, currency: Currency(code: code)), rate: row.optionalText(25).flatMap { DecimalRate($0) })
            }
        }
    }
}
