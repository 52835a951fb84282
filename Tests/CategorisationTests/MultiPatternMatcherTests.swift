import Testing
@testable import Categorisation

/// The one-pass matcher reports what looking for every needle at every place reports, in the same
/// order (by where each occurrence ends, then the longer needle, then the earlier one), on drawn
/// needles that share prefixes, end in one another, repeat, and are empty.
@Suite struct MultiPatternMatcherTests {
    /// Few letters, so that needles overlap and nest.
    static let letters = Array("ab c".utf8)

    @Test(arguments: 0..<16)
    func findsWhatSearchingEveryNeedleEverywhereFinds(seed: UInt64) {
        var random = CategorisationBenchmark.SplitMix(seed: seed &+ 11)
        func draw(_ length: Int) -> [UInt8] { (0..<length).map { _ in Self.letters[random.next(below: Self.letters.count)] } }
        var needles = (0..<(5 + random.next(below: 60))).map { _ in draw(random.next(below: 6)) }
        // The same needle twice (a phrase and a literal spelled alike).
        if let first = needles.first { needles.append(first) }
        // Full rows for every state, for the root alone, and for a few: deeper states move by
        // their own edges and their failure states'.
        let matchers = [MultiPatternMatcher.denseStateLimit, 1, 3].map { MultiPatternMatcher(needles: needles, denseStateLimit: $0) }
        for _ in 0..<20 {
            let text = draw(random.next(below: 80))
            let expected = Self.searched(needles, in: text)
            for matcher in matchers {
                #expect(matcher.hits(in: text) == expected, "\(needles) in \(text)")
            }
        }
    }

    /// The shipped rules' phrases, words of a real alphabet: rows for the shallowest states only
    /// find what rows for every state find.
    @Test func rowsForTheShallowestStatesOnlyFindTheSame() throws {
        let rules = try DefaultRulesTests.shippedRules()
        let needles = CompiledRules(rules: rules.rules).needleTexts.map { Array((" " + $0 + " ").utf8) }
        let everyRow = MultiPatternMatcher(needles: needles, denseStateLimit: Int.max)
        let shallow = MultiPatternMatcher(needles: needles, denseStateLimit: 64)
        let texts = try DefaultRulesTests.labelledRows().map { Array((" " + $0.input.description.lowercased() + " ").utf8) }
        #expect(texts.count >= 300)
        for text in texts {
            #expect(shallow.hits(in: text) == everyRow.hits(in: text), "\(String(decoding: text, as: UTF8.self))")
        }
    }

    @Test func aTextWithNoNeedleByteFindsNothing() {
        let matcher = MultiPatternMatcher(needles: [Array("tesco".utf8), Array("esc".utf8), []])
        #expect(matcher.hits(in: Array("xyz 123".utf8)).isEmpty)
        #expect(matcher.hits(in: Array("at tesco".utf8)) == [.init(needle: 1, start: 4), .init(needle: 0, start: 3)])
    }

    /// Every needle at every place, by end, then longest, then first drawn; empty needles never.
    static func searched(_ needles: [[UInt8]], in text: [UInt8]) -> [MultiPatternMatcher.Hit] {
        var hits: [MultiPatternMatcher.Hit] = []
        for end in text.indices {
            let ending = needles.indices.filter { index in
                let needle = needles[index]
                return !needle.isEmpty && needle.count <= end + 1 && Array(text[(end + 1 - needle.count)...end]) == needle
            }
            let ordered = ending.sorted { needles[$0].count != needles[$1].count ? needles[$0].count > needles[$1].count : $0 < $1 }
            hits += ordered.map { MultiPatternMatcher.Hit(needle: $0, start: end + 1 - needles[$0].count) }
        }
        return hits
    }
}
