import StatementCore

/// Parses hand-built pages the way the unseen-layout suites do: no profile, nothing tuned.
enum UnseenLayout {
    static func parse(_ pages: HandBuiltPage...) -> Statement {
        StatementParser().parse(pages: pages.map(\.page))
    }

    static func parseAll(_ pages: HandBuiltPage...) -> [Statement] {
        StatementParser().parseAll(pages: pages.map(\.page))
    }
}
