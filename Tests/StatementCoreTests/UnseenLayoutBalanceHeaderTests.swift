@testable import StatementCore
import Testing

/// A header whose balance column is named with closing words ("Statement balance", "Closing
/// balance") over the opening line ("Beginning balance 958.95"): the figure under the header
/// is the opening's, by its own label, and never the statement's closing.
@Suite struct UnseenLayoutBalanceHeaderTests {
    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        var balanceHeader: String
        var opening: String
        var closing: String
        var testDescription: String { name }
    }

    static let forms: [Form] = [
        Form(
            name: "Statement balance over Beginning balance", balanceHeader: "Statement balance", opening: "Beginning balance",
            closing: "Ending balance"),
        Form(name: "Closing balance over Opening balance", balanceHeader: "Closing balance", opening: "Opening balance", closing: "Ending balance"),
    ]

    static func page(_ form: Form) -> HandBuiltPage {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement date 30/04/2025", 40))
        page.line(.left("Entry date", 40), .left("Transaction description", 110), .right("Transaction amount", 440), .right(form.balanceHeader, 530))
        page.line(.left(form.opening, 110), .right("958.95", 530))
        let rows: [(String, String, String, String)] = [
            ("02/04/2025", "Transfer to account", "8.00-", "950.95"), ("05/04/2025", "Transfer from account", "480.00+", "1,430.95"),
            ("09/04/2025", "Card purchase", "12.40-", "1,418.55"),
        ]
        for (date, text, amount, balance) in rows {
            page.line(.left(date, 40), .left(text, 110), .right(amount, 440), .right(balance, 530))
        }
        page.line(.left(form.closing, 110), .right("1,418.55", 530))
        return page
    }

    @Test(arguments: forms) func theFigureUnderABalanceHeaderIsTheOpeningItsLineNames(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form).page])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.balancesText == ["958.95", "1418.55"])
        #expect(statement.transactions.map(\.amount.minorUnits) == [-800, 48_000, -1_240])
    }
}
