import Testing

@testable import StatementCore

/// A CSV download that prints its currency as a code (a column label, a currency column, its
/// balance lines) or names its account by IBAN says its currency: the import need not ask.
@Suite struct CSVPrintedCurrencyTests {
    private func read(_ text: String) throws -> Statement {
        let statements = try StructuredStatementReader.read(Array(text.utf8), name: "download.csv")
        try #require(statements.count == 1)
        return statements[0].statement
    }

    @Test func aCodeOnTheBalanceLinesIsTheCurrency() throws {
        let statement = try read(
            "Opening balance;2.000,00 EUR\nDate;Description;Debit;Credit;Balance\n30.12.2024;Rent;1.234,56;;765,44\n"
                + "02.01.2025;Salary;;2.500,00;3.265,44\nClosing balance;3.265,44 EUR\n")
        #expect(statement.currencyDecision.currency?.code == "EUR", "\(statement.currencyDecision)")
        #expect(statement.currency.code == "EUR")
        #expect(statement.verification.verdict == .verified)
    }

    @Test func aCodeInTheAmountsLabelIsTheCurrency() throws {
        let statement = try read(
            "Buchungstag;Verwendungszweck;Betrag (EUR);Saldo (EUR)\n02.05.2024;Gehalt;2.500,00;3.734,56\n06.05.2024;Bäckerei;-8,40;3.726,16\n")
        #expect(statement.currencyDecision.currency?.code == "EUR")
    }

    @Test func aCurrencyColumnIsTheCurrency() throws {
        let statement = try read(
            "Date,Description,Amount,Currency,Balance\n2025-01-02,Salary,2500.00,CHF,3500.00\n2025-01-03,Grocer,-45.90,CHF,3454.10\n")
        #expect(statement.currencyDecision.currency?.code == "CHF")
    }

    /// "EUR 40.00" in a description is what a purchase cost abroad, not the account's currency.
    @Test func aCodeInADescriptionSaysNothing() throws {
        let statement = try read(
            "Date,Description,Amount,Balance\n2025-01-02,HOTEL PARIS EUR 40.00,-34.10,965.90\n2025-01-03,Grocer,-45.90,920.00\n")
        #expect(statement.currencyDecision.currency == nil)
    }

    @Test func twoCodesSayNothingForSure() throws {
        let statement = try read(
            "Date;Description;Amount;Currency\n02.01.2025;Salary;2.500,00;EUR\n03.01.2025;Transfer;-45,90;USD\n")
        #expect(statement.currencyDecision.currency == nil)
    }

    @Test func theIBANsCountrySaysItWhenNoCodeIsPrinted() throws {
        let statement = try read(
            "Cuenta;ES91 2100 0418 4502 0005 1332\nFecha;Concepto;Importe;Saldo\n01/04/2025;RECIBO;-45,20;2.270,28\n"
                + "02/04/2025;COMPRA;-67,35;2.202,93\n")
        #expect(statement.currencyDecision.currency?.code == "EUR")
    }

    /// Digits in the place of an IBAN's check digits that do not hold are no IBAN's country.
    @Test func anIBANWhoseCheckDigitsFailSaysNothing() throws {
        let statement = try read(
            "Cuenta;ES00 2100 0418 4502 0005 1332\nFecha;Concepto;Importe;Saldo\n01/04/2025;RECIBO;-45,20;2.270,28\n"
                + "02/04/2025;COMPRA;-67,35;2.202,93\n")
        #expect(statement.currencyDecision.currency == nil)
    }
}
