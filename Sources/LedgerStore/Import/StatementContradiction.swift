import StatementCore

/// Two statements of one account that share rows but print other balances for the same day: the
/// same first day with another opening, or the same last day with another closing. They cannot
/// both be the bank's word, and the ledger's running sum meets at most one of them, so import
/// refuses the second and `check` names the one to take back.
public struct StatementContradiction: Sendable, Hashable, CustomStringConvertible {
    /// One of the two (or a neighbour) as the ledger holds it.
    public struct Side: Sendable, Hashable {
        public var statementID: Int64
        public var fileName: String
        public var fileSHA256: String
        public var period: DateRange
        public var opening: Money?
        public var closing: Money?

        /// "statement 2 en-april.pdf"
        var name: String { "statement \(statementID) \(fileName)" }
    }

    /// A neighbouring statement that carries over the balance of one of the two and not the
    /// other's: the one it agrees with is likely the bank's, as a careful bookkeeper would judge.
    public struct CarriedOver: Sendable, Hashable {
        public var neighbour: Side
        /// The neighbour comes before the two (its closing is compared with their openings), else after.
        public var before: Bool
        public var agreesWithEarlier: Bool
    }

    public var accountID: Int64
    /// "…5678", or the name a person gave the account.
    public var account: String
    /// The one stored first, and the one stored (or, at import, being stored) after it.
    public var earlier: Side
    public var later: Side
    public var carriedOver: CarriedOver?

    /// Both open on one day at other balances.
    public var openingsDiffer: Bool {
        earlier.period.start == later.period.start && earlier.opening != nil && later.opening != nil && earlier.opening != later.opening
    }

    /// Both close on one day at other balances.
    public var closingsDiffer: Bool {
        earlier.period.end == later.period.end && earlier.closing != nil && later.closing != nil && earlier.closing != later.closing
    }

    /// The statement `check` says to take back: the one no neighbour agrees with, or else the later.
    public var suggestedRemoval: Side {
        guard let carriedOver else { return later }
        return carriedOver.agreesWithEarlier ? later : earlier
    }

    /// As `check` says it, both statements stored.
    public var description: String {
        let removal = suggestedRemoval
        let other = removal == later ? earlier : later
        let remove = "`statement-import statements remove \(removal.statementID)`"
        let advice =
            carriedOver == nil
            ? "remove the one the bank did not issue: \(remove) takes back \(removal.fileName), "
                + "`statement-import statements remove \(other.statementID)` the other"
            : "\(evidence(laterName: "statement \(later.statementID)")): remove \(removal.name) with \(remove)"
        return "\(account): \(later.name) shares rows with \(earlier.name) but prints other balances for the same days: "
            + "statement \(earlier.statementID) \(balances(of: earlier, dated: true)), statement \(later.statementID) "
            + "\(balances(of: later, dated: false)); \(advice)"
    }

    /// As import says it of the statement it refuses (`later`, whose id goes with the undone write).
    public var refusal: String {
        let facts =
            "it shares rows of \(account) with \(earlier.name) but prints other balances for the same days: "
            + "statement \(earlier.statementID) \(balances(of: earlier, dated: true)), this file \(balances(of: later, dated: false))"
        return facts + (carriedOver == nil ? "" : " (\(evidence(laterName: "this file")))")
    }

    /// "opens on 2025-04-01 at 2,515.87 and closes on 2025-04-25 at 3,797.18 GBP": only the balances that differ.
    private func balances(of side: Side, dated: Bool) -> String {
        var parts: [String] = []
        if openingsDiffer, let opening = side.opening {
            parts.append("opens \(dated ? "on \(side.period.start.iso) " : "")at \(opening.groupedString)")
        }
        if closingsDiffer, let closing = side.closing {
            parts.append("closes \(dated ? "on \(side.period.end.iso) " : "")at \(closing.groupedString)")
        }
        let currency = (side.opening ?? side.closing).map { " \($0.currency.code)" } ?? ""
        return parts.joined(separator: " and ") + (dated ? currency : "")
    }

    /// "statement 1 en-base.pdf closes at 2,515.87, as statement 2 opens"
    private func evidence(laterName: String) -> String {
        guard let carriedOver else { return "" }
        let agreeing = carriedOver.agreesWithEarlier ? "statement \(earlier.statementID)" : laterName
        let neighbour = carriedOver.neighbour
        if carriedOver.before, let closing = neighbour.closing {
            return "\(neighbour.name) before them closes at \(closing.groupedString), as \(agreeing) opens"
        }
        let opening = neighbour.opening.map(\.groupedString) ?? "?"
        return "\(neighbour.name) after them opens at \(opening), as \(agreeing) closes"
    }
}
