/// `multi-page-en`: a busy US checking account long enough to run over several pages.
enum FabrikamCheckingSample {
    static let sample = SampleStatement(
        name: "multi-page-en",
        style: .usChecking,
        statement: StatementDescription(
            institution: "Fabrikam National Bank",
            institutionAddress: "100 Main Street, Springfield, IL 62701",
            accountHolder: ["JORDAN LEE", "2210 Oak Park Ave Apt 4", "Springfield, IL 62704"],
            accountNumber: "000123456789",
            currency: "USD",
            periodStart: CalendarDate(2025, 1, 1),
            periodEnd: CalendarDate(2025, 1, 31),
            openingBalance: 421_833,
            entries: entries
        ),
        linesPerPage: 32
    )

    /// Everyday spending, cycled through the month; cents vary by position so no two
    /// months of the same merchant look identical.
    private static let everyday: [([String], Int64)] = [
        (["POS PURCHASE WALMART SUPERCENTER #1842"], -8_412),
        (["POS PURCHASE SHELL OIL 5744 SPRINGFIELD"], -4_630),
        (["STARBUCKS STORE 10422"], -675),
        (["KROGER #0623 SPRINGFIELD IL"], -6_218),
        (["ATM WITHDRAWAL 2210 MAIN ST", "SPRINGFIELD IL CARD 4471"], -6_000),
        (["AMAZON.COM*MK2LP0 AMZN.COM/BILL WA"], -2_999),
        (["CHIPOTLE 1187"], -1_342),
        (["TARGET T-0917 SPRINGFIELD"], -3_788),
        (["ZELLE PAYMENT FROM CHRIS WONG", "CONF# 8XK2P1 DINNER"], 4_500),
        (["CVS/PHARMACY #04417"], -1_623),
        (["UBER TRIP HELP.UBER.COM"], -1_894),
        (["ALDI 72014 SPRINGFIELD"], -5_127),
    ]

    private static let monthly: [Int: [([String], Int64)]] = [
        2: [(["ONLINE TRANSFER TO RENT", "OAK PARK APARTMENTS LLC"], -145_000)],
        3: [(["NETFLIX.COM"], -1_549)],
        6: [(["AMEREN ILLINOIS UTILITY PMT"], -11_276)],
        8: [(["SPOTIFY USA"], -1_199)],
        10: [(["VERIZON WIRELESS PAYMENT"], -8_500)],
        15: [(["DIRECT DEPOSIT CONTOSO INC PAYROLL"], 241_876)],
        17: [(["CITY OF SPRINGFIELD WATER"], -4_410)],
        20: [(["STATE FARM INSURANCE AUTO"], -12_890)],
        24: [(["CHASE CREDIT CRD AUTOPAY"], -40_000)],
        27: [(["ONLINE TRANSFER TO SAVINGS XXXX8841"], -50_000)],
        30: [(["MONTHLY SERVICE FEE"], -1_200)],
        31: [(["DIRECT DEPOSIT CONTOSO INC PAYROLL"], 241_876), (["INTEREST PAYMENT"], 37)],
    ]

    private static let entries: [StatementEntry] = {
        var result: [StatementEntry] = []
        var position = 0
        for day in 2...31 {
            let date = CalendarDate(2025, 1, day)
            for (lines, amount) in monthly[day] ?? [] {
                result.append(StatementEntry(date: date, description: lines, amount: amount))
            }
            for _ in 0..<(2 + day % 2) {
                let (lines, base) = everyday[position % everyday.count]
                // Round sums (cash) stay round; card spending varies by a few cents.
                let variation = base % 1_000 == 0 ? 0 : Int64((position * 37) % 400)
                result.append(StatementEntry(date: date, description: lines, amount: base < 0 ? base - variation : base))
                position += 1
            }
        }
        return result
    }()
}
