/// Totals printed under a heading of items not booked (a fee summary, pending items, other
/// accounts) never count against the booked rows. One use of them is kept: a summary listing
/// items the table booked ("Fee summary: Wire transfer fee 15.00, Monthly service fee 5.00,
/// Total fees 20.00") checks those rows, when each item is a booked row of its amount and name.
enum NotBookedTotals {
    /// The checks passed: one for each such total whose items are all booked rows and add up to it.
    static func checks(_ readings: [LineReading], kind: AccountKind, transactions: [Transaction]) -> [String] {
        guard !readings.isEmpty else { return [] }
        var checks: [String] = []
        var itemsStart = 0
        for figure in PrintedFigureFinder(kind: kind).find(in: readings) {
            guard case .total = figure.kind,
                let end = readings.firstIndex(where: { $0.line.page == figure.page && $0.line.number == figure.line })
            else { continue }
            let items = readings[itemsStart..<end].filter { $0.summary == nil && !$0.amounts.isEmpty }
            itemsStart = end + 1
            guard !items.isEmpty, let rows = bookedRows(listing: items, in: transactions),
                items.reduce(Int64(0), { $0 &+ ($1.amounts.last?.magnitude ?? 0) }) == figure.value
            else { continue }
            checks.append(
                "printed \(figure), in a section not booked, = the \(rows.count) booked rows it lists ("
                    + rows.map { "page \($0.page), line \($0.line)" }.joined(separator: "; ") + ")")
        }
        return checks
    }

    /// A distinct booked row for each item, of its amount and sharing a word of its name.
    private static func bookedRows(listing items: [LineReading], in transactions: [Transaction]) -> [Transaction]? {
        var used = Set<Int>()
        for item in items {
            guard let magnitude = item.amounts.last?.magnitude else { return nil }
            let words = Set(item.foldedDescription.split(separator: " ").filter { $0.count >= 4 }.map(String.init))
            guard
                let match = transactions.indices.first(where: { index in
                    guard !used.contains(index), transactions[index].amount.minorUnits.magnitude == magnitude.magnitude else { return false }
                    return TextFolding.normalised(transactions[index].description).split(separator: " ").contains { words.contains(String($0)) }
                })
            else { return nil }
            used.insert(match)
        }
        return used.sorted().map { transactions[$0] }
    }
}
