import StatementCore

/// What makes a journal export carry its proof: an opening balance per account, a balance
/// assertion at each verified statement's closing balance, and the declarations `hledger check
/// --strict` and `bean-check` want, each placed so that exports split by date concatenate.
struct JournalPlan {
    struct Opening {
        var date: LocalDate
        var account: String
        var amount: Money
        var statementID: Int64
    }

    struct Assertion {
        /// The statement's last day: the balance holds at its end.
        var date: LocalDate
        var account: String
        var balance: Money
        var statementID: Int64
        var fileName: String
    }

    var openings: [Opening] = []
    var assertions: [Assertion] = []
    /// Accounts to declare (first used inside the exported dates), with that first day.
    var accounts: [(name: String, date: LocalDate)] = []
    var commodities: [(code: String, date: LocalDate)] = []
    var declares: Bool { !accounts.isEmpty || !commodities.isEmpty }
}
