import Foundation
import StatementCore
import Testing
@testable import Categorisation

/// The shared matcher (phrases and a regex's literals found in one pass, only the rules they can
/// make true evaluated, each distinct row decided once) chooses what trying every rule in
/// precedence order on every row chooses, on drawn rule sets and rows.
@Suite struct RuleIndexPropertyTests {
    static let words = ["cafe", "shop", "store", "gst", "fee", "fees", "pago", "compra", "metro", "card", "visa", "qzv"]

    @Test(arguments: 0..<12)
    func theIndexChoosesTheRuleEveryRuleTriedInTurnChooses(seed: UInt64) throws {
        var random = CategorisationBenchmark.SplitMix(seed: seed &+ 7)
        let rules = RuleSet(rules: try RuleSet.parse(Self.drawRules(count: 40, &random), fileName: "drawn.rules"))
        let inputs = (0..<300).map { _ in Self.drawRow(&random) }
        let together = rules.suggest(inputs)
        // Drawn from a few words, so that rules hold on some rows and not on others.
        let decided = together.filter { $0.categoryID != nil }.count
        #expect(decided > 0 && decided < inputs.count)
        for (input, suggestion) in zip(inputs, together) {
            let expected = RuleByRule.choose(rules, input)
            let chosen = expected.map { rules.rules[$0] }
            #expect(suggestion.categoryID == chosen?.categoryID, "\(input.description) \(input.amount)")
            #expect(
                suggestion.explanation.hasPrefix(chosen.map { "rule \"\($0.name)\" (\($0.location)): " } ?? "\u{0}") || chosen == nil,
                "\(input.description) \(input.amount): \(suggestion.explanation)")
        }
    }

    static func pick<T>(_ items: [T], _ random: inout CategorisationBenchmark.SplitMix) -> T {
        items[random.next(below: items.count)]
    }

    static func phrase(_ random: inout CategorisationBenchmark.SplitMix) -> String {
        random.next(below: 3) == 0 ? pick(words, &random) + " " + pick(words, &random) : pick(words, &random)
    }

    /// A test of the description (phrases or a regex), then anything: every rule needs some words.
    static func drawRuleCondition(_ random: inout CategorisationBenchmark.SplitMix) -> String {
        let description = drawTest(&random, among: [0, 1, 2, 3, 4, 7])
        return random.next(below: 3) == 0 ? description : description + " and " + drawTest(&random)
    }

    static func drawTest(_ random: inout CategorisationBenchmark.SplitMix, depth: Int = 0, among kinds: [Int]? = nil) -> String {
        let (a, b, c) = (pick(words, &random), pick(words, &random), pick(words, &random))
        switch kinds.map({ pick($0, &random) }) ?? random.next(below: depth < 2 ? 11 : 8) {
        case 0: return "description contains any \"\(phrase(&random))\", \"\(phrase(&random))\""
        case 1: return "description starts with \"\(phrase(&random))\""
        case 2: return "description matches /\(a)[0-9]* (\(b)|\(c))/"
        case 3: return "description matches /^\(a) .*\(b)/"
        case 4: return "description matches /\\b[a-z]{2,}\(a)\\b/"
        case 5: return "amount between -50 and -5"
        case 6: return random.next(below: 2) == 0 ? "debit" : "credit"
        case 7: return "description contains \"\(a)\""
        case 8: return "not " + drawTest(&random, depth: depth + 1)
        case 9: return "(" + drawTest(&random, depth: depth + 1) + " or " + drawTest(&random, depth: depth + 1) + ")"
        default: return drawTest(&random, depth: depth + 1) + " and " + drawTest(&random, depth: depth + 1)
        }
    }

    static func drawRules(count: Int, _ random: inout CategorisationBenchmark.SplitMix) -> String {
        let categories = Taxonomy.defaultCategories.map(\.id)
        return (0..<count).map { index in
            "rule \"R\(index)\" when \(drawRuleCondition(&random)) category \(pick(categories, &random)) confidence 0.9 "
                + "priority \(random.next(below: 5))\n"
        }.joined()
    }

    static func drawRow(_ random: inout CategorisationBenchmark.SplitMix) -> CategorisationInput {
        var parts = (0..<(1 + random.next(below: 4))).map { _ in pick(words, &random).uppercased() }
        if random.next(below: 2) == 0 { parts.insert(String(random.next(below: 100)), at: random.next(below: parts.count + 1)) }
        if random.next(below: 3) == 0, let last = parts.popLast() { parts.append(last + String(random.next(below: 10))) }
        if random.next(below: 4) == 0 { parts.insert("CARD PAYMENT TO", at: 0) }
        let amounts = ["-60.00", "-50.00", "-20.00", "-5.00", "-1.00", "0.00", "12.00"]
        return row(parts.joined(separator: " "), pick(amounts, &random))
    }
}

/// Every rule tried in turn, straight from its written condition: the index's answer key.
enum RuleByRule {
    static func choose(_ rules: RuleSet, _ input: CategorisationInput) -> Int? {
        var facts = RowFacts(needleCount: 0, ruleCount: 0)
        facts.reset(for: input)
        if let found = rules.rules.indices.first(where: { holds(rules.rules[$0].condition, &facts) }) { return found }
        guard facts.useWholeDescription() else { return nil }
        return rules.rules.indices.first { holds(rules.rules[$0].condition, &facts) }
    }

    static func holds(_ condition: RuleCondition, _ facts: inout RowFacts) -> Bool {
        let padded = facts.padded
        func contains(_ phrase: String) -> Bool {
            let needle = Array((" " + phrase + " ").utf8)
            guard needle.count <= padded.count else { return false }
            return (0...(padded.count - needle.count)).contains { padded[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
        switch condition {
        case .descriptionContains(let phrases): return phrases.contains(where: contains)
        case .descriptionStartsWith(let phrases): return phrases.contains { padded.starts(with: Array((" " + $0 + " ").utf8)) }
        case .descriptionMatches(let pattern): return facts.folded().contains(pattern.regex)
        case .amount(let comparison, let value): return comparison.holds(facts.amount, value.tenThousandths)
        case .amountBetween(let low, let high): return facts.amount >= low.tenThousandths && facts.amount <= high.tenThousandths
        case .accountIs(let account): return facts.account == account
        case .accountEndsWith(let suffix): return facts.account?.hasSuffix(suffix) == true
        case .accountHolder(let holder): return facts.locale?.accountHolder == holder
        case .date(let comparison, let date): return comparison.holds(facts.date, date)
        case .dateBetween(let first, let last): return facts.date >= first && facts.date <= last
        case .scope(let fact, let codes): return facts.scopeValue(fact).map(codes.contains) ?? false
        case .all(let terms): return terms.allSatisfy { holds($0, &facts) }
        case .any(let terms): return terms.contains { holds($0, &facts) }
        case .not(let inner): return !holds(inner, &facts)
        }
    }
}
