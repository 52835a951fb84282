/// Categorisers asked in order (rules, learned memory, the token model; rows a person locked are
/// never offered), then the members asked once over several statements' open rows (a remote
/// model): the first suggestion at or above the threshold wins. Below it, the most confident
/// suggestion is kept and the row is marked for review, so a weak guess is still shown but never
/// silently trusted. That rule is `weigh`, and it is the only one.
public struct CategorisationChain: Categoriser {
    public var categorisers: [any Categoriser]
    /// Asked by `complete`, after `categorise` has run over every statement of the run (or of the file).
    public var openRowsMembers: [any OpenRowsCategoriser]
    public var threshold: Double

    public static let defaultThreshold = 0.7

    public var name: String { "chain(" + (categorisers.map(\.name) + openRowsMembers.map(\.name)).joined(separator: ", ") + ")" }

    public init(
        _ categorisers: [any Categoriser], openRowsMembers: [any OpenRowsCategoriser] = [],
        threshold: Double = CategorisationChain.defaultThreshold
    ) {
        self.categorisers = categorisers
        self.openRowsMembers = openRowsMembers
        self.threshold = threshold
    }

    /// The members asked row by row, over one batch of rows.
    public func categorise(_ inputs: [CategorisationInput]) throws -> [CategorisedRow] {
        var best = [Suggestion](repeating: .none, count: inputs.count)
        var settled = [Bool](repeating: false, count: inputs.count)
        var pending = Array(inputs.indices)
        for categoriser in categorisers where !pending.isEmpty {
            // Later categorisers only see the rows still open: a remote model is never asked needlessly.
            // The first one sees every row: the inputs themselves, not a copy of them (on a long
            // statement the copy doubled the largest thing categorising holds).
            let asked = pending.count == inputs.count ? inputs : pending.map { inputs[$0] }
            let suggestions = try categoriser.suggest(asked)
            precondition(suggestions.count == pending.count, "\(categoriser.name) answered the wrong number of rows")
            var stillPending: [Int] = []
            for (row, suggestion) in zip(pending, suggestions) {
                if weigh(suggestion, against: &best[row]) {
                    settled[row] = true
                } else {
                    stillPending.append(row)
                }
            }
            pending = stillPending
        }
        return inputs.indices.map { CategorisedRow(suggestion: best[$0], needsReview: !settled[$0]) }
    }

    /// The members asked once over several statements: each is asked about the rows `categorise`
    /// left open in every group at once, shown the rows it settled. `inputs` are the groups' rows
    /// as `categorise` saw them (with the holder's block, for a remote model to mask).
    public func complete(_ groups: [[CategorisedRow]], inputs: [[CategorisationInput]]) -> [[CategorisedRow]] {
        var completed = groups
        for member in openRowsMembers {
            var open: [CategorisationInput] = []
            var places: [(group: Int, row: Int)] = []
            var settled: [(input: CategorisationInput, row: CategorisedRow)] = []
            for (group, rows) in completed.enumerated() {
                for (index, row) in rows.enumerated() where index < inputs[group].count {
                    if row.needsReview {
                        open.append(inputs[group][index])
                        places.append((group, index))
                    } else {
                        settled.append((inputs[group][index], row))
                    }
                }
            }
            guard !open.isEmpty else { break }
            let answer = member.suggest(open: open, settled: settled)
            for (place, suggestion) in zip(places, answer.suggestions) {
                var best = completed[place.group][place.row].suggestion
                let isSettled = weigh(suggestion, against: &best, maySettle: answer.maySettle)
                completed[place.group][place.row] = CategorisedRow(suggestion: best, needsReview: !isSettled)
            }
        }
        return completed
    }

    /// The chain's one rule: at or above the threshold (from a member that may settle) a
    /// suggestion settles the row; below it, it replaces the best so far only when more
    /// confident, and the row stays open. True when the row is settled.
    private func weigh(_ suggestion: Suggestion, against best: inout Suggestion, maySettle: Bool = true) -> Bool {
        guard suggestion.categoryID != nil else { return false }
        if maySettle && suggestion.confidence >= threshold {
            best = suggestion
            return true
        }
        if suggestion.confidence > best.confidence { best = suggestion }
        return false
    }

    public func suggest(_ inputs: [CategorisationInput]) throws -> [Suggestion] {
        try categorise(inputs).map(\.suggestion)
    }
}
