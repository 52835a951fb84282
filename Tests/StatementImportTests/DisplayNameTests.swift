import Testing
@testable import StatementImport

@Suite struct DisplayNameTests {
    @Test func controlCharactersAreEscaped() {
        #expect(DisplayName.of("a\nb.pdf") == "a\\nb.pdf")
        #expect(DisplayName.of("x\u{1B}[31m.pdf") == "x\\u{1b}[31m.pdf")
        #expect(DisplayName.of("ñandú 銀行.pdf") == "ñandú 銀行.pdf")
    }
}
