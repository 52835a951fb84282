import Testing
@testable import StatementCore

@Suite struct HeaderVocabularyTests {
    private func role(_ printed: String) -> ColumnRole? {
        HeaderVocabulary.standard.role(TextFolding.normalised(printed), next: nil)?.0
    }

    @Test func oneColumnNamingBothDirectionsHoldsSignedAmounts() {
        #expect(role("Soll/Haben") == .amount)
        #expect(role("Debit/Credit") == .amount)
        #expect(role("Cargo/Abono") == .amount)
    }

    @Test func aWordFoldingToSeveralStillTakesItsFirstRole() {
        #expect(role("Buchung/Wert") == role("Buchung"))
        #expect(role("Soll") == .debit)
        #expect(role("Haben") == .credit)
    }
}
