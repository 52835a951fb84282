/// Where no header names the money columns (none printed, one only in the page's image, or one
/// in words no vocabulary here reads), which column is the running balance, told by the
/// arithmetic rather than by where it stands: the balance column is the one whose steps from row
/// to row equal a money cell of the same row (issue 34 item 1). Its lone figures beside the table
/// (a line with one figure in that column and no date of its own) are the opening above the rows
/// and the closing below them, whatever words label them, when the rows lead to them.
struct ArithmeticRoles {
    /// Where the balance column's figures end (money is set flush right).
    var balanceX1: Double
    /// Rows whose balance steps equal one of their own money cells, and those whose do not.
    var steps: (agree: Int, disagree: Int)
    /// A figure alone in the balance column right above the first row, the rows leading from it.
    var opening: BalanceFinder.AmountAt?
    /// A figure alone in the balance column right below the last row, equal to its balance.
    var closing: BalanceFinder.AmountAt?
    /// Some row's money took another role than its place gave it.
    var changedRoles = false

    /// How far apart two figures' right edges may be and stand in one column.
    static let columnSlack = 3.0

    /// The balance column of rows whose money the table reader placed by position, when the
    /// arithmetic names one: at least two of its steps equal a money cell of their row, more
    /// than disagree, and no other column does as well.
    static func find(_ drafts: [RowDraft]) -> Double? {
        var candidates: [Double] = []
        for draft in drafts where draft.amounts.count > 1 {
            for (token, _) in draft.amounts where !candidates.contains(where: { abs($0 - token.x1) <= columnSlack }) {
                candidates.append(token.x1)
                // A table has a few money columns; a scattered page is no table to judge.
                if candidates.count > 8 { return nil }
            }
        }
        var best: (x1: Double, agree: Int)?
        var tie = false
        for x1 in candidates {
            let steps = steps(drafts, balanceX1: x1)
            guard steps.agree >= 2, steps.agree > steps.disagree else { continue }
            if let current = best, current.agree == steps.agree {
                tie = true
            } else if best.map({ steps.agree > $0.agree }) ?? true {
                (best, tie) = ((x1, steps.agree), false)
            }
        }
        return tie ? nil : best?.x1
    }

    /// How many rows step from the balance above by one of their other money cells, and how many not.
    static func steps(_ drafts: [RowDraft], balanceX1: Double) -> (agree: Int, disagree: Int) {
        var previous: Int64?
        var (agree, disagree) = (0, 0)
        for draft in drafts where draft.amounts.count > 1 {
            guard let balance = draft.amounts.first(where: { abs($0.0.x1 - balanceX1) <= columnSlack })?.0 else { continue }
            let value = signed(balance)
            if let previous {
                let (step, overflow) = value.subtractingReportingOverflow(previous)
                let moved = draft.amounts.contains { $0.0.x1 != balance.x1 && !overflow && $0.0.magnitude == step.magnitude }
                if moved { agree += 1 } else { disagree += 1 }
            }
            previous = value
        }
        return (agree, disagree)
    }

    static func signed(_ token: AmountToken) -> Int64 {
        switch token.mark {
        case .minus, .parentheses, .debit: return 0 &- token.magnitude
        default: return token.magnitude
        }
    }

    static func inColumn(_ token: AmountToken, _ x1: Double) -> Bool { abs(token.x1 - x1) <= columnSlack }
}

extension ArithmeticRoles {
    /// Gives the rows' money the roles the arithmetic found, and takes the lone figures in the
    /// balance column beside the table for its opening and closing where the rows lead to them.
    /// Nil, and the rows as the reader placed them, where the arithmetic names no balance column.
    static func assign(_ drafts: inout [RowDraft], readings: [LineReading]) -> ArithmeticRoles? {
        guard let x1 = find(drafts) else { return nil }
        var roles = ArithmeticRoles(balanceX1: x1, steps: steps(drafts, balanceX1: x1))
        for index in drafts.indices where drafts[index].amounts.count > 1 {
            let amounts = drafts[index].amounts
            guard amounts.allSatisfy({ $0.1 == .amount || $0.1 == .balance }),
                amounts.lazy.filter({ inColumn($0.0, x1) }).count == 1
            else { continue }
            let placed: [(AmountToken, ColumnRole)] = amounts.map { ($0.0, inColumn($0.0, x1) ? .balance : .amount) }
            if zip(placed, amounts).contains(where: { $0.1 != $1.1 }) { roles.changedRoles = true }
            drafts[index].amounts = placed
        }
        roles.closing = closing(&drafts, x1: x1)
        roles.opening = opening(drafts, readings: readings, x1: x1)
        return roles
    }

    /// An undated line under the last row with one figure, in the balance column, equal to the
    /// last row's balance: the closing, not a row.
    private static func closing(_ drafts: inout [RowDraft], x1: Double) -> BalanceFinder.AmountAt? {
        guard let lastIndex = drafts.indices.last, lastIndex > 0 else { return nil }
        let last = drafts[lastIndex]
        guard last.reading.date == nil, last.amounts.count == 1, inColumn(last.amounts[0].0, x1),
            let before = drafts[lastIndex - 1].amounts.first(where: { $0.1 == .balance })?.0,
            signed(before) == signed(last.amounts[0].0)
        else { return nil }
        drafts[lastIndex].amounts = [(last.amounts[0].0, .balance)]
        return figure(last.amounts[0].0, last.reading)
    }

    /// The line nearest above the first row, on its page, printing one figure in the balance
    /// column and no date: the opening, when the first row steps from it by its own amount.
    private static func opening(_ drafts: [RowDraft], readings: [LineReading], x1: Double) -> BalanceFinder.AmountAt? {
        guard let first = drafts.first, first.amounts.count > 1,
            let balance = first.amounts.first(where: { $0.1 == .balance })?.0
        else { return nil }
        let line = first.reading.line
        guard let at = readings.firstIndex(where: { $0.line.page == line.page && $0.line.number == line.number }), at > 0 else { return nil }
        for index in stride(from: at - 1, through: max(0, at - 3), by: -1) {
            let reading = readings[index]
            guard reading.line.page == line.page else { return nil }
            guard !reading.amounts.isEmpty else { continue }
            guard reading.date == nil, reading.amounts.count == 1, inColumn(reading.amounts[0], x1) else { return nil }
            let value = signed(reading.amounts[0])
            let (step, overflow) = signed(balance).subtractingReportingOverflow(value)
            let moved = first.amounts.contains { $0.1 != .balance && !overflow && $0.0.magnitude == step.magnitude }
            return moved ? figure(reading.amounts[0], reading) : nil
        }
        return nil
    }

    private static func figure(_ token: AmountToken, _ reading: LineReading) -> BalanceFinder.AmountAt {
        let words = reading.line.words.prefix { $0.x1 <= token.x0 }.map(\.text).joined(separator: " ")
        return BalanceFinder.AmountAt(
            minorUnits: signed(token), page: reading.line.page, line: reading.line.number, label: words.isEmpty ? "balance" : words)
    }
}

extension ArithmeticRoles {
    /// Where the arithmetic decided something (a role other than the place gave, or a balance
    /// placed beside the table), the reading stands only if it proves every row: an opening, and
    /// each row's printed balance the one above plus its amount. Else the problem that keeps it
    /// from `verified`: roles guessed from a few agreeing steps may be wrong for the rest.
    func unproven(
        _ transactions: [Transaction], opening: Money?, placedOpening: BalanceFinder.AmountAt?, placedClosing: BalanceFinder.AmountAt?
    ) -> VerificationProblem? {
        let placed = [self.opening, closing].contains { figure in
            guard let figure else { return false }
            return [placedOpening, placedClosing].contains { $0.map { ($0.page, $0.line) == (figure.page, figure.line) } ?? false }
        }
        guard changedRoles || placed else { return nil }
        var running = opening?.minorUnits
        var proven = 0
        for row in transactions {
            guard let before = running, let balance = row.balance?.minorUnits else { break }
            let (sum, overflow) = before.addingReportingOverflow(row.amount.minorUnits)
            guard !overflow, sum == balance else { break }
            proven += 1
            running = balance
        }
        guard proven < transactions.count else { return nil }
        return VerificationProblem(
            page: nil, line: nil,
            message:
                "no header names the money columns, and the roles the arithmetic gave them prove \(proven) of \(transactions.count) rows "
                + "from the opening balance: the columns may be read wrong")
    }
}
