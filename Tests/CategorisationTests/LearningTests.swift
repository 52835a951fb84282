import Testing
@testable import Categorisation

@Suite struct LearningTests {
    @Test(arguments: [
        ("COMPRA TARJ. 5400XXXXXXXX1234 MERCADONA VALENCIA ES", "MERCADONA"),
        ("MERCADONA 0234", "MERCADONA"),
        ("COMPRA EN MERCADONA, CON LA TARJETA : 4940********1234 EL 12/03", "MERCADONA"),
        ("CARD PAYMENT TO TESCO STORES 3456 ON 12 MAR", "TESCO STORES"),
        ("TESCO STORES 3456 ON 02 APR CLP", "TESCO STORES"),
        ("SQ *BLUE BOTTLE COFFEE", "BLUE BOTTLE COFFEE"),
        ("PAYPAL *NETFLIX", "NETFLIX"),
        ("SumUp *Helados Nieves", "HELADOS NIEVES"),
        ("PAGO EN ZARA ESPANA SA", "ZARA"),
        ("POS 4940XXXX9876 STARBUCKS #1234 MADRID ES", "STARBUCKS"),
        ("CHECKCARD 0312 WHOLEFDS MKT 10234 AB12CD34", "WHOLEFDS MKT"),
        ("UBER *TRIP HELP.UBER.COM", "UBER TRIP"),
        ("STARBUCKS 10:32 SAN FRANCISCO CA", "STARBUCKS"),
        ("RECIBO IBERDROLA CLIENTES SAU", "IBERDROLA CLIENTES"),
        ("Farmacia Lda. García", "FARMACIA LDA GARCIA"),
        ("AMZN Mktp ES*2K3J4", "AMZN MKTP"),
        ("DEBIT CARD PURCHASE - WAL-MART #3321 HOUSTON TX", "WAL MART"),
        // A foreign-exchange detail joined to the row is no part of the merchant.
        ("NETFLIX.COM USD 12.50 EXCHANGE RATE 1.0832", "NETFLIX"),
        ("GIZMO EMPORIUM USD 40.00 @ 1.0790", "GIZMO EMPORIUM"),
        ("BOOKSHOP NY EUR 210,00 1,1862", "BOOKSHOP"),
        ("HOTEL LISBOA ORIGINAL AMOUNT EUR 80.00", "HOTEL"),
        ("TIENDA SOL TIPO DE CAMBIO 17,20", "TIENDA SOL"),
        // A currency code without an amount after it, or a figure without cents, stays.
        ("ALL 4 KIDS TOYS", "ALL KIDS TOYS"),
    ])
    func merchantKeys(description: String, key: String) {
        #expect(MerchantNormaliser.key(for: description) == key)
    }

    @Test func memoryConfidenceGrowsAndFalls() {
        var memory = MerchantMemory()
        let visit = row("COMPRA TARJ. 5400XXXXXXXX1234 MERCADONA VALENCIA ES", "-20")
        memory.learn(description: "MERCADONA 0234", categoryID: "food")
        #expect(memory.suggest([visit])[0].confidence == 0.75)
        memory.learn(description: "MERCADONA MADRID", categoryID: "food")
        memory.learn(description: "MERCADONA", categoryID: "food")
        let after3 = memory.suggest([visit])[0]
        #expect(after3.confidence == 5.0 / 6.0)
        #expect(after3.explanation == "learned from 3 confirmations of MERCADONA")
        #expect(after3.source == .learned)
        let record = memory.learn(description: "MERCADONA", categoryID: "shopping")
        #expect(record == LearnedMerchant(merchant: "MERCADONA", categoryID: "food", agreements: 3, disagreements: 1))
        #expect(memory.suggest([visit])[0].confidence == 5.0 / 7.0)
        for _ in 0..<50 { memory.learn(description: "MERCADONA", categoryID: "food") }
        #expect(memory.suggest([visit])[0].confidence == MerchantMemory.confidenceCap)
    }

    @Test func correctionsOutnumberingConfirmationsSwitchCategory() {
        let record = LearnedMerchant(merchant: "X", categoryID: "food").observing("shopping")
        #expect(record == LearnedMerchant(merchant: "X", categoryID: "shopping", agreements: 1, disagreements: 1))
        #expect(record.confidence < CategorisationChain.defaultThreshold)
        let reloaded = MerchantMemory(records: [record])
        #expect(reloaded.allRecords == [record])
    }

    @Test func tokenModelOnAToySet() {
        let examples = [
            ("FRUTERIA PACO", "-10", "food"), ("FRUTERIA LOLA", "-8", "food"), ("CARNICERIA PACO", "-20", "food"),
            ("BAR PACO", "-3", "restaurants"), ("BAR LOLA", "-4", "restaurants"), ("BAR CENTRAL", "-5", "restaurants"),
            ("NOMINA ACME", "2000", "salary"), ("NOMINA BETA", "1800", "salary"),
        ].map { TokenModel.Example(input: row($0.0, $0.1), categoryID: $0.2) }
        let model = TokenModel(examples: examples)
        let fruit = model.suggest([row("FRUTERIA MANOLO", "-12")])[0]
        #expect(fruit.categoryID == "food")
        #expect(fruit.source == .learned)
        // Eight rows are little evidence: a suggestion, never an automatic decision.
        #expect(fruit.confidence > 0.2 && fruit.confidence < 0.7)
        #expect(model.suggest([row("BAR NUEVO", "-2")])[0].categoryID == "restaurants")
        #expect(model.suggest([row("NOMINA GAMMA", "1500")])[0].categoryID == "salary")
        #expect(model.suggest([row("ZZZ UNKNOWN", "-1")])[0] == .none)
        let posteriors = model.posteriors(row("FRUTERIA MANOLO", "-12"))
        #expect(abs(posteriors.values.reduce(0, +) - 1) < 1e-9)
    }

    /// Issue 35: confirmed bills taught "to", "the" and "ng" to every other row printing them.
    @Test func tokenModelTakesNoStopWordsSingleLettersOrBankWords() {
        #expect(TokenModel.tokens(row("PAYMENT TO THE NG A ELECTRIC", "-90")) == ["electric", "sign:debit"])
        #expect(TokenModel.tokens(row("VIREMENT DE LA PART DES ZORBLAX", "90")) == ["part", "zorblax", "sign:credit"])
        let examples = [
            ("PAYMENT TO THE NG ELECTRIC", "-90", "bills"), ("PAYMENT TO THE NG WATER", "-40", "bills"),
            ("ONLINE PAYMENT FROM A B", "-40", "bills"),
        ].map { TokenModel.Example(input: row($0.0, $0.1), categoryID: $0.2) }
        let model = TokenModel(examples: examples)
        #expect(model.suggest([row("TRANSFER TO THE NG A B", "-500")])[0] == .none)
        #expect(model.suggest([row("ELECTRIC COMPANY", "-70")])[0].categoryID == "bills")
    }

    /// Issue 41, item 5: a correction reaches the merchant printed with another store number,
    /// city, card wrapper or date, and never a different merchant behind the same bank words.
    @Test func aCorrectionReachesTheSameMerchantWrittenAnotherWayOnly() {
        var memory = MerchantMemory()
        memory.learn(description: "CARD PAYMENT TO ZORBLAX MARKET 0231 ON 12 MAR", categoryID: "food")
        memory.learn(description: "TRANSFERENCIA A JUAN PEREZ", categoryID: "transfers")
        for written in [
            "POS 4411XXXXXXXX9876 ZORBLAX MARKET 0987", "VISA DEBIT ZORBLAX MARKET LONDON GB", "ZORBLAX MARKET #12",
            "COMPRA TARJ. 5400XXXXXXXX1234 ZORBLAX MARKET", "ZORBLAX MARKET SAO PAULO BR",
        ] {
            let suggestion = memory.suggest([row(written, "-12")])[0]
            #expect(suggestion.categoryID == "food" && suggestion.confidence >= CategorisationChain.defaultThreshold, "\(written)")
        }
        for other in ["CARD PAYMENT TO QUINTOR GARAGE", "TRANSFERENCIA A ACADEMIA FORMA", "ZORBLAX", "CARD PAYMENT TO MARKET"] {
            #expect(memory.suggest([row(other, "-12")])[0] == .none, "\(other)")
        }
        // Money back from the market is not another purchase there: the rules say what it is.
        #expect(memory.suggest([row("POS CR ZORBLAX MARKET 0987", "12")])[0] == .none)
        memory.learn(description: "ACME QUINTOR LTD", categoryID: "salary")
        #expect(memory.suggest([row("ACME QUINTOR LTD", "2000")])[0].categoryID == "salary")
        #expect(memory.suggest([row("ACME QUINTOR LTD", "-50")])[0] == .none)
        let model = TokenModel(examples: [
            .init(input: row("TRANSFERENCIA A JUAN PEREZ", "-300"), categoryID: "transfers"),
            .init(input: row("CARD PAYMENT TO ZORBLAX MARKET", "-12"), categoryID: "food"),
        ])
        #expect(model.suggest([row("TRANSFERENCIA A ACADEMIA FORMA", "-60")])[0] == .none)
        #expect(model.suggest([row("CARD PAYMENT TO QUINTOR GARAGE", "-60")])[0] == .none)
    }

    @Test func tokenModelGrowsConfidentWithData() {
        var examples: [TokenModel.Example] = []
        for index in 0..<100 {
            examples.append(.init(input: row("FRUTERIA \(index)", "-10"), categoryID: "food"))
            examples.append(.init(input: row("BAR \(index)", "-3"), categoryID: "restaurants"))
        }
        let confidence = TokenModel(examples: examples).suggest([row("FRUTERIA PEPE", "-9")])[0].confidence
        #expect(confidence > 0.7 && confidence < 0.95)
    }
}
