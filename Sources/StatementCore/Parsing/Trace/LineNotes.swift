/// The role each stage of one reading gave each line, recorded as the stage decided it (only
/// when the parse traces): what `lineTrace` assembles into the trace's lines.
struct LineNotes {
    struct Note {
        var claim: LineClaim
        /// Nil for a note that gives no role of its own (an opening or closing figure).
        var role: ParseTrace.Line.Role?
        var reading: String
    }

    private var notes: [Int: [Note]] = [:]
    /// The readings printed at each place (page, line): the stages that know a line by its
    /// place (rows, balances, figures) note each reading there, the two halves of a line cut
    /// between tables side by side sharing it.
    private var places: [Place: [Int]] = [:]

    init() {}

    init(_ readings: [LineReading]) {
        for (index, reading) in readings.enumerated() {
            places[Place(page: reading.line.page, line: reading.line.number), default: []].append(index)
        }
    }

    /// The readings printed at that place, in order.
    func at(page: Int, line: Int) -> [Int] { places[Place(page: page, line: line)] ?? [] }

    /// A stage's role for the line; the first note of each claim stands (the first balance, the
    /// first figure or the first entry read at a place).
    mutating func note(_ index: Int, _ claim: LineClaim, _ role: ParseTrace.Line.Role?, _ reading: String) {
        if notes[index]?.contains(where: { $0.claim == claim }) == true { return }
        notes[index, default: []].append(Note(claim: claim, role: role, reading: reading))
    }

    /// The note the trace tells for the line: the first claim in `LineClaim`'s order that gives
    /// a role, a line after the table's end being left out only when no figure, summary label
    /// or balance was read on it, and a page number told over no role but a heading's, a
    /// footer's or none. Nil when no stage claimed the line.
    func chosen(_ index: Int) -> Note? {
        guard let notes = notes[index] else { return nil }
        let figureRead = notes.contains { [.printedFigure, .summaryLabel, .balance].contains($0.claim) }
        let told = notes.filter { $0.role != nil && !(figureRead && $0.claim == .afterTableEnd) }
        let first = told.min { $0.claim < $1.claim }
        // The claims after the page number's give a heading's or a footer's role, but for an
        // unexplained date and amount, which the page number does not explain away.
        if first?.claim == .pageNumber, let next = told.filter({ $0.claim != .pageNumber }).min(by: { $0.claim < $1.claim }),
            next.claim == .unexplained
        {
            return next
        }
        return first
    }

    private struct Place: Hashable {
        var page: Int
        var line: Int
    }
}
