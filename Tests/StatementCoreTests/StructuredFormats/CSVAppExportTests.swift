import Testing

@testable import StatementCore

/// Exports written by apps rather than banks' statement pages: dates with their time of day
/// ("2025-01-02 10:00:00") and amounts written as numbers are ("-12.5", "100"), as Revolut's
/// account statement CSV writes them.
@Suite struct CSVAppExportTests {
    static let revolutLike = """
        Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance
        CARD_PAYMENT,Current,2025-01-02 10:00:00,2025-01-03 09:00:00,Tesco,-12.5,0,GBP,COMPLETED,987.5
        TOPUP,Current,2025-01-04 10:00:00,2025-01-04 10:00:01,Top-up,100,0,GBP,COMPLETED,1087.5
        CARD_PAYMENT,Current,2025-01-05 10:00:00,2025-01-05 11:00:00,Pret,-3.45,0,GBP,COMPLETED,1084.05

        """

    @Test func datesWithATimeAndAmountsWithoutTrailingZerosAreRead() throws {
        let statements = try StructuredStatementReader.read(Array(Self.revolutLike.utf8), name: "account-statement.csv")
        let statement = try #require(statements.first).statement
        #expect(statement.transactions.map(\.amount.minorUnits) == [-1250, 10_000, -345])
        #expect(statement.transactions.map(\.balance?.minorUnits) == [98_750, 108_750, 108_405])
        #expect(statement.transactions.map(\.date.iso) == ["2025-01-02", "2025-01-04", "2025-01-05"])
        #expect(statement.transactions.map(\.description) == ["Tesco", "Top-up", "Pret"])
        #expect(statement.currency.code == "GBP")
    }

    /// A decimal comma file's amounts the same way: "-12,5" and "100".
    @Test func aDecimalCommaFileWithShortAmounts() throws {
        let text =
            "Datum;Text;Betrag;Saldo\n02.01.2025 08:15;REWE;-12,5;987,5\n03.01.2025 09:00;Gehalt;100;1.087,5\n03.01.2025 10:00;Bäcker;-3,45;1.084,05\n"
        let statement = try #require(try StructuredStatementReader.read(Array(text.utf8), name: "x.csv").first).statement
        #expect(statement.transactions.map(\.amount.minorUnits) == [-1250, 10_000, -345])
    }

    /// N26's export: the amount in the account's currency on every row, and the amount in a
    /// foreign currency only on the rows spent abroad; no balance to tell them apart by.
    @Test func theAmountColumnIsTheOneFilledOnEveryRow() throws {
        let text = """
            "Date","Payee","Account number","Transaction type","Payment reference","Amount (EUR)","Amount (Foreign Currency)","Type Foreign Currency","Exchange Rate"
            "2025-01-02","REWE","","MasterCard Payment","","-12.5","","",""
            "2025-01-03","ACME GmbH","DE89370400440532013000","Income","Gehalt","2500.0","","",""
            "2025-01-04","Starbucks London","","MasterCard Payment","","-4.2","-3.5","GBP","0.8333"

            """
        let statement = try #require(try StructuredStatementReader.read(Array(text.utf8), name: "n26.csv").first).statement
        #expect(statement.transactions.map(\.amount.minorUnits) == [-1250, 250_000, -420])
        #expect(statement.currency.code == "EUR")
    }
}
