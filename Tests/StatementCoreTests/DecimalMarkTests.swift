import Testing
import StatementCore

@Suite struct DecimalMarkTests {
    @Test func commaWinsWhenAmountsEndInCommaAndTwoDigits() {
        #expect(DecimalMark.detect(in: ["Saldo", "1.234,56", "12,00", "-45,20", "29.03.2025"]) == .comma)
    }

    @Test func pointWinsWhenAmountsEndInPointAndTwoDigits() {
        #expect(DecimalMark.detect(in: ["Balance", "1,234.56", "12.00", "-$45.20", "29/03/2025"]) == .point)
    }

    @Test func datesAndIntegersDoNotVote() {
        // "29.10." and "02.10.2020" end in a separator or in four digits: not decimal marks.
        #expect(DecimalMark.detect(in: ["29.10.", "02.10.2020", "1.000", "2020", "12,50"]) == .comma)
    }

    @Test func dayMonthDatesDoNotOutvoteCommaAmounts() {
        // Two "03.02"-style dates on every row of a French statement, one "19,99" amount.
        #expect(DecimalMark.detect(in: ["03.02", "03.02", "19,99", "04.02", "02.02", "42,17", "2 340,00"]) == .comma)
        #expect(DecimalMark.detect(in: ["12.50", "9.99", "03.02"]) == .point)
    }

    @Test func thousandsGroupedTwiceWithOneMarkSayTheOtherIsDecimal() {
        // Pesos without cents: "1.523.400" groups with points; "150.000" alone says nothing.
        #expect(DecimalMark.detect(in: ["$", "1.523.400", "150.000", "38.750", "2.794.340"]) == .comma)
        #expect(DecimalMark.detect(in: ["1,523,400", "150,000"]) == .point)
        // A date or an identifier with irregular groups does not vote.
        #expect(DecimalMark.detect(in: ["01.06.2025", "12.345.678-9", "12,50"]) == .comma)
    }

    @Test func defaultsToPointWithoutEvidence() {
        #expect(DecimalMark.detect(in: ["Page", "3", "of", "4"]) == .point)
    }
}
