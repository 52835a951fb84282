import Testing
@testable import StatementCore

/// Family 8: signs printed as marks: a trailing minus, CR/DR and C/D flags, parentheses, and an
/// opening balance that takes its sign from its own mark.
@Suite struct UnseenLayoutSignMarkTests {
    @Test func trailingMinusOnAnAmountColumn() {
        var page = HandBuiltPage()
        page.line(.left("Banco Exemplo", 40))
        page.line(.left("Extrato de 01/03/2025 a 31/03/2025", 40))
        page.line(.left("Data", 40), .left("Histórico", 110), .right("Valor", 420), .right("Saldo", 520))
        page.line(.left("Saldo anterior", 110), .right("1.000,00", 520))
        page.line(.left("05/03/2025", 40), .left("PAGTO CONTA LUZ", 110), .right("150,00-", 420), .right("850,00", 520))
        page.line(.left("10/03/2025", 40), .left("TED RECEBIDA", 110), .right("300,00", 420), .right("1.150,00", 520))
        page.line(.left("Saldo final", 110), .right("1.150,00", 520))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["1000.00", "1150.00"])
        #expect(statement.rows == ["2025-03-05 -150.00 PAGTO CONTA LUZ", "2025-03-10 300.00 TED RECEBIDA"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func overdrawnOpeningMarkedDRAndRowsMarkedCRAndDR() {
        var page = HandBuiltPage()
        page.line(.left("Northern Trust Savings", 40))
        page.line(.left("Statement period 01/06/2025 to 30/06/2025", 40))
        page.line(.left("Opening balance", 40), .right("120.00 DR", 300))
        page.line(.left("Closing balance", 40), .right("380.00 CR", 300))
        page.line(.left("Date", 40), .left("Details", 110), .right("Amount", 420), .right("Balance", 520))
        page.line(.left("02/06/2025", 40), .left("SALARY", 110), .right("1,000.00 CR", 420), .right("880.00 CR", 520))
        page.line(.left("09/06/2025", 40), .left("RENT", 110), .right("500.00 DR", 420), .right("380.00 CR", 520))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["-120.00", "380.00"])
        #expect(statement.rows == ["2025-06-02 1000.00 SALARY", "2025-06-09 -500.00 RENT"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func dutchAfBijColumnBeforeTheAmount() {
        var page = HandBuiltPage()
        page.line(.left("Voorbeeld Bank N.V.", 40))
        page.line(.left("Periode 01-02-2025 t/m 28-02-2025", 40))
        page.line(.left("Beginsaldo", 40), .right("100,00", 200))
        page.line(.left("Eindsaldo", 40), .right("170,00", 200))
        page.line(.left("Datum", 40), .left("Omschrijving", 110), .left("Af Bij", 420), .right("Bedrag (EUR)", 540))
        page.line(.left("03-02-2025", 40), .left("Boodschappen bij de markt", 110), .left("Af", 420), .right("30,00", 540))
        page.line(.left("05-02-2025", 40), .left("Terugbetaling", 110), .left("Bij", 420), .right("100,00", 540))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows == ["2025-02-03 -30.00 Boodschappen bij de markt", "2025-02-05 100.00 Terugbetaling"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func amountsInParenthesesAreMoneyOut() {
        var page = HandBuiltPage()
        page.line(.left("Example Bank", 40))
        page.line(.left("Statement period 01/07/2025 to 31/07/2025", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 420), .right("Balance", 520))
        page.line(.left("Opening balance", 110), .right("200.00", 520))
        page.line(.left("03/07/2025", 40), .left("CARD PURCHASE", 110), .right("(45.00)", 420), .right("155.00", 520))
        page.line(.left("04/07/2025", 40), .left("REFUND", 110), .right("5.00", 420), .right("160.00", 520))
        page.line(.left("Closing balance", 110), .right("160.00", 520))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows == ["2025-07-03 -45.00 CARD PURCHASE", "2025-07-04 5.00 REFUND"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func frenchDebtorBalanceOpensNegative() {
        var page = HandBuiltPage()
        page.line(.left("BANQUE EXEMPLE", 40))
        page.line(.left("Période du 01/02/2025 au 28/02/2025", 40))
        page.line(.left("Date", 40), .left("Opération", 110), .right("Débit", 380), .right("Crédit", 450))
        page.line(.left("SOLDE DEBITEUR AU 31/01/2025", 110), .right("50,00", 380))
        page.line(.left("05/02/2025", 40), .left("VIR SALAIRE", 110), .right("1.000,00", 450))
        page.line(.left("SOLDE CREDITEUR AU 28/02/2025", 110), .right("950,00", 450))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["-50.00", "950.00"])
        #expect(statement.rows == ["2025-02-05 1000.00 VIR SALAIRE"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func frenchAccountWithValueDatesAfterTheLabelAndCreditorBalances() {
        var page = HandBuiltPage()
        page.line(.left("BANQUE EXEMPLE", 40), .left("RELEVÉ DE COMPTE", 380))
        page.line(.left("COMPTE DE CHEQUES", 40), .left("IBAN FR76 3000 4012 3400 0123 4567 854", 240))
        page.line(.left("du 1er février 2025 au 28 février 2025", 40))
        page.line(.left("Date", 40), .left("Nature des opérations", 90), .left("Valeur", 330), .right("Débit", 440), .right("Crédit", 530))
        page.line(.left("SOLDE CREDITEUR AU 31.01.2025", 90), .right("1 520,40", 530))
        page.line(.left("03.02", 40), .left("PRLV SEPA FREE MOBILE", 90), .left("03.02", 330), .right("19,99", 440))
        page.line(.left("ECH/030225 REF/FM123456", 90))
        page.line(.left("04.02", 40), .left("CARTE X1234 02/02 MONOPRIX", 90), .left("02.02", 330), .right("42,17", 440))
        page.line(.left("05.02", 40), .left("VIR SEPA RECU DE ACME SA", 90), .left("05.02", 330), .right("2 340,00", 530))
        page.line(.left("MOTIF: SALAIRE FEVRIER", 90))
        page.line(.left("17.02", 40), .left("RETRAIT DAB 15/02 PARIS", 90), .left("15.02", 330), .right("100,00", 440))
        page.line(.left("28.02", 40), .left("COMMISSIONS COTISATION ESPRIT LIBRE", 90), .left("01.03", 330), .right("6,50", 440))
        page.line(.left("TOTAL DES OPERATIONS", 90), .right("168,66", 440), .right("2 340,00", 530))
        page.line(.left("SOLDE CREDITEUR AU 28.02.2025", 90), .right("3 691,74", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "EUR")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["1520.40", "3691.74"])
        #expect(
            statement.rows == [
                "2025-02-03 -19.99 PRLV SEPA FREE MOBILE ECH/030225 REF/FM123456",
                "2025-02-04 -42.17 CARTE X1234 02/02 MONOPRIX",
                "2025-02-05 2340.00 VIR SEPA RECU DE ACME SA MOTIF: SALAIRE FEVRIER",
                "2025-02-17 -100.00 RETRAIT DAB 15/02 PARIS",
                "2025-02-28 -6.50 COMMISSIONS COTISATION ESPRIT LIBRE",
            ])
        // The value date is printed after the label, in its own column.
        #expect(statement.transactions.map { $0.valueDate?.iso } == ["2025-02-03", "2025-02-02", "2025-02-05", "2025-02-15", "2025-03-01"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func frenchOverdrawnAccountOpensWithADebitBalance() {
        var page = HandBuiltPage()
        page.line(.left("BANQUE EXEMPLE", 40))
        page.line(.left("Montants en euros", 40))
        page.line(.left("du 1er février 2025 au 28 février 2025", 40))
        page.line(.left("Date", 40), .left("Nature des opérations", 90), .left("Valeur", 330), .right("Débit", 440), .right("Crédit", 530))
        page.line(.left("SOLDE DEBITEUR AU 31.01.2025", 90), .right("120,00", 440))
        page.line(.left("05.02", 40), .left("VIR SEPA RECU DE ACME SA", 90), .left("05.02", 330), .right("2 340,00", 530))
        page.line(.left("10.02", 40), .left("PRLV SEPA EDF", 90), .left("10.02", 330), .right("84,20", 440))
        page.line(.left("SOLDE CREDITEUR AU 28.02.2025", 90), .right("2 135,80", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "EUR")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["-120.00", "2135.80"])
        #expect(statement.rows == ["2025-02-05 2340.00 VIR SEPA RECU DE ACME SA", "2025-02-10 -84.20 PRLV SEPA EDF"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func brazilianAccountWithDebitAndCreditMarks() {
        var page = HandBuiltPage()
        page.line(.left("BANCO EXEMPLO S.A.", 40))
        page.line(.left("Extrato de conta corrente", 40))
        page.line(.left("Cliente: MARIA OLIVEIRA", 40))
        page.line(.left("Agência 1234-5", 40), .left("Conta 67890-1", 200))
        page.line(.left("Período: 01/02/2025 a 28/02/2025", 40))
        page.line(.left("Data", 40), .left("Histórico", 100), .right("Valor (R$)", 400), .right("Saldo (R$)", 520))
        page.line(.left("31 JAN", 40), .left("SALDO ANTERIOR", 100), .right("1.234,56 C", 520))
        page.line(.left("03 FEV", 40), .left("PIX ENVIADO", 100), .right("150,00 D", 400), .right("1.084,56 C", 520))
        page.line(.left("MARIA DA SILVA", 100))
        page.line(.left("05 FEV", 40), .left("COMPRA CARTAO DEBITO", 100), .right("45,90 D", 400), .right("1.038,66 C", 520))
        page.line(.left("SUPERMERCADO BOA VISTA", 100))
        page.line(.left("05 FEV", 40), .left("PIX RECEBIDO", 100), .right("320,00 C", 400), .right("1.358,66 C", 520))
        page.line(.left("JOAO PEREIRA", 100))
        page.line(.left("10 FEV", 40), .left("PAGAMENTO DE BOLETO", 100), .right("1.480,00 D", 400), .right("121,34 D", 520))
        page.line(.left("CONDOMINIO EDIFICIO SOL", 100))
        page.line(.left("12 FEV", 40), .left("TED RECEBIDA", 100), .right("2.500,00 C", 400), .right("2.378,66 C", 520))
        page.line(.left("EMPRESA XYZ LTDA", 100))
        page.line(.left("15 FEV", 40), .left("TARIFA PACOTE DE SERVICOS", 100), .right("32,50 D", 400), .right("2.346,16 C", 520))
        page.line(.left("28 FEV", 40), .left("SALDO FINAL", 100), .right("2.346,16 C", 520))
        let statement = UnseenLayout.parse(page)
        #expect(statement.institution == "BANCO EXEMPLO S.A.")
        #expect(statement.account == "…8901")
        #expect(statement.currency.code == "BRL")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["1234.56", "2346.16"])
        #expect(
            statement.rows == [
                "2025-02-03 -150.00 PIX ENVIADO MARIA DA SILVA",
                "2025-02-05 -45.90 COMPRA CARTAO DEBITO SUPERMERCADO BOA VISTA",
                "2025-02-05 320.00 PIX RECEBIDO JOAO PEREIRA",
                "2025-02-10 -1480.00 PAGAMENTO DE BOLETO CONDOMINIO EDIFICIO SOL",
                "2025-02-12 2500.00 TED RECEBIDA EMPRESA XYZ LTDA",
                "2025-02-15 -32.50 TARIFA PACOTE DE SERVICOS",
            ])
        // "121,34 D": the account is overdrawn after the boleto.
        #expect(statement.transactions.map { $0.balance?.decimalString }.dropFirst(3).first == "-121.34")
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func brazilianAccountWithMinusSignsAndRealSymbols() {
        var page = HandBuiltPage()
        page.line(.left("Banco Modelo", 40))
        page.line(.left("extrato conta corrente", 40))
        page.line(.left("agência 0123", 40), .left("conta 45678-9", 200))
        page.line(.left("lançamentos do período: 01/03/2025 até 31/03/2025", 40))
        page.line(.left("Saldo anterior", 40), .right("R$ 2.500,00", 300))
        page.line(.left("Saldo atual", 40), .right("R$ 5.338,14", 300))
        page.line(.left("data", 40), .left("lançamentos", 100), .right("valor (R$)", 400), .right("saldo (R$)", 520))
        page.line(.left("28/02", 40), .left("SALDO ANTERIOR", 100), .right("2.500,00", 520))
        page.line(.left("03/03", 40), .left("PIX TRANSF JOSE S", 100), .right("-45,90", 400))
        page.line(.left("05/03", 40), .left("SISPAG SALARIO", 100), .right("3.200,00", 400))
        page.line(.left("05/03", 40), .left("PAG BOLETO ENEL", 100), .right("-187,33", 400), .right("5.466,77", 520))
        page.line(.left("10/03", 40), .left("DA NET SERVICOS 0312", 100), .right("-129,90", 400))
        page.line(.left("17/03", 40), .left("REND PAGO APLIC AUT MAIS", 100), .right("1,27", 400), .right("5.338,14", 520))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "BRL")
        #expect(statement.periodText == "2025-03-01..2025-03-31")
        #expect(statement.balancesText == ["2500.00", "5338.14"])
        #expect(
            statement.rows == [
                "2025-03-03 -45.90 PIX TRANSF JOSE S",
                "2025-03-05 3200.00 SISPAG SALARIO",
                "2025-03-05 -187.33 PAG BOLETO ENEL",
                "2025-03-10 -129.90 DA NET SERVICOS 0312",
                "2025-03-17 1.27 REND PAGO APLIC AUT MAIS",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func germanAccountWithSollHabenColumnsAndDetailsOnSeveralLines() {
        var page = HandBuiltPage()
        page.line(.left("Musterbank eG", 40), .left("Kontoauszug 2/2025", 380))
        page.line(.left("Herrn Max Mustermann", 40))
        page.line(.left("Musterstraße 1, 12345 Musterstadt", 40))
        page.line(.left("Girokonto 1234567890", 40), .left("IBAN DE12 5001 0517 0648 4898 90", 240))
        page.line(.left("Zeitraum 01.02.2025 bis 28.02.2025", 40))
        page.line(.left("Buchungstag", 40), .left("Wert", 100), .left("Vorgang", 150), .right("Soll", 450), .right("Haben", 530))
        page.line(.left("Alter Kontostand vom 31.01.2025", 150), .right("1.520,40", 530))
        page.line(.left("03.02.", 40), .left("03.02.", 100), .left("Lastschrift", 150), .right("65,00", 450))
        page.line(.left("Stadtwerke Musterstadt GmbH", 150))
        page.line(.left("Abschlag Strom Februar", 150))
        page.line(.left("Mandat MREF-4711 Glaeubiger-ID DE98ZZZ09999999999", 150))
        page.line(.left("05.02.", 40), .left("05.02.", 100), .left("Gutschrift", 150), .right("2.340,00", 530))
        page.line(.left("Arbeitgeber GmbH", 150))
        page.line(.left("Gehalt Februar 2025", 150))
        page.line(.left("10.02.", 40), .left("08.02.", 100), .left("Kartenzahlung", 150), .right("23,45", 450))
        page.line(.left("REWE Markt GmbH//Musterstadt/DE", 150))
        page.line(.left("14.02.", 40), .left("14.02.", 100), .left("Dauerauftrag", 150), .right("850,00", 450))
        page.line(.left("Hans Meier", 150))
        page.line(.left("Miete Februar Whg 3 OG links", 150))
        page.line(.left("17.02.", 40), .left("17.02.", 100), .left("Bargeldauszahlung", 150), .right("200,00", 450))
        page.line(.left("GA NR00001234 BLZ50010517 0", 150))
        page.line(.left("28.02.", 40), .left("28.02.", 100), .left("Abschluss", 150), .right("4,95", 450))
        page.line(.left("Entgelt Kontofuehrung", 150))
        page.line(.left("Neuer Kontostand vom 28.02.2025", 150), .right("2.717,00", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.institution == "Musterbank eG")
        #expect(statement.account == "…9890")
        #expect(statement.currency.code == "EUR")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["1520.40", "2717.00"])
        #expect(
            statement.rows == [
                "2025-02-03 -65.00 Lastschrift Stadtwerke Musterstadt GmbH Abschlag Strom Februar Mandat MREF-4711 Glaeubiger-ID DE98ZZZ09999999999",
                "2025-02-05 2340.00 Gutschrift Arbeitgeber GmbH Gehalt Februar 2025",
                "2025-02-10 -23.45 Kartenzahlung REWE Markt GmbH//Musterstadt/DE",
                "2025-02-14 -850.00 Dauerauftrag Hans Meier Miete Februar Whg 3 OG links",
                "2025-02-17 -200.00 Bargeldauszahlung GA NR00001234 BLZ50010517 0",
                "2025-02-28 -4.95 Abschluss Entgelt Kontofuehrung",
            ])
        #expect(statement.transactions.map { $0.valueDate?.iso }.dropFirst(2).first == "2025-02-08")
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func germanAccountWithOneBetragColumnMarkedSollAndHaben() {
        var page = HandBuiltPage()
        page.line(.left("Volksbank Musterstadt eG", 40))
        page.line(.left("Kontoauszug Nr. 3", 40), .left("Konto 0123456789", 240))
        page.line(.left("Auszugszeitraum 01.03.2025 - 31.03.2025", 40))
        page.line(.left("Bu-Tag", 40), .left("Wert", 100), .left("Vorgang", 150), .right("Betrag EUR", 530))
        page.line(.left("Alter Kontostand", 150), .right("812,30 H", 530))
        page.line(.left("03.03.", 40), .left("03.03.", 100), .left("Basislastschrift", 150), .right("39,99 S", 530))
        page.line(.left("Telekom Deutschland GmbH", 150))
        page.line(.left("Festnetz Rechnung 03/25", 150))
        page.line(.left("07.03.", 40), .left("07.03.", 100), .left("Lohn/Gehalt", 150), .right("1.950,00 H", 530))
        page.line(.left("Muster AG", 150))
        page.line(.left("12.03.", 40), .left("11.03.", 100), .left("Kartenzahlung girocard", 150), .right("54,10 S", 530))
        page.line(.left("EDEKA Center Musterstadt", 150))
        page.line(.left("20.03.", 40), .left("20.03.", 100), .left("Überweisung", 150), .right("1.200,00 S", 530))
        page.line(.left("Vermieterin Erika Muster", 150))
        page.line(.left("Miete Maerz", 150))
        page.line(.left("31.03.", 40), .left("31.03.", 100), .left("Abschluss lt. Anlage", 150), .right("7,50 S", 530))
        page.line(.left("Neuer Kontostand", 150), .right("1.460,71 H", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.institution == "Volksbank Musterstadt eG")
        #expect(statement.currency.code == "EUR")
        #expect(statement.periodText == "2025-03-01..2025-03-31")
        #expect(statement.balancesText == ["812.30", "1460.71"])
        #expect(
            statement.rows == [
                "2025-03-03 -39.99 Basislastschrift Telekom Deutschland GmbH Festnetz Rechnung 03/25",
                "2025-03-07 1950.00 Lohn/Gehalt Muster AG",
                "2025-03-12 -54.10 Kartenzahlung girocard EDEKA Center Musterstadt",
                "2025-03-20 -1200.00 Überweisung Vermieterin Erika Muster Miete Maerz",
                "2025-03-31 -7.50 Abschluss lt. Anlage",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func germanAccountWithTrailingSignsAndTheSameBalanceLabelTwice() {
        var page = HandBuiltPage()
        page.line(.left("Sparkasse Musterstadt", 40))
        page.line(.left("Kontoauszug 2/2025", 40), .left("Blatt 1", 240))
        page.line(.left("IBAN DE12 5005 0201 1234 5678 90", 40), .left("BIC MUSTDEFFXXX", 240))
        page.line(.left("Datum", 40), .left("Erläuterung", 110), .right("Betrag", 530))
        // One label for both ends: the first is the opening balance, the last the closing.
        page.line(.left("Kontostand am 31.01.2025, Auszug Nr. 1", 110), .right("1.520,40+", 530))
        page.line(.left("03.02.2025", 40), .left("Lastschrift Stadtwerke Musterstadt", 110), .right("65,00-", 530))
        page.line(.left("Abschlag Strom Februar", 110))
        page.line(.left("05.02.2025", 40), .left("Gehalt/Rente Arbeitgeber GmbH", 110), .right("2.340,00+", 530))
        page.line(.left("10.02.2025", 40), .left("Kartenzahlung REWE Markt", 110), .right("23,45-", 530))
        page.line(.left("28.02.2025", 40), .left("Entgeltabrechnung", 110), .right("4,95-", 530))
        page.line(.left("Kontostand am 28.02.2025 um 20:15 Uhr", 110), .right("3.767,00+", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.institution == "Sparkasse Musterstadt")
        #expect(statement.currency.code == "EUR")
        // No period printed: the dates the balances are stated at bound it.
        #expect(statement.periodText == "2025-01-31..2025-02-28")
        #expect(statement.balancesText == ["1520.40", "3767.00"])
        #expect(
            statement.rows == [
                "2025-02-03 -65.00 Lastschrift Stadtwerke Musterstadt Abschlag Strom Februar",
                "2025-02-05 2340.00 Gehalt/Rente Arbeitgeber GmbH",
                "2025-02-10 -23.45 Kartenzahlung REWE Markt",
                "2025-02-28 -4.95 Entgeltabrechnung",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
