import StatementCore

/// Pairs a statement's rows with rows the ledger holds, one to one, in passes from the surest to
/// the loosest, each pass taking only what the ones before left: the bank's own id where both
/// carry one, then the same date, amount and description, the same date and amount, the same
/// amount within two days (the closest date first), and last the same date and description with
/// another amount. Import and audit ask for the passes they trust.
public struct RowPairing {
    public enum Match: String, Sendable, Hashable, CaseIterable {
        case bankReference, sameDescription, sameDay, nearDate, otherAmount
    }

    /// A row as either side holds it, its description already normalised.
    public struct Row: Sendable {
        public var date: LocalDate
        public var amount: Money
        public var description: String
        public var bankReference: String?
        /// Whether the passes after `bankReference` may take it (import: a row of another format).
        public var loose: Bool

        public init(date: LocalDate, amount: Money, description: String, bankReference: String?, loose: Bool = true) {
            self.date = date
            self.amount = amount
            self.description = DescriptionNormaliser.normalise(description)
            self.bankReference = bankReference.flatMap { $0.isEmpty ? nil : $0 }
            self.loose = loose
        }
    }

    public struct Pair: Sendable, Hashable {
        public var statement: Int
        public var ledger: Int
        public var match: Match
    }

    /// Days apart a payment may be booked by two files (a card payment's date, its booking date).
    static let nearDays = 2

    /// The pairs, by the statement row's index; rows in `taken` on either side are left alone.
    public static func pair(
        statement: [Row], ledger: [Row], passes: [Match] = Match.allCases,
        takenStatement: Set<Int> = [], takenLedger: Set<Int> = []
    ) -> [Pair] {
        var usedStatement = takenStatement
        var usedLedger = takenLedger
        var pairs: [Pair] = []
        var byAmount: [Money: [Int]] = [:]
        var byReference: [String: [Int]] = [:]
        var byDay: [LocalDate: [Int]] = [:]
        for (index, row) in ledger.enumerated() {
            byAmount[row.amount, default: []].append(index)
            byDay[row.date, default: []].append(index)
            if let reference = row.bankReference { byReference[reference, default: []].append(index) }
        }
        for match in passes {
            for (index, row) in statement.enumerated() where !usedStatement.contains(index) {
                let pool: [Int]
                switch match {
                case .bankReference: pool = row.bankReference.flatMap { byReference[$0] } ?? []
                case .otherAmount: pool = byDay[row.date] ?? []
                default: pool = byAmount[row.amount] ?? []
                }
                let fits = pool.filter { !usedLedger.contains($0) && accepts(match, row, ledger[$0]) }
                guard
                    let best = fits.min(by: {
                        abs(row.date.days(until: ledger[$0].date)) < abs(row.date.days(until: ledger[$1].date))
                    })
                else { continue }
                usedStatement.insert(index)
                usedLedger.insert(best)
                pairs.append(Pair(statement: index, ledger: best, match: match))
            }
        }
        return pairs.sorted { $0.statement < $1.statement }
    }

    private static func accepts(_ match: Match, _ row: Row, _ other: Row) -> Bool {
        switch match {
        case .bankReference:
            return row.bankReference != nil && row.bankReference == other.bankReference
        case .sameDescription:
            return other.loose && row.date == other.date && row.description == other.description
        case .sameDay:
            return other.loose && row.date == other.date
        case .nearDate:
            return other.loose && abs(row.date.days(until: other.date)) <= nearDays
        case .otherAmount:
            return other.loose && row.date == other.date && row.description == other.description
                && row.amount.currency == other.amount.currency && row.amount != other.amount
        }
    }
}
