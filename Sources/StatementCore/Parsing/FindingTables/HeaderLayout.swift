/// A table's header row: which role each column has and where it sits across the page.
public struct HeaderLayout: Sendable, Hashable {
    public struct Column: Sendable, Hashable {
        public var role: ColumnRole
        public var x0: Double
        public var x1: Double
    }

    public var columns: [Column]
    public var page: Int
    public var line: Int
    /// Read with the line above it, which holds the upper halves of labels stacked over two lines.
    public var stacked = false
    /// Two labels a word space apart read as one phrase, one naming a money column and the other
    /// not ("Monto Referencia"): the rows under them may print two columns
    /// (`TableReader.splittingJoinedLabels`).
    public var joinedLabels: [JoinedLabels] = []

    /// The column read from a phrase of two labels, and the two columns its labels would head apart.
    public struct JoinedLabels: Sendable, Hashable {
        public var column: Int
        public var first: Column
        public var second: Column
    }

    public var hasMoneyColumns: Bool { columns.contains { $0.role.holdsMoney } }

    /// Where the money columns begin across the page: numbers left of it are the description's.
    public var moneyColumnsX0: Double? { columns.lazy.filter(\.role.holdsMoney).map(\.x0).min() }

    public func column(_ role: ColumnRole) -> Column? { columns.first { $0.role == role } }

    /// The description column starts right of the money columns ("Date | Amount | Description").
    public var printsTextAfterMoney: Bool {
        guard let description = column(.description), let moneyX0 = moneyColumnsX0 else { return false }
        return description.x0 > moneyX0
    }

    /// The money column an amount printed at x0...x1 belongs to: the one it overlaps most, else
    /// the nearest, as numbers are usually right-aligned under their header.
    public func moneyRole(x0: Double, x1: Double) -> ColumnRole? {
        // Asked for every amount of every row: the columns are not copied to ask it.
        columns.lazy.filter(\.role.holdsMoney).min { distance($0, x0, x1) < distance($1, x0, x1) }?.role
    }

    private func distance(_ column: Column, _ x0: Double, _ x1: Double) -> Double {
        let overlap = min(column.x1, x1) - max(column.x0, x0)
        if overlap > 0 { return -overlap }
        let gap = max(column.x0 - x1, x0 - column.x1)
        return gap + 0.01 * abs((column.x0 + column.x1) / 2 - (x0 + x1) / 2)
    }

    /// The header described by `line`, when it names at least one money column and either a
    /// description column or two kinds of money column.
    public static func detect(_ line: TextLine, vocabulary: HeaderVocabulary) -> HeaderLayout? {
        let words = line.words
        guard words.count >= 2, words.count <= 24 else { return nil }
        var found: [(role: ColumnRole, first: Int, last: Int)] = []
        var index = 0
        let folded = words.map { TextFolding.normalised($0.text) }
        while index < words.count {
            let next = index + 1 < words.count ? folded[index + 1] : nil
            if let (role, used) = vocabulary.role(folded[index], next: next) {
                found.append((role, index, index + used - 1))
                index += used
            } else if folded[index].utf8.count <= 3, let role = vocabulary.isolated[folded[index]], standsAlone(words, index) {
                found.append((role, index, index))
                index += 1
            } else {
                index += 1
            }
        }
        // "…você pagar o valor mínimo da valor pago… operações de crédito": a sentence of prose
        // that names a few columns in passing is no header; a header's labels are most of its words.
        if words.count >= 10, found.reduce(0, { $0 + $1.last - $1.first + 1 }) * 4 < words.count { return nil }
        // "Buchung / Verwendungszweck": two header words joined by a slash head one column, the
        // description's when either names it.
        var joined: [(role: ColumnRole, first: Int, last: Int)] = []
        // Where a phrase joined a money label and another right after it: (phrase, their roles, the second's first word).
        var splits: [(phrase: Int, roles: (ColumnRole, ColumnRole), at: Int)] = []
        for hit in found {
            if let previous = joined.last, hit.first == previous.last + 2, folded[previous.last + 1].isEmpty,
                words[previous.last + 1].text.contains("/"),
                words[hit.first].x0 - words[previous.last].x1 < 3 * max(words[hit.first].fontSize, 4)
            {
                let role: ColumnRole = previous.role == .description || hit.role == .description ? .description : previous.role
                joined[joined.count - 1] = (role, previous.first, hit.last)
            } else if let previous = joined.last, hit.first - previous.last <= 4,
                (previous.last..<hit.first).allSatisfy({ words[$0 + 1].x0 - words[$0].x1 < 0.8 * max(words[$0 + 1].fontSize, 4) })
            {
                // One phrase naming one column, its words a word space apart: "Withdrawal Amount
                // (INR)", "Date of Transaction", "Merchant Name or Transaction Description".
                let connectors = folded[(previous.last + 1)..<hit.first]
                if connectors.isEmpty, previous.role.holdsMoney != hit.role.holdsMoney {
                    splits.append((joined.count - 1, (previous.role, hit.role), hit.first))
                }
                joined[joined.count - 1] = (phraseRole(previous.role, hit.role, connectors: connectors), previous.first, hit.last)
            } else {
                joined.append(hit)
            }
        }
        found = joined
        let roles = Set(found.map(\.role))
        let moneyRoles = roles.filter(\.holdsMoney)
        // "Check No. Date Amount": a reference names each row as a description would.
        guard !moneyRoles.isEmpty,
            roles.contains(.description) || moneyRoles.count >= 2 || (roles.contains(.reference) && roles.contains(.date))
        else { return nil }
        var columns: [Column] = []
        var previousLast = -1
        for (position, hit) in found.enumerated() {
            // "Payment type and details", "Merchant name or transaction description": the words
            // before a header word, up to the previous column, belong to it when they run on into it.
            var first = hit.first
            while first - 1 > previousLast, words[first].x0 - words[first - 1].x1 < 1.5 * max(words[first].fontSize, 4) { first -= 1 }
            // "Belastung in EUR": the words after a header word belong to it until the next one.
            var last = hit.last
            let limit = position + 1 < found.count ? found[position + 1].first : words.count
            while last + 1 < limit, words[last + 1].x0 - words[last].x1 < 1.5 * max(words[last].fontSize, 4) { last += 1 }
            previousLast = last
            // A label stacked over two lines is read as one phrase: its column is as wide as its widest line.
            let span = (first...last).map { words[$0] }
            columns.append(Column(role: hit.role, x0: span.map(\.x0).min() ?? words[first].x0, x1: span.map(\.x1).max() ?? words[last].x1))
        }
        var layout = HeaderLayout(columns: columns, page: line.page, line: line.number)
        layout.joinedLabels = splits.compactMap { split in
            guard split.phrase < columns.count, split.at > 0 else { return nil }
            let column = columns[split.phrase]
            return JoinedLabels(
                column: split.phrase, first: Column(role: split.roles.0, x0: column.x0, x1: words[split.at - 1].x1),
                second: Column(role: split.roles.1, x0: words[split.at].x0, x1: column.x1))
        }
        return layout
    }

    /// The header with the phrase `joined` names read as its two columns.
    public func splitting(_ joined: JoinedLabels) -> HeaderLayout {
        var layout = self
        guard joined.column < columns.count else { return self }
        layout.columns.replaceSubrange(joined.column...joined.column, with: [joined.first, joined.second])
        layout.joinedLabels = []
        return layout
    }

    /// The role of a phrase that names two: a debit or credit is more telling than an amount
    /// ("Withdrawal Amount", "Deposit Amount"); "Date of Transaction" is a date; otherwise the
    /// last word is the head ("Transaction Amount").
    private static func phraseRole(_ first: ColumnRole, _ second: ColumnRole, connectors: ArraySlice<String>) -> ColumnRole {
        if first == second { return first }
        let specific: Set<ColumnRole> = [.debit, .credit]
        if specific.contains(first) != specific.contains(second) { return specific.contains(first) ? first : second }
        if connectors.contains(where: { ["of", "de", "du", "des", "der", "do", "da", "del"].contains($0) }) { return first }
        return second
    }

    /// Whether a word is set apart from the words beside it by more than a word space, as a
    /// column header is.
    private static func standsAlone(_ words: LineWords, _ index: Int) -> Bool {
        let gap = 1.5 * max(words[index].fontSize, 4)
        return (index == 0 || words[index].x0 - words[index - 1].x1 > gap)
            && (index + 1 == words.count || words[index + 1].x0 - words[index].x1 > gap)
    }
}
