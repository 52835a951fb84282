import Testing

@testable import StatementCore

/// Damage that left rows out, or read one column for another, without a word: each is now an
/// error naming its line.
@Suite struct StructuredSilentLossTests {
    private func failure(_ text: String, name: String = "statement.csv") -> String {
        do {
            _ = try oneStatement(text, name: name, currency: .gbp)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// "1,250.00" unquoted in a comma-separated file: the row and every one after it were dropped.
    @Test(arguments: [
        "Date,Description,Amount,Balance\n2025-01-02,Coffee Shop,-3.50,996.50\n2025-01-05,Salary,1,250.00,2246.50\n2025-01-07,Rent,-900.00,1346.50\n",
        "Date,Description,Amount,Balance\n2025-01-02,Coffee,-3.50,996.50\n2025-01-03,Salary,1,250.00,2246.50\n2025-01-04,Tea,-2.00,2244.50\n2025-01-05,Rent,-900.00,1344.50\n2025-01-06,Bus,-1.50,1343.00\n",
    ])
    func aRowSplitByAnUnquotedCommaIsNamed(_ text: String) {
        let message = failure(text)
        #expect(message.contains("line 3") && message.contains("5 cells where the table's rows have 4"), "\(message)")
    }

    /// The broken row first or last (nothing of the table past it), a row missing a cell in the
    /// middle, and a download cut off in its last row.
    @Test(arguments: [
        ("Date,Description,Amount,Balance\n2025-01-02,A,-5.00,95.00\n2025-01-03,B,-5.00,90.00\n2025-01-04,C,1,250.00,1340.00\n", "line 4", "5 cells"),
        (
            "Date,Description,Amount,Balance\n2025-01-02,Shop, Inc,-5.00,95.00\n2025-01-03,B,-5.00,90.00\n2025-01-04,C,-5.00,85.00\n", "line 2",
            "5 cells"
        ),
        (
            "Date,Description,Amount,Balance\n2025-01-02,A,-5.00,95.00\n2025-01-03,B,-5.00\n2025-01-04,C,-5.00,85.00\n2025-01-05,D,-5.00,80.00\n",
            "line 3", "a row missing cells"
        ),
        (
            "Date,Description,Amount,Balance\n2025-01-02,A,-5.00,95.00\n2025-01-03,B,-5.00,90.00\n2025-01-04,Coff", "line 4",
            "a download that did not finish"
        ),
    ])
    func aRowOfAnotherWidthTouchingTheTableIsNamed(_ text: String, _ line: String, _ words: String) {
        let message = failure(text)
        #expect(message.contains(line) && message.contains(words), "\(message)")
    }

    /// A UTF-16 file (with its byte-order mark) holds NUL bytes and is text all the same.
    @Test func aUTF16CSVIsRead() throws {
        let text = "Date,Description,Amount,Balance\r\n2025-01-02,Café,-3.50,96.50\r\n2025-01-03,Tea,-2.00,94.50\r\n"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let statements = try StructuredStatementReader.read(bytes, name: "statement.csv", options: StructuredReadOptions(currency: .gbp))
        #expect(statements.first?.statement.transactions.map(\.description) == ["Café", "Tea"])
    }

    /// One amount cell the reader cannot take: the balance was read as every row's amount.
    @Test(arguments: ["NaN", "1e308", "0x10", "12.50.3"])
    func anUnreadableAmountCellIsNamedNotReplacedByTheBalance(_ cell: String) {
        let text =
            "Date,Description,Amount,Balance\n2025-01-02,Coffee,-3.50,996.50\n2025-01-05,Salary,\(cell),2996.50\n"
            + "2025-01-07,Rent,-900.00,2096.50\n"
        let message = failure(text)
        #expect(message.contains("line 3") && message.contains("'\(cell)' in the 'Amount' column is no amount"), "\(message)")
    }

    /// A dash alone is an empty cell, as many exports print one: a debit and credit pair still reads.
    @Test func aDashIsAnEmptyCell() throws {
        let text = "Date,Description,Debit,Credit,Balance\n2025-01-02,Coffee,3.50,-,996.50\n2025-01-05,Salary,-,2000.00,2996.50\n"
        #expect(try oneStatement(text, currency: .gbp).transactions.map(\.amount.minorUnits) == [-350, 200_000])
        let alone = failure("Date,Description,Amount,Balance\n2025-01-02,Coffee,-3.50,996.50\n2025-01-05,Salary,-,2996.50\n")
        #expect(alone.contains("line 3") && alone.contains("no amount it can read"), "\(alone)")
    }

    @Test func aQIFRecordMissingItsCaretIsNamed() {
        let text = "!Type:Bank\nD1/2/2025\nT-3.50\nPCoffee\nD1/5/2025\nT2000.00\nPSalary\n^\n"
        let message = failure(text, name: "statement.qif")
        #expect(message.contains("line 5") && message.contains("the '^' ending that record is missing"), "\(message)")
    }

    @Test func quickensSpacePaddedYearReads() throws {
        let statement = try oneStatement("!Type:Bank\nD1/ 5' 5\nT-3.50\nPCoffee\n^\n", name: "statement.qif", currency: .usd)
        #expect(statement.transactions.map(\.date.iso) == ["2005-01-05"])
    }

    /// A row dated far outside the period the file states: the balances still add up (the amount
    /// is right), so the statement was stored verified with a row in the year 2000.
    @Test func anMT940RowFarOutsideItsPeriodFailsTheStatement() throws {
        let text = """
            :20:STARTUMSE
            :25:10020030/0004711815
            :28C:00005/001
            :60F:C240430EUR1234,56
            :61:9912310502CR2500,00NTRFNONREF//B4E02-1
            :86:166?00GUTSCHRIFT?20SVWZ+Gehalt Mai?32Example Employer GmbH
            :61:2405060506DR89,99NDDTNONREF//B4E06-1
            :86:105?00LASTSCHRIFT?20SVWZ+Vertrag 4711?32Mobile Example AG
            :62F:C240531EUR3644,57
            -

            """
        let statement = try oneStatement(text, name: "statement.sta", currency: .eur)
        #expect(statement.verification.verdict == .failed)
        #expect(statement.verification.problems.contains { $0.message.contains("days outside the period the MT940 file states") })
    }
}
