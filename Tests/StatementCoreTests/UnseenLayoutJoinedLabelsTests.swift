@testable import StatementCore
import Testing

/// "Monto Referencia", "Amount Ref": a money label and a reference label a word space apart, over rows that
/// print an amount under the one and a code under the other, head two columns; "Transaction
/// Amount" over rows printing only amounts stays one.
@Suite struct UnseenLayoutJoinedLabelsTests {
    @Test func amountAndReferenceLabelsAWordSpaceApartHeadTwoColumns() {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Opening balance", 40), .right("500.00", 530))
        page.line(.left("Date", 40), .right("Amount", 230), .left("Ref", 235), .left("Description", 330), .right("Balance", 530))
        page.line(.left("03/03/2025", 40), .right("-20.00", 230), .left("0000012345", 235), .left("Corner shop", 330), .right("480.00", 530))
        page.line(.left("10/03/2025", 40), .right("1,000.00", 230), .left("0000012346", 235), .left("Salary", 330), .right("1,480.00", 530))
        page.line(.left("17/03/2025", 40), .right("-300.00", 230), .left("0000012347", 235), .left("Rent", 330), .right("1,180.00", 530))
        page.line(.left("Closing balance", 40), .right("1,180.00", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [-2_000, 100_000, -30_000], "\(statement.rows)")
        #expect(statement.transactions.map(\.description) == ["Corner shop", "Salary", "Rent"])
    }
}
