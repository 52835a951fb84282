/// What a structured reader gathers for one statement, turned into the same `Statement` the PDF
/// parser makes and proven by the same `Verifier` from the file's own figures.
struct StatementAssembly {
    struct Row {
        var transaction: Transaction
        var bankReference: String?
    }

    struct Balance {
        var amount: Money
        var date: LocalDate?
        var label: String
        var line: Int
    }

    var format: StructuredFormat
    /// Nil when the file names no currency: the statement is read provisionally in XXX, undecided.
    var currency: Currency?
    var currencyEvidence: String = ""
    var institution: String?
    var accountNumber: String?
    var bankCode: String?
    var kind: AccountKind = .current
    var opening: Balance?
    var closing: Balance?
    var period: DateRange?
    var statementDate: LocalDate?
    var rows: [Row] = []
    /// Totals and counts the file states about its rows (CAMT `TxsSummry`, MT942 `:90D:`/`:90C:`).
    var figures: [PrintedFigure] = []
    /// Why the rows cannot be proven when the file states no balance: the format's own words.
    var unprovenReason: String?
    var decisions = ParseDecisions()
    var layout: String?
    var tableHeader: String?
    /// Signs several currencies share ("$", "kr") printed on the amounts of a file naming no
    /// currency: cues, so the person's one currency applies only where they allow it.
    var sharedSigns: [String] = []
    /// What the person should know of how the file was read (rows left out, a guess taken).
    var notes: [String] = []

    init(format: StructuredFormat, currency: Currency?) {
        self.format = format
        self.currency = currency
    }

    var workingCurrency: Currency { currency ?? Currency(code: "XXX") }

    func money(_ minorUnits: Int64) -> Money { Money(minorUnits: minorUnits, currency: workingCurrency) }

    func build() throws(StructuredFormatError) -> StructuredStatement {
        // A file's text is anyone's: a control character (a terminal escape) in a description
        // would reach every listing as it is, so each becomes a space.
        let transactions = rows.map { row in
            var transaction = row.transaction
            transaction.description = StatementAssembly.printable(transaction.description)
            transaction.rawText = StatementAssembly.printable(transaction.rawText, keepingLines: true)
            return transaction
        }
        // One currency throughout: the verifier's sums take two currencies for a programming error.
        let single = workingCurrency
        for balance in [opening, closing].compactMap({ $0 }) where balance.amount.currency != single {
            throw StructuredFormatError(
                format, line: balance.line, "the \(balance.label) is in \(balance.amount.currency.code), the statement in \(single.code)")
        }
        if let row = transactions.first(where: { $0.amount.currency != single || ($0.balance.map { $0.currency != single } ?? false) }) {
            throw StructuredFormatError(format, line: row.line, "the row is in \(row.amount.currency.code), the statement in \(single.code)")
        }
        let lastLine = transactions.last?.line ?? 1
        let evidence = VerificationEvidence(
            opening: opening.map { PrintedFigure(kind: .opening, value: $0.amount.minorUnits, label: $0.label, page: 1, line: $0.line) },
            closing: closing.map {
                PrintedFigure(kind: .closing, value: $0.amount.minorUnits, label: $0.label, page: 1, line: max($0.line, lastLine))
            },
            figures: figures, currency: workingCurrency)
        var verification: Verification
        do { verification = try Verifier.verify(evidence, transactions: transactions) } catch {
            throw StructuredFormatError(format, line: nil, error.description)
        }
        if verification.verdict == .unverifiable, let unprovenReason {
            verification.problems = [VerificationProblem(page: nil, line: nil, message: unprovenReason)]
        }
        verification.notes += notes.map { VerificationProblem(page: nil, line: nil, message: $0) }
        if let problem = StatementAssembly.rowFarOutside(period, transactions: transactions, format: format) {
            verification.verdict = .failed
            verification.problems.append(problem)
        }
        var statement = Statement(
            institution: institution, account: accountNumber.map(Statement.mask(account:)), kind: kind,
            currency: workingCurrency, period: period ?? derivedPeriod(transactions), statementDate: statementDate ?? closing?.date,
            openingBalance: opening?.amount, closingBalance: closing?.amount, transactions: transactions,
            verification: verification, pageCount: 1, layout: layout,
            currencyDecision: currency.map { CurrencyDecision(currency: $0, evidence: [currencyEvidence]) }
                ?? undecidedCurrency,
            accountNumber: accountNumber, bankCode: bankCode)
        statement.decisions = decisions
        statement.tableHeader = tableHeader
        statement.format = format
        statement.bankReferences = rows.map(\.bankReference)
        return StructuredStatement(format: format, statement: statement, bankReferences: rows.map(\.bankReference))
    }

    /// A file naming no currency: with the shared signs its amounts carry, what they can mean.
    var undecidedCurrency: CurrencyDecision {
        guard let sign = sharedSigns.first else {
            return CurrencyDecision(currency: nil, evidence: [], warning: "the \(format.displayName) file does not say its currency")
        }
        let possible = CurrencyDecider.possibleCurrencies(signs: sharedSigns, cueCurrencies: [])
        return CurrencyDecision(
            currency: nil, evidence: sharedSigns.map { "'\($0)' amounts" },
            warning: "the \(format.displayName) file's amounts carry '\(sign)', which can be \(possible.prefix(5).joined(separator: ", "))"
                + "\(possible.count > 5 ? "…" : ""), and nothing else says which currency: pass --currency CODE",
            possible: possible.isEmpty ? nil : possible)
    }

    /// Days a row may lie outside the period a file states: a booking cut-off, a value date's shift.
    static let daysOutsideAllowed = 31

    /// A row dated well outside the period the file states (an MT940 `:61:` of 1999 in a statement
    /// of May 2024): a misread or damaged date, which the balances cannot catch, as the amount is
    /// right. A PDF reading holding such a row fails; so does a download now.
    static func rowFarOutside(_ period: DateRange?, transactions: [Transaction], format: StructuredFormat) -> VerificationProblem? {
        guard let period, let row = transactions.first(where: { period.distance(to: $0.date) > daysOutsideAllowed }) else { return nil }
        return VerificationProblem(
            page: nil, line: row.line,
            message: "the row is dated \(row.date.iso), \(period.distance(to: row.date)) days outside the period the \(format.displayName) "
                + "file states (\(period.start.iso) to \(period.end.iso)): a damaged or misread date")
    }

    /// `text` with each control character (C0, DEL, C1) a space, and a run of spaces made one;
    /// `keepingLines` keeps line breaks (a raw text's lines are the file's).
    static func printable(_ text: String, keepingLines: Bool = false) -> String {
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) && !(keepingLines && scalar == "\n")
        }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let kept: Unicode.Scalar = isControl(scalar) ? " " : scalar
            if kept == " ", result.last == " " { continue }
            result.append(kept)
        }
        return String(result).trimmingASCIIWhitespace
    }

    private func derivedPeriod(_ transactions: [Transaction]) -> DateRange? {
        let dates = transactions.map(\.date) + [opening?.date, closing?.date].compactMap { $0 }
        guard let first = dates.min(), let last = dates.max() else { return nil }
        return DateRange(start: first, end: last)
    }
}
