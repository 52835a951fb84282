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
    private var foldedDescriptions: [String: [UInt8]] = [:]
    static let foldedDescriptionsKept = 20_000

    init(needleCount: Int, ruleCount: Int) {
        containsStamp = Array(repeating: 0, count: needleCount)
        startsStamp = Array(repeating: 0, count: needleCount)
        candidateStamp = Array(repeating: 0, count: ruleCount)
    }

    mutating func reset(for input: CategorisationInput) {
        generation &+= 1
        if generation == 0 {
            // Wrapped after 4 billion rows: clear so old stamps cannot look current.
            for index in containsStamp.indices { containsStamp[index] = 0; startsStamp[index] = 0 }
            for index in candidateStamp.indices { candidateStamp[index] = 0 }
            generation = 1
        }
        // A statement prints the same few hundred descriptions again and again: each is folded once.
        if let folded = foldedDescriptions[input.description] {
            padded = folded
        } else {
            padded = [0x20]
            RuleText.append(input.description, to: &padded)
            padded.append(0x20)
            if foldedDescriptions.count < RowFacts.foldedDescriptionsKept { foldedDescriptions[input.description] = padded }
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

    /// The folded description as a String, built only when a regex needs it.
    mutating func folded() -> String {
        if let foldedCache { return foldedCache }
        let text = padded.count > 2 ? String(decoding: padded[1..<(padded.count - 1)], as: UTF8.self) : ""
        foldedCache = text
        return text
    }
}
