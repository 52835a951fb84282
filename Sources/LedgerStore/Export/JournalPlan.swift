import StatementCore

/// What makes a journal export carry its proof: an opening balance per account, a balance
/// assertion at each verified statement's closing balance (always: a ledger that no longer adds
/// up must fail the checkers, not pass them), an explicit entry for each known gap, and the declarations `hledger check
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

    /// A known gap between two statements of an account: the rows of the missing days are not in
    /// the ledger, so the journal sets the account to the next statement's opening against
    /// `unreconciled` on its first day, and says which days are missing.
    struct Gap {
        /// The next statement's first day, where its opening balance holds.
        var date: LocalDate
        var account: String
        var balance: Money
        var missingFrom: LocalDate
        var missingTo: LocalDate

        var comment: String { "no statement from \(missingFrom.iso) to \(missingTo.iso): the difference goes to \(JournalPlan.unreconciled)" }
    }

    static let unreconciled = "Equity:Unreconciled"

    var openings: [Opening] = []
    /// hledger: the transfers posted as one transaction each whose day falls in the exported
    /// dates, and every leg posted so in any slice of the ledger, which no row of its own repeats.
    var transfers: [JournalTransfer] = []
    var transferLegs: Set<String> = []
    var assertions: [Assertion] = []
    var gaps: [Gap] = []
    /// Accounts to declare (first used inside the exported dates), with that first day.
    var accounts: [(name: String, date: LocalDate)] = []
    var commodities: [(code: String, date: LocalDate)] = []
    var declares: Bool { !accounts.isEmpty || !commodities.isEmpty }
}
