import Testing
@testable import StatementCore

/// The bank or branch code printed beside a plain account number, read where a heading prints it.
@Suite struct BankCodeFinderTests {
    private func code(_ cells: [[HandBuiltPage.Cell]]) -> String? {
        var page = HandBuiltPage()
        for line in cells {
            switch line.count {
            case 1: page.line(line[0])
            case 2: page.line(line[0], line[1])
            default: page.line(line[0], line[1], line[2])
            }
        }
        return BankCodeFinder.find(in: page.lines)
    }

    @Test func readsEachKindOfCodeUnderItsLabel() {
        #expect(code([[.left("Account number 31926819", 40), .left("Sort code 30-91-56", 300)]]) == "30-91-56")
        #expect(
            code([
                [.left("MS ALEX MORGAN", 40), .left("Account number 12345678", 330)],
                [.left("14 Elm Grove", 40), .left("Sort code: 20-45-67", 330)],
            ]) == "20-45-67")
        #expect(code([[.left("Routing number 021000021", 40)]]) == "021000021")
        #expect(code([[.left("ABA Routing No. 021000021", 40)]]) == "021000021")
        #expect(code([[.left("BSB 062-000", 40), .left("Account 12345678", 300)]]) == "062-000")
        #expect(code([[.left("BLZ 370 400 44", 40), .left("Konto 0532013000", 300)]]) == "370 400 44")
        #expect(code([[.left("BIC COBADEFFXXX", 40)]]) == "COBADEFFXXX")
        // Canadian transit and institution numbers: both, in a fixed order.
        #expect(code([[.left("Transit 12345", 40), .left("Institution 004", 200), .left("Account 1234567", 360)]]) == "004/12345")
    }

    @Test func aLabelInsideARowOrSentenceIsNotACode() {
        #expect(code([[.left("03 Mar", 40), .left("TRANSFER TO SORT CODE 40-11-22", 100), .right("50.00", 400)]]) == nil)
        #expect(code([[.left("Transit authority", 40)]]) == nil)
        #expect(code([[.left("Account number 12345678", 40)]]) == nil)
    }

    @Test func theParserCarriesTheCodeOnTheStatement() {
        var page = HandBuiltPage()
        page.line(.left("Example Building Society", 40))
        page.line(.left("Sort code 07-04-36", 40), .left("Account number 12345678", 330))
        page.line(.left("Date", 40), .left("Description", 100), .right("Out", 400), .right("In", 460), .right("Balance", 530))
        page.line(.left("17 Feb 2025", 40), .left("TESCO STORES 3456", 100), .right("12.40", 400), .right("1,222.16", 530))
        page.line(.left("20 Feb 2025", 40), .left("SORT CODE 40-11-22 J SMITH", 100), .right("50.00", 460), .right("1,272.16", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.bankCode == "07-04-36")
        #expect(statement.accountNumber == "12345678")
    }
}
