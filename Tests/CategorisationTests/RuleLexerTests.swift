import Testing
@testable import Categorisation

/// Quoted texts and patterns read the same whether they hold a backslash or not, on ASCII lines
/// (read as bytes) and on lines that are not (read as Characters), with the columns after them.
@Suite struct RuleLexerTests {
    @Test(arguments: [
        (#""plain" x"#, RuleToken.Kind.string("plain")),
        (#""say \"hi\"" x"#, .string(#"say "hi""#)),
        (#""back\\slash" x"#, .string(#"back\slash"#)),
        (#""a \d b" x"#, .string(#"a \d b"#)),
        (#"/a\/b/ x"#, .regex("a/b")),
        (#"/\d+ (x|y)/ x"#, .regex(#"\d+ (x|y)"#)),
        (#""" x"#, .string("")),
        (#""café crème" x"#, .string("café crème")),
        (#""café \"noir\"" x"#, .string(#"café "noir""#)),
        (#"/caf[eé]\/s/ x"#, .regex("caf[eé]/s")),
    ])
    func aDelimitedTokenReadsItsTextAndTheNextToken(line: String, expected: RuleToken.Kind) throws {
        let tokens = try RuleLexer(text: line, fileName: "test.rules").tokens()
        #expect(tokens.map(\.kind) == [expected, .word("x"), .end])
        // The word after it starts one column past the closing delimiter and a space.
        #expect(tokens[1].column == line.count)
    }

    @Test(arguments: [#""no end"#, #""escaped end\""#, #"/no end"#, #""café"#])
    func anUnclosedTextIsAnError(line: String) {
        #expect(throws: RuleParseError.self) { try RuleLexer(text: line, fileName: "test.rules").tokens() }
    }
}
