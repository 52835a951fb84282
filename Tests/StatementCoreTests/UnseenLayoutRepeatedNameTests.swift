@testable import StatementCore
import Testing

/// The holder's name printed atop every page is page furniture; the same name printed inside
/// the table as a row's detail (a transfer from the holder's other account) is the row's. Only
/// the copy standing where the page repeats it, glued into a row, says furniture was read as a
/// row's text.
@Suite struct UnseenLayoutRepeatedNameTests {
    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        var holder: String
        var headers: [String]
        var opening: String
        var closing: String
        var testDescription: String { name }
    }

    static let forms: [Form] = [
        Form(
            name: "English, the name surname first", holder: "Doe Jane", headers: ["Date", "Details", "Amount", "Balance"],
            opening: "Opening balance", closing: "Closing balance"),
        Form(
            name: "German, the name as the holder block prints it", holder: "Muster Erika",
            headers: ["Datum", "Text", "Betrag", "Saldo"], opening: "Anfangssaldo", closing: "Schlusssaldo"),
    ]

    static func pages(_ form: Form) -> [TextPage] {
        var balance: Int64 = 100_000
        var pages: [TextPage] = []
        for number in 1...2 {
            var page = HandBuiltPage(number: number)
            page.line(.left(form.holder, 40))
            page.line(.left("Quayside Bank  Statement 01/03/2025 to 31/03/2025", 40))
            page.line(.left(form.headers[0], 40), .left(form.headers[1], 110), .right(form.headers[2], 440), .right(form.headers[3], 530))
            if number == 1 { page.line(.left(form.opening, 110), .right(LanguageStatement.english(balance), 530)) }
            for index in 0..<3 {
                let day = number * 10 + index
                let amount: Int64 = index == 1 ? 25_000 : -1_250
                balance += amount
                page.line(
                    .left(String(format: "%02d/03/2025", day), 40), .left(index == 1 ? "Incoming transfer" : "Card payment", 110),
                    .right((amount < 0 ? "-" : "") + LanguageStatement.english(abs(amount)), 440),
                    .right(LanguageStatement.english(balance), 530))
                // The transfer's detail: who sent it, the holder from another account.
                if index == 1 { page.line(.left(form.holder, 110)) }
            }
            if number == 2 { page.line(.left(form.closing, 110), .right(LanguageStatement.english(balance), 530)) }
            page.line(.left("Page \(number) of 2", 40), gap: 30)
            pages.append(page.page)
        }
        return pages
    }

    @Test(arguments: forms) func theHoldersNameAsARowsDetailIsNoFurniture(_ form: Form) {
        let statement = StatementParser().parse(pages: Self.pages(form))
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.count == 6)
        #expect(statement.transactions.filter { $0.rawText.contains(form.holder) }.count == 2, "\(statement.rows)")
    }
}
