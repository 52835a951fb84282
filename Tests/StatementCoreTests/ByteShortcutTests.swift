import Foundation
import Testing

@testable import StatementCore

/// The byte-level shortcuts of issue 38's parse-cost round answer exactly as the character code
/// they stand in for, on ASCII text and on text where bytes and characters part.
@Suite struct ByteShortcutTests {
    private static let texts = [
        "", " ", "7", "A", "ab", "CARD PAYMENT TO GROCER 2041", "TRANSFER 12.50", "12.50", "  two  spaces  ", "McDonald's",
        "CAFÉ LUNA 45,90", "café 4\u{301}", "BAR 1\u{301}", "A\u{00A0}USD 9.99", "LINE\r\n", "NUM \u{0600}5", "ร้าน 12.50 THB",
        "Überweisung EUR 1.019,80", "٣", "Ⅻ", "x²", "½", "EUR", "Kč", "R$", "CR", "account number 12345678", "iban de12",
        "saldo a su favor", "saldo a nuestro favor", "zu ihren gunsten", "a vostro debito", "favor", "faveur ü",
    ]
    private static let asciiTexts = texts.filter { $0.utf8.allSatisfy { $0 < 0x80 } } + ["-a-b-", "x, y; z", "'quoted'", "\t tab"]

    /// The ASCII path folds the bytes through a table; a text ending in "é" rather than "a" takes
    /// the scalar path, and folds the same but for that letter.
    @Test func foldingASCIIOnItsBytesFoldsAsTheScalarPathDoes() {
        for text in Self.asciiTexts {
            let fast = TextFolding.normalised(text + "a")
            let slow = TextFolding.normalised(text + "é")
            #expect(String(fast.dropLast()) + "e" == slow, "\(text.debugDescription)")
        }
        var output = Array("x".utf8)
        TextFolding.appendNormalised("  A  b ", to: &output)
        #expect(String(decoding: output, as: UTF8.self) == "xa b")
        #expect(TextFolding.normalised(" - ").isEmpty && TextFolding.normalised("A--B") == "a b")
    }

    @Test func holdsByteIsTheUTF8ContainingIt() {
        for text in Self.texts {
            for byte: UInt8 in [0x20, 0x0A, 0x41, 0xC3] {
                #expect(text.holdsByte(byte) == text.utf8.contains(byte), "\(text.debugDescription)")
            }
        }
    }

    @Test func aNumberIsHeldAsCharactersSay() {
        for text in Self.texts {
            #expect(CurrencyColumns.holdsNumber(text) == text.contains(where: \.isNumber), "\(text.debugDescription)")
        }
    }

    @Test func aWordOfLettersIsTextAsCharactersSay() {
        for text in Self.texts + ["Ab", "a", "éé", "ÉTÉ", "A1", "usd", "Ab\u{301}"] {
            let characters =
                text.count > 1 && text.allSatisfy(\.isLetter) && !LineReader.symbols.contains(text)
                && LineReader.markWords[text] == nil && !AmountText.currencyCodes.contains(text.uppercased())
            #expect(SideBySideGutter.isText(text) == characters, "\(text.debugDescription)")
        }
    }

    @Test func aBalancesFavourIsReadAsTheUnicodeSearchReadsIt() {
        func characters(_ folded: String) -> Int? {
            guard ["favo", "faveur", "gunsten", "vostro"].contains(where: folded.contains) else { return nil }
            if BalanceFavour.banks.contains(where: folded.contains) { return -1 }
            if BalanceFavour.holders.contains(where: folded.contains) { return 1 }
            return nil
        }
        for text in Self.texts + BalanceFavour.banks + BalanceFavour.holders + ["saldo a su favor ñ", "en notre faveur é"] {
            #expect(BalanceFavour.sign(in: text) == characters(text), "\(text.debugDescription)")
        }
    }

    @Test func anAccountLabelIsFoundAsTheStringSearchFindsIt() {
        let lines = Self.texts + FactFinder.accountLabels.map { $0 + " 12345678" } + FactFinder.accountLabels.map { "my " + $0 + " 1" }
        for text in lines + ["überweisung account 1", "κωδ λογαριασμοσ 1"] {
            let characters = FactFinder.accountLabels.first { text.hasPrefix($0) || text.contains(" " + $0) }
            #expect(FactFinder.accountLabel(inFolded: text) == characters, "\(text.debugDescription)")
        }
    }

    @Test func aRatePhraseAndABillDateLabelAreFoundAsTheStringSearchFindsThem() {
        let phrases = ForeignExchangeDetail.cues.map { "usd 12 50 " + $0 + " 1 08" } + FactFinder.billDateLabels.map { $0 + " 10 09" }
        for text in Self.texts + phrases + ["kurs ü 1", "taux de change é 1", "fälligkeitsdatum 1", "vencimento ç"] {
            let line = TextLine(page: 1, number: 1, words: [TextWord]())
            let rate = ForeignExchangeDetail.cues.contains { (" " + text + " ").contains(" " + $0 + " ") }
            #expect(ForeignExchangeDetail.namesRate(line, folded: text) == rate, "\(text.debugDescription)")
            let label = FactFinder.billDateLabels.first(where: { text.contains($0) })
            #expect(FactFinder.billDatePhrases.first(in: text) == label, "\(text.debugDescription)")
        }
    }

    /// The digits written right to left into one buffer, against the pieces they stand in for.
    @Test func aPlainDecimalStringIsThePiecesJoined() {
        func pieces(_ minorUnits: Int64, _ digits: Int) -> String {
            let magnitude = minorUnits.magnitude
            var divisor: UInt64 = 1
            for _ in 0..<digits { divisor *= 10 }
            var text = (minorUnits < 0 ? "-" : "") + String(magnitude / divisor)
            if digits > 0 {
                let fraction = String(magnitude % divisor)
                text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
            }
            return text
        }
        let values: [Int64] = [0, 1, -1, 5, -5, 10, 99, 100, -100, 101, 12345, -98765, 1_000_000, .max, -.max, .min, .min + 1]
        for value in values {
            for digits in [0, 1, 2, 3, 4, 18] {
                #expect(Money.decimalString(minorUnits: value, digits: digits) == pieces(value, digits), "\(value) \(digits)")
            }
        }
    }
}
