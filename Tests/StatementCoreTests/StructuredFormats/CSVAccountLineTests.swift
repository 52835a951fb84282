import Testing

@testable import StatementCore

/// The account a CSV download prints above its table, and lines padded to the table's width.
@Suite struct CSVAccountLineTests {
    private func read(_ text: String) throws -> Statement {
        let statements = try StructuredStatementReader.read(Array(text.utf8), name: "statement.csv", options: StructuredReadOptions(currency: .eur))
        return try #require(statements.first).statement
    }

    static let rows = """
        Date;Payee;Memo;Amount
        01.03.2024;Example Employer;Salary;1.500,00
        04.03.2024;Corner Grocer;Card;-45,90
        """

    @Test(arguments: [
        ("Konto;DE00 1234 5678 0000 0042 77", "DE00123456780000004277"), ("IBAN: GB00EXAM12345612345678", "GB00EXAM12345612345678"),
        ("Account number:;12-3456-7890123", "12-3456-7890123"), ("Kontonummer;10020030/1234567890", "10020030/1234567890"),
    ])
    func anAccountLineAboveTheTableNamesTheAccount(_ line: String, _ account: String) throws {
        let statement = try read(line + "\n" + Self.rows)
        #expect(statement.accountNumber == account)
        #expect(statement.account == Statement.mask(account: account))
        #expect(statement.transactions.count == 2)
    }

    @Test(arguments: ["Alter Kontostand;1234567", "Customer;Example Person", "Reference;12345", "Date range;01.03.2024 - 31.03.2024"])
    func otherLinesNameNoAccount(_ line: String) throws {
        #expect(try read(line + "\n" + Self.rows).accountNumber == nil)
    }

    @Test func linesPaddedToTheTablesWidthStayOutsideIt() throws {
        let text = """
            Umsätze Girokonto;;;
            Konto;DE00123456780000004277;;
            Alter Kontostand;;;100,00
            Date;Payee;Memo;Amount
            01.03.2024;Example Employer;Salary;1.500,00
            04.03.2024;Corner Grocer;Card;-45,90
            Neuer Kontostand;;;1.554,10
            """
        let statement = try read(text)
        #expect(statement.accountNumber == "DE00123456780000004277")
        #expect(statement.transactions.map(\.amount.minorUnits) == [150_000, -4590])
        #expect(statement.openingBalance?.minorUnits == 10_000)
        #expect(statement.closingBalance?.minorUnits == 155_410)
        #expect(statement.verification.verdict == .verified, "\(statement.verification)")
    }
}
