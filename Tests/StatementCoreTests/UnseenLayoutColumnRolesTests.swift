import Testing
@testable import StatementCore

/// Money columns no header names (none printed, or one in words no vocabulary here knows): their
/// roles come from the arithmetic. The balance is the column whose row-to-row steps equal a money
/// cell of the same row; of two unsigned amount columns, money in is the one the balance steps
/// up by; wherever the columns stand on the line.
@Suite struct UnseenLayoutColumnRolesTests {
    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        var make: @Sendable () -> DrawnTable
        var testDescription: String { name }
    }

    /// Header labels in invented words: nothing any vocabulary reads.
    static let invented: [DrawnTable.Field: String] = [
        .date: "Zorvat", .valueDate: "Zorvik", .reference: "Nunq", .description: "Plenkor", .amount: "Murab", .debit: "Flosk",
        .credit: "Gramp", .balance: "Wirple",
    ]

    static func form(_ fields: [DrawnTable.Field], unknownWords: Bool = false) -> Form {
        let names = fields.map { "\($0)" }.joined(separator: ", ")
        return Form(name: names + (unknownWords ? ", headed in unknown words" : ", no header")) {
            var table = DrawnTable(columns: DrawnTable.columns(fields, headers: unknownWords ? invented : [:]))
            table.printsHeader = unknownWords
            if unknownWords {
                table.letterhead = ["Vexa Bonk", "Akkar 12345678"]
                table.opening = "Vorlix ankam"
                table.closing = "Vorlix oponu"
            }
            return table
        }
    }

    static let forms: [Form] = [
        [.date, .description, .amount, .balance],
        [.date, .description, .balance, .amount],
        [.date, .description, .debit, .credit, .balance],
        [.date, .description, .credit, .debit, .balance],
        [.date, .description, .balance, .debit, .credit],
        [.date, .balance, .description, .amount],
        [.description, .date, .amount, .balance],
        [.date, .description, .amount, .balance, .valueDate],
        [.date, .description, .debit, .credit, .balance, .reference],
        [.date, .amount, .balance, .description],
        [.date, .debit, .credit, .balance, .description],
    ].flatMap { [form($0), form($0, unknownWords: true)] }

    /// Not read yet: none. A balance column printed before the description is told by its
    /// figures aligned as a column (`TableReader.readingMoneyColumnsBeforeText`); the opening and
    /// closing printed with their figure before their label are read (`figuresBeforeLabel`).
    static let notYet: [Form] = []

    static let read = forms.filter { form in !notYet.contains { $0.name == form.name } }

    @Test(arguments: read) func rolesFromTheArithmetic(_ form: Form) {
        let table = form.make()
        let statement = table.parse()
        #expect(statement.rows == table.expectedRows)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test(arguments: notYet) func notReadYetButNeverVerifiedWrong(_ form: Form) {
        let table = form.make()
        let statement = table.parse()
        guard statement.verification.verdict == .verified else { return }
        #expect(statement.rows == table.expectedRows, "verified, so its rows must be right")
    }

    /// A balance column printed before the description a word space from its text, no cell of
    /// its own and no header naming it: its figures are read as the descriptions' first words,
    /// and the amounts still prove every row. The column of figures in the descriptions keeps the
    /// reading from verified (`figuresInDescriptions`).
    @Test func aColumnOfFiguresReadIntoTheDescriptionsIsNeverVerified() {
        var page = HandBuiltPage()
        page.line(.left("Example Bank", 40))
        page.line(.left("Account statement", 40))
        page.line(.right("12,450.00", 170), .left("Opening balance", 172.5))
        var balance: Int64 = DrawnTable.openingBalance
        let table = DrawnTable(columns: DrawnTable.columns([.date, .balance, .description, .amount]))
        for (index, movement) in DrawnTable.movements.enumerated() {
            balance += movement
            // The description one word space right of the balance: no gap sets them apart.
            page.line(
                .left(table.date(DrawnTable.days[index]), 40), .right(LanguageStatement.english(balance), 170),
                .left(table.descriptions[index], 172.5), .right(table.signed(movement), 400))
        }
        page.line(.right(LanguageStatement.english(balance), 170), .left("Closing balance", 172.5))
        let statement = UnseenLayout.parse(page)
        #expect(statement.verification.verdict != .verified, "\(statement.rows)")
        #expect(statement.problemTexts.contains { $0.contains("a money column read as text") }, "\(statement.problemTexts)")
    }

    /// The balance printed before the amount, headed in unknown words: the arithmetic gives the
    /// columns their roles and finds the balances by place, and the trace says so.
    @Test func theTraceSaysTheRolesCameFromTheArithmetic() {
        let table = Self.form([.date, .description, .balance, .amount], unknownWords: true).make()
        var parser = StatementParser()
        parser.tracing = true
        let statement = parser.parse(pages: [table.page.page])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        let readings = statement.decisions.trace?.lines.map(\.reading) ?? []
        #expect(readings.filter { $0.contains("by the arithmetic") }.count == table.expectedRows.count, "\(readings)")
    }

    /// Roles the arithmetic gave are kept only where they prove every row: one misprinted
    /// balance, and the statement is not verified, however well the other steps agree.
    @Test(arguments: [[DrawnTable.Field.date, .description, .balance, .amount], [.date, .description, .debit, .credit, .balance]])
    func rolesThatDoNotProveEveryRowAreNeverVerified(_ fields: [DrawnTable.Field]) {
        var table = Self.form(fields, unknownWords: true).make()
        let unsigned = table.unsigned
        // The third row's balance misprinted by a cent.
        table.unsigned = { minor in unsigned(minor == 1_328_124 ? 1_328_125 : minor) }
        let statement = table.parse()
        #expect(statement.verification.verdict != .verified, "\(statement.rows)")
    }

    /// Mutation experiment: in every column order read, each row's amount misprinted by a cent
    /// in turn. The roles the arithmetic gives never make such a statement `verified`.
    @Test(arguments: read) func noMisprintedAmountIsVerified(_ form: Form) {
        for movement in DrawnTable.movements.map(\.magnitude) {
            var table = form.make()
            let (signed, unsigned) = (table.signed, table.unsigned)
            let misprint = { (minor: Int64) in minor.magnitude == movement ? minor + (minor < 0 ? -1 : 1) : minor }
            table.signed = { signed(misprint($0)) }
            table.unsigned = { unsigned(misprint($0)) }
            let statement = table.parse()
            #expect(statement.verification.verdict != .verified, "\(movement): \(statement.rows)")
        }
    }
}
