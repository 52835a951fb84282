import StatementCore

/// What the rules test about one row, computed once per row however many rules run.
struct RowFacts {
    /// The folded description with one space added at each end, so that needles padded the same way
    /// only match whole words.
    var padded: [UInt8] = []
    var amount: Int64 = 0
    var date = LocalDate(dayNumber: 0)
    var account: String?
    /// The unfolded account `account` was made from.
    private var accountSource: String?
    var locale: StatementLocale?
    /// `containsStamp[needle] == generation` when the needle was found in this row.
    var containsStamp: [UInt32] = []
    var startsStamp: [UInt32] = []
    var candidateStamp: [UInt32] = []
    var generation: UInt32 = 0
    /// The last row's candidate list, kept for its capacity.
    var candidateBuffer: [Int] = []
    private var foldedCache: String?
    /// `padded` of the descriptions seen so far, up to `foldedDescriptionsKept` of them.
    private var foldedDescriptions: [String: (padded: [UInt8], whole: [UInt8]?)] = [:]
    /// The whole folded description when payment-channel words were taken out of `padded`
    /// (`PaymentChannelWords`); nil when there were none, or once the rules have been tried on it.
    var whole: [UInt8]?
    static let foldedDescriptionsKept = 20_000
    /// Each pattern's answer on each folded text tried so far, up to `regexAnswersKept` of them: a
    /// regex is the one costly test (Swift's engine tries each alternative a character at a time),
    /// a statement prints the same descriptions again and again, and the rule chosen is tried once
    /// more for its reasons.
    private var regexAnswers: [RegexQuestion: Bool] = [:]
    static let regexAnswersKept = 100_000

    private struct RegexQuestion: Hashable {
        var number: Int
        var text: [UInt8]
    }

    init(needleCount: Int, ruleCount: Int) {
        containsStamp = Array(repeating: 0, count: needleCount)
        startsStamp = Array(repeating: 0, count: needleCount)
        candidateStamp = Array(repeating: 0, count: ruleCount)
    }

    mutating func reset(for input: CategorisationInput) {
        nextGeneration()
        // A statement prints the same few hundred descriptions again and again: each is folded once.
        if let folded = foldedDescriptions[input.description] {
            (padded, whole) = folded
        } else {
            var full: [UInt8] = [0x20]
            RuleText.append(input.description, to: &full)
            full.append(0x20)
            (padded, whole) = RowFacts.withoutChannelWords(full, description: input.description)
            if foldedDescriptions.count < RowFacts.foldedDescriptionsKept { foldedDescriptions[input.description] = (padded, whole) }
        }
        amount = RuleAmount.scaled(input.amount)
        date = input.date
        // Every row of a statement has the same account: folded once, not per row.
        if input.account != accountSource {
            accountSource = input.account
            account = input.account.map(TextFolding.normalised)
        }
        locale = input.locale
        foldedCache = nil
    }

    /// `padded` without the leading payment-channel words, and the whole text when any were taken.
    static func withoutChannelWords(_ full: [UInt8], description: String) -> (padded: [UInt8], whole: [UInt8]?) {
        guard full.count > 2 else { return (full, nil) }
        let text = String(decoding: full[1..<(full.count - 1)], as: UTF8.self)
        // ASCII text split by its bytes gives the words `split(separator: " ")` gives, without walking graphemes.
        let words =
            text.utf8.allSatisfy({ $0 < 0x80 })
            ? text.utf8.split(separator: 0x20).map { Substring($0) } : text.split(separator: " ")
        let stripped = PaymentChannelWords.strip(words, starred: PaymentChannelWords.starredWords(description))
        guard !stripped.removed.isEmpty else { return (full, nil) }
        return (Array((" " + stripped.kept.joined(separator: " ") + " ").utf8), full)
    }

    /// Makes the whole description the one matched, for a second try when nothing held without the
    /// channel words ("IFD*" alone still says iFood); false when nothing was taken out.
    mutating func useWholeDescription() -> Bool {
        guard let whole else { return false }
        self.whole = nil
        padded = whole
        foldedCache = nil
        nextGeneration()
        return true
    }

    private mutating func nextGeneration() {
        generation &+= 1
        if generation == 0 {
            // Wrapped after 4 billion scans: clear so old stamps cannot look current.
            for index in containsStamp.indices { containsStamp[index] = 0; startsStamp[index] = 0 }
            for index in candidateStamp.indices { candidateStamp[index] = 0 }
            generation = 1
        }
    }

    /// The candidate buffer, emptied, owned by the caller until it is stored back.
    mutating func takeCandidateBuffer() -> [Int] {
        var buffer = candidateBuffer
        candidateBuffer = []
        buffer.removeAll(keepingCapacity: true)
        return buffer
    }

    func scopeValue(_ fact: RuleCondition.ScopeFact) -> String? {
        switch fact {
        case .country: return locale?.country
        case .currency: return locale?.currency
        case .language: return locale?.language
        }
    }

    /// Whether `pattern` (the rules' pattern `number`) matches the folded description.
    mutating func matches(_ pattern: RulePattern, number: Int) -> Bool {
        let question = RegexQuestion(number: number, text: padded)
        if let known = regexAnswers[question] { return known }
        let answer = folded().contains(pattern.regex)
        if regexAnswers.count < RowFacts.regexAnswersKept { regexAnswers[question] = answer }
        return answer
    }

    /// The folded description as a String, built only when a regex needs it.
    mutating func folded() -> String {
        if let foldedCache { return foldedCache }
        let text = padded.count > 2 ? String(decoding: padded[1..<(padded.count - 1)], as: UTF8.self) : ""
        foldedCache = text
        return text
    }
}
