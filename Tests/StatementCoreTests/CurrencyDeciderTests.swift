import Testing
import StatementCore

/// A shared sign is never a currency alone: each cue decides with it, cues that disagree decide
/// nothing, and the decision names its evidence.
@Suite struct CurrencyDeciderTests {
    private func lines(_ texts: [String]) -> [TextLine] {
        var page = HandBuiltPage()
        for text in texts { page.line(.left(text, 40)) }
        return page.page.lines
    }

    private func decide(_ texts: String...) -> CurrencyDecision {
        let printed = lines(texts + ["Date Description Amount", "03/02/2025 SHOP 12 $1,234.50"])
        return CurrencyDecider.decide(opening: printed, all: printed)
    }

    @Test func aCityOrAnAccountKindNamesTheCountryWithoutASign() {
        let printed = lines(["Branch Code 250655 Johannesburg 2001", "Date Description Amount", "02 May POS Purchase 612.45"])
        #expect(CurrencyDecider.decide(opening: printed, all: printed).currency?.code == "ZAR")
        let japanese = lines(["普通預金 入出金明細 口座番号 1234567", "年月日 摘要 お支払金額", "2025/09/05 カード 20,000"])
        #expect(CurrencyDecider.decide(opening: japanese, all: japanese).currency?.code == "JPY")
        // An IBAN printed in groups without its label, told by its check digits.
        let iban = lines(["Extracto de cuenta ES67 3058 0000 1234 5678 9012", "Fecha Concepto Importe", "04/03/2025 RECIBO -54,80"])
        #expect(CurrencyDecider.decide(opening: iban, all: iban).currency?.code == "EUR")
        let notIBAN = lines(["Extracto de cuenta ES12 3058 0000 1234 5678 9012", "Fecha Concepto Importe", "04/03/2025 RECIBO -54,80"])
        #expect(CurrencyDecider.decide(opening: notIBAN, all: notIBAN).currency == nil)
        // A payee named like a code on a row is no currency; the code beside the amounts is.
        let payee = lines(["Eastern Harbour Bank HKD Savings", "Date Description Amount", "18 MAR PAYMENT TO CLP POWER 642.30"])
        #expect(CurrencyDecider.decide(opening: payee, all: payee).currency?.code == "HKD")
        // A postal-code look-alike without a province is no address.
        let code = lines(["Reference M5V 3L9", "Date Description Amount", "03/02/2025 SHOP 12 $1,234.50"])
        #expect(CurrencyDecider.decide(opening: code, all: code).currency == nil)
    }

    @Test func aDollarSignAloneDecidesNothing() throws {
        let decision = decide("Example Bank", "Statement of account")
        #expect(decision.currency == nil)
        #expect(decision.evidence.contains("'$' amounts"))
        let warning = try #require(decision.warning)
        #expect(warning.contains("pass --currency CODE"))
    }

    @Test(arguments: [
        ("CLABE 012180001234567891", "MXN", "CLABE 0121800…"),
        ("CBU 0170099220000067797370", "ARS", "CBU"),
        ("BSB 062-000 Account 12345678", "AUD", "BSB"),
        ("Routing number 021000021", "USD", "routing number"),
        ("Member FDIC", "USD", "FDIC"),
        ("Springfield, IL 62704", "USD", "US address 'IL 62704'"),
        ("Atención a clientes +52 55 5123 4567", "MXN", "phone +52"),
        ("Av. Reforma 222, Ciudad de México", "MXN", "country 'mexico' printed"),
        ("GRAVAMEN LEY 25413 S/DEB", "ARS", "'Ley 25.413'"), ("Impuesto Ley 25.413 s/créditos", "ARS", "'Ley 25.413'"),
        ("Sydney NSW 2000", "AUD", "Australian address 'NSW 2000'"),
        ("Toronto, ON M5V 3L9", "CAD", "Canadian address 'ON M5V 3L9'"),
    ])
    func eachCueAloneDecidesTheSign(_ cue: String, _ code: String, _ evidence: String) {
        let decision = decide(cue)
        #expect(decision.currency?.code == code, "\(decision)")
        #expect(decision.evidence.contains { $0.hasPrefix(evidence) }, "\(decision.evidence)")
        #expect(decision.evidence.contains("'$' amounts"))
    }

    /// "Moneda nacional" ("M.N.") says "this country's currency", in Peru, Chile or Colombia as
    /// in Mexico: it names no country, so it never makes a "$" statement pesos of one of them.
    @Test(
        arguments: [
            ("Importes expresados en Moneda nacional", nil),
            ("Saldos en M.N.", nil),
            ("Cuenta corriente en Moneda nacional - Santiago, Chile", "CLP"),
            ("Extracto en Moneda nacional - Bogotá, Colombia", "COP"),
        ] as [(String, String?)])
    func nationalCurrencyWordsNameNoCountry(_ cue: String, _ code: String?) {
        let decision = decide("Banco Ejemplo", cue)
        #expect(decision.currency?.code == code, "\(decision)")
        #expect(!decision.evidence.contains { $0.contains("moneda nacional") || $0.contains("M.N.") }, "\(decision.evidence)")
    }

    /// A Peruvian statement in soles ("S/") that says its amounts are in "Moneda nacional" is
    /// never Mexican pesos.
    @Test func aSolesStatementInMonedaNacionalIsNotMXN() {
        let printed = lines([
            "Banco Ejemplo", "Estado de cuenta - Importes en Moneda nacional", "Fecha Descripción Importe",
            "03/02/2025 MERCADO CENTRAL S/ 1,234.50", "05/02/2025 PAGO DE SERVICIOS S/ 120.00",
        ])
        #expect(CurrencyDecider.decide(opening: printed, all: printed).currency?.code != "MXN")
    }

    /// A GST registration is New Zealand's, Australia's, Canada's and Singapore's, and "$" is the
    /// money of each: it votes for none of them.
    @Test func aGSTRegistrationDecidesNothing() {
        #expect(decide("Example Bank", "GST Reg No 123-456-789").currency == nil)
    }

    @Test func cuesThatDisagreeDecideNothing() throws {
        let decision = decide("CLABE 012180001234567891", "Routing number 021000021")
        #expect(decision.currency == nil)
        #expect(decision.warning?.contains("disagree") == true)
    }

    @Test func aCountryWhoseCurrencyTheSignCannotBeDecidesNothing() {
        // A sort code says pounds; "$" cannot be pounds.
        #expect(decide("Sort code 20-45-67").currency == nil)
    }

    @Test func aPrintedCodeDecides() {
        let decision = decide("Moneda: MXN")
        #expect(decision.currency?.code == "MXN")
        #expect(decision.evidence.first == "'MXN' printed (code, symbol or name)")
    }

    @Test func noSignAndNoCueIsNoCurrency() {
        let printed = lines(["Example Bank", "03/02/2025 SHOP 12 1,234.50"])
        let decision = CurrencyDecider.decide(opening: printed, all: printed)
        #expect(decision.currency == nil)
        #expect(decision.warning?.contains("no currency code or sign") == true)
    }

    @Test func aNationalIdentifierDecidesAStatementWithNoSign() {
        let printed = lines(["Sort code 20-45-67", "03/02/2025 SHOP 12 1,234.50"])
        #expect(CurrencyDecider.decide(opening: printed, all: printed).currency?.code == "GBP")
    }

    @Test func aMexicanStatementWithDollarSignsIsPesosInTheParse() {
        var page = HandBuiltPage()
        page.line(.left("Banco de Prueba", 40))
        page.line(.left("CLABE 012180001234567891", 40))
        page.line(.left("Periodo del 01/02/2025 al 28/02/2025", 40))
        page.line(.left("Saldo anterior", 40), .right("$1,000.00", 300))
        page.line(.left("Saldo final", 40), .right("$900.00", 300))
        page.line(.left("Fecha", 40), .left("Concepto", 110), .right("Cargos", 440), .right("Abonos", 520))
        page.line(.left("14/02/2025", 40), .left("OXXO REFORMA", 110), .right("$100.00", 440))
        let statement = StatementParser().parse(pages: [page.page])
        #expect(statement.decidedCurrency?.code == "MXN")
        #expect(statement.currency.code == "MXN")
        #expect(statement.currencyDecision.evidence.contains { $0.hasPrefix("CLABE") })
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
