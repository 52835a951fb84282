import Testing
@testable import StatementCore

/// An undated line printing its figures in cells before its label, as a table with the money
/// before the description prints its balances and totals, is read with its figures, only where
/// they stand in the columns the dated rows print their money in before their description
/// (`MoneyBeforeText`); a line starting with a number that is no money, running text, or a
/// figure-first line anywhere else on the page is not.
@Suite struct FiguresBeforeLabelTests {
    /// A reader that knows money-first columns ending at 160 and 240, as `MoneyBeforeText` finds them.
    static let reader: LineReader = {
        var reader = LineReader(decimalMark: .point, minorDigits: 2)
        reader.moneyBeforeTextColumns = [110...162, 190...242]
        return reader
    }()

    @Test func aBalanceAndTotalsPrintedBeforeTheirLabelsAreRead() {
        var page = HandBuiltPage()
        page.line(.right("12,450.00", 240), .left("Opening balance", 260))
        page.line(.right("1,599.75", 160), .right("2,174.50", 240), .left("Total", 260))
        page.line(.right("-84.20", 160), .left("Vorlix ankam", 260))
        let readings = page.lines.map(Self.reader.read)
        #expect(readings.map { $0.amounts.map(\.magnitude) } == [[1_245_000], [159_975, 217_450], [8_420]])
        #expect(readings.allSatisfy { $0.date == nil })
        #expect(readings[0].summary == .opening)
        // A reader that has seen no money-first rows reads none of them.
        let plain = LineReader(decimalMark: .point, minorDigits: 2)
        #expect(page.lines.map(plain.read).allSatisfy { $0.amounts.isEmpty })
    }

    @Test func aNumberThatIsNoMoneyOrRunningTextIsNotRead() {
        var page = HandBuiltPage()
        page.line(.left("123", 40), .left("Main Street", 120))
        page.line(.left("2025", 40), .left("Annual summary", 120))
        page.line(.left("12345678", 40), .left("Current account", 120))
        page.line(.left("12.00 was charged as the annual fee", 40))
        let readings = page.lines.map(Self.reader.read)
        #expect(readings.allSatisfy { $0.amounts.isEmpty }, "\(readings.map(\.amounts))")
    }

    /// A figure-first line outside the money columns (in the date column's place, or past the
    /// description), or partly in them, stays text.
    @Test func figuresOutsideTheMoneyColumnsAreNotRead() {
        var page = HandBuiltPage()
        page.line(.right("1,500.00", 80), .left("Overdraft limit agreed", 120))
        page.line(.right("2,000.00", 160), .right("35.00", 400), .left("Notice", 420))
        page.line(.left("30.00", 300), .left("days notice for withdrawals", 340))
        let readings = page.lines.map(Self.reader.read)
        #expect(readings.allSatisfy { $0.amounts.isEmpty }, "\(readings.map(\.amounts))")
    }

    struct Form: Sendable, CustomTestStringConvertible {
        var fields: [DrawnTable.Field]
        var money: @Sendable (Int64) -> String
        var decimals: String
        var testDescription: String { "\(fields.map { "\($0)" }.joined(separator: ", ")), \(decimals)" }
    }

    static let forms: [Form] = [
        [DrawnTable.Field.date, .description, .amount, .balance], [.date, .description, .debit, .credit, .balance],
        [.date, .amount, .balance, .description], [.date, .debit, .credit, .balance, .description],
    ].flatMap { fields in
        [
            Form(fields: fields, money: LanguageStatement.english, decimals: "point"),
            Form(fields: fields, money: LanguageStatement.european, decimals: "comma"),
        ]
    }

    /// Running text starting with a figure, above and below the table (a limit, a notice period,
    /// a footer), never reads as money, whichever side of the description the money stands: the
    /// statement reads as drawn, and none of those lines holds an amount.
    @Test(arguments: forms) func figureFirstTextElsewhereIsNeverMoney(_ form: Form) {
        var table = DrawnTable(columns: DrawnTable.columns(form.fields))
        table.unsigned = form.money
        table.signed = { ($0 < 0 ? "-" : "") + form.money(abs($0)) }
        let texts = [form.money(150_000) + " overdraft limit agreed", form.money(3_000) + " days notice for withdrawals"]
        var top = HandBuiltPage()
        for text in texts { top.line(.left(text, 40)) }
        var page = table.page
        page.line(.right(form.money(150_000), 90), .left("Overdraft limit agreed", 120), gap: 20)
        page.line(.left(form.money(99), 440), .left("per page printed, see the tariff", 480))
        let lines = top.lines + page.lines.map { TextLine(page: 1, number: $0.number + top.lines.count, words: $0.words) }
        let statement = StatementParser().parse(pages: [TextPage(number: 1, width: 595, height: 842, lines: lines)])
        #expect(statement.rows == table.expectedRows)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        let reader = LineReader(decimalMark: form.decimals == "point" ? .point : .comma, minorDigits: 2)
        let readings = StatementParser.read(lines, with: reader).1
        let extra = readings.filter { reading in
            reading.date == nil && reading.foldedText.contains(where: \.isLetter)
                && ["overdraft", "notice", "tariff"].contains { reading.foldedText.contains($0) }
        }
        #expect(extra.count == 4)
        #expect(extra.allSatisfy { $0.amounts.isEmpty }, "\(extra.map { "\($0.foldedText): \($0.amounts.map(\.magnitude))" })")
    }
}
