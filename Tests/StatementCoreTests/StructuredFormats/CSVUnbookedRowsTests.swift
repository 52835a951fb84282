import Testing

@testable import StatementCore

/// Rows a download marks as not booked (Revolut's PENDING and REVERTED, a Sparkasse's "Umsatz
/// vorgemerkt") are left out with a note, as CAMT's are: counted, a pending card payment broke the
/// running balance, and stored, it stood beside the booked payment a month later.
@Suite struct CSVUnbookedRowsTests {
    @Test func pendingAndRevertedRowsAreLeftOutAndTheBalanceFollows() throws {
        let text = """
            Type,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance
            CARD_PAYMENT,2025-01-02 10:00:00,2025-01-03 09:00:00,Cafe,-3.50,0.00,GBP,COMPLETED,196.50
            CARD_PAYMENT,2025-01-04 12:00:00,,Uber,-12.30,0.00,GBP,PENDING,
            CARD_PAYMENT,2025-01-05 12:00:00,2025-01-06 08:00:00,Grocer,-50.00,0.00,GBP,COMPLETED,146.50
            CARD_PAYMENT,2025-01-05 13:00:00,,Hotel,-80.00,0.00,GBP,REVERTED,

            """
        let statement = try oneStatement(text, currency: .gbp)
        #expect(statement.transactions.map(\.amount.minorUnits) == [-350, -5000])
        #expect(statement.verification.verdict != .failed, "\(statement.verification)")
        #expect(statement.verification.notes.map(\.message).contains { $0.hasPrefix("2 rows the bank has not booked") && $0.contains("lines 3, 5") })
    }

    @Test func aSparkasseStylePreBookedRowIsLeftOut() throws {
        let text = """
            Buchungstag;Valutadatum;Buchungstext;Verwendungszweck;Betrag;Info
            02.01.25;02.01.25;KARTENZAHLUNG;Baeckerei;-3,20;Umsatz gebucht
            03.01.25;03.01.25;LASTSCHRIFT;Stadtwerke;-45,00;Umsatz gebucht
            06.01.25;06.01.25;KARTENZAHLUNG;Tankstelle;-60,00;Umsatz vorgemerkt

            """
        let statement = try oneStatement(text, currency: .eur)
        #expect(statement.transactions.map(\.amount.minorUnits) == [-320, -4500])
        #expect(statement.verification.notes.map(\.message).contains { $0.hasPrefix("1 row the bank has not booked") })
    }

    /// A file holding only rows the bank has not booked says so, rather than "no row".
    @Test func onlyUnbookedRowsSaySo() {
        let text = "Date,Description,Amount,State\n2025-01-04,Uber,-12.30,PENDING\n2025-01-05,Cafe,-3.00,PENDING\n"
        #expect {
            _ = try oneStatement(text, currency: .gbp)
        } throws: { error in
            "\(error)".contains("every row is one the bank has not booked yet")
        }
    }
}
