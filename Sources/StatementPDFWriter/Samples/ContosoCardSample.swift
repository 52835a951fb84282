/// `credit-card-new-year`: a card period across New Year, so the year of "18 DEC" and
/// "02 JAN" must come from the statement period.
enum ContosoCardSample {
    static let sample = SampleStatement(
        name: "credit-card-new-year",
        style: .creditCard,
        statement: StatementDescription(
            institution: "Contoso Card",
            institutionAddress: "PO Box 4410, Northampton NN1 9ZZ",
            accountHolder: ["MR SAM PATEL", "7 Canal Walk", "Oxford", "OX2 6BD"],
            accountNumber: "4929 **** **** 3107",
            currency: "GBP",
            periodStart: CalendarDate(2024, 12, 15),
            periodEnd: CalendarDate(2025, 1, 14),
            statementDate: CalendarDate(2025, 1, 14),
            openingBalance: -41_230,
            entries: entries
        ),
        linesPerPage: nil
    )

    private static func on(_ month: Int, _ day: Int, _ lines: [String], _ amount: Int64) -> StatementEntry {
        StatementEntry(date: CalendarDate(month == 12 ? 2024 : 2025, month, day), description: lines, amount: amount)
    }

    private static let entries = [
        on(12, 16, ["PAYMENT RECEIVED - THANK YOU"], 41_230),
        on(12, 18, ["AMAZON.CO.UK*2K4L1 LONDON"], -3_699),
        on(12, 19, ["TESCO STORES 3112 OXFORD"], -8_412),
        on(12, 21, ["SHELL FUEL A40 OXFORD"], -6_245),
        on(12, 22, ["NETFLIX.COM"], -1_099),
        on(12, 23, ["JOHN LEWIS OXFORD"], -14_500),
        on(12, 24, ["DELIVEROO"], -2_840),
        on(12, 27, ["REFUND JOHN LEWIS OXFORD"], 3_500),
        on(12, 29, ["TRAINLINE.COM"], -5_420),
        on(12, 31, ["THE EAGLE AND CHILD OXFORD"], -4_680),
        on(1, 2, ["SPOTIFY UK"], -1_199),
        on(1, 3, ["BOOKING.COM HOTEL AMSTERDAM", "EUR 210.00 at 1.1862"], -17_704),
        on(1, 3, ["NON-STERLING TRANSACTION FEE"], -487),
        on(1, 6, ["SAINSBURYS S/MKTS OXFORD"], -5_933),
        on(1, 8, ["APPLE.COM/BILL"], -299),
        on(1, 10, ["PAYMENT RECEIVED - THANK YOU"], 50_000),
        on(1, 12, ["UBER *TRIP"], -1_460),
        on(1, 14, ["INTEREST ON PURCHASES"], -318),
    ]
}
