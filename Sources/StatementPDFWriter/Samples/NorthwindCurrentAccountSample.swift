/// `current-account-en`: a British current account over two pages, with wrapped descriptions.
enum NorthwindCurrentAccountSample {
    static let sample = SampleStatement(
        name: "current-account-en",
        style: .ukCurrentAccount,
        statement: StatementDescription(
            institution: "Northwind Bank",
            institutionAddress: "1 Harbour Street, Reading RG1 1AA",
            accountHolder: ["MS ALEX MORGAN", "14 Elm Grove", "Reading", "RG4 7QT"],
            accountNumber: "12345678",
            currency: "GBP",
            periodStart: CalendarDate(2025, 3, 1),
            periodEnd: CalendarDate(2025, 3, 31),
            openingBalance: 284_237,
            entries: entries
        ),
        linesPerPage: 28
    )

    private static func march(_ day: Int, _ lines: [String], _ amount: Int64) -> StatementEntry {
        StatementEntry(date: CalendarDate(2025, 3, day), description: lines, amount: amount)
    }

    private static let entries = [
        march(3, ["CARD PAYMENT TO TESCO STORES 2041"], -5_432),
        march(3, ["DIRECT DEBIT TO THAMES WATER"], -3_850),
        march(4, ["CARD PAYMENT TO SHELL FUEL M4 READING"], -6_187),
        march(5, ["STANDING ORDER TO L SMITH", "MARCH RENT FLAT 2"], -95_000),
        march(6, ["CASH WITHDRAWAL NORTHWIND BANK", "ATM HIGH ST READING"], -6_000),
        march(7, ["CARD PAYMENT TO NETFLIX.COM"], -1_099),
        march(7, ["CARD PAYMENT TO PRET A MANGER"], -745),
        march(10, ["FASTER PAYMENT FROM J SMITH", "REF DINNER SPLIT"], 3_200),
        march(10, ["CARD PAYMENT TO SAINSBURYS S/MKTS"], -7_814),
        march(11, ["DIRECT DEBIT TO BRITISH GAS"], -8_400),
        march(12, ["CARD PAYMENT TO AMAZON.CO.UK*RT4Y2", "AMAZON.CO.UK LUXEMBOURG"], -2_399),
        march(13, ["CARD PAYMENT TO SPOTIFY UK"], -1_199),
        march(14, ["CARD PAYMENT TO CAF\u{00C9} NERO 0231"], -485),
        march(14, ["DIRECT DEBIT TO READING BC COUNCIL TAX"], -15_600),
        march(17, ["CARD PAYMENT TO TESCO STORES 2041"], -4_706),
        march(17, ["CARD PAYMENT TO TFL TRAVEL CH"], -1_280),
        march(18, ["DIRECT DEBIT TO VODAFONE LTD"], -2_500),
        march(19, ["CARD PAYMENT TO BP FUEL READING"], -5_820),
        march(20, ["FASTER PAYMENT TO SAVINGS ACCOUNT"], -20_000),
        march(21, ["CARD PAYMENT TO WAITROSE 714"], -3_645),
        march(24, ["CARD PAYMENT TO BOOTS 1180"], -950),
        march(25, ["SALARY FROM CONTOSO LTD", "PAYROLL MAR 2025"], 287_542),
        march(25, ["DIRECT DEBIT TO OCTOPUS ENERGY"], -9_600),
        march(26, ["CARD PAYMENT TO ALDI 112"], -3_127),
        march(26, ["CASH WITHDRAWAL NORTHWIND BANK"], -4_000),
        march(27, ["CARD PAYMENT TO DISNEY PLUS"], -799),
        march(28, ["CARD PAYMENT TO SHELL FUEL M4 READING"], -5_510),
        march(28, ["FASTER PAYMENT FROM HMRC", "TAX REFUND 2023-24"], 14_860),
        march(31, ["MONTHLY ACCOUNT FEE"], -300),
        march(31, ["CARD PAYMENT TO TESCO STORES 2041"], -6_218),
        march(31, ["INTEREST PAID"], 84),
    ]
}
