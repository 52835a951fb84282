/// Categorisers asked in order (rules, learned memory, a remote model; rows a person locked are never offered): the first
/// suggestion at or above the threshold wins. Below it, the most confident suggestion is kept and the
/// row is marked for review, so a weak guess is still shown but never silently trusted.
public struct CategorisationChain: Categoriser {
    public var categorisers: [any Categoriser]
    public var threshold: Double

    public static let defaultThreshold = 0.7

    public var name: String { "chain(" + categorisers.map(\.name).joined(separator: ", ") + ")" }

    public init(_ categorisers: [any Categoriser], threshold: Double = CategorisationChain.defaultThreshold) {
        self.categorisers = categorisers
        self.threshold = threshold
    }

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
                if suggestion.categoryID != nil && suggestion.confidence >= threshold {
                    best[row] = suggestion
                    settled[row] = true
                    continue
                }
                if suggestion.categoryID != nil && suggestion.confidence > best[row].confidence {
                    best[row] = suggestion
                }
                stillPending.append(row)
            }
            pending = stillPending
        }
        return inputs.indices.map { CategorisedRow(suggestion: best[$0], needsReview: !settled[$0]) }
    }

    public func suggest(_ inputs: [CategorisationInput]) throws -> [Suggestion] {
        try categorise(inputs).map(\.suggestion)
    }
}
