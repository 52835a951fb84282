import Testing
import TestSupport

@testable import StatementCore

@Suite struct CSVReaderTests {
    private func read(_ bytes: [UInt8], options: StructuredReadOptions = StructuredReadOptions(currency: .eur)) throws -> StructuredStatement {
        let statements = try StructuredStatementReader.read(bytes, name: "statement.csv", options: options)
        try #require(statements.count == 1)
        return statements[0]
    }

    private func read(_ text: String, options: StructuredReadOptions = StructuredReadOptions(currency: .eur)) throws -> StructuredStatement {
        try read(Array(text.utf8), options: options)
    }

    static let german = DrawnStatementFiles.germanCSV

    @Test func readsATableBetweenHeaderLinesAndTotals() throws {
        let read = try read(Self.german)
        let statement = read.statement
        #expect(read.format == .csv)
        #expect(statement.transactions.map(\.amount.minorUnits) == [150_000, -4590, -12000])
        #expect(statement.transactions.map(\.balance?.minorUnits) == [250_000, 245_410, 233_410])
        #expect(statement.transactions.map(\.description) == ["Example Employer", "Corner Grocer", "Landlord Example"])
        #expect(statement.transactions[1].date.iso == "2024-03-04")
        #expect(statement.transactions[1].valueDate?.iso == "2024-03-03")
        #expect(statement.openingBalance?.minorUnits == 100_000)
        #expect(statement.closingBalance?.minorUnits == 233_410)
        #expect(statement.verification.verdict == .verified, "\(statement.verification)")
        #expect(statement.decisions.decimalMark == "','")
    }

    @Test func findsTheBalanceColumnByArithmeticWithoutAHeader() throws {
        // Two amount-like columns and no header: the balance is the one whose steps are the other's values.
        let text = "2024-03-01,Salary,2500.00,1500.00\n2024-03-04,Grocer,2454.10,-45.90\n2024-03-10,Rent,2334.10,-120.00\n"
        let statement = try read(text).statement
        #expect(statement.transactions.map(\.amount.minorUnits) == [150_000, -4590, -12000])
        #expect(statement.transactions.last?.balance?.minorUnits == 233_410)
        // A running balance alone is still satisfied when the last rows are gone.
        #expect(statement.verification.verdict == .unverifiable)
        #expect(statement.verification.checks.contains { $0.contains("running balance") })
    }

    @Test func debitAndCreditColumnsNewestFirstTabAndLatin1() throws {
        let text =
            "Date\tDescription\tDebit\tCredit\tBalance\n10/03/2024\tRent\t120.00\t\t2334.10\n04/03/2024\tCaf\u{E9} Noir\t45.90\t\t2454.10\n01/03/2024\tSalary\t\t1500.00\t2500.00\n"
        let bytes = Array(StructuredText.latin1ToBytes(text))
        let statement = try read(bytes).statement
        #expect(statement.transactions.map(\.amount.minorUnits) == [150_000, -4590, -12000])
        #expect(statement.transactions[1].description == "Café Noir")
        #expect(statement.transactions.map(\.date.iso) == ["2024-03-01", "2024-03-04", "2024-03-10"])
        #expect(statement.decisions.readings?.first?.contains("Latin-1") == true)
    }

    @Test func aByteOrderMarkQuotedCellsAndAMarkColumn() throws {
        let text =
            "\u{FEFF}\"Date\",\"Payee\",\"Amount\",\"D/C\"\n\"03/15/2024\",\"Smith, Jones & Co\",\"1,045.90\",\"DR\"\n\"03/16/2024\",\"Employer\",\"500.00\",\"CR\"\n"
        let statement = try read(text).statement
        #expect(statement.transactions.map(\.amount.minorUnits) == [-104_590, 50_000])
        #expect(statement.transactions[0].description == "Smith, Jones & Co")
        #expect(statement.transactions[0].date.iso == "2024-03-15")
        #expect(statement.verification.verdict == .unverifiable)
    }

    @Test func columnsThatCannotBeToldApartAskForAProfile() throws {
        let text = "01/03/2024;Shop;10,00;5,00\n02/03/2024;Cafe;3,00;7,00\n"
        #expect { try read(text) } throws: { ($0 as? StructuredFormatError)?.message.contains("layout profile") == true }
        let profile = try CSVLayoutProfile.parse(
            """
            # Example bank: amount and fee, no balance
            name: example-bank
            delimiter: ;
            date-order: dmy
            decimal-mark: ,
            currency: EUR
            columns: date, description, amount, ignore
            """)
        let statement = try read(text, options: StructuredReadOptions(csvProfile: profile)).statement
        #expect(statement.transactions.map(\.amount.minorUnits) == [1000, 300])
        #expect(statement.layout == "example-bank")
        #expect(statement.currency == .eur)
    }

    @Test(arguments: [
        ("name: x\ncolumns: date, amount\nbogus: 1", "bogus"), ("name: x\ncolumns: date, debit", "debit and a credit"),
        ("columns: date, amount", "no name"), ("name: x\ncolumns: date, amount, wat", "wat"),
    ])
    func aBadProfileLineIsAnError(_ text: String, _ words: String) {
        #expect { try CSVLayoutProfile.parse(text) } throws: { ($0 as? StructuredFormatError)?.description.contains(words) == true }
    }

    @Test func aWrongClosingLineFails() throws {
        let wrong = Self.german.replacingOccurrences(of: "Neuer Kontostand;;;;2.334,10", with: "Neuer Kontostand;;;;2.300,00")
        #expect(try read(wrong).statement.verification.verdict == .failed)
    }

    @Test func aHugeFileIsRefusedAndAHugeCellIsCut() throws {
        var options = StructuredReadOptions(currency: .eur)
        options.limits.maxRows = 100
        let rows = (0..<500).map { "2024-03-01;Row \($0);-1,00" }.joined(separator: "\n")
        #expect { try read(rows, options: options) } throws: { ($0 as? StructuredFormatError)?.message.contains("more than") == true }
        options.limits.maxFieldBytes = 64
        let wide = "2024-03-01;" + String(repeating: "x", count: 10_000) + ";-1,00\n2024-03-02;b;-2,00\n"
        let statement = try read(wide, options: options).statement
        #expect(statement.transactions.count == 2)
        #expect(statement.transactions[0].description.count <= 64)
    }

    /// Two rows, one in each of a debit and a credit column: the credit column alone steps the
    /// balance once, as the pair does, but leaves the debit row without an amount.
    @Test func aShortFileWithDebitAndCreditColumnsReadsEveryRow() throws {
        let text = "Date;Description;Debit;Credit;Balance\n30.12.2024;Rent;1.234,56;;765,44\n02.01.2025;Salary;;2.500,00;3.265,44\n"
        let statement = try read(text).statement
        #expect(statement.transactions.map(\.amount.minorUnits) == [-123_456, 250_000])
        #expect(statement.transactions.map(\.balance?.minorUnits) == [76_544, 326_544])
    }
}
