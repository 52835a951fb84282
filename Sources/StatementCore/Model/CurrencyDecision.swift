/// Which currency a statement is in, and why: what it printed that says so. `currency` is nil
/// when the cues are absent or disagree; `warning` then says so in a sentence for the user.
public struct CurrencyDecision: Hashable, Sendable {
    public var currency: Currency?
    /// The cues, as a user can find them on the statement: "'EUR' printed", "CLABE 0121…",
    /// "Spanish", "'$' amounts".
    public var evidence: [String]
    public var warning: String?
    /// When undecided: the ISO codes the printed signs can mean that the cues allow, likeliest
    /// first (the cues' own, else the sign's), so advice and a person's setting work from them.
    public var possible: [String]?

    public init(currency: Currency?, evidence: [String] = [], warning: String? = nil, possible: [String]? = nil) {
        self.currency = currency
        self.evidence = evidence
        self.warning = warning
        self.possible = possible
    }
}

/// Synthesised here, beside the type: a batch worker hands statements over as JSON.
extension CurrencyDecision: Codable {}
