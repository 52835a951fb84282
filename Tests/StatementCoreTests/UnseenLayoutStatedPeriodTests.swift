@testable import StatementCore
import Testing

/// No period printed, but the opening and closing balances are stated at their dates, with or
/// without a year ("Beginning balance on 3/1", "Saldo anterior al 01/03", "Ancien solde au
/// 28/02"): those dates bound the statement. A yearless one takes its year from the statement's
/// own date printed in the page's head. A figure stated first without a date (a summary of
/// accounts) and again beside a dated label takes that label's date.
@Suite struct UnseenLayoutStatedPeriodTests {
    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        /// The statement's date as printed in the page head, with no label.
        var printedOn: String
        var opening: String
        var closing: String
        var headers: [String]
        var dates: [String]
        var money: @Sendable (Int64) -> String
        var start: LocalDate?
        var end: LocalDate?
        var testDescription: String { name }
    }

    static let forms: [Form] = [
        Form(
            name: "English, month first", printedOn: "March 31, 2025   Page 1 of 1", opening: "Beginning balance on 3/1",
            closing: "Ending balance on 3/31", headers: ["Date", "Description", "Amount", "Balance"], dates: ["3/04", "3/12", "3/20"],
            money: LanguageStatement.english, start: LocalDate(year: 2025, month: 3, day: 1), end: LocalDate(year: 2025, month: 3, day: 31)),
        Form(
            name: "Spanish", printedOn: "31 de marzo de 2025", opening: "Saldo anterior al 28/02", closing: "Saldo final al 31/03",
            headers: ["Fecha", "Concepto", "Importe", "Saldo"], dates: ["04/03", "12/03", "20/03"], money: LanguageStatement.european,
            start: LocalDate(year: 2025, month: 2, day: 28), end: LocalDate(year: 2025, month: 3, day: 31)),
        Form(
            name: "French", printedOn: "Le 31 mars 2025", opening: "Ancien solde au 28/02", closing: "Nouveau solde au 31/03",
            headers: ["Date", "Libellé", "Montant", "Solde"], dates: ["04/03", "12/03", "20/03"], money: LanguageStatement.spaced,
            start: LocalDate(year: 2025, month: 2, day: 28), end: LocalDate(year: 2025, month: 3, day: 31)),
        Form(
            name: "German", printedOn: "31. März 2025", opening: "Alter Kontostand vom 28.02.", closing: "Neuer Kontostand vom 31.03.",
            headers: ["Datum", "Vorgang", "Betrag", "Saldo"], dates: ["04.03.", "12.03.", "20.03."], money: LanguageStatement.european,
            start: LocalDate(year: 2025, month: 2, day: 28), end: LocalDate(year: 2025, month: 3, day: 31)),
        Form(
            name: "across the new year", printedOn: "January 14, 2025   Page 1 of 1", opening: "Beginning balance on 12/15",
            closing: "Ending balance on 1/14", headers: ["Date", "Description", "Amount", "Balance"], dates: ["12/18", "12/30", "1/06"],
            money: LanguageStatement.english, start: LocalDate(year: 2024, month: 12, day: 15), end: LocalDate(year: 2025, month: 1, day: 14)),
    ]

    static let rows: [(String, Int64)] = [("Grocer", -4_580), ("Salary", 100_000), ("Rent", -90_000)]

    static func page(_ form: Form) -> HandBuiltPage {
        var page = HandBuiltPage()
        page.line(.left("Sample Bank", 40))
        page.line(.left(form.printedOn, 40))
        page.line(.left(form.opening, 60), .right(form.money(207_925), 400))
        page.line(.left(form.closing, 60), .right(form.money(213_345), 400))
        page.line(.left(form.headers[0], 40), .left(form.headers[1], 110), .right(form.headers[2], 460), .right(form.headers[3], 545))
        var balance: Int64 = 207_925
        for ((text, amount), date) in zip(rows, form.dates) {
            balance += amount
            let printed = (amount < 0 ? "-" : "") + form.money(abs(amount))
            page.line(.left(date, 40), .left(text, 110), .right(printed, 460), .right(form.money(balance), 545))
        }
        return page
    }

    @Test(arguments: forms) func theStatedDatesBoundThePeriod(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form).page])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.period?.start == form.start && statement.period?.end == form.end, "\(String(describing: statement.period))")
        #expect(statement.openingBalance?.minorUnits == 207_925)
        #expect(statement.closingBalance?.minorUnits == 213_345)
    }

    /// "Ending Balance" in a summary of accounts with no date, then the account's own summary
    /// with its dated "Beginning Balance" and "Ending Balance".
    @Test func aFigureStatedAgainBesideADateTakesThatDate() {
        var page = HandBuiltPage()
        page.line(.left("Sample Bank", 40), .left("Statement Ending 03/31/2025", 380))
        page.line(.left("Account Type", 40), .left("Account Number", 250), .left("Ending Balance", 450))
        page.line(.left("EVERYDAY CHECKING", 40), .left("XXXXXX1234", 250), .right("$2,133.45", 520))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 330))
        page.line(.left("03/01/2025", 40), .left("Beginning Balance", 110), .right("$2,079.25", 330))
        page.line(.left("03/31/2025", 40), .left("Ending Balance", 110), .right("$2,133.45", 330))
        page.line(.left("Date", 40), .left("Description", 110), .right("Debits", 400), .right("Credits", 470), .right("Balance", 545))
        var balance: Int64 = 207_925
        for ((text, amount), date) in zip(Self.rows, ["03/04/2025", "03/12/2025", "03/20/2025"]) {
            balance += amount
            page.line(
                .left(date, 40), .left(text, 110), .right(LanguageStatement.english(abs(amount)), amount < 0 ? 400 : 470),
                .right(LanguageStatement.english(balance), 545))
        }
        let statement = StatementParser().parse(pages: [page.page])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.period?.start == LocalDate(year: 2025, month: 3, day: 1))
        #expect(statement.period?.end == LocalDate(year: 2025, month: 3, day: 31))
    }

    /// A date on the balance's line that is not the period's own (one date for the opening, none
    /// for the closing) leaves the period unread rather than guessed.
    @Test func aClosingStatedAtNoDateLeavesThePeriodUnread() {
        var form = Self.forms[0]
        form.closing = "Ending balance"
        let statement = StatementParser().parse(pages: [Self.page(form).page])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.period == nil)
    }

    /// The printed forms of a period the balances' dates stand beside: on one line with a word
    /// or dash between its ends, in the languages read, or under its label in a header box.
    static let printedPeriods: [(String, [String])] = [
        ("a dash between long dates", ["Statement period", "March 1, 2025 - March 31, 2025"]),
        ("through", ["03/01/2025 through 03/31/2025"]),
        ("to", ["Statement period 03/01/2025 to 03/31/2025"]),
        ("bis", ["Kontoauszug vom 01.03.2025 bis 31.03.2025"]),
        ("au", ["Relevé du 01/03/2025 au 31/03/2025"]),
    ]

    @Test(arguments: printedPeriods.indices) func aPrintedPeriodIsRead(_ index: Int) {
        var page = HandBuiltPage()
        page.line(.left("Sample Bank", 40))
        for text in Self.printedPeriods[index].1 { page.line(.left(text, 300)) }
        page.line(.left("Opening balance", 60), .right(LanguageStatement.english(207_925), 400))
        page.line(.left("Closing balance", 60), .right(LanguageStatement.english(213_345), 400))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 460), .right("Balance", 545))
        var balance: Int64 = 207_925
        for ((text, amount), date) in zip(Self.rows, ["2025-03-04", "2025-03-12", "2025-03-20"]) {
            balance += amount
            page.line(
                .left(date, 40), .left(text, 110), .right((amount < 0 ? "-" : "") + LanguageStatement.english(abs(amount)), 460),
                .right(LanguageStatement.english(balance), 545))
        }
        let statement = StatementParser().parse(pages: [page.page])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.period?.start == LocalDate(year: 2025, month: 3, day: 1), "\(Self.printedPeriods[index].0)")
        #expect(statement.period?.end == LocalDate(year: 2025, month: 3, day: 31), "\(Self.printedPeriods[index].0)")
    }
}
