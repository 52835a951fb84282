import LedgerStore

/// The accounts and layouts whose statements printing no balance at all a person accepted once
/// (`import --accept-unverified --remember`): listed by `accounts`, forgotten on request.
extension BrowseLedger {
    public func unverifiedAcceptances() throws(AppError) -> [UnverifiedAcceptance] {
        try ledger.reading { try $0.unverifiedAcceptances() }
    }

    /// Forgets what was accepted for the account `account` names (its id, name or last four
    /// characters); returns the account's id and how many layouts were forgotten.
    public func forgetUnverifiedAcceptances(account: String) throws(AppError) -> (accountID: Int64, forgotten: Int) {
        guard let accountID = try filter(TransactionFilter(), accountSuffix: account).accountID else {
            throw .usage("forget-unverified takes an ACCOUNT: its id, name or last four characters from `statement-import accounts`")
        }
        let ledger = try self.ledger.openExisting()
        do {
            return (accountID, try ledger.forgetUnverifiedAcceptances(accountID: accountID))
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "write")
        }
    }
}
