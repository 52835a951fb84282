extension StatementParser {
    typealias OverviewFigures = (opening: BalanceFinder.AmountAt?, closing: BalanceFinder.AmountAt?, totals: [PrintedFigure])

    /// What the statement's own row of an accounts overview says: its opening and closing
    /// balances and its totals, each placed where its figure is printed.
    static func overviewFigures(
        _ overviews: [AccountsOverview], readings: [LineReading], account: String?,
        reader: LineReader, signs: SignRules
    ) -> OverviewFigures {
        for overview in overviews {
            guard let row = overview.row(for: account, in: readings, reader: reader) else { continue }
            let line = readings[row].line
            var opening: BalanceFinder.AmountAt?, closing: BalanceFinder.AmountAt?
            var totals: [PrintedFigure] = []
            for (cell, token) in overview.figures(of: readings[row], reader: reader) {
                let balance = BalanceFinder.AmountAt(
                    minorUnits: signs.balance(token), page: line.page, line: line.number,
                    label: cell.text, labelLine: readings[overview.labelLine].line)
                switch cell.label {
                case nil: continue
                case .opening: opening = opening ?? balance
                case .closing: closing = closing ?? balance
                case .total(let direction):
                    totals.append(
                        PrintedFigure(
                            kind: .total(direction), value: token.magnitude, label: cell.text,
                            page: line.page, line: line.number))
                }
            }
            return (opening, closing, totals)
        }
        return (nil, nil, [])
    }
}
