import Testing
import StatementCore

@Suite struct DateTextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var first: Int
        var second: Int
        var year: Int?
        var numeric: Bool
        var testDescription: String { text }
    }

    static let accepted: [Case] = [
        Case(text: "29/03/2025", first: 29, second: 3, year: 2025, numeric: true),
        Case(text: "2025-03-29", first: 29, second: 3, year: 2025, numeric: true),
        Case(text: "29.03.", first: 29, second: 3, year: nil, numeric: true),
        Case(text: "03 Jan 25", first: 3, second: 1, year: 2025, numeric: false),
        Case(text: "12th Feb", first: 12, second: 2, year: nil, numeric: false),
        Case(text: "29 de marzo de 2025", first: 29, second: 3, year: 2025, numeric: false),
        Case(text: "02/ENE", first: 2, second: 1, year: nil, numeric: false),
        Case(text: "Jan 15, 2025", first: 15, second: 1, year: 2025, numeric: false),
        Case(text: "18 DEC", first: 18, second: 12, year: nil, numeric: false),
        Case(text: "1 MÄRZ", first: 1, second: 3, year: nil, numeric: false),
    ]

    @Test(arguments: accepted)
    func readsPrintedDates(_ example: Case) throws {
        let date = try #require(DateText.parse(example.text))
        #expect(date.first == example.first)
        #expect(date.second == example.second)
        #expect(date.year == example.year)
        #expect(date.numeric == example.numeric)
    }

    @Test func isoDatesAreYearFirst() {
        #expect(DateText.parse("2025-03-29")?.yearFirst == true)
        #expect(DateText.parse("29/03/2025")?.yearFirst == false)
    }

    @Test func germanMonthNameWithUmlautIsMarch() {
        #expect(DateText.parse("15. MÄRZ 2025").map { [$0.first, $0.second, $0.year ?? 0] } == [15, 3, 2025])
    }

    @Test(arguments: ["Page 3", "12.50", "TESCO", "3", "32/13/2025", "Total"])
    func rejectsTextThatIsNotADate(_ text: String) {
        #expect(DateText.parse(text) == nil)
    }

    /// A month and its year ("Jun-25": an instalment plan's month, a card's expiry) is no day:
    /// 25 June only where the day is spaced or dotted from its month.
    @Test(arguments: ["Jun-25", "JUN/25", "Dic-24", "Mär-26", "sept-25"])
    func aMonthAndItsYearIsNoDate(_ text: String) {
        #expect(DateText.parse(text) == nil)
        #expect(DateText.leading([text, "Plan", "cuota", "3/6"]) == nil)
    }

    @Test(arguments: ["Jun 25", "Jun. 25", "25-Jun", "25/JUN", "Jun-25-2025", "25-Jun-25"])
    func aDayBesideItsMonthIsStillADate(_ text: String) throws {
        let date = try #require(DateText.parse(text))
        #expect((date.first, date.second) == (25, 6))
    }

    @Test func leadingFindsTheDateAtTheStartOfALine() throws {
        let (date, used) = try #require(DateText.leading(["03", "Jan", "2025", "CARD", "PAYMENT"]))
        #expect(used == 3)
        #expect(date.year == 2025)
        #expect(DateText.leading(["CARD", "PAYMENT", "03/01/2025"]) == nil)
    }
}
