/// `combined-accounts-en`: a British bank's combined statement, a current account and an instant
/// savings account in one PDF. The savings section starts on page 1 under the current account's
/// table and runs onto page 2; each account has its own opening and closing balance, and rows on
/// both sides name the other account's number.
enum WoodgroveCombinedSample {
    static let sample = SampleStatement(name: "combined-accounts-en", combining: [current, savings])

    private static func account(_ name: String, number: String, opening: Int64, entries: [StatementEntry]) -> StatementDescription {
        StatementDescription(
            institution: "Woodgrove Bank",
            institutionAddress: "12 Kingsway, London WC2B 6NH",
            accountHolder: ["MR SAM TAYLOR", "7 Canal Walk", "Leeds", "LS1 4BR"],
            accountNumber: number,
            currency: "GBP",
            periodStart: CalendarDate(2025, 4, 1),
            periodEnd: CalendarDate(2025, 4, 30),
            openingBalance: opening,
            entries: entries,
            accountName: name
        )
    }

    private static func april(_ day: Int, _ lines: [String], _ amount: Int64) -> StatementEntry {
        StatementEntry(date: CalendarDate(2025, 4, day), description: lines, amount: amount)
    }

    private static let current = account(
        "Current Account", number: "31926819", opening: 152_340,
        entries: [
            april(1, ["DIRECT DEBIT TO YORKSHIRE WATER"], -3_412),
            april(2, ["CARD PAYMENT TO MORRISONS 0412"], -4_867),
            april(3, ["STANDING ORDER TO", "SAVINGS ACCOUNT 70442187"], -25_000),
            april(4, ["CARD PAYMENT TO GREGGS 1108"], -465),
            april(7, ["CARD PAYMENT TO NORTHERN RAIL"], -1_290),
            april(8, ["DIRECT DEBIT TO LEEDS CITY COUNCIL"], -14_200),
            april(9, ["CARD PAYMENT TO ASDA SUPERSTORE 4410"], -6_731),
            april(10, ["FASTER PAYMENT FROM R PATEL", "REF CONCERT TICKETS"], 4_500),
            april(11, ["CARD PAYMENT TO BOOTS 2231"], -1_125),
            april(14, ["DIRECT DEBIT TO EE LIMITED"], -2_800),
            april(15, ["CARD PAYMENT TO COSTA COFFEE 0918"], -390),
            april(16, ["CASH WITHDRAWAL WOODGROVE BANK", "ATM BRIGGATE LEEDS"], -5_000),
            april(17, ["CARD PAYMENT TO SPOTIFY UK"], -1_199),
            april(22, ["CARD PAYMENT TO TESCO EXPRESS 3307"], -2_214),
            april(23, ["DIRECT DEBIT TO BRITISH GAS"], -7_600),
            april(24, ["CARD PAYMENT TO AMAZON.CO.UK*8H2KD"], -1_899),
            april(25, ["SALARY FROM FABRIKAM UK LTD", "PAYROLL APR 2025"], 248_915),
            april(25, ["STANDING ORDER TO J TAYLOR", "APRIL RENT"], -85_000),
            april(28, ["CARD PAYMENT TO SHELL LEEDS RING RD"], -5_240),
            april(29, ["CARD PAYMENT TO SAINSBURYS 0771"], -3_968),
            april(30, ["TRANSFER FROM SAVINGS ACC 70442187"], 10_000),
            april(30, ["MONTHLY ACCOUNT FEE"], -500),
        ])

    private static let savings = account(
        "Instant Savings Account", number: "70442187", opening: 820_000,
        entries: [
            april(3, ["STANDING ORDER FROM", "CURRENT ACCOUNT 31926819"], 25_000),
            april(7, ["FASTER PAYMENT FROM M TAYLOR", "REF BIRTHDAY GIFT"], 15_000),
            april(11, ["TRANSFER FROM PREMIUM BONDS"], 5_000),
            april(14, ["FASTER PAYMENT FROM HMRC", "TAX REFUND"], 3_480),
            april(18, ["CHEQUE DEPOSIT 000412"], 12_000),
            april(24, ["TRANSFER TO ISA 5521"], -20_000),
            april(30, ["TRANSFER TO CURRENT ACC 31926819"], -10_000),
            april(30, ["GROSS INTEREST"], 1_845),
        ])
}
