/// A card bill's bare purchases are money out, an account's amounts are as printed; a
/// statement whose kind was misjudged, or a section printed the other way, reads wrongly under
/// the first. The other convention everywhere, then in each section alone. Read by
/// `groupEntries` (`SignRules.otherConvention`).
struct SignsDecision: ReadingDecision {
    var name: String { "signs" }

    func alternatives(to best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> [Hypothesis] {
        let sections = best.open.signSections
        guard !sections.isEmpty else { return [] }
        var sets = [Set(sections)]
        if sections.count > 1 { sets += sections.map { Set([$0]) } }
        return sets.map {
            var hypothesis = best.hypothesis
            hypothesis.otherSigns = $0
            return hypothesis
        }
    }

    func summary(of reading: ReadingChoice.Reading, from best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> String {
        let otherSigns = reading.hypothesis.otherSigns
        let card = best.open.cardSigns != !otherSigns.isEmpty
        let convention = card ? "bare amounts are money out, as a card bill prints its purchases" : "amounts as printed"
        guard !otherSigns.isEmpty, Set(best.open.signSections) != otherSigns else { return convention }
        return convention + " under " + otherSigns.map(Self.sectionName).sorted().joined(separator: ", ") + " only"
    }

    static func sectionName(_ heading: SectionHeadings.Heading?) -> String {
        switch heading {
        case nil: return "rows under no section heading"
        case .moneyIn?: return "a money-in heading"
        case .moneyOut?: return "a money-out heading"
        case .payments?: return "a payments heading"
        case .balances?, .notBooked?, .booked?: return "a heading of other items"
        }
    }
}
