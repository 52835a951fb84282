/// The roles the verifier gives lines, noted by `verify` once it has read the printed figures
/// and found the lines no stage accounted for.
extension ReadingRecorder {
    mutating func noteVerified(figures: [PrintedFigure], unexplained: [Int], digits: Int) {
        guard tracing else { return }
        for figure in figures {
            let (role, reading): (ParseTrace.Line.Role?, String)
            switch figure.kind {
            // Read, but its role is the balance's: it only keeps its line from being left out.
            case .opening, .closing: (role, reading) = (nil, "")
            case .count(let direction):
                let rows = direction.map { $0 == .moneyIn ? "money-in" : "money-out" } ?? "all"
                (role, reading) = (.count, "printed count \(figure.value) of \(rows) rows")
            default:
                let total = Money.decimalString(minorUnits: figure.value, digits: digits)
                (role, reading) = (.total, "printed total \(total)\(figure.sectionOnly ? " (its section's rows only)" : "")")
            }
            for index in lines.at(page: figure.page, line: figure.line) { note(index, .printedFigure, role, reading) }
        }
        for index in unexplained {
            note(
                index, .unexplained, .unexplained,
                "a date and an amount read as no row, total or balance: the statement fails while it is unexplained")
        }
    }
}
