import Toolbox

/// The verifier's working state: problems found, checks passed, and whether any passed check
/// rests on a figure printed apart from the rows. All sums are checked: amounts come from input.
struct VerificationTally {
    var currency: Currency
    var problems: [VerificationProblem] = []
    var checks: [String] = []
    /// Misprinted running balances and daily balances counting a row on another day: the rows
    /// around them are proven by the balances after.
    var notes: [VerificationProblem] = []
    /// A figure printed apart from the rows agreed (a labelled closing, totals of both
    /// directions, a count of every row): the rows are complete.
    var independent = false
    var runningChecks = 0
    /// The printed closing agreed, but no opening is printed to prove the first rows.
    var closingWithoutOpening = false
    /// Opening + rows = the printed closing.
    var closingFromOpening = false
    /// Printed totals of both directions, or a count of every row, agree.
    var totalsCoverEveryRow = false
    /// What the running-balance breaks add up to: a closing gap of exactly this much is those
    /// breaks seen again, not a new problem.
    var breaks: Int64 = 0

    init(currency: Currency) {
        self.currency = currency
    }

    func money(_ figure: PrintedFigure) -> Money { Money(minorUnits: figure.value, currency: currency) }

    static func add(_ lhs: Money, _ rhs: Money, at row: Transaction?) throws(StatementParseError) -> Money {
        do { return try lhs.adding(rhs) } catch { throw .amountsOutOfRange(page: row?.page, line: row?.line) }
    }

    static func subtract(_ lhs: Money, _ rhs: Money, at row: Transaction?) throws(StatementParseError) -> Money {
        do { return try lhs.subtracting(rhs) } catch { throw .amountsOutOfRange(page: row?.page, line: row?.line) }
    }

    func sum(_ rows: some Sequence<Transaction>) throws(StatementParseError) -> Money {
        var total = Money.zero(currency)
        for row in rows { total = try VerificationTally.add(total, row.amount, at: row) }
        return total
    }

    /// Each printed running balance follows from the one before (or the opening).
    mutating func checkRunningBalances(opening: Money?, transactions: [Transaction]) throws(StatementParseError) {
        var running = opening
        for (index, row) in transactions.enumerated() {
            let before = running
            running = try running.map { (value: Money) throws(StatementParseError) in try VerificationTally.add(value, row.amount, at: row) }
            guard let printed = row.balance else { continue }
            if let expected = running, let before {
                runningChecks += 1
                if expected != printed {
                    var message =
                        "balance \(printed.groupedString) does not follow from \(before.groupedString) and \(row.amount.groupedString) (expected \(expected.groupedString))"
                    // A misprinted balance: the next printed balance follows from the expected one,
                    // not from this one. Carry on from the expected balance, so the one misprint is
                    // reported once instead of again at the next row.
                    if try Verifier.nextBalance(after: index, in: transactions, follows: expected),
                        try !Verifier.nextBalance(after: index, in: transactions, follows: printed),
                        try !Verifier.followsFromTheNextAmount(printed, before: before, after: index, in: transactions)
                    {
                        // The balances after it follow from the rows, so no row is in doubt: the
                        // bank misprinted one figure. A note, not a problem; the verdict still
                        // needs a figure printed apart from the rows.
                        message += "; the rows after it follow from \(expected.groupedString), so the printed balance is a misprint"
                        notes.append(VerificationProblem(page: row.page, line: row.line, message: message))
                        continue
                    }
                    breaks = breaks &+ (try VerificationTally.subtract(printed, expected, at: row)).minorUnits
                    problems.append(VerificationProblem(page: row.page, line: row.line, message: message))
                }
            }
            running = printed
        }
        if runningChecks > 0 && problems.isEmpty {
            let start = opening == nil ? "from the first printed balance" : "from the opening balance"
            let except = notes.isEmpty ? "" : ", but for \(notes.count) misprinted \(notes.count == 1 ? "balance" : "balances")"
            checks.append("the running balance follows row by row \(start) (\(runningChecks) balances\(except))")
        }
    }

    /// The printed closing against opening + rows and against the last running balance; a
    /// disagreement with the last running balance is reported where the closing is printed.
    mutating func checkClosing(_ evidence: VerificationEvidence, transactions: [Transaction]) throws(StatementParseError) {
        guard let closingFigure = evidence.closing else { return }
        let closing = money(closingFigure)
        let lastBalanceIndex = transactions.lastIndex { $0.balance != nil }
        var lastAgrees = false
        if let lastBalanceIndex, let lastBalance = transactions[lastBalanceIndex].balance {
            let after = try sum(transactions[(lastBalanceIndex + 1)...])
            let expected = try VerificationTally.add(lastBalance, after, at: transactions.last)
            let row = transactions[lastBalanceIndex]
            let gap = try VerificationTally.subtract(closing, expected, at: row).minorUnits
            if expected == closing {
                lastAgrees = true
            } else if problems.isEmpty || gap != breaks {
                problems.append(
                    VerificationProblem(
                        page: closingFigure.page, line: closingFigure.line,
                        message:
                            "the printed closing balance \(closingFigure) is \(closing.groupedString), but the rows end at \(expected.groupedString) "
                            + "(last running balance on page \(row.page), line \(row.line)): rows after it may be missing, or the rows are not all this statement's"
                    ))
                return
            }
        }
        if let openingFigure = evidence.opening {
            let opening = money(openingFigure)
            let total = try sum(transactions)
            let sum = try VerificationTally.add(opening, total, at: transactions.last)
            let gap = try VerificationTally.subtract(closing, sum, at: transactions.last).minorUnits
            if sum == closing {
                checks.append(
                    "opening \(opening.groupedString) + \(Counted(transactions.count, "row")) (\(total.groupedString)) = printed closing \(closingFigure)"
                )
                independent = true
                closingFromOpening = true
            } else if problems.isEmpty || gap != breaks {
                problems.append(
                    try Verifier.totalsProblem(
                        opening: opening, total: total, sum: sum, closing: closingFigure,
                        closingMoney: closing, transactions: transactions, columns: evidence.amountColumns()))
            }
        } else if lastAgrees {
            // The end is proven, the start is not: rows missing before the first printed
            // balance would not show.
            checks.append("the last running balance = printed closing \(closingFigure)")
            closingWithoutOpening = true
        }
    }

    /// Totals and counts, each against its direction's rows: the whole statement's, or those of
    /// its own section (the rows since the figure before it), so a missing row is located there.
    /// `balances`: the opening and closing printed apart, which an overview may print again on
    /// a line that reads like a total.
    mutating func checkFigures(
        _ figures: [PrintedFigure], balances: [PrintedFigure] = [], transactions: [Transaction]
    ) throws(StatementParseError) {
        var coveredDirections: Set<SectionHeadings.Direction> = []
        // Directions whose rows a printed total matches, and totals that match nothing.
        var totalled: Set<SectionHeadings.Direction> = []
        var unmatched: [(SectionHeadings.Direction, VerificationProblem)] = []
        for (position, figure) in figures.enumerated() {
            let previous = figures[..<position].last { figure in
                switch figure.kind {
                case .total, .subtotal: return true
                default: return false
                }
            }
            let section = transactions.filter { row in
                (row.page, row.line) < (figure.page, figure.line)
                    && previous.map { (row.page, row.line) > ($0.page, $0.line) } ?? true
            }
            switch figure.kind {
            case .total(let direction):
                let whole = try magnitude(of: transactions, direction)
                let own = try magnitude(of: section, direction)
                let printed = Money(minorUnits: figure.value, currency: currency)
                if !figure.sectionOnly && whole == figure.value {
                    checks.append("\(name(direction)) rows total \(printed.groupedString) = printed \(figure)")
                    coveredDirections.insert(direction)
                    totalled.insert(direction)
                } else if !section.isEmpty && own == figure.value {
                    checks.append("the \(name(direction)) rows above it total \(printed.groupedString) = printed \(figure)")
                } else if previous != nil,
                    try magnitude(of: transactions.filter { ($0.page, $0.line) < (figure.page, figure.line) }, direction) == figure.value
                {
                    // Totals carried forward at a page's foot count every row since the first.
                    checks.append("the \(name(direction)) rows up to it total \(printed.groupedString) = printed \(figure)")
                } else if !figure.sectionOnly,
                    try !explains(figure, direction: direction, whole: whole, balances: balances, transactions: transactions)
                {
                    let gap = Money(minorUnits: figure.value &- (section.isEmpty ? whole : own), currency: currency)
                    let scope = section.isEmpty || section.count == transactions.count ? "the statement's" : "the section's"
                    unmatched.append(
                        (
                            direction,
                            VerificationProblem(
                                page: figure.page, line: figure.line,
                                message:
                                    "printed total \(figure) is \(printed.groupedString), but \(scope) \(name(direction)) rows add up to "
                                    + "\(Money(minorUnits: section.isEmpty ? whole : own, currency: currency).groupedString) (off by \(gap.groupedString)): a row may be missing above it"
                            )
                        ))
                }
            case .count(let direction):
                let counted = transactions.filter { direction == nil || self.direction(of: $0) == direction }.count
                if counted == figure.value {
                    checks.append("\(counted) \(direction.map(name) ?? "") rows = printed count \(figure)".replacingOccurrences(of: "  ", with: " "))
                    if let direction { coveredDirections.insert(direction) } else { (independent, totalsCoverEveryRow) = (true, true) }
                } else {
                    problems.append(
                        VerificationProblem(
                            page: figure.page, line: figure.line,
                            message:
                                "printed count \(figure) says \(figure.value), but \(counted) \(direction.map(name) ?? "") rows were read"
                                .replacingOccurrences(of: "  ", with: " ")))
                }
            case .subtotal:
                let next = figures[(position + 1)...].first { later in
                    switch later.kind {
                    case .total, .subtotal: return true
                    default: return false
                    }
                }
                let below = transactions.filter { row in
                    (row.page, row.line) > (figure.page, figure.line) && next.map { (row.page, row.line) < ($0.page, $0.line) } ?? true
                }
                try checkSubtotal(figure, rowsAbove: section, rowsBelow: below)
                if problems.last.map({ ($0.page, $0.line) == (figure.page, figure.line) }) == true,
                    let opening = balances.first(where: { $0.kind == .opening }),
                    try isBalance(figure, opening: opening, transactions: transactions)
                {
                    // "SUB TOTAL" under a card bill's rows, the previous bill and its payment among
                    // them: the balance the rows reach, not a sum of some of them.
                    problems.removeLast()
                    checks.append("opening \(money(opening).groupedString) + the rows above it = printed subtotal \(figure)")
                }
            case .opening, .closing:
                continue
            }
        }
        // "Otros cargos 120,858.17" beside "Cargos 121,111.05" and "Comisiones 252.88": where
        // another printed total of the same direction matches every row, one that does not
        // counts only part of them. It is noted, and puts no row in doubt.
        for (direction, problem) in unmatched {
            if totalled.contains(direction) {
                var note = problem
                note.message =
                    problem.message.replacingOccurrences(of: ": a row may be missing above it", with: "")
                    + "; another printed total of these rows agrees, so this one counts only part of them"
                notes.append(note)
            } else {
                problems.append(problem)
            }
        }
        if coveredDirections.count == 2 { (independent, totalsCoverEveryRow) = (true, true) }
    }

    /// A cardholder's or card's subtotal against the rows right above it: the last of `rowsAbove`
    /// (the rows since the figure before), as many as make its amount. Which rows are the
    /// holder's is not printed in a form to read, so the run that agrees names them.
    /// A card's heading may print its subtotal atop the card's rows instead: then every row
    /// `rowsBelow` it, up to the next total, makes its amount.
    mutating func checkSubtotal(_ figure: PrintedFigure, rowsAbove: [Transaction], rowsBelow: [Transaction] = []) throws(StatementParseError) {
        // "Subtotal deste cartão R$ 1.234,56" over the card's rows: all of them, no fewer.
        if figure.value != 0, !rowsBelow.isEmpty {
            let net = try sum(rowsBelow)
            if net.minorUnits.magnitude == figure.value.magnitude {
                let printed = Money(minorUnits: figure.value, currency: currency)
                checks.append("the \(Counted(rowsBelow.count, "row")) below it total \(printed.groupedString) = printed subtotal \(figure)")
                return
            }
        }
        // A holder with no rows this period prints a zero total over nobody's rows; a total
        // printed above every row (in the bill's summary) is no subtotal of them.
        guard figure.value != 0, !rowsAbove.isEmpty else { return }
        var net = Money.zero(currency)
        for (count, row) in rowsAbove.reversed().enumerated() {
            net = try VerificationTally.add(net, row.amount, at: row)
            if net.minorUnits.magnitude == figure.value.magnitude {
                let printed = Money(minorUnits: figure.value, currency: currency)
                checks.append("the \(count + 1) rows above it total \(printed.groupedString) = printed subtotal \(figure)")
                return
            }
        }
        problems.append(
            VerificationProblem(
                page: figure.page, line: figure.line,
                message:
                    "printed subtotal \(figure) is \(Money(minorUnits: figure.value, currency: currency).groupedString), but no run of rows "
                    + "right above it adds up to that: a row of it may be missing or misread"))
    }

    /// Whether `figure` is `opening` plus every row above it, by magnitude as a subtotal is printed.
    func isBalance(_ figure: PrintedFigure, opening: PrintedFigure, transactions: [Transaction]) throws(StatementParseError) -> Bool {
        let above = transactions.filter { ($0.page, $0.line) < (figure.page, figure.line) }
        guard !above.isEmpty else { return false }
        // A card bill's opening may be printed as owed, unsigned, as its subtotal is.
        let rows = try sum(above)
        let (owed, overflow) = Int64(0).subtractingReportingOverflow(opening.value)
        let starts = overflow ? [money(opening)] : [money(opening), Money(minorUnits: owed, currency: currency)]
        for start in starts
        where try VerificationTally.add(start, rows, at: above.last).minorUnits.magnitude == figure.value.magnitude {
            return true
        }
        return false
    }

    func direction(of row: Transaction) -> SectionHeadings.Direction { row.amount.minorUnits < 0 ? .moneyOut : .moneyIn }

    func name(_ direction: SectionHeadings.Direction) -> String { direction == .moneyIn ? "money-in" : "money-out" }

    func magnitude(of rows: [Transaction], _ direction: SectionHeadings.Direction) throws(StatementParseError) -> Int64 {
        var total: Int64 = 0
        for row in rows where self.direction(of: row) == direction && row.amount.minorUnits != 0 {
            let (value, overflow) = total.addingReportingOverflow(Int64(clamping: row.amount.minorUnits.magnitude))
            guard !overflow else { throw .amountsOutOfRange(page: row.page, line: row.line) }
            total = value
        }
        return total
    }

    func verification(hasRows: Bool) -> Verification {
        if !problems.isEmpty { return Verification(verdict: .failed, problems: problems, checks: checks, notes: notes) }
        if independent {
            var verification = Verification(verdict: .verified, checks: checks, notes: notes)
            verification.provenWhole = closingFromOpening && totalsCoverEveryRow
            return verification
        }
        let reason =
            checks.isEmpty
            ? "the statement prints no opening, closing or running balance to check the rows against"
            : closingWithoutOpening
                ? "no opening balance is printed: the closing balance agrees, but rows missing at the start would not show"
                : runningChecks > 0
                    ? "proven only by its running balance: no closing balance, totals or count is printed apart from the rows, so rows missing at the end would not show"
                    // A bill printing subtotals per card and no balance: each agrees, none covers every row.
                    : "proven only in parts by the printed subtotals: no opening and closing balance, totals or count covering every row is printed, so a row outside them would not show"
        return Verification(
            verdict: .unverifiable, problems: [VerificationProblem(page: nil, line: nil, message: reason)],
            checks: checks, notes: notes)
    }
}
