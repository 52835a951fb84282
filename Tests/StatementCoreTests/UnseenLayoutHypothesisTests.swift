@testable import StatementCore
import Testing

/// Issue 24: a decision the text leaves open becomes a few candidate readings when the first is
/// not proven, and the statement's own arithmetic chooses. Each made-up statement is drawn so
/// that the first reading of one decision is wrong: the sign convention, the date order, which
/// unlabelled money column is the balance.
@Suite struct UnseenLayoutHypothesisTests {
    /// A card bill that prints its amounts from the holder's side (purchases with a minus,
    /// payments bare) while its balances are owed as a card's are: a card's convention (bare
    /// purchases are money out) misses the closing balance; amounts as printed reach it.
    @Test func aCardBillPrintingAmountsAsTheHolderSeesThemIsReadAsPrinted() {
        var page = HandBuiltPage()
        page.line(.left("Harbourlight Credit Card", 40))
        page.line(.left("Card number 4000 1234 5678 9010", 40), .left("Credit limit 5,000.00", 300))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Previous balance", 40), .right("500.00", 530))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 530))
        page.line(.left("04/03/2025", 40), .left("Grocer on the quay", 110), .right("-50.00", 530))
        page.line(.left("09/03/2025", 40), .left("Payment received, thank you", 110), .right("200.00", 530))
        page.line(.left("15/03/2025", 40), .left("Lamp shop", 110), .right("-25.00", 530))
        page.line(.left("New balance", 40), .right("375.00", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.kind == .card)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [-5_000, 20_000, -2_500], "\(statement.rows)")
        #expect(
            statement.decisions.readings?.contains { $0.hasPrefix("amounts as printed") && $0.hasSuffix("<- chosen") } == true,
            "\(statement.decisions.readings ?? [])")
    }

    /// A dollar statement (month-day by its currency's convention) whose dates are day-month,
    /// every one reading both ways, printing no year (so how close together they lie tells
    /// nothing) and as many inside the period either way: month-day puts a row posted after the
    /// period's end months before it; day-month proves every row.
    @Test func theOtherDateOrderIsKeptWhenOnlyItPutsTheRowsInThePeriod() {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40), .left("Currency: USD", 300))
        page.line(.left("Statement period 1 March 2025 to 31 March 2025", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 530))
        page.line(.left("Opening balance", 110), .right("100.00", 530))
        page.line(.left("03/03", 40), .left("Corner shop", 110), .right("-20.00", 440), .right("80.00", 530))
        page.line(.left("01/04", 40), .left("Interest", 110), .right("1.00", 440), .right("81.00", 530))
        page.line(.left("Closing balance", 110), .right("81.00", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.date.iso) == ["2025-03-03", "2025-04-01"], "\(statement.rows)")
        #expect(
            statement.decisions.readings?.contains { $0.hasPrefix("dates read day-month") && $0.hasSuffix("<- chosen") } == true,
            "\(statement.decisions.readings ?? [])")
        #expect(statement.decisions.dateOrder.hasPrefix("day-month"), "\(statement.decisions.dateOrder)")
    }

    /// No header names the money columns, and each row prints its running balance before its
    /// amount: the last figure is not the balance here, the first is.
    static func balanceFirstPage() -> HandBuiltPage {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Opening balance", 110), .right("100.00", 530))
        page.line(.left("Date", 40), .left("Description", 110))
        page.line(.left("03/03/2025", 40), .left("Corner shop", 110), .right("80.00", 440), .right("-20.00", 530))
        page.line(.left("10/03/2025", 40), .left("Salary", 110), .right("580.00", 440), .right("500.00", 530))
        page.line(.left("17/03/2025", 40), .left("Rent", 110), .right("180.00", 440), .right("-400.00", 530))
        page.line(.left("Closing balance", 110), .right("180.00", 530))
        return page
    }

    @Test func theRunningBalancePrintedFirstIsFoundByTheArithmetic() {
        let statement = UnseenLayout.parse(Self.balanceFirstPage())
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [-2_000, 50_000, -40_000], "\(statement.rows)")
        #expect(statement.transactions.map { $0.balance?.minorUnits } == [8_000, 58_000, 18_000])
    }

    /// A statement the first reading proves tries nothing and records no readings.
    @Test func aVerifiedFirstReadingTriesNoHypothesis() {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 530))
        page.line(.left("Opening balance", 110), .right("100.00", 530))
        page.line(.left("03/03/2025", 40), .left("Corner shop", 110), .right("-20.00", 440), .right("80.00", 530))
        page.line(.left("Closing balance", 110), .right("80.00", 530))
        var parser = StatementParser()
        parser.tracing = true
        let statement = parser.parse(pages: [page.page])
        #expect(statement.verification.verdict == .verified)
        #expect(statement.decisions.readings == nil)
        #expect(statement.decisions.trace?.decisions.isEmpty == true)
        #expect(statement.decisions.trace?.lines.count == page.page.lines.count)
    }
}
