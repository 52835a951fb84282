import Categorisation
import Foundation

/// Rules that match nothing a bank prints, in the shapes the shipped rules have (phrase lists with
/// `debit`, starts-with, a regex with a literal, an amount range, `or`), so that `rules
/// --invented-rules N` shows what a larger rule set costs: the rows and their answers stay the same.
enum InventedRules {
    /// `count` rules, every phrase a made-up word starting "qzv" (no language's words do).
    static func text(count: Int) -> String {
        let categories = Taxonomy.defaultCategories.map(\.id)
        var text = "# Invented by statement-import-bench: each rule matches nothing.\n\n"
        for index in 0..<count {
            func word(_ part: Int) -> String { "qzv" + letters(index * 4 + part) }
            let condition: String
            switch index % 10 {
            case 6: condition = "description starts with any \"\(word(0))\", \"\(word(1)) \(word(2))\""
            case 7: condition = "description matches /\(word(0))[0-9]+ (shop|store)/"
            case 8: condition = "description contains \"\(word(0))\" and amount between -50 and -10"
            case 9: condition = "(description contains \"\(word(0))\" or description starts with \"\(word(1))\") and credit"
            default:
                condition = "description contains any \"\(word(0))\", \"\(word(1)) \(word(2))\", \"\(word(3))\" and debit"
            }
            text +=
                "rule \"invented \(index)\"\n  when \(condition)\n  category \(categories[index % categories.count])\n"
                + "  confidence 0.9\n  priority \(index % 7 - 3)\n\n"
        }
        return text
    }

    /// "a", "b", ... "ba": letters only, since a rule's digits are not words.
    static func letters(_ number: Int) -> String {
        var value = number
        var result = ""
        repeat {
            result = String(UnicodeScalar(UInt8(97 + value % 26))) + result
            value /= 26
        } while value > 0
        return result
    }

    /// Writes them as the user's own rule file in the private HOME the commands run with (the
    /// user's rules are tried first: the costliest place for rules that never hold).
    static func write(count: Int, environment: [String: String]) throws {
        let folder = RuleSet.userRulesDirectory(environment: environment)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text(count: count).write(toFile: folder + "/invented.rules", atomically: true, encoding: .utf8)
    }
}
