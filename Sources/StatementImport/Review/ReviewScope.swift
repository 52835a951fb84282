import StatementCore

/// Which of the rows waiting for review a session asks about: on a ledger of many accounts a
/// person settles one account, one statement or the recent rows at a time.
public struct ReviewScope: Sendable, Equatable {
    /// An account's last four characters, ledger id or name.
    public var account: String?
    public var statementID: Int64?
    public var since: LocalDate?

    public init(account: String? = nil, statementID: Int64? = nil, since: LocalDate? = nil) {
        self.account = account
        self.statementID = statementID
        self.since = since
    }

    public var isWholeLedger: Bool { account == nil && statementID == nil && since == nil }
}
