extension StatementParser {
    /// The file read once per currency column of a table printing two side by side
    /// (`CurrencyColumns`): each part the file's lines with the other column's figures taken
    /// out, in the currency its column's header names. Nil when no such table is printed.
    func columnSplit(_ pages: [TextPage], lines: [TextLine], whole: Statement) throws(StatementParseError) -> StatementSplit? {
        guard let columns = CurrencyColumns.find(in: lines, national: whole.currency.code), let first = columns.headers.first else { return nil }
        // The profile parse(pages:) applies, as every part's first page is the file's.
        let foldedFirstPage = TextFolding.normalised(lines.filter { $0.page == (lines.first?.page ?? 1) }.map(\.text).joined(separator: " "))
        var statements: [Statement] = []
        var codes: [String] = []
        for code in columns.codes {
            var columnParser = StatementParser(
                forcedProfile: forcedProfile ?? profiles.first { $0.matches(foldedFirstPage: foldedFirstPage) }, threads: threads)
            columnParser.tracing = tracing
            columnParser.pageNumbering = pageNumbering
            columnParser.currencyColumn = columns.kept(code)
            columnParser.dateConvention = whole.currency
            let part = try columnParser.parse(pages: columns.pages(keeping: code, of: pages), inheriting: nil)
            // A currency with no row this period makes no statement: nothing of it to import.
            guard !part.transactions.isEmpty else { continue }
            statements.append(part)
            codes.append(code)
        }
        guard !statements.isEmpty else { return nil }
        return StatementSplit(
            kind: .currencyColumns, starts: codes.map { SectionStart(index: first.index, subject: .currency($0)) },
            ranges: codes.map { _ in 0..<lines.count }, statements: statements)
    }
}
