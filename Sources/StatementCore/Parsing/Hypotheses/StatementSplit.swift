/// One way of cutting a file into statements, each part read on its own: at the lines naming
/// another account (a bank's current and savings accounts in one PDF), or at the headings of
/// another currency (a wallet's euro and dollar statements), or by the columns of a table
/// printing two currencies side by side (a card bill's local and dollar columns, each part the
/// file with the other column's figures taken out), or at the headings of an account's later
/// periods (a download of several months, each a whole statement). The alternative to it is the file read as
/// one statement; `isChosen(over:)` is the verifier's choice between them.
struct StatementSplit {
    enum Kind: CaseIterable {
        case accounts, currencies, currencyColumns, periods
    }

    var kind: Kind
    /// The starts kept: each part's first line and what it is of.
    var starts: [SectionStart]
    var ranges: [Range<Int>]
    var statements: [Statement]

    /// Accounts: a file that adds up as one statement is one, unless every part adds up on its
    /// own as well (a card statement printing each card's number over its rows adds up only as
    /// a whole); parts that do not add up are no better than the whole. Currencies: only when
    /// every part adds up, each in the currency its heading names; the whole is tried first.
    /// Currency columns: the two currencies are never one statement's, so the parts stand where
    /// each adds up, or where the whole does not either, each verified or failed on its own
    /// figures; never where a part has nothing to check it by.
    func isChosen(over whole: Statement) -> Bool {
        let verdicts = statements.map(\.verification.verdict)
        switch kind {
        case .accounts:
            return whole.verification.verdict == .verified ? verdicts.allSatisfy { $0 == .verified } : !verdicts.contains(.failed)
        case .currencies:
            return verdicts.allSatisfy { $0 == .verified }
                && zip(starts, statements).allSatisfy { start, statement in start.subject == .currency(statement.currency.code) }
        case .currencyColumns:
            // Every part adding up in the currency its header names is the reading, even over a
            // whole that adds up: that whole labels two currencies' rows with one.
            if verdicts.allSatisfy({ $0 == .verified }) { return true }
            return whole.verification.verdict != .verified && !verdicts.contains(.unverifiable) && verdicts.contains(.verified)
        case .periods:
            // Each part is one period's statement when it prints that period, its opening and its
            // closing, of the same account as the others: then it stands on its own figures,
            // verified or failed, as long as one part adds up (a file none of whose parts does
            // is no better read in parts).
            guard whole.verification.verdict != .verified, !verdicts.contains(.unverifiable), verdicts.contains(.verified) else {
                return false
            }
            let numbers = statements.compactMap { $0.accountNumber.map { PrintedAccount(number: $0) } }
            return zip(starts, statements).allSatisfy { start, statement in
                statement.openingBalance != nil && statement.closingBalance != nil
                    && statement.period.map { SectionStart.Subject.period($0) } == start.subject
            } && numbers.allSatisfy { $0.isSame(as: numbers[0]) }
        }
    }

    /// The parts as the statements they make: each account's own number and kind; what a
    /// combined statement prints once at its top (bank, period, date, and for a currency's part
    /// the account) given to the parts after the first.
    func finished(lines: [TextLine]) -> [Statement] {
        var finished = statements
        for position in finished.indices {
            if case .account(let account) = starts[position].subject {
                finished[position].account = account.masked
                finished[position].accountNumber = account.number
                finished[position].kind = StatementParser.sectionKind(
                    finished[position], start: starts[position].index, range: ranges[position], lines: lines)
            }
            guard position > 0 else { continue }
            finished[position].institution = finished[0].institution
            finished[position].period = finished[position].period ?? finished[0].period
            finished[position].statementDate = finished[position].statementDate ?? finished[0].statementDate
            if kind != .accounts, finished[position].account == nil {
                finished[position].account = finished[0].account
                finished[position].accountNumber = finished[0].accountNumber
            }
        }
        return finished
    }

    /// "2 accounts: …5678, …4321", "one statement per currency: EUR, USD", "one statement per
    /// period: 2025-02-01 to 2025-02-28, 2025-03-01 to 2025-03-31".
    var hypothesis: String {
        let names = starts.map(\.subject.name).joined(separator: ", ")
        switch kind {
        case .accounts: return "\(starts.count) accounts: \(names)"
        case .currencies: return "one statement per currency: \(names)"
        case .currencyColumns: return "one statement per currency column: \(names)"
        case .periods: return "one statement per period: \(names)"
        }
    }

    /// The decision as the trace shows it: the file as one statement first, then each split
    /// tried, its parts' figures added up and its verdict the worst of theirs.
    static func decision(whole: Statement, tried: [StatementSplit], chosen: StatementSplit?) -> ParseTrace.Decision {
        let one = candidate("one statement", [whole])
        let splits = tried.map { candidate($0.hypothesis, $0.statements) }
        let position = chosen.flatMap { chosen in tried.firstIndex { $0.kind == chosen.kind } }.map { $0 + 1 } ?? 0
        return ParseTrace.Decision(name: "accounts", candidates: [one] + splits, chosen: position)
    }

    private static func candidate(_ hypothesis: String, _ statements: [Statement]) -> ParseTrace.Candidate {
        let verdicts = statements.map(\.verification.verdict)
        let verdict: Verification.Verdict =
            verdicts.contains(.failed) ? .failed : verdicts.contains(.unverifiable) ? .unverifiable : .verified
        return ParseTrace.Candidate(
            hypothesis: hypothesis, verdict: verdict, rows: statements.reduce(0) { $0 + $1.transactions.count },
            proven: statements.reduce(0) { $0 + ReadingChoice.provenRows($1) },
            unexplainedLines: statements.reduce(0) { total, statement in
                total + (statement.decisions.trace?.lines.filter { $0.role == .unexplained }.count ?? 0)
            })
    }
}
