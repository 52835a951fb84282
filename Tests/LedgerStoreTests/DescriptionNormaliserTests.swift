import LedgerStore
import Testing

@Suite struct DescriptionNormaliserTests {
    @Test func foldsCaseAccentsAndSpaces() {
        #expect(DescriptionNormaliser.normalise("  CAFÉ \t Ñandú\n ") == "cafe nandu")
    }
}
