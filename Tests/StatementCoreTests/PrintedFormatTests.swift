import Testing
@testable import StatementCore

/// The ways banks across countries print a date and an amount, each read exactly, and the
/// figures that look like them (phone and reference numbers) never read as amounts.
@Suite struct PrintedFormatTests {
    struct DateCase: Sendable, CustomTestStringConvertible {
        var text: String
        var day: Int
        var month: Int
        var year: Int?
        var testDescription: String { text }
    }

    static let dates: [DateCase] = [
        DateCase(text: "5-Mar-25", day: 5, month: 3, year: 2025),
        DateCase(text: "05MAR25", day: 5, month: 3, year: 2025),
        DateCase(text: "05 MAR", day: 5, month: 3, year: nil),
        DateCase(text: "Mar 5, 2025", day: 5, month: 3, year: 2025),
        DateCase(text: "5. März 2025", day: 5, month: 3, year: 2025),
        DateCase(text: "2025年3月5日", day: 5, month: 3, year: 2025),
        DateCase(text: "2025年03月05日", day: 5, month: 3, year: 2025),
        DateCase(text: "3月5日", day: 5, month: 3, year: nil),
        DateCase(text: "2025.03.05", day: 5, month: 3, year: 2025),
        DateCase(text: "2025.03.05.", day: 5, month: 3, year: 2025),
        DateCase(text: "2025. 3. 5.", day: 5, month: 3, year: 2025),
        DateCase(text: "2025년 3월 5일", day: 5, month: 3, year: 2025),
        DateCase(text: "05/03", day: 5, month: 3, year: nil),
        DateCase(text: "05/03/2025", day: 5, month: 3, year: 2025),
        DateCase(text: "3.5.", day: 3, month: 5, year: nil),
        DateCase(text: "5. března 2025", day: 5, month: 3, year: 2025),
        DateCase(text: "2025. március 5.", day: 5, month: 3, year: 2025),
        DateCase(text: "5 martie 2025", day: 5, month: 3, year: 2025),
        DateCase(text: "5 Μαρτίου 2025", day: 5, month: 3, year: 2025),
        DateCase(text: "5 ΜΑΡ 2025", day: 5, month: 3, year: 2025),
        DateCase(text: "5 января 2025", day: 5, month: 1, year: 2025),
        DateCase(text: "5 березня 2025", day: 5, month: 3, year: 2025),
        DateCase(text: "5 maaliskuuta 2025", day: 5, month: 3, year: 2025),
        DateCase(text: "05 Agt 2025", day: 5, month: 8, year: 2025),
        DateCase(text: "05 Ogos 2025", day: 5, month: 8, year: 2025),
        DateCase(text: "5 Mac 2025", day: 5, month: 3, year: 2025),
        DateCase(text: "5 Feber 2025", day: 5, month: 2, year: 2025),
        DateCase(text: "5 มี.ค. 2568", day: 5, month: 3, year: 2025),
        DateCase(text: "5 มีนาคม 2568", day: 5, month: 3, year: 2025),
        DateCase(text: "05/03/2568", day: 5, month: 3, year: 2025),
        DateCase(text: "2568-03-05", day: 5, month: 3, year: 2025),
    ]

    @Test(arguments: dates)
    func readsPrintedDates(_ example: DateCase) throws {
        let date = try #require(DateText.parse(example.text))
        let (day, month) = date.dayAndMonth(order: .dayMonth)
        #expect([day, month] == [example.day, example.month])
        #expect(date.year == example.year)
    }

    @Test func thaiAbbreviationsThatDifferOnlyByAVowelAreDifferentMonths() {
        #expect(DateText.parse("5 ม.ค. 2568")?.second == 1)
        #expect(DateText.parse("5 มี.ค. 2568")?.second == 3)
    }

    @Test(arguments: ["2025年", "3月", "13月5日", "2025年3月", "05 Des", "noi 5"])
    func rejectsWhatIsNotOneDate(_ text: String) {
        #expect(DateText.parse(text) == nil)
    }

    struct AmountCase: Sendable, CustomTestStringConvertible {
        var text: String
        var mark: DecimalMark
        var minor: Int64
        var sign: AmountMark = .none
        var minorDigits = 2
        var testDescription: String { text }
    }

    static let amounts: [AmountCase] = [
        AmountCase(text: "1'234.50", mark: .point, minor: 123_450),
        AmountCase(text: "1’234.50", mark: .point, minor: 123_450),
        AmountCase(text: "1\u{00A0}234,56", mark: .comma, minor: 123_456),
        AmountCase(text: "1\u{202F}234,56", mark: .comma, minor: 123_456),
        AmountCase(text: "1\u{2009}234,56", mark: .comma, minor: 123_456),
        AmountCase(text: "−12,00", mark: .comma, minor: 1_200, sign: .minus),
        AmountCase(text: "–12,00", mark: .comma, minor: 1_200, sign: .minus),
        AmountCase(text: "12,00–", mark: .comma, minor: 1_200, sign: .minus),
        AmountCase(text: "+1.234,56", mark: .comma, minor: 123_456, sign: .credit),
        AmountCase(text: "€1.234,56", mark: .comma, minor: 123_456),
        AmountCase(text: "1.234,56€", mark: .comma, minor: 123_456),
        AmountCase(text: "EUR-12,00", mark: .comma, minor: 1_200, sign: .minus),
        AmountCase(text: "-12,00EUR", mark: .comma, minor: 1_200, sign: .minus),
        AmountCase(text: "12.500,00IDR", mark: .comma, minor: 1_250_000),
        AmountCase(text: "R$1.234,56", mark: .comma, minor: 123_456),
        AmountCase(text: "1.234,56Kč", mark: .comma, minor: 123_456),
        AmountCase(text: "-1234,56zł", mark: .comma, minor: 123_456, sign: .minus),
        AmountCase(text: "12,50lei", mark: .comma, minor: 1_250),
        AmountCase(text: "1 234,56 Ft", mark: .comma, minor: 123_456),
        AmountCase(text: "₹1,23,456.78", mark: .point, minor: 12_345_678),
        AmountCase(text: "Rp1.500.000,00", mark: .comma, minor: 150_000_000),
        AmountCase(text: "RM1,234.50", mark: .point, minor: 123_450),
        AmountCase(text: "1 234,56₽", mark: .comma, minor: 123_456),
        AmountCase(text: "12.500đ", mark: .comma, minor: 12_500, minorDigits: 0),
        AmountCase(text: "₩12,500", mark: .point, minor: 12_500, minorDigits: 0),
        AmountCase(text: "1.234.500", mark: .comma, minor: 1_234_500, minorDigits: 0),
    ]

    @Test(arguments: amounts)
    func readsPrintedAmounts(_ example: AmountCase) throws {
        let parsed = try #require(AmountText.parse(example.text, decimalMark: example.mark, minorDigits: example.minorDigits))
        #expect(parsed.magnitude == example.minor)
        #expect(parsed.mark == example.sign)
    }

    /// Amounts printed over several words, with their sign or currency as a word of their own.
    @Test(arguments: [
        ("EUR -12,00", DecimalMark.comma, Int64(-1_200)), ("-12,00 EUR", .comma, -1_200), ("1 234,56 Kč", .comma, -123_456),
        ("R$ 1.234,56", .comma, -123_456), ("12,00 €", .comma, -1_200), ("– 12,00", .comma, -1_200),
        ("1,500,000.00 DB", .point, -150_000_000), ("2.150,00 грн", .comma, -215_000), ("1,234.50 บาท", .point, -123_450),
        ("+ 2.150,00", .comma, 215_000), ("1 234,56 lei", .comma, -123_456),
    ])
    func readsAmountsSpreadOverWords(_ text: String, _ mark: DecimalMark, _ signed: Int64) throws {
        let words = (["Payment"] + text.split(separator: " ").map(String.init)).enumerated().map { index, word in
            TextWord(text: word, x0: Double(index) * 40, y0: 0, x1: Double(index) * 40 + 36, y1: 9, fontSize: 9)
        }
        let reading = LineReader(decimalMark: mark, minorDigits: 2).read(TextLine(page: 1, number: 1, words: words))
        let token = try #require(reading.amounts.last)
        #expect(SignRules(kind: .current, unsignedIsDebit: true).amount(token, role: .amount) == signed)
    }

    @Test func aDayAndMonthStartingALineIsItsDateAndTheSameFigureEndingItIsItsAmount() throws {
        let words = ["05.03", "COFFEE", "SHOP", "05.03"].enumerated().map { index, word in
            TextWord(text: word, x0: Double(index) * 60, y0: 0, x1: Double(index) * 60 + 30, y1: 9, fontSize: 9)
        }
        let reading = LineReader(decimalMark: .point, minorDigits: 2).read(TextLine(page: 1, number: 1, words: words))
        #expect(reading.date == PrintedDate(first: 5, second: 3, year: nil, numeric: true, yearFirst: false))
        #expect(reading.amounts.map(\.magnitude) == [503])
        #expect(reading.descriptionText == "COFFEE SHOP")
    }

    @Test(arguments: [
        "+420 123 456 789", "+7 495 123 45 67", "+36 1 234 5678", "010-1234-5678", "RF18 5390 0754 7034", "1234567890",
        "0800 123 456", "No. 2025/03/0042", "VS 1234567890",
    ])
    func phoneAndReferenceNumbersAreNeverAmounts(_ text: String) {
        let words = (["Contact"] + text.split(separator: " ").map(String.init)).enumerated().map { index, word in
            TextWord(text: word, x0: Double(index) * 30, y0: 0, x1: Double(index) * 30 + 27, y1: 9, fontSize: 9)
        }
        for mark in [DecimalMark.point, .comma] {
            let reading = LineReader(decimalMark: mark, minorDigits: 2).read(TextLine(page: 1, number: 1, words: words))
            #expect(reading.amounts.isEmpty, "\(text) read as \(reading.amounts.map(\.magnitude))")
        }
    }

    @Test func wholeNumbersGroupedByPointsVoteForTheCommaMark() {
        #expect(DecimalMark.detect(in: ["24.500.000", "842.000", "21.500.000", "12.345.600"]) == .comma)
        #expect(DecimalMark.detect(in: ["24,500,000", "842,000", "21,500,000"]) == .point)
        #expect(DecimalMark.detect(in: ["01.02.2025", "1.234", "12.50"]) == .point)
    }
}
