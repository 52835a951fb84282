@testable import RemoteCategoriser
import StatementCore
import Testing

@Suite struct DescriptionMaskerTests {
    let masker = DescriptionMasker(maskWords: ["Juniper Road"])

    @Test(arguments: [
        ("TESCO STORES 3297", "TESCO STORES 3297"),
        ("DIRECT DEBIT REF 0012345678", "DIRECT DEBIT REF [number]"),
        ("FASTER PAYMENT TO 12 JUNIPER ROAD", "FASTER PAYMENT TO 12 [name]"),
        ("TRANSFER NL91ABNA0417164300", "TRANSFER [iban]"),
        ("CARD XXXX XXXX XXXX 4242 AMAZON", "CARD [card] AMAZON"),
        ("POS 5500-0000-0000-0004 SHELL", "POS [card] SHELL"),
        ("MB WAY +351 912 345 678", "MB WAY [phone]"),
        ("ZELLE TO (415) 555-2671", "ZELLE TO [phone]"),
        ("PAYMENT TO +44 7911 123456", "PAYMENT TO [phone]"),
        ("TOP UP 07911 123456 VODAFONE", "TOP UP [phone] VODAFONE"),
        ("PIX RECEBIDO maria.silva@gmail.com", "PIX RECEBIDO [email]"),
        ("PURCHASE 12.07.2024 BOOTS", "PURCHASE 12.07.2024 BOOTS"),
        ("AMAZON 1,234.56 GBP", "AMAZON 1,234.56 GBP"),
        ("  SPACED\n  OUT   TEXT ", "SPACED OUT TEXT"),
        // Issue 36 item 10: lowercase and dashed IBANs whole, UK National Insurance numbers and sort codes.
        ("transfer gb29 nwbk 6016 1331 9268 19 rent", "transfer [iban] rent"),
        ("SEPA DE89-3704-0044-0532-0130-00 MIETE", "SEPA [iban] MIETE"),
        ("HMRC NI QQ 12 34 56 C REFUND", "HMRC NI [id] REFUND"),
        ("NI qq123456c", "NI [id]"),
        ("BANK GIRO 20-32-06 SMITH", "BANK GIRO [sortcode] SMITH"),
        ("ab12 shop food cafe", "ab12 shop food cafe"),
    ])
    func masks(_ input: String, _ expected: String) {
        #expect(masker.mask(input) == expected)
    }

    @Test func theHoldersNameIsMaskedWordByWordButNotInsideWords() {
        #expect(
            masker.mask("PAYMENT FROM ANN O'BRIEN ANNUAL FEE", holder: HolderBlock(names: ["Ann O'Brien"]))
                == "PAYMENT FROM [name] O'[name] ANNUAL FEE")
        #expect(masker.mask("BIZUM DE MARÍA PÉREZ", holder: HolderBlock(names: ["Maria Perez"])) == "BIZUM DE [name] [name]")
    }

    @Test func theHoldersAddressIsMaskedAsPhrasesAndTitlesStay() {
        let holder = HolderBlock(names: ["MR SAM TESTER"], address: ["9 Nowhere Lane", "Testville", "TE1 1ST"])
        #expect(masker.mask("RENT 9 NOWHERE LANE TESTVILLE TE1 1ST", holder: holder) == "RENT [address] [address] [address]")
        #expect(masker.mask("FASTER PAYMENT FROM S TESTER MR", holder: holder) == "FASTER PAYMENT FROM S [name] MR")
        // A word of the street alone is not the street: "LANE" stays.
        #expect(masker.mask("LANE COVE CAFE TESTVILLE", holder: holder) == "LANE COVE CAFE [address]")
    }

    @Test func longDescriptionsAreCut() {
        #expect(masker.mask(String(repeating: "A", count: 500)).count == DescriptionMasker.maximumLength)
    }
}
