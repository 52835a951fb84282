import Testing

@testable import StatementCore

/// ING Netherlands' export: dates as eight digits year first, unsigned amounts with an "Af"/"Bij"
/// (out/in) column. It was refused: "the table holds no row with a date and an amount".
@Suite struct CSVDutchExportTests {
    static let text = """
        "Datum","Naam / Omschrijving","Rekening","Tegenrekening","Code","Af Bij","Bedrag (EUR)","Mutatiesoort","Mededelingen"
        "20250102","Albert Heijn","NL91ABNA0417164300","","BA","Af","12,50","Betaalautomaat","Pasvolgnr: 001"
        "20250103","Salaris ACME","NL91ABNA0417164300","NL20INGB0001234567","OV","Bij","1500,00","Overschrijving","Januari"
        "20250131","Huur","NL91ABNA0417164300","NL20INGB0007654321","IC","Af","950,00","Incasso","Februari"

        """

    @Test func readsDatesAmountsAndDirections() throws {
        let statements = try StructuredStatementReader.read(Array(Self.text.utf8), name: "ing.csv", options: StructuredReadOptions())
        let statement = try #require(statements.first?.statement)
        #expect(statement.transactions.map(\.date.iso) == ["2025-01-02", "2025-01-03", "2025-01-31"])
        #expect(statement.transactions.map(\.amount.minorUnits) == [-1250, 150_000, -95_000])
        #expect(statement.currency.code == "EUR")
        // The name column, not the account's own IBAN beside it (the longest text).
        #expect(statement.transactions.map(\.description) == ["Albert Heijn", "Salaris ACME", "Huur"])
    }

    @Test(arguments: ["20251301", "20250230", "19491231", "12345678"])
    func eightDigitsThatAreNoDateStayNumbers(_ cell: String) {
        #expect(CSVCell.compactDate(cell) == nil)
    }
}
