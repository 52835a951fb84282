import Testing

@testable import StatementCore

/// The parser's byte-level shortcuts answer exactly as the character-by-character code they
/// stand in for, on ASCII text and on text where bytes and characters part: accents, a
/// combining mark after a space or a digit, a no-break space, a carriage return, another script.
@Suite struct ByteFastPathTests {
    private static let texts = [
        "", " ", "7", "A", "CARD PAYMENT TO GROCER 2041", "TRANSFER 12.50", "12.50", "SHOP USD 12.50",
        "CAFÉ LUNA 45,90", "café 4\u{301}", "BAR 1\u{301}", "PAGO \u{301}USD 12.50", "x USD\u{301} 12.50", "A\u{00A0}USD 9.99",
        "LINE\r\n", "NUM \u{0600}5", "ร้าน 12.50 THB", "Überweisung EUR 1.019,80", "  two  spaces  ", "EURO 12.50",
        "(USD)12.50", "12.50 USD", "USD", "1 USD = 0.92 EUR",
    ]

    @Test func aWordsLastCharacterIsANumberAsCharactersSay() {
        for text in Self.texts + ["12", "1\u{301}", "\u{0600}5", "5\r", "٣", "Ⅻ", "x²"] {
            #expect(SideBySideGutter.endsInNumber(text) == (text.last?.isNumber == true), "\(text.debugDescription)")
        }
    }

    @Test func theFirstAndLastWordsAsCharactersSplitThem() {
        for text in Self.texts {
            let first = text.firstIndex(of: " ").map { text[..<$0] } ?? text[...]
            let last = text.lastIndex(of: " ").map { text[text.index(after: $0)...] } ?? text[...]
            let fast = StatementParser.firstAndLastWords(text)
            #expect(fast.first == first && fast.last == last, "\(text.debugDescription)")
            #expect(fast.first.endIndex == first.endIndex, "\(text.debugDescription)")
        }
    }

    /// The byte test never turns away a description whose detail the full reader finds.
    @Test func everyDescriptionWithADetailPassesTheByteTest() {
        let details = [
            "AMAZON.COM USD 12.50 @ 1.0832", "SHOP 12,50 USD Taxa 5,4321", "HOTEL\u{00A0}GBP 19,80 taux 1,1650",
            "TOKYO STORE JPY 1,500 @ 162.40", "LONDON SHOP GBP 1.019,80 Kurs 0,86",
        ]
        for text in details + Self.texts {
            if ForeignAmountReader.read(text, bookedIn: Currency(code: "EUR")) != nil {
                #expect(ForeignAmountReader.mayHoldDetail(text), "\(text.debugDescription)")
            }
        }
        for text in details { #expect(ForeignAmountReader.mayHoldDetail(text)) }
        #expect(!ForeignAmountReader.mayHoldDetail("CARD PAYMENT TO GROCER 2041"))
        #expect(!ForeignAmountReader.mayHoldDetail("EURO 12.50") && !ForeignAmountReader.mayHoldDetail("(USD)12.50"))
    }

    @Test func aPageFooterIsAPageWordBeforeANumber() {
        #expect(TableReader.isPageFooter("page 3 of 9"))
        #expect(TableReader.isPageFooter("northwind bank page 12"))
        #expect(!TableReader.isPageFooter("page three"))
        #expect(!TableReader.isPageFooter("card payment to grocer 2041"))
        #expect(!TableReader.isPageFooter("page"))
    }

    @Test func aDescriptionsTextIsItsWordsJoinedBySpaces() {
        let words = ["03/02/2025", "CAFÉ", "LUNA", "and\u{00A0}co", "12.50"].enumerated().map { index, text in
            TextWord(text: text, x0: Double(index) * 60, y0: 100, x1: Double(index) * 60 + 50, y1: 110, fontSize: 9)
        }
        let reading = LineReader(decimalMark: .point, minorDigits: 2).read(TextLine(page: 1, number: 1, words: words))
        #expect(reading.descriptionText == reading.line.words[reading.descriptionRange].map(\.text).joined(separator: " "))
        #expect(reading.descriptionText == "CAFÉ LUNA and\u{00A0}co")
    }
}
