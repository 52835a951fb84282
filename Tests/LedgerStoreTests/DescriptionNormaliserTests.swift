import LedgerStore
import Testing

@Suite struct DescriptionNormaliserTests {
    @Test func foldsCaseAccentsAndSpaces() {
        #expect(DescriptionNormaliser.normalise("  CAFÉ \t Ñandú\n ") == "cafe nandu")
    }

    /// ASCII text takes a byte path; it must agree with the Unicode path on the same text.
    @Test func asciiAndUnicodeTextFoldAlike() {
        let texts = ["  TESCO\tSTORES\u{0B}3017 ", "\r\nA\u{0C}b  C\n", "Pret A Manger #12", "", "   "]
        for text in texts {
            // "é" sends the text down the Unicode path and folds to "e" there.
            #expect(DescriptionNormaliser.normalise(text + " é") == DescriptionNormaliser.normalise(text + " e"))
        }
        #expect(DescriptionNormaliser.normalise("  TESCO\tSTORES\u{0B}3017 ") == "tesco stores 3017")
        #expect(DescriptionNormaliser.normalise("\u{1F}X") == "\u{1F}x")
    }
}
