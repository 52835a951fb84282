import StatementImport

/// `budget` for people: one line per budget with a bar whose `|` is the limit, then the notes
/// (warnings at 80% and 100%, rows in other currencies, rows waiting for review).
enum BudgetText {
    static func table(_ statuses: [BudgetStatus]) -> String {
        guard !statuses.isEmpty else {
            return "No budgets yet: `statement-import budget set CATEGORY AMOUNT` sets one.\n"
        }
        var rows = [["Category", "Every", "Period", "Limit", "Spent", "Left", "Days left", ""]]
        for status in statuses {
            rows.append([
                status.budget.categoryID, status.budget.cadence.rawValue, "\(status.period.start.iso)…\(status.period.end.iso)",
                "\(status.limit.groupedString) \(status.limit.currency.code)", status.spent.groupedString, status.left.groupedString,
                String(status.daysLeft), "\(bar(status)) \(status.percentSpent)%",
            ])
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text =
            rows.map { row in
                row.enumerated().map { column, cell in
                    let pad = String(repeating: " ", count: widths[column] - cell.count)
                    // Money and counts line up on the right, words on the left.
                    return (3...6).contains(column) ? pad + cell : cell + pad
                }.joined(separator: "  ").trimmingTrailingSpaces
            }.joined(separator: "\n") + "\n"
        for line in statuses.flatMap(notes) { text += line + "\n" }
        return text
    }

    /// Twenty cells for the limit, with the `|` at the limit and up to five more past it.
    static func bar(_ status: BudgetStatus) -> String {
        let filled = min(25, status.percentSpent / 5)
        var cells = (0..<25).map { $0 < filled ? "#" : ($0 < 20 ? "." : " ") }
        cells.insert("|", at: 20)
        return cells.joined().trimmingTrailingSpaces
    }

    /// The sentences a person should read about one budget.
    static func notes(_ status: BudgetStatus) -> [String] {
        var lines: [String] = []
        if let warning = warning(status) { lines.append(warning) }
        for (code, rows) in status.otherCurrencyRows.sorted(by: { $0.key < $1.key }) {
            lines.append(
                "\(status.budget.categoryID): \(rows) row\(rows == 1 ? "" : "s") in \(code) not added: the budget is in \(status.limit.currency.code)"
            )
        }
        if status.rowsWaitingForReview > 0 {
            let rows = status.rowsWaitingForReview
            lines.append(
                "\(status.budget.categoryID): \(rows) row\(rows == 1 ? "" : "s") guessed as \(status.budget.categoryID) "
                    + "wait\(rows == 1 ? "s" : "") for review, not counted yet: run `statement-import review`")
        }
        return lines
    }

    /// "warning: food has passed its budget: 412.00 of 400.00 EUR (103%), 9 days left", at 80% and at 100%.
    static func warning(_ status: BudgetStatus) -> String? {
        let figures =
            "\(status.spent.groupedString) of \(status.limit.groupedString) \(status.limit.currency.code) (\(status.percentSpent)%), "
            + "\(status.daysLeft) day\(status.daysLeft == 1 ? "" : "s") left until \(status.period.end.iso)"
        switch status.level {
        case .within: return nil
        case .near: return "warning: \(status.budget.categoryID) is near its budget: \(figures)"
        case .over: return "warning: \(status.budget.categoryID) has reached its budget: \(figures)"
        }
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
