/// Folded phrases looked for in folded lines, with their bytes made once. On ASCII text a phrase
/// is there exactly where its bytes are, so the (slow) Unicode-aware search of `String.contains`
/// runs only on other text; the answers are the same either way.
struct FoldedPhrases: Sendable {
    let phrases: [String]
    private let labels: [ByteLabel]

    init(_ phrases: [String]) {
        self.phrases = phrases
        labels = phrases.map(ByteLabel.init)
    }

    /// The first phrase, in their order, that `folded` contains.
    func first(in folded: String) -> String? {
        var bytes = folded
        return bytes.withUTF8 { text in
            guard text.isAllASCII else { return phrases.first(where: folded.contains) }
            let held = ByteLabel.Mask(text)
            return labels.indices.first { held.covers(labels[$0].mask) && labels[$0].isContained(in: text) }.map { phrases[$0] }
        }
    }

    /// Whether `folded` contains one of the phrases.
    func isOne(in folded: String) -> Bool { first(in: folded) != nil }
}
