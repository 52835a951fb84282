import Testing

@testable import Categorisation

/// A repeated group whose inside repeats without end and must match no plain character each time
/// (`(a+)+$`) takes exponential time on a description it fails: refused when the rule is read.
struct RegexRepetitionTests {
    @Test(arguments: [
        ("(a+)+$", 0), ("^x(\\w*\\s?)*$", 2), ("((ab)*)+", 0), ("(x+x+)+y", 0), ("(?:a+)+", 0), ("(a+){2,}", 0),
        ("b(a|c+)*d", 1), ("([a-z]+ ?)+$", 0),
    ])
    func exponentialShapesAreFound(_ pattern: String, _ offset: Int) {
        #expect(RegexRepetition.ambiguousNesting(in: pattern) == offset, "\(pattern)")
    }

    @Test(arguments: [
        "( [a-z]+)*", "(\\d+,)+", "^(to|from) ([a-z]{3} )?(savings|isa)\\b", "\\b(restaur|pizzer)[a-z]*\\b", "[(a+)+]",
        "\\(a+\\)+", "(a+)?", "(a+){1}", "(ab)+", "(?=a+)+b", "^(\\d+|([a-z])\\2{3,}( \\d+)?|(paiement cb \\d+ )?([a-z])\\5{3,}( ([a-z])\\7{3,})*)$",
    ])
    func safeShapesPass(_ pattern: String) {
        #expect(RegexRepetition.ambiguousNesting(in: pattern) == nil, "\(pattern)")
    }

    @Test func aRuleWithSuchAPatternIsRefusedAtItsColumn() {
        let message = parseError("rule \"Evil\"\n  when description matches /(a+)+$/\n  category food\n")
        #expect(message.contains("test.rules:2:") && message.contains("repeats a group whose inside repeats too"), "\(message)")
    }
}
