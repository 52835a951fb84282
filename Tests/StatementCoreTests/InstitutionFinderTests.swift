@testable import StatementCore
import Testing

@Suite struct InstitutionFinderTests {
    /// Words of one size, 2.5 points apart, starting at `x`.
    private func words(_ text: String, x: Double, size: Double = 9) -> [TextWord] {
        var left = x
        return text.split(separator: " ").map { part in
            defer { left += Double(part.count) * size * 0.55 + 2.5 }
            return TextWord(text: String(part), x0: left, y0: 50, x1: left + Double(part.count) * size * 0.55, y1: 50 + size, fontSize: size)
        }
    }

    private func line(_ number: Int, _ words: [TextWord]...) -> TextLine {
        TextLine(
            page: 1, number: number,
            words: words.flatMap { $0 }.map { word in
                var moved = word
                moved.y0 += Double(number) * 14
                moved.y1 += Double(number) * 14
                return moved
            })
    }

    @Test func logoAndTitleOnOneBaselineAreTwoNames() {
        let lines = [line(1, words("Northwind Bank", x: 40, size: 18), words("Current Account Statement", x: 400, size: 11))]
        #expect(InstitutionFinder.find(onFirstPage: lines) == "Northwind Bank")
    }

    @Test func labelPrintedCloseAfterTheNameIsCutOff() {
        let lines = [line(1, words("Fabrikam National Bank Account number: 000123456789", x: 40))]
        #expect(InstitutionFinder.find(onFirstPage: lines) == "Fabrikam National Bank")
    }

    @Test func nameWithoutABankWordIsTheLogoSizedTextAtTheTop() {
        let lines = [
            line(1, words("Contoso Card", x: 40, size: 20), words("Card number 4929 **** **** 3107", x: 380)),
            line(2, words("PO Box 4410, Northampton NN1 9ZZ", x: 40)),
            line(3, words("Statement date 14 Jan 2025", x: 380)),
        ]
        #expect(InstitutionFinder.find(onFirstPage: lines) == "Contoso Card")
    }

    @Test func bodySizedTextWithoutABankWordNamesNobody() {
        let lines = [line(1, words("MR SAM PATEL", x: 40)), line(2, words("7 Canal Walk", x: 40))]
        #expect(InstitutionFinder.find(onFirstPage: lines) == nil)
    }
}
