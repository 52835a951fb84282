/// What a statement says about itself outside its table.
public struct StatementFacts: Sendable {
    public var institution: String?
    public var account: String?
    /// The account number as printed, unmasked.
    public var accountNumber: String?
    /// Where the labelled account number was read (page, line).
    var accountPage: Int?
    var accountLine: Int?
    /// Sort code, routing number and the like, printed in the header (`Statement.bankCode`).
    public var bankCode: String?
    public var period: DateRange?
    public var statementDate: LocalDate?
    /// The latest closing or due date the bill prints with its year (`FactFinder.billDate`).
    var billDate: LocalDate?
}
