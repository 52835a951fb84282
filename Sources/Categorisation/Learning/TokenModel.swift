import Foundation

/// Multinomial naive Bayes over description words and the amount's sign, trained on confirmed rows.
/// Raw naive-Bayes posteriors are overconfident, so they are softened by a temperature and shrunk
/// toward "don't know" while training data is scarce: ten rows must not give 0.99.
public struct TokenModel: Categoriser {
    public struct Example: Sendable {
        public var input: CategorisationInput
        public var categoryID: String
        public init(input: CategorisationInput, categoryID: String) {
            self.input = input
            self.categoryID = categoryID
        }
    }

    /// Log-likelihoods are divided by this before normalising.
    public var temperature = 2.0
    /// Confidence is multiplied by n / (n + shrinkage), n = training rows.
    public var shrinkage = 5.0

    private var documentCount: [String: Int] = [:]
    private var tokenCounts: [String: [String: Int]] = [:]
    private var tokenTotals: [String: Int] = [:]
    private var vocabulary: Set<String> = []
    public private(set) var trainingRows = 0

    public var name: String { "token model" }

    public init(examples: [Example] = []) {
        for example in examples { train(example) }
    }

    public mutating func train(_ example: Example) {
        trainingRows += 1
        documentCount[example.categoryID, default: 0] += 1
        for token in Self.tokens(example.input) {
            tokenCounts[example.categoryID, default: [:]][token, default: 0] += 1
            tokenTotals[example.categoryID, default: 0] += 1
            vocabulary.insert(token)
        }
    }

    /// Words of the merchant key (so card numbers, dates and payment-channel words do not count),
    /// less single letters, stop words, bank words and transfer kinds (`TokenEvidence`), plus the
    /// sign of the amount.
    static func tokens(_ input: CategorisationInput) -> [String] {
        let words = MerchantNormaliser.key(for: input.description).lowercased().split(separator: " ")
            .filter(TokenEvidence.counts).map(String.init)
        return words + [input.amount.minorUnits < 0 ? "sign:debit" : "sign:credit"]
    }

    /// Posterior probabilities by category, after temperature, before shrinkage.
    public func posteriors(_ input: CategorisationInput) -> [String: Double] {
        let known = Self.tokens(input).filter(vocabulary.contains)
        guard trainingRows > 0, known.contains(where: { !$0.hasPrefix("sign:") }) else { return [:] }
        let vocabularySize = Double(vocabulary.count)
        var logScores: [String: Double] = [:]
        for (category, documents) in documentCount {
            var score = log(Double(documents) / Double(trainingRows))
            let counts = tokenCounts[category] ?? [:]
            let total = Double(tokenTotals[category] ?? 0)
            for token in known {
                score += log((Double(counts[token] ?? 0) + 1) / (total + vocabularySize))
            }
            logScores[category] = score / temperature
        }
        let top = logScores.values.max() ?? 0
        let exponentials = logScores.mapValues { exp($0 - top) }
        let sum = exponentials.values.reduce(0, +)
        return exponentials.mapValues { $0 / sum }
    }

    public func suggest(_ inputs: [CategorisationInput]) -> [Suggestion] {
        inputs.map { input in
            guard let (category, probability) = posteriors(input).max(by: { $0.value < $1.value }) else {
                return .none
            }
            let confidence = probability * Double(trainingRows) / (Double(trainingRows) + shrinkage)
            let words = Self.tokens(input).filter { vocabulary.contains($0) && !$0.hasPrefix("sign:") }
            return Suggestion(
                categoryID: category, confidence: confidence, source: .learned,
                explanation: "words " + words.map { "\"\($0)\"" }.joined(separator: ", ")
                    + " resemble \(documentCount[category] ?? 0) confirmed \(category) rows")
        }
    }
}
