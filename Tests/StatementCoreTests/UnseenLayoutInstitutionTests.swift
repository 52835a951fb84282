import Testing
@testable import StatementCore

/// Family 12: the institution's name split over lines or printed only in a logo-sized line;
/// never a sentence of the body, a greeting or a payment QR code's text.
@Suite struct UnseenLayoutInstitutionTests {
    private func line(_ number: Int, _ text: String, x: Double = 40, y: Double, size: Double) -> TextLine {
        var words: [TextWord] = []
        var left = x
        for part in text.split(separator: " ") {
            let width = Double(part.count) * size * 0.55
            words.append(TextWord(text: String(part), x0: left, y0: y, x1: left + width, y1: y + size, fontSize: size))
            left += width + size * 0.3
        }
        return TextLine(page: 1, number: number, words: words)
    }

    @Test func aNameSplitOverTwoLogoLines() {
        let lines = [
            line(1, "Northwind", y: 30, size: 18), line(2, "Savings Bank", y: 50, size: 18),
            line(3, "Account statement", y: 90, size: 9), line(4, "Statement period 01/03/2025 to 31/03/2025", y: 110, size: 9),
        ]
        #expect(InstitutionFinder.find(onFirstPage: lines) == "Northwind Savings Bank")
    }

    @Test func aGreetingOrABodySentenceIsNeverTheName() {
        let lines = [
            line(1, "Contoso Card", y: 30, size: 20), line(2, "Thank you for banking with us", y: 80, size: 9),
            line(3, "Dear customer, your bank has moved", y: 100, size: 9), line(4, "Some body text here", y: 120, size: 9),
            line(5, "More body text follows", y: 140, size: 9),
        ]
        #expect(InstitutionFinder.find(onFirstPage: lines) == "Contoso Card")
    }

    @Test func aPaymentQRPayloadIsNeverTheName() {
        let lines = [
            line(1, "BCD 002 1 SCT NWBKGB2L Northwind Bank GB29NWBK60161331926819 EUR12.50", y: 30, size: 6),
            line(2, "Fabrikam Banca Popolare", y: 60, size: 14), line(3, "Estratto conto", y: 90, size: 9),
        ]
        #expect(InstitutionFinder.find(onFirstPage: lines) == "Fabrikam Banca Popolare")
    }
}
