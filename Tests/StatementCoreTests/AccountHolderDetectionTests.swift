import Testing
@testable import StatementCore

/// Business or personal, where the statement's own words say so (issue 29).
@Suite struct AccountHolderDetectionTests {
    func holder(_ text: String) -> AccountKind.Holder? {
        AccountKindDetector.holder(foldedText: TextFolding.normalised(text))
    }

    @Test func businessAccountsAreToldInEachLanguage() {
        #expect(holder("Woodgrove Bank Business Checking Statement period") == .business)
        #expect(holder("Extrato Conta Corrente Pessoa Jurídica") == .business)
        #expect(holder("Kontoauszug Geschäftskonto Nr. 1234") == .business)
        #expect(holder("Relevé compte professionnel") == .business)
        #expect(holder("Estado de cuenta Persona Moral") == .business)
    }

    @Test func personalAndUnsaidAreToldApart() {
        #expect(holder("Personal Account statement") == .personal)
        #expect(holder("Conta corrente pessoa física") == .personal)
        #expect(holder("Current account statement 01/03 to 31/03") == nil)
    }

    @Test func rowsDoNotTellWhoseAccountItIs() {
        var page = HandBuiltPage()
        page.line(.left("Current account statement", 40))
        page.line(.left("02/03", 40), .left("PAYMENT TO ACME SOCIEDAD ANONIMA DE CAPITAL VARIABLE", 100), .right("10.00", 500))
        let row = Transaction(
            date: LocalDate(iso: "2024-03-02")!, description: "PAYMENT TO ACME",
            amount: Money(minorUnits: -1000, currency: .eur), page: 1, line: 2)
        #expect(AccountKindDetector.holder(pages: [page.page], rows: [row]) == nil)
        #expect(AccountKindDetector.holder(pages: [page.page], rows: []) == .business)
    }

    @Test func aHolderNamedWithALegalFormIsABusiness() {
        var company = HandBuiltPage()
        company.line(.left("Nome: EXEMPLO LOCADORA DE VEICULOS SA", 40))
        #expect(AccountKindDetector.holder(pages: [company.page], rows: []) == .business)
        var person = HandBuiltPage()
        person.line(.left("Nome: MARIA DA SILVA DE SA", 40))
        #expect(AccountKindDetector.holder(pages: [person.page], rows: []) == nil)
    }
}
