import StatementCore

/// Rule-engine throughput on generated data: `statement-import-bench categorise`.
public enum CategorisationBenchmark {
    public struct Result: Sendable, CustomStringConvertible {
        public var ruleCount: Int
        public var rows: Int
        public var categorised: Int
        public var seconds: Double
        public var rowsPerSecond: Double { Double(rows) / seconds }

        public var description: String {
            let rate = Int(rowsPerSecond.rounded())
            let milliseconds = Int((seconds * 1000).rounded())
            return "\(rows) rows, \(ruleCount) rules: \(milliseconds) ms, \(rate) rows/s, \(categorised) categorised"
        }
    }

    /// Builds `ruleCount` rules (phrase lists, starts-with, amount ranges, a few regexes) and
    /// categorises `rows` generated statement lines with them.
    public static func run(ruleCount: Int = 200, rows: Int = 25_000) throws -> Result {
        var random = SplitMix(seed: 42)
        let merchants = (0..<(ruleCount * 3)).map { "MERCHANT\(letters($0)) \(["SA", "LTD", "STORES", "MARKET"][$0 % 4])" }
        let categories = Taxonomy.defaultCategories.map(\.id)
        var text = ""
        for index in 0..<ruleCount {
            let phrases = merchants[(index * 3)..<(index * 3 + 3)].map { "\"\($0.split(separator: " ")[0])\"" }
            let condition: String
            switch index % 20 {
            case 0: condition = "description matches /^(pago|compra) .*\(letters(index * 3).lowercased())/"
            case 1, 2: condition = "description starts with any \(phrases.joined(separator: ", ")) and debit"
            case 3:
                condition =
                    "(description contains \(phrases[0]) or description contains \(phrases[1])) "
                    + "and not amount between -1 and 0"
            default: condition = "description contains any \(phrases.joined(separator: ", ")) and amount < 0"
            }
            text +=
                "rule \"R\(index)\"\n  when \(condition)\n  category \(categories[index % categories.count])\n"
                + "  confidence 0.9\n\n"
        }
        let rules = RuleSet(rules: try RuleSet.parse(text, fileName: "benchmark.rules"))
        let prefixes = ["COMPRA TARJ. 5400XXXXXXXX", "CARD PAYMENT TO ", "PAGO EN ", "POS ", "RECIBO "]
        let inputs = (0..<rows).map { _ in
            let merchant =
                random.next(below: 5) == 0
                ? "UNKNOWN SHOP \(random.next(below: 9999))" : merchants[random.next(below: merchants.count)]
            let prefix = prefixes[random.next(below: prefixes.count)]
            let number = prefix.hasSuffix("X") ? "\(1000 + random.next(below: 8999)) " : ""
            return CategorisationInput(
                description: "\(prefix)\(number)\(merchant) MADRID ES",
                amount: Money(minorUnits: -Int64(random.next(below: 20_000)), currency: .eur),
                date: LocalDate(dayNumber: 19_700 + random.next(below: 365)))
        }
        let clock = ContinuousClock()
        var suggestions: [Suggestion] = []
        let elapsed = clock.measure { suggestions = rules.suggest(inputs) }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Result(
            ruleCount: rules.rules.count, rows: rows,
            categorised: suggestions.filter { $0.categoryID != nil }.count, seconds: seconds)
    }

    /// "A", "B", ... "BA": distinct letter-only names, since digits would be stripped from phrases' meaning.
    static func letters(_ number: Int) -> String {
        var value = number
        var result = ""
        repeat {
            result = String(UnicodeScalar(UInt8(65 + value % 26))) + result
            value /= 26
        } while value > 0
        return result
    }

    /// Deterministic, so every run measures the same rows (and a failing test's case can be drawn again).
    public struct SplitMix {
        var state: UInt64
        public init(seed: UInt64) { state = seed }
        public mutating func next(below bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }
}
