/// A whole-statement total the rows do not make may still be explained by the arithmetic,
/// without putting a row in doubt: such a figure is noted or checked, not reported.
extension VerificationTally {
    /// Whether `figure` (a total of every `direction` row, which the rows' `whole` does not
    /// match) is explained: the statement's opening or closing balance printed again on a
    /// product-group line of an overview ("Deposits 12,345.67" over the accounts it holds), or
    /// the rows less a booking and its reversal, which some banks leave out of both totals.
    mutating func explains(
        _ figure: PrintedFigure, direction: SectionHeadings.Direction, whole: Int64, balances: [PrintedFigure],
        transactions: [Transaction]
    ) throws(StatementParseError) -> Bool {
        let printed = Money(minorUnits: figure.value, currency: currency)
        // A missing row makes a total larger than the rows, never equal to a balance: a figure
        // that is the statement's own balance and not its rows' sum is no total of them.
        // The balance the rows end at counts as printed: it stands on the last row.
        let ending = transactions.last { $0.balance != nil }.flatMap(\.balance).map {
            PrintedFigure(kind: .closing, value: $0.minorUnits, label: "last running balance", page: figure.page, line: figure.line)
        }
        if let balance = (balances + [ending].compactMap(\.self)).first(where: { $0.value.magnitude == figure.value.magnitude }) {
            notes.append(
                VerificationProblem(
                    page: figure.page, line: figure.line,
                    message:
                        "\(figure) prints \(printed.groupedString), the balance \(balance) again, not the \(name(direction)) rows' total: "
                        + "read as an overview of the account, not checked against the rows"))
            return true
        }
        let (shortfall, overflow) = whole.subtractingReportingOverflow(figure.value)
        guard !overflow, shortfall > 0 else { return false }
        // A booking and its reversal: a row out and a row in of the same size, both left out.
        let outs = transactions.contains { $0.amount.minorUnits == -shortfall }
        let ins = transactions.contains { $0.amount.minorUnits == shortfall }
        guard outs, ins else { return false }
        let reversed = Money(minorUnits: shortfall, currency: currency)
        checks.append(
            "\(name(direction)) rows total \(printed.groupedString) = printed \(figure), leaving out a booking of "
                + "\(reversed.groupedString) and its reversal")
        return true
    }
}
