/// One lexical token of a rule file, with where it starts (1-based line and column, in characters).
struct RuleToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case word(String)
        case string(String)
        case regex(String)
        case number(String)
        case date(String)
        case symbol(String)
        case end
    }

    var kind: Kind
    var line: Int
    var column: Int

    /// A keyword compares case-insensitively: people type "AND" as often as "and".
    func isWord(_ keyword: String) -> Bool {
        if case .word(let text) = kind { return text.lowercased() == keyword }
        return false
    }

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol(symbol) }

    /// How the token reads in an error message.
    var display: String {
        switch kind {
        case .word(let text): return "'\(text)'"
        case .string(let text): return "\"\(text)\""
        case .regex(let text): return "/\(text)/"
        case .number(let text), .date(let text), .symbol(let text): return "'\(text)'"
        case .end: return "the end of the file"
        }
    }
}
