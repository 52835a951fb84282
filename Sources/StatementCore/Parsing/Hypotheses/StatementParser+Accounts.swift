extension StatementParser {
    /// Every statement a PDF prints: one per account of a combined statement, one per
    /// currency of a statement printed currency by currency, or one per period of a file holding
    /// several periods of one account, else exactly `[parse(pages:)]`.
    /// When in doubt it does not split.
    public func parseAll(pages: [TextPage]) -> [Statement] {
        do { return try statements(in: pages) } catch { return [StatementParser.outOfRange(error, pageCount: pages.count)] }
    }

    /// `parseAll(pages:)`, throwing for a file whose text cannot be a statement (amounts beyond range).
    public func statements(in pages: [TextPage]) throws(StatementParseError) -> [Statement] {
        StatementParser.sayingUnverifiable(StatementParser.checkingPageNumbering(try numbered(pages).sections(of: pages), of: pages))
    }

    /// The decision "one or several accounts, currencies or periods": the file read as one statement,
    /// then, where lines name other accounts, currencies or periods as headings, cut there and each part
    /// read on its own (`StatementSplit`). The verifier chooses; the trace shows each reading.
    func sections(of pages: [TextPage]) throws(StatementParseError) -> [Statement] {
        let whole = try parse(pages: pages, inheriting: nil)
        let lines = pages.flatMap(\.lines)
        // An accounts overview's row ("Joint Savings Account  xxxx1234  $5.00") names an account
        // it does not head: like a row's, its number opens no section.
        let overviewRows = Set(whole.decisions.overviewAccounts.map { "\($0.page)/\($0.line)" })
        let rowLines = AccountSections.rowLines(of: whole, in: lines).union(
            overviewRows.isEmpty ? [] : lines.indices.filter { overviewRows.contains("\(lines[$0].page)/\(lines[$0].number)") })
        var tried: [StatementSplit] = []
        var chosen: StatementSplit?
        for kind in StatementSplit.Kind.allCases {
            // A statement that adds up in one currency is in one currency.
            if kind == .currencies && whole.verification.verdict == .verified { continue }
            if kind == .currencyColumns {
                guard let split = try columnSplit(pages, lines: lines, whole: whole) else { continue }
                tried.append(split)
                if split.isChosen(over: whole) {
                    chosen = split
                    break
                }
                continue
            }
            let starts: [SectionStart]
            switch kind {
            case .accounts: starts = AccountSections.starts(in: lines, rowLines: rowLines)
            case .currencies: starts = CurrencySections.starts(in: lines, rowLines: rowLines)
            case .periods:
                // Several periods of one account read as one fail: a whole that adds up is one period.
                guard whole.verification.verdict != .verified, let period = whole.period else { continue }
                starts = PeriodSections.starts(in: lines, rowLines: rowLines, period: period)
            case .currencyColumns: continue
            }
            guard starts.count >= 2, starts.count <= AccountSections.maximumSections,
                let split = try split(pages, lines: lines, at: starts, kind: kind, whole: whole)
            else { continue }
            tried.append(split)
            if split.isChosen(over: whole) {
                chosen = split
                break
            }
        }
        var statements = chosen.map { $0.finished(lines: lines) } ?? [whole]
        if tracing, !tried.isEmpty {
            statements[0].decisions.trace?.decisions.append(StatementSplit.decision(whole: whole, tried: tried, chosen: chosen))
        }
        let noted = StatementParser.notingUnreadAccounts(statements)
        return StatementParser.failingUnreadSections(
            StatementParser.failingUnreadAccounts(noted, tried: tried, chosen: chosen, lines: lines), lines: lines)
    }

    /// A split into accounts the verifier did not choose still shows what the file prints: a
    /// part naming another account with an opening and a closing balance of its own is that
    /// account's statement, and the file read as one leaves it out (its rows unreadable, or
    /// read under the other account). Every statement of the file then fails, naming it. A card
    /// bill printing each card's number over its rows is one account.
    static func failingUnreadAccounts(
        _ statements: [Statement], tried: [StatementSplit], chosen: StatementSplit?, lines: [TextLine]
    ) -> [Statement] {
        guard chosen == nil, !statements.contains(where: { $0.kind == .card }) else { return statements }
        let read = statements.compactMap { $0.accountNumber.map { PrintedAccount(number: $0) } }
        var unread: [(account: PrintedAccount, line: TextLine)] = []
        for split in tried where split.kind == .accounts {
            for (start, part) in zip(split.starts, split.statements) {
                guard case .account(let account) = start.subject, start.index < lines.count,
                    !read.contains(where: { $0.isSame(as: account) }), !unread.contains(where: { $0.account.isSame(as: account) }),
                    let opening = part.openingBalance, let closing = part.closingBalance,
                    !statements.contains(where: { $0.openingBalance == opening || $0.closingBalance == closing })
                else { continue }
                unread.append((account, lines[start.index]))
            }
        }
        guard !unread.isEmpty else { return statements }
        let problems = unread.map { name in
            VerificationProblem(
                page: name.line.page, line: name.line.number,
                message:
                    "the file prints a statement of account \(name.account.masked) here, with its own opening and closing "
                    + "balance, but no statement of it was read: its rows would be missing, or stored under another account")
        }
        return statements.map { statement in
            var statement = statement
            statement.verification.problems.insert(contentsOf: problems, at: 0)
            statement.verification.verdict = .failed
            return statement
        }
    }

    /// A file that prints the section of an account its overview names, and reads no statement
    /// of that account, would be stored with that account's rows missing (or under another
    /// account): every statement of it fails. The overview's row is read when a statement starts
    /// or ends at its balances; its section is printed when one of those balances stands on a
    /// line of the file other than an overview's.
    static func failingUnreadSections(_ statements: [Statement], lines: [TextLine]) -> [Statement] {
        let named = statements.flatMap(\.decisions.overviewAccounts)
        guard !named.isEmpty else { return statements }
        let overviewLines = Set(named.map { "\($0.page)/\($0.line)" })
        let balances = Set(statements.flatMap { [$0.openingBalance, $0.closingBalance].compactMap { $0?.minorUnits.magnitude } })
        var problems: [VerificationProblem] = []
        var said: Set<String> = []
        for account in named where account.moved {
            let figures = [account.opening, account.closing].compactMap { $0 }.filter { String($0.magnitude).utf8.count >= 4 }
            guard !figures.isEmpty, !figures.contains(where: { balances.contains($0.magnitude) }) else { continue }
            let printed = lines.lazy.filter { !overviewLines.contains("\($0.page)/\($0.number)") }.first { line in
                line.words.contains { word in figures.contains { String($0.magnitude) == word.text.filter(\.isASCIIDigit) } }
            }
            guard let printed, said.insert("\(account.page)/\(account.line)").inserted else { continue }
            problems.append(
                VerificationProblem(
                    page: account.page, line: account.line,
                    message:
                        "the accounts overview names account \(account.account.masked), whose balance is printed again on page "
                        + "\(printed.page), line \(printed.number), but no statement of it was read from this file: its rows would be missing"))
        }
        guard !problems.isEmpty else { return statements }
        return statements.map { statement in
            var statement = statement
            statement.verification.problems.insert(contentsOf: problems, at: 0)
            statement.verification.verdict = .failed
            return statement
        }
    }

    /// A file whose accounts overview names several accounts yields a statement of each that
    /// moved, or says which it did not read: a note on the statement printing the overview
    /// (the file may hold only this account's rows, as a statement of one account among a
    /// customer's several does). Said only where every statement's own number was read, so the
    /// overview's row of each is known.
    static func notingUnreadAccounts(_ statements: [Statement]) -> [Statement] {
        let read = statements.compactMap { $0.accountNumber.map { PrintedAccount(number: $0) } }
        guard read.count == statements.count else { return statements }
        var noted = statements
        var said: [PrintedAccount] = []
        for position in noted.indices {
            for named in noted[position].decisions.overviewAccounts where named.moved {
                let account = named.account
                guard !read.contains(where: { $0.isSame(as: account) }), !said.contains(where: { $0.isSame(as: account) }) else { continue }
                said.append(account)
                noted[position].verification.notes.append(
                    VerificationProblem(
                        page: named.page, line: named.line,
                        message: "the accounts overview names account \(account.masked), whose money moved in the period, "
                            + "but this file has no statement of it that could be read: its rows are not imported from here"))
            }
        }
        return noted
    }

    /// The parts `starts` cut the file into, each read on its own; the starts whose part has
    /// nothing of its own are dropped first. Nil when fewer than two parts are left.
    private func split(
        _ pages: [TextPage], lines: [TextLine], at starts: [SectionStart], kind: StatementSplit.Kind, whole: Statement
    ) throws(StatementParseError) -> StatementSplit? {
        // The profile parse(pages:) applies, matched on the first page, which later sections lack.
        let foldedFirstPage = TextFolding.normalised(lines.filter { $0.page == 1 }.map(\.text).joined(separator: " "))
        var sectionParser = StatementParser(
            forcedProfile: forcedProfile ?? profiles.first { $0.matches(foldedFirstPage: foldedFirstPage) },
            threads: threads)
        sectionParser.tracing = tracing
        sectionParser.pageNumbering = pageNumbering
        var parsed: [Range<Int>: Statement] = [:]
        func section(_ range: Range<Int>) throws(StatementParseError) -> Statement {
            if let known = parsed[range] { return known }
            // The top of the document is the first section's; later ones inherit what it prints.
            let inherited =
                range.lowerBound == 0
                ? nil
                : StatementFacts(institution: nil, account: nil, period: whole.period, statementDate: whole.statementDate)
            let statement = try sectionParser.parse(pages: AccountSections.pages(range, of: pages), inheriting: inherited)
            parsed[range] = statement
            return statement
        }
        var failure: StatementParseError?
        let kept = AccountSections.prune(starts, lineCount: lines.count) { range in
            do throws(StatementParseError) {
                let statement = try section(range)
                return statement.openingBalance != nil || !statement.transactions.isEmpty
            } catch {
                failure = failure ?? error
                return false
            }
        }
        if let failure { throw failure }
        var sections = kept
        var statements: [Statement] = []
        var position = 0
        // A number printed again stays a start only where its part's balances are its own.
        while position < sections.count {
            let part = try section(AccountSections.ranges(sections, lineCount: lines.count)[position])
            if sections[position].again, !AccountSections.ownBalances(part, after: statements) {
                sections.remove(at: position)
                if position > 0 {
                    position -= 1
                    statements.removeLast()
                }
                continue
            }
            statements.append(part)
            position += 1
        }
        guard sections.count >= 2 else { return nil }
        let ranges = AccountSections.ranges(sections, lineCount: lines.count)
        return StatementSplit(kind: kind, starts: sections, ranges: ranges, statements: statements)
    }

    /// Current or savings as the section's own heading says (its name and account line, down to
    /// its first row), not the document's title, which names every account. A card stays a card
    /// either way: its signs were read as a card's.
    static func sectionKind(_ statement: Statement, start: Int, range: Range<Int>, lines: [TextLine]) -> AccountKind {
        let firstRow =
            statement.transactions.first.flatMap { row in
                range.first { lines[$0].page == row.page && lines[$0].number == row.line }
            } ?? range.upperBound
        let heading = lines[start..<max(start + 1, firstRow)].map(\.text).joined(separator: " ")
        let kind = AccountKindDetector.detect(foldedText: TextFolding.normalised(heading))
        return statement.kind == .card || kind == .card ? statement.kind : kind
    }
}
