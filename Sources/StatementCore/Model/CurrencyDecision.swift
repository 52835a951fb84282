/// Which currency a statement is in, and why: what it printed that says so. `currency` is nil
/// when the cues are absent or disagree; `warning` then says so in a sentence for the user.
public struct CurrencyDecision: Hashable, Sendable {
    public var currency: Currency?
    /// The cues, as a user can find them on the statement: "'EUR' printed", "CLABE 0121…",
    /// "Spanish", "'$' amounts".
    public var evidence: [String]
    public var warning: String?

    public init(currency: Currency?, evidence: [String] = [], warning: String? = nil) {
        self.currency = currency
        self.evidence = evidence
        self.warning = warning
    }
}

/// Synthesised here, beside the type: a batch worker hands statements over as JSON.
extension CurrencyDecision: Codable {}
