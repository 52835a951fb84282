import Foundation
import StatementCore
import Testing
@testable import Categorisation

/// Payment-channel words, dates and card or store numbers are not the merchant (issue 29).
@Suite struct PaymentChannelWordsTests {
    func stripped(_ description: String) -> String {
        let words = RuleText.normalised(description).split(separator: " ")
        return PaymentChannelWords.strip(words, starred: PaymentChannelWords.starredWords(description))
            .kept.joined(separator: " ")
    }

    @Test func channelWordsDatesAndNumbersInFrontAreTakenOut() {
        #expect(stripped("PUR 27/11 CORNER GROCER Springfield 0729") == "corner grocer springfield 0729")
        #expect(stripped("COMPRA TARJ. 5400XXXXXXXX1234 PANADERIA LUNA") == "panaderia luna")
        #expect(stripped("VISA DEBIT 12 MAR BOOKSHOP") == "bookshop")
        #expect(stripped("POS 1234 CORNER CAFE") == "corner cafe")
        #expect(stripped("18/04 COMPRA ELEC 1234567/00 LOJA EXEMPLO") == "loja exemplo")
        #expect(stripped("PAIEMENT CB 1203 BOULANGERIE SOLEIL") == "boulangerie soleil")
        #expect(stripped("Bizum purchase at: AMAZON") == "amazon")
        #expect(stripped("Transaccion Contactless En Cafe Luna, Madrid") == "cafe luna madrid")
        #expect(stripped("PLATBA KARTOU 12.03. PEKARNA U MOSTU") == "pekarna u mostu")
        #expect(stripped("EFTPOS PURCHASE CORNER BAKERY") == "corner bakery")
    }

    /// iFood's code says the kind (food delivered), so it stays: "IFD*<owner's name>" is not a
    /// person's name alone.
    @Test func aProcessorCodeThatSaysTheKindStays() {
        #expect(stripped("IFD*12.345.678 ANA LUNA") == "ifd 12 345 678 ana luna")
    }

    @Test func processorCodesNeedTheirStar() {
        #expect(stripped("MP *LOJA EXEMPLO") == "loja exemplo")
        #expect(stripped("PAG*PadariaSol") == "padariasol")
        #expect(stripped("SQ *CORNER COFFEE") == "corner coffee")
        // Without the star "MP" may be the merchant's own word.
        #expect(stripped("MP MATERIAIS") == "mp materiais")
    }

    @Test func nothingIsTakenWhenNothingWouldRemain() {
        #expect(stripped("VISA") == "visa")
        #expect(stripped("CARD PURCHASE 1234") == "card purchase 1234")
        #expect(stripped("MERCADONA") == "mercadona")
    }

    @Test func theMerchantDecidesAndTheChannelIsTheFallback() throws {
        let rules = try ruleSet(
            """
            rule "Bizum" when description contains "bizum" category transfers confidence 0.85
            rule "Amazon" when description contains "amazon" and debit category shopping confidence 0.85
            rule "Terminal" when description starts with "sq" and debit category restaurants confidence 0.75
            rule "Starts" when description starts with "panaderia" category food
            """)
        #expect(category(rules, row("Bizum purchase at: AMAZON", "-20")) == "shopping")
        #expect(category(rules, row("BIZUM ENVIADO A LUCIA", "-20")) == "transfers")
        // The merchant is unknown: the channel still says something.
        #expect(category(rules, row("SQ *UNKNOWN PLACE", "-9")) == "restaurants")
        #expect(category(rules, row("COMPRA TARJ. 5400XXXXXXXX1234 PANADERIA LUNA", "-3")) == "food")
    }

    @Test func explainSaysWhatWasStripped() throws {
        let rules = try ruleSet(#"rule "Bakery" when description contains "panaderia" category food"#)
        let explanation = rules.explain(row("COMPRA TARJ. 5400XXXXXXXX1234 PANADERIA LUNA", "-3"))
        #expect(explanation.strippedChannelWords == "compra tarj 5400xxxxxxxx1234")
        #expect(explanation.text.contains("stripped:    compra tarj 5400xxxxxxxx1234 (payment channel"))
        #expect(explanation.chosen.categoryID == "food")
        let fallback = try ruleSet(#"rule "T" when description starts with "sq" category restaurants"#)
            .explain(row("SQ *UNKNOWN PLACE", "-9"))
        #expect(fallback.matchedWholeDescription && fallback.chosen.categoryID == "restaurants")
        #expect(fallback.text.contains("the whole text was tried"))
    }

    @Test func theLearnedMerchantIsTheSameWhateverTheChannel() {
        let keys = [
            "PUR 27/11 CORNER GROCER 0729", "VISA DEBIT CORNER GROCER", "POS 88 CORNER GROCER",
            "SQ *CORNER GROCER",
        ].map(MerchantNormaliser.key)
        #expect(Set(keys) == ["CORNER GROCER"])
        #expect(MerchantNormaliser.key(for: "MP *LOJA EXEMPLO") == "LOJA EXEMPLO")
    }

    @Test func whatALedgerLearnedUnderTheEarlierKeyIsStillFound() {
        #expect(MerchantNormaliser.earlierKey(for: "PAG*PadariaSol") == "PAG PADARIASOL")
        let memory = MerchantMemory(records: [LearnedMerchant(merchant: "PAG PADARIASOL", categoryID: "food")])
        #expect(memory.suggest([row("PAG*PadariaSol", "-3")])[0].categoryID == "food")
    }
}
