import Testing
@testable import StatementCore

/// Statements in layouts the engine was not tuned on, built the way their PDFs would arrive.
/// Every expectation is what the statement itself says: amounts signed from the holder's side
/// (money out negative; on a card purchases negative and payments or refunds positive, the
/// balance owed negative), wrapped descriptions joined, years taken from the period.
@Suite struct UnseenLayoutTests {
    private func parse(_ pages: HandBuiltPage...) -> Statement {
        StatementParser().parse(pages: pages.map(\.page))
    }

    // MARK: 1. French current account

    @Test func frenchAccountWithDebitCreditColumnsAndSpaceGroupedAmounts() {
        var page = HandBuiltPage()
        page.line(.left("BANQUE EXEMPLE", 40), .left("M. JEAN DUPONT", 340))
        page.line(.left("Agence Lyon Bellecour", 40), .left("12 RUE DE LA REPUBLIQUE", 340))
        page.line(.left("69002 LYON", 340))
        page.line(.left("RELEVÉ DE COMPTE COURANT", 40))
        page.line(.left("IBAN FR76 3000 4012 3400 0123 4567 854", 40))
        page.line(.left("Période du 01/02/2025 au 28/02/2025", 40))
        page.line(.left("Montants exprimés en euros", 40))
        page.line(.left("Date", 40), .left("Libellé", 100), .right("Débit", 380), .right("Crédit", 450), .right("Solde", 530))
        page.line(.left("Solde précédent au 31/01/2025", 100), .right("2 450,00", 530))
        page.line(.left("03/02", 40), .left("PRLV SEPA EDF CLIENTS PARTICULIERS", 100), .right("84,20", 380), .right("2 365,80", 530))
        page.line(.left("ECH/030225 ID EMETTEUR/FR12ZZZ123456", 100))
        page.line(.left("05/02", 40), .left("VIR SEPA RECU /DE ACME SARL", 100), .right("2 150,00", 450), .right("4 515,80", 530))
        page.line(.left("/MOTIF SALAIRE FEVRIER 2025", 100))
        // Narrow no-break spaces group the thousands here, as some PDF producers print them.
        page.line(.left("07/02", 40), .left("CB FNAC LYON 06/02", 100), .right("1\u{202F}234,56", 380), .right("3\u{202F}281,24", 530))
        page.line(.left("12/02", 40), .left("CB BOULANGERIE PAUL 11/02", 100), .right("6,40", 380), .right("3\u{00A0}274,84", 530))
        page.line(.left("14/02", 40), .left("RETRAIT DAB LYON BELLECOUR", 100), .right("60,00", 380), .right("3 214,84", 530))
        page.line(.left("20/02", 40), .left("VIR SEPA EMIS VERS M DUPONT LIVRET A", 100), .right("500,00", 380), .right("2 714,84", 530))
        page.line(.left("25/02", 40), .left("REMBOURSEMENT CPAM DU RHONE", 100), .right("23,00", 450), .right("2 737,84", 530))
        page.line(.left("28/02", 40), .left("FRAIS TENUE DE COMPTE", 100), .right("2,50", 380), .right("2 735,34", 530))
        page.line(.left("Total des opérations", 100), .right("1 887,66", 380), .right("2 173,00", 450))
        page.line(.left("Nouveau solde au 28/02/2025", 100), .right("2 735,34", 530))
        let statement = parse(page)
        #expect(statement.institution == "BANQUE EXEMPLE")
        #expect(statement.kind == .current)
        #expect(statement.currency.code == "EUR")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["2450.00", "2735.34"])
        #expect(statement.rows == [
            "2025-02-03 -84.20 PRLV SEPA EDF CLIENTS PARTICULIERS ECH/030225 ID EMETTEUR/FR12ZZZ123456",
            "2025-02-05 2150.00 VIR SEPA RECU /DE ACME SARL /MOTIF SALAIRE FEVRIER 2025",
            "2025-02-07 -1234.56 CB FNAC LYON 06/02",
            "2025-02-12 -6.40 CB BOULANGERIE PAUL 11/02",
            "2025-02-14 -60.00 RETRAIT DAB LYON BELLECOUR",
            "2025-02-20 -500.00 VIR SEPA EMIS VERS M DUPONT LIVRET A",
            "2025-02-25 23.00 REMBOURSEMENT CPAM DU RHONE",
            "2025-02-28 -2.50 FRAIS TENUE DE COMPTE",
        ])
        #expect(statement.transactions.map { $0.balance?.decimalString } == [
            "2365.80", "4515.80", "3281.24", "3274.84", "3214.84", "2714.84", "2737.84", "2735.34",
        ])
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
        let statement = parse(page)
        #expect(statement.currency.code == "EUR")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["1520.40", "3691.74"])
        #expect(statement.rows == [
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
        let statement = parse(page)
        #expect(statement.currency.code == "EUR")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["-120.00", "2135.80"])
        #expect(statement.rows == ["2025-02-05 2340.00 VIR SEPA RECU DE ACME SA", "2025-02-10 -84.20 PRLV SEPA EDF"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    // MARK: 2. Brazilian accounts

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
        let statement = parse(page)
        #expect(statement.institution == "BANCO EXEMPLO S.A.")
        #expect(statement.account == "…8901")
        #expect(statement.currency.code == "BRL")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["1234.56", "2346.16"])
        #expect(statement.rows == [
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
        let statement = parse(page)
        #expect(statement.currency.code == "BRL")
        #expect(statement.periodText == "2025-03-01..2025-03-31")
        #expect(statement.balancesText == ["2500.00", "5338.14"])
        #expect(statement.rows == [
            "2025-03-03 -45.90 PIX TRANSF JOSE S",
            "2025-03-05 3200.00 SISPAG SALARIO",
            "2025-03-05 -187.33 PAG BOLETO ENEL",
            "2025-03-10 -129.90 DA NET SERVICOS 0312",
            "2025-03-17 1.27 REND PAGO APLIC AUT MAIS",
        ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    // MARK: 3. US credit card across New Year

    @Test func usCardWithSectionsMonthFirstDatesAcrossNewYear() {
        var page = HandBuiltPage()
        page.line(.left("EXAMPLE NATIONAL BANK", 40))
        page.line(.left("Cash Rewards Visa Credit Card", 40))
        page.line(.left("Account Number: XXXX XXXX XXXX 4821", 40))
        page.line(.left("Statement Period: Dec 16, 2024 – Jan 15, 2025", 40))
        page.line(.left("ACCOUNT SUMMARY", 40), .left("PAYMENT INFORMATION", 320))
        page.line(.left("Previous Balance", 40), .right("$1,234.56", 260), .left("Payment Due Date", 320), .right("02/10/25", 530))
        page.line(.left("Payments, Credits", 40), .right("-$520.00", 260), .left("Minimum Payment Due", 320), .right("$35.00", 530))
        page.line(.left("Purchases", 40), .right("+$412.37", 260), .left("Credit Limit", 320), .right("$5,000.00", 530))
        page.line(.left("Fees Charged", 40), .right("$0.00", 260), .left("Available Credit", 320), .right("$3,873.07", 530))
        page.line(.left("Interest Charged", 40), .right("$0.00", 260))
        page.line(.left("New Balance", 40), .right("$1,126.93", 260))
        page.line(.left("ACCOUNT ACTIVITY", 40), gap: 20)
        page.line(.left("Trans Date", 40), .left("Post Date", 90), .left("Description", 150), .right("Amount", 530))
        page.line(.left("PAYMENTS AND OTHER CREDITS", 40))
        page.line(.left("01/05", 40), .left("01/05", 90), .left("PAYMENT THANK YOU - WEB", 150), .right("-$500.00", 530))
        page.line(.left("01/08", 40), .left("01/09", 90), .left("AMAZON MKTPLACE RETURN", 150), .right("-$20.00", 530))
        page.line(.left("PURCHASES", 40))
        page.line(.left("12/17", 40), .left("12/18", 90), .left("STARBUCKS STORE 08213 SEATTLE WA", 150), .right("$6.45", 530))
        page.line(.left("12/20", 40), .left("12/21", 90), .left("AMAZON MKTPLACE PMTS AMZN.COM/BILL WA", 150), .right("$36.99", 530))
        page.line(.left("12/28", 40), .left("12/29", 90), .left("SHELL OIL 57442 PORTLAND OR", 150), .right("$48.20", 530))
        page.line(.left("01/03", 40), .left("01/04", 90), .left("DELTA AIR LINES ATLANTA", 150), .right("$289.40", 530))
        page.line(.left("TICKET 0062345678901 PASSENGER J SMITH", 150))
        page.line(.left("01/12", 40), .left("01/13", 90), .left("WHOLE FOODS MKT #10233", 150), .right("$31.33", 530))
        // Section totals print in the description column with no date: they are not purchases.
        page.line(.left("TOTAL PURCHASES FOR THIS PERIOD", 150), .right("$412.37", 530))
        page.line(.left("FEES CHARGED", 40))
        page.line(.left("TOTAL FEES FOR THIS PERIOD", 150), .right("$0.00", 530))
        page.line(.left("INTEREST CHARGED", 40))
        page.line(.left("TOTAL INTEREST FOR THIS PERIOD", 150), .right("$0.00", 530))
        let statement = parse(page)
        #expect(statement.kind == .card)
        #expect(statement.account == "…4821")
        #expect(statement.currency.code == "USD")
        #expect(statement.periodText == "2024-12-16..2025-01-15")
        #expect(statement.balancesText == ["-1234.56", "-1126.93"])
        #expect(statement.rows == [
            "2025-01-05 500.00 PAYMENT THANK YOU - WEB",
            "2025-01-08 20.00 AMAZON MKTPLACE RETURN",
            "2024-12-17 -6.45 STARBUCKS STORE 08213 SEATTLE WA",
            "2024-12-20 -36.99 AMAZON MKTPLACE PMTS AMZN.COM/BILL WA",
            "2024-12-28 -48.20 SHELL OIL 57442 PORTLAND OR",
            "2025-01-03 -289.40 DELTA AIR LINES ATLANTA TICKET 0062345678901 PASSENGER J SMITH",
            "2025-01-12 -31.33 WHOLE FOODS MKT #10233",
        ])
        #expect(statement.transactions.map { $0.valueDate?.iso } == [
            "2025-01-05", "2025-01-09", "2024-12-18", "2024-12-21", "2024-12-29", "2025-01-04", "2025-01-13",
        ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func usCheckingWithSectionsTotalsAndADailyLedgerBalanceTable() {
        var page = HandBuiltPage()
        page.line(.left("EXAMPLE BANK, N.A.", 40))
        page.line(.left("Your Advantage Banking", 40))
        page.line(.left("for January 1, 2025 to January 31, 2025", 40), .left("Account number: 0001 2345 6789", 330))
        page.line(.left("Account summary", 40), gap: 16)
        page.line(.left("Beginning balance on January 1, 2025", 40), .right("$2,500.00", 330))
        page.line(.left("Deposits and other additions", 40), .right("3,200.00", 330))
        page.line(.left("Withdrawals and other subtractions", 40), .right("-1,130.45", 330))
        page.line(.left("Ending balance on January 31, 2025", 40), .right("$4,569.55", 330))
        page.line(.left("Deposits and other additions", 40), gap: 16)
        page.line(.left("Date", 40), .left("Description", 100), .right("Amount", 530))
        page.line(.left("01/03/25", 40), .left("ACME CORP DES:PAYROLL ID:1234", 100), .right("3,200.00", 530))
        page.line(.left("Total deposits and other additions", 40), .right("$3,200.00", 530), gap: 16)
        page.line(.left("Withdrawals and other subtractions", 40))
        page.line(.left("Date", 40), .left("Description", 100), .right("Amount", 530))
        page.line(.left("01/05/25", 40), .left("CHECKCARD 0104 WHOLE FOODS MARKET AUSTIN TX", 100), .right("-86.45", 530))
        page.line(.left("01/10/25", 40), .left("ONLINE BANKING TRANSFER TO SAV 1234", 100), .right("-500.00", 530))
        page.line(.left("01/15/25", 40), .left("CITY OF AUSTIN DES:UTILITIES", 100), .right("-144.00", 530))
        page.line(.left("01/28/25", 40), .left("ZELLE PAYMENT TO JOHN DOE CONF# abc123", 100), .right("-400.00", 530))
        page.line(.left("Total withdrawals and other subtractions", 40), .right("-$1,130.45", 530), gap: 16)
        page.line(.left("Daily ledger balances", 40))
        page.line(.left("Date", 40), .right("Balance ($)", 170), .left("Date", 220), .right("Balance($)", 350), .left("Date", 400),
                  .right("Balance ($)", 530))
        page.line(.left("01/03", 40), .right("5,700.00", 170), .left("01/10", 220), .right("5,113.55", 350), .left("01/28", 400),
                  .right("4,569.55", 530))
        page.line(.left("01/05", 40), .right("5,613.55", 170), .left("01/15", 220), .right("4,969.55", 350))
        let statement = parse(page)
        #expect(statement.institution == "EXAMPLE BANK")
        #expect(statement.account == "…6789")
        #expect(statement.currency.code == "USD")
        #expect(statement.periodText == "2025-01-01..2025-01-31")
        #expect(statement.balancesText == ["2500.00", "4569.55"])
        // The daily ledger balances are balances, not transactions.
        #expect(statement.rows == [
            "2025-01-03 3200.00 ACME CORP DES:PAYROLL ID:1234",
            "2025-01-05 -86.45 CHECKCARD 0104 WHOLE FOODS MARKET AUSTIN TX",
            "2025-01-10 -500.00 ONLINE BANKING TRANSFER TO SAV 1234",
            "2025-01-15 -144.00 CITY OF AUSTIN DES:UTILITIES",
            "2025-01-28 -400.00 ZELLE PAYMENT TO JOHN DOE CONF# abc123",
        ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func usCheckingWhoseSectionsGiveTheSignOfBareAmounts() {
        var page = HandBuiltPage()
        page.line(.left("EXAMPLE BANK N.A.", 40))
        page.line(.left("December 19, 2024 through January 17, 2025", 40))
        page.line(.left("Account Number: 000000123456789", 330))
        page.line(.left("CHECKING SUMMARY", 40), gap: 16)
        page.line(.left("Beginning Balance", 40), .right("$1,500.00", 330))
        page.line(.left("Deposits and Additions", 40), .right("2,450.00", 330))
        page.line(.left("Checks Paid", 40), .right("-300.00", 330))
        page.line(.left("ATM & Debit Card Withdrawals", 40), .right("-187.64", 330))
        page.line(.left("Electronic Withdrawals", 40), .right("-820.00", 330))
        page.line(.left("Ending Balance", 40), .right("$2,642.36", 330))
        page.line(.left("DEPOSITS AND ADDITIONS", 40), gap: 16)
        page.line(.left("DATE", 40), .left("DESCRIPTION", 100), .right("AMOUNT", 530))
        page.line(.left("12/31", 40), .left("Remote Online Deposit 1", 100), .right("450.00", 530))
        page.line(.left("01/03", 40), .left("ACME Corp Payroll PPD ID: 1234567890", 100), .right("2,000.00", 530))
        page.line(.left("Total Deposits and Additions", 40), .right("$2,450.00", 530))
        page.line(.left("CHECKS PAID", 40), gap: 16)
        page.line(.left("DATE", 40), .left("DESCRIPTION", 100), .right("AMOUNT", 530))
        page.line(.left("01/06", 40), .left("Check # 1021", 100), .right("300.00", 530))
        page.line(.left("Total Checks Paid", 40), .right("$300.00", 530))
        page.line(.left("ATM & DEBIT CARD WITHDRAWALS", 40), gap: 16)
        page.line(.left("DATE", 40), .left("DESCRIPTION", 100), .right("AMOUNT", 530))
        page.line(.left("12/23", 40), .left("Card Purchase 12/21 Whole Foods Austin TX Card 1234", 100), .right("87.64", 530))
        page.line(.left("01/10", 40), .left("ATM Withdrawal 01/10 500 Main St Austin TX Card 1234", 100), .right("100.00", 530))
        page.line(.left("Total ATM & Debit Card Withdrawals", 40), .right("$187.64", 530))
        page.line(.left("ELECTRONIC WITHDRAWALS", 40), gap: 16)
        page.line(.left("DATE", 40), .left("DESCRIPTION", 100), .right("AMOUNT", 530))
        page.line(.left("01/02", 40), .left("Online Payment 12345 To City Utilities", 100), .right("120.00", 530))
        page.line(.left("01/15", 40), .left("Zelle Payment To John 9876", 100), .right("700.00", 530))
        page.line(.left("Total Electronic Withdrawals", 40), .right("$820.00", 530))
        page.line(.left("DAILY ENDING BALANCE", 40), gap: 16)
        page.line(.left("DATE", 40), .right("AMOUNT", 200))
        page.line(.left("12/23", 40), .right("1,412.36", 200))
        page.line(.left("12/31", 40), .right("1,862.36", 200))
        page.line(.left("01/17", 40), .right("2,642.36", 200))
        let statement = parse(page)
        #expect(statement.account == "…6789")
        #expect(statement.currency.code == "USD")
        #expect(statement.periodText == "2024-12-19..2025-01-17")
        #expect(statement.balancesText == ["1500.00", "2642.36"])
        #expect(statement.rows == [
            "2024-12-31 450.00 Remote Online Deposit 1",
            "2025-01-03 2000.00 ACME Corp Payroll PPD ID: 1234567890",
            "2025-01-06 -300.00 Check # 1021",
            "2024-12-23 -87.64 Card Purchase 12/21 Whole Foods Austin TX Card 1234",
            "2025-01-10 -100.00 ATM Withdrawal 01/10 500 Main St Austin TX Card 1234",
            "2025-01-02 -120.00 Online Payment 12345 To City Utilities",
            "2025-01-15 -700.00 Zelle Payment To John 9876",
        ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func ukBuildingSocietyWithPoundSignColumnsAndNoPeriod() {
        var page = HandBuiltPage()
        page.line(.left("Example Building Society", 40))
        page.line(.left("FlexAccount", 40), .left("Statement date 15 March 2025", 330))
        page.line(.left("Sort code 07-04-36", 40), .left("Account number 12345678", 330))
        page.line(.left("Date", 40), .left("Description", 100), .right("£Out", 400), .right("£In", 460), .right("£Balance", 530))
        page.line(.left("Balance from statement 41 dated 14/02/2025", 100), .right("1,234.56", 530))
        page.line(.left("17 Feb", 40), .left("Contactless Payment TESCO STORES 3456", 100), .right("12.40", 400), .right("1,222.16", 530))
        page.line(.left("20 Feb", 40), .left("Bank credit ACME LTD", 100), .right("1,850.00", 460), .right("3,072.16", 530))
        page.line(.left("03 Mar", 40), .left("Direct debit COUNCIL TAX", 100), .right("145.00", 400), .right("2,927.16", 530))
        page.line(.left("14 Mar", 40), .left("Transfer to 12345679", 100), .right("500.00", 400), .right("2,427.16", 530))
        page.line(.left("Closing balance", 100), .right("2,427.16", 530))
        let statement = parse(page)
        #expect(statement.institution == "Example Building Society")
        #expect(statement.currency.code == "GBP")
        #expect(statement.period == nil)
        #expect(statement.statementDate?.iso == "2025-03-15")
        #expect(statement.balancesText == ["1234.56", "2427.16"])
        #expect(statement.rows == [
            "2025-02-17 -12.40 Contactless Payment TESCO STORES 3456",
            "2025-02-20 1850.00 Bank credit ACME LTD",
            "2025-03-03 -145.00 Direct debit COUNCIL TAX",
            "2025-03-14 -500.00 Transfer to 12345679",
        ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func ukAccountWithInAndOutColumnsAndNoRunningBalance() {
        var page = HandBuiltPage()
        page.line(.left("Example Bank Ltd", 40))
        page.line(.left("Statement period 01/03/2025 - 31/03/2025", 40))
        page.line(.left("Opening balance", 40), .right("£1,000.00", 300))
        page.line(.left("Closing balance", 40), .right("£3,016.50", 300))
        page.line(.left("DATE", 40), .left("TYPE", 110), .left("TRANSACTION", 200), .right("IN", 450), .right("OUT", 530))
        page.line(.left("03/03/2025", 40), .left("FASTER PAYMENT", 110), .left("ACME LTD SALARY", 200), .right("£2,100.00", 450))
        page.line(.left("05/03/2025", 40), .left("CARD", 110), .left("TESCO STORES 2345", 200), .right("£23.50", 530))
        page.line(.left("10/03/2025", 40), .left("DIRECT DEBIT", 110), .left("BRITISH GAS", 200), .right("£60.00", 530))
        let statement = parse(page)
        #expect(statement.currency.code == "GBP")
        #expect(statement.periodText == "2025-03-01..2025-03-31")
        #expect(statement.balancesText == ["1000.00", "3016.50"])
        #expect(statement.rows == [
            "2025-03-03 2100.00 FASTER PAYMENT ACME LTD SALARY",
            "2025-03-05 -23.50 CARD TESCO STORES 2345",
            "2025-03-10 -60.00 DIRECT DEBIT BRITISH GAS",
        ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func spanishAccountWithAbbreviatedDateHeaders() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplar, S.A.", 40))
        page.line(.left("Extracto de cuenta", 40), .left("IBAN ES91 2100 0418 4502 0005 1332", 300))
        page.line(.left("Período: 01/02/2025 - 28/02/2025", 40))
        page.line(.left("F.Oper.", 40), .left("F.Valor", 90), .left("Concepto", 140), .right("Importe", 460), .right("Saldo", 540))
        page.line(.left("SALDO ANTERIOR", 140), .right("1.250,00", 540))
        page.line(.left("03/02", 40), .left("01/02", 90), .left("RECIBO IBERDROLA CLIENTES", 140), .right("-45,20", 460), .right("1.204,80", 540))
        page.line(.left("05/02", 40), .left("05/02", 90), .left("TRANSFERENCIA RECIBIDA", 140), .right("980,00", 460), .right("2.184,80", 540))
        page.line(.left("DE: LOPEZ GARCIA MARIA", 140))
        page.line(.left("12/02", 40), .left("11/02", 90), .left("PAGO CON TARJETA MERCADONA", 140), .right("-63,15", 460), .right("2.121,65", 540))
        page.line(.left("SALDO FINAL", 140), .right("2.121,65", 540))
        let statement = parse(page)
        #expect(statement.institution == "Banco Ejemplar")
        #expect(statement.currency.code == "EUR")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["1250.00", "2121.65"])
        #expect(statement.rows == [
            "2025-02-03 -45.20 RECIBO IBERDROLA CLIENTES",
            "2025-02-05 980.00 TRANSFERENCIA RECIBIDA DE: LOPEZ GARCIA MARIA",
            "2025-02-12 -63.15 PAGO CON TARJETA MERCADONA",
        ])
        #expect(statement.transactions.map { $0.valueDate?.iso } == ["2025-02-01", "2025-02-05", "2025-02-11"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func usCardWithALongPhraseForEachColumnHeader() {
        var page = HandBuiltPage()
        page.line(.left("EXAMPLE BANK CARD SERVICES", 40))
        page.line(.left("Opening/Closing Date 12/16/24 - 01/15/25", 40))
        page.line(.left("Previous Balance", 40), .right("$800.00", 300), .left("Payment Due Date", 330), .right("02/12/25", 530))
        page.line(.left("New Balance", 40), .right("$912.34", 300), .left("Minimum Payment Due", 330), .right("$40.00", 530))
        page.line(.left("ACCOUNT ACTIVITY", 40), gap: 16)
        page.line(.left("Date of Transaction", 40), .left("Merchant Name or Transaction Description", 150), .right("$ Amount", 530))
        page.line(.left("PAYMENTS AND OTHER CREDITS", 40))
        page.line(.left("01/05", 40), .left("Payment Thank You-Mobile", 150), .right("-800.00", 530))
        page.line(.left("PURCHASE", 40))
        page.line(.left("12/18", 40), .left("AMAZON MKTPL*AB12C34D5 Amzn.com/bill WA", 150), .right("45.99", 530))
        page.line(.left("12/27", 40), .left("SQ *BLUE BOTTLE COFFEE Oakland CA", 150), .right("6.75", 530))
        page.line(.left("01/09", 40), .left("UNITED 0162345678901 800-932-2732 TX", 150), .right("859.60", 530))
        page.line(.left("ECONOMY SFO TO EWR", 150))
        let statement = parse(page)
        #expect(statement.kind == .card)
        #expect(statement.currency.code == "USD")
        #expect(statement.periodText == "2024-12-16..2025-01-15")
        #expect(statement.balancesText == ["-800.00", "-912.34"])
        #expect(statement.rows == [
            "2025-01-05 800.00 Payment Thank You-Mobile",
            "2024-12-18 -45.99 AMAZON MKTPL*AB12C34D5 Amzn.com/bill WA",
            "2024-12-27 -6.75 SQ *BLUE BOTTLE COFFEE Oakland CA",
            "2025-01-09 -859.60 UNITED 0162345678901 800-932-2732 TX ECONOMY SFO TO EWR",
        ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func cardRowsThatMentionAForeignAmountInTheirDescription() {
        var page = HandBuiltPage()
        page.line(.left("Example Card Services", 40))
        page.line(.left("Credit card statement", 40), .left("Credit limit £3,000.00", 330))
        page.line(.left("Statement period 15 Dec 2024 to 14 Jan 2025", 40), .left("Minimum payment £25.00", 330))
        page.line(.left("Previous balance", 40), .right("£150.00", 300))
        page.line(.left("New balance", 40), .right("£223.40", 300))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount £", 530))
        page.line(.left("20 Dec", 40), .left("AMAZON.DE MUENCHEN 25.00 EUR", 110), .right("21.62", 530))
        page.line(.left("RATE 1.1563 NON-STERLING FEE 0.59", 110))
        page.line(.left("02 Jan", 40), .left("HOTEL LISBOA LISBON 150.00 EUR", 110), .right("128.70", 530))
        page.line(.left("05 Jan", 40), .left("DIRECT DEBIT PAYMENT - THANK YOU", 110), .right("76.92 CR", 530))
        let statement = parse(page)
        #expect(statement.kind == .card)
        #expect(statement.currency.code == "GBP")
        #expect(statement.periodText == "2024-12-15..2025-01-14")
        #expect(statement.balancesText == ["-150.00", "-223.40"])
        #expect(statement.rows == [
            "2024-12-20 -21.62 AMAZON.DE MUENCHEN 25.00 EUR RATE 1.1563 NON-STERLING FEE 0.59",
            "2025-01-02 -128.70 HOTEL LISBOA LISBON 150.00 EUR",
            "2025-01-05 76.92 DIRECT DEBIT PAYMENT - THANK YOU",
        ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func usCardWhoseDatesCarryAFootnoteStar() {
        var page = HandBuiltPage()
        page.line(.left("Example Express Card", 40))
        page.line(.left("Closing Date 01/15/25", 40), .left("Account Ending 7-41003", 330))
        page.line(.left("Credit Limit $5,000.00", 40), .left("Minimum Payment Due $35.00", 330))
        page.line(.left("Previous Balance", 40), .right("$612.40", 300))
        page.line(.left("New Balance", 40), .right("$499.12", 300))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 530))
        page.line(.left("12/28/24*", 40), .left("UBER TRIP HELP.UBER.COM CA", 110), .right("$23.18", 530))
        page.line(.left("01/02/25", 40), .left("PAYMENT RECEIVED - THANK YOU", 110), .right("-$612.40", 530))
        page.line(.left("01/09/25*", 40), .left("NETFLIX.COM LOS GATOS CA", 110), .right("$15.49", 530))
        page.line(.left("01/12/25", 40), .left("DELTA AIR LINES ATLANTA", 110), .right("$460.45", 530))
        page.line(.left("* Indicates posting date", 40), gap: 20)
        let statement = parse(page)
        #expect(statement.kind == .card)
        #expect(statement.currency.code == "USD")
        #expect(statement.period == nil)
        #expect(statement.statementDate?.iso == "2025-01-15")
        #expect(statement.balancesText == ["-612.40", "-499.12"])
        #expect(statement.rows == [
            "2024-12-28 -23.18 UBER TRIP HELP.UBER.COM CA",
            "2025-01-02 612.40 PAYMENT RECEIVED - THANK YOU",
            "2025-01-09 -15.49 NETFLIX.COM LOS GATOS CA",
            "2025-01-12 -460.45 DELTA AIR LINES ATLANTA",
        ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func indianAccountWhoseAmountHeadersAreTwoWordPhrases() {
        var page = HandBuiltPage()
        page.line(.left("EXAMPLE BANK OF INDIA", 30))
        page.line(.left("Account Statement from 1 Mar 2025 to 31 Mar 2025", 30))
        page.line(.left("Currency INR", 30))
        page.line(.left("Opening Balance", 30), .right("50,000.00", 250))
        page.line(.left("Closing Balance", 30), .right("1,09,250.00", 250))
        page.line(.left("Txn Date", 30), .left("Description", 110), .right("Withdrawal Amount (INR)", 430),
                  .right("Deposit Amount (INR)", 560))
        page.line(.left("02 Mar 2025", 30), .left("UPI/DR/512345/GROCER", 110), .right("1,250.00", 430))
        page.line(.left("05 Mar 2025", 30), .left("NEFT/CR/ACME/SALARY", 110), .right("65,000.00", 560))
        page.line(.left("10 Mar 2025", 30), .left("ATM WDL MUMBAI", 110), .right("4,500.00", 430))
        let statement = parse(page)
        #expect(statement.institution == "EXAMPLE BANK OF INDIA")
        #expect(statement.currency.code == "INR")
        #expect(statement.periodText == "2025-03-01..2025-03-31")
        #expect(statement.balancesText == ["50000.00", "109250.00"])
        #expect(statement.rows == [
            "2025-03-02 -1250.00 UPI/DR/512345/GROCER",
            "2025-03-05 65000.00 NEFT/CR/ACME/SALARY",
            "2025-03-10 -4500.00 ATM WDL MUMBAI",
        ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func indianAccountWithASerialNumberBeforeTheDates() {
        var page = HandBuiltPage()
        page.line(.left("EXAMPLE BANK", 30))
        page.line(.left("Statement of Transactions in Savings Account Number: 000401234567 in INR", 30))
        page.line(.left("for the period April 1, 2025 - April 30, 2025", 30))
        page.line(.left("S No.", 30), .left("Value Date", 60), .left("Transaction Date", 120), .left("Transaction Remarks", 190),
                  .right("Withdrawal Amount (INR)", 430), .right("Deposit Amount (INR)", 500), .right("Balance (INR)", 575))
        page.line(.left("B/F", 190), .right("45,210.55", 575))
        page.line(.left("1", 30), .left("02/04/2025", 60), .left("02/04/2025", 120), .left("UPI/512345678901/Zomato", 190),
                  .right("389.00", 430), .right("44,821.55", 575))
        page.line(.left("2", 30), .left("05/04/2025", 60), .left("05/04/2025", 120), .left("NEFT-ACME SOFTWARE-SALARY", 190),
                  .right("85,000.00", 500), .right("1,29,821.55", 575))
        page.line(.left("3", 30), .left("18/04/2025", 60), .left("17/04/2025", 120), .left("ATM/CASH WDL/MUMBAI", 190),
                  .right("5,000.00", 430), .right("1,24,821.55", 575))
        let statement = parse(page)
        #expect(statement.kind == .savings)
        #expect(statement.currency.code == "INR")
        #expect(statement.periodText == "2025-04-01..2025-04-30")
        #expect(statement.balancesText == ["45210.55", "124821.55"])
        // The first date printed is the value date, the second the transaction's.
        #expect(statement.rows == [
            "2025-04-02 -389.00 UPI/512345678901/Zomato",
            "2025-04-05 85000.00 NEFT-ACME SOFTWARE-SALARY",
            "2025-04-18 -5000.00 ATM/CASH WDL/MUMBAI",
        ])
        #expect(statement.verification.verdict == .unverifiable, "\(statement.problemTexts)")  // B/F and running balances only: no closing printed
    }

    // MARK: 4. German accounts

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
        let statement = parse(page)
        #expect(statement.institution == "Musterbank eG")
        #expect(statement.account == "…9890")
        #expect(statement.currency.code == "EUR")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["1520.40", "2717.00"])
        #expect(statement.rows == [
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
        let statement = parse(page)
        #expect(statement.institution == "Volksbank Musterstadt eG")
        #expect(statement.currency.code == "EUR")
        #expect(statement.periodText == "2025-03-01..2025-03-31")
        #expect(statement.balancesText == ["812.30", "1460.71"])
        #expect(statement.rows == [
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
        let statement = parse(page)
        #expect(statement.institution == "Sparkasse Musterstadt")
        #expect(statement.currency.code == "EUR")
        #expect(statement.period == nil)
        #expect(statement.balancesText == ["1520.40", "3767.00"])
        #expect(statement.rows == [
            "2025-02-03 -65.00 Lastschrift Stadtwerke Musterstadt Abschlag Strom Februar",
            "2025-02-05 2340.00 Gehalt/Rente Arbeitgeber GmbH",
            "2025-02-10 -23.45 Kartenzahlung REWE Markt",
            "2025-02-28 -4.95 Entgeltabrechnung",
        ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    // MARK: Italian and Indian accounts

    @Test func italianAccountWithAddebitiAndAccrediti() {
        var page = HandBuiltPage()
        page.line(.left("Banca Esempio S.p.A.", 40))
        page.line(.left("Estratto conto corrente", 40))
        page.line(.left("Periodo dal 1 gennaio 2025 al 31 marzo 2025", 40))
        page.line(.left("Importi espressi in euro", 40))
        page.line(.left("Data", 40), .left("Valuta", 95), .left("Descrizione operazioni", 150), .right("Addebiti", 450), .right("Accrediti", 530))
        page.line(.left("Saldo iniziale", 150), .right("3.210,50", 530))
        page.line(.left("07/01/2025", 40), .left("07/01/2025", 95), .left("PAGAMENTO POS ESSELUNGA MILANO", 150), .right("87,32", 450))
        page.line(.left("CARTA N. ****1234 DEL 05/01/2025", 150))
        page.line(.left("15/01/2025", 40), .left("15/01/2025", 95), .left("BONIFICO A VOSTRO FAVORE", 150), .right("2.450,00", 530))
        page.line(.left("DA: ROSSI SRL - STIPENDIO GENNAIO", 150))
        page.line(.left("03/02/2025", 40), .left("01/02/2025", 95), .left("ADDEBITO SDD ENEL ENERGIA", 150), .right("134,90", 450))
        page.line(.left("27/02/2025", 40), .left("27/02/2025", 95), .left("PRELIEVO BANCOMAT", 150), .right("250,00", 450))
        page.line(.left("31/03/2025", 40), .left("31/03/2025", 95), .left("COMPETENZE DI CHIUSURA", 150), .right("12,50", 450))
        page.line(.left("Saldo finale", 150), .right("5.175,78", 530))
        let statement = parse(page)
        #expect(statement.institution == "Banca Esempio S.p.A.")
        #expect(statement.currency.code == "EUR")
        #expect(statement.periodText == "2025-01-01..2025-03-31")
        #expect(statement.balancesText == ["3210.50", "5175.78"])
        #expect(statement.rows == [
            "2025-01-07 -87.32 PAGAMENTO POS ESSELUNGA MILANO CARTA N. ****1234 DEL 05/01/2025",
            "2025-01-15 2450.00 BONIFICO A VOSTRO FAVORE DA: ROSSI SRL - STIPENDIO GENNAIO",
            "2025-02-03 -134.90 ADDEBITO SDD ENEL ENERGIA",
            "2025-02-27 -250.00 PRELIEVO BANCOMAT",
            "2025-03-31 -12.50 COMPETENZE DI CHIUSURA",
        ])
        #expect(statement.transactions.map { $0.valueDate?.iso }.dropFirst(2).first == "2025-02-01")
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func indianAccountWithLakhGroupingReferenceColumnAndSummaryUnderItsLabels() {
        var page = HandBuiltPage()
        page.line(.left("EXAMPLE BANK LTD", 30))
        page.line(.left("MR RAHUL SHARMA", 30), .left("Account No : 50100123456789", 330))
        page.line(.left("Currency : INR", 330))
        page.line(.left("Statement From : 01/02/2025 To : 28/02/2025", 30))
        page.line(.left("Date", 30), .left("Narration", 75), .left("Chq./Ref.No.", 200), .left("Value Dt", 268),
                  .right("Withdrawal Amt.", 400), .right("Deposit Amt.", 480), .right("Closing Balance", 575))
        page.line(.left("01/02/25", 30), .left("UPI-SWIGGY-503212345678", 75), .left("503212345678", 200),
                  .left("01/02/25", 268), .right("456.00", 400), .right("1,23,544.00", 575))
        page.line(.left("03/02/25", 30), .left("NEFT CR-ICIC0000104-ACME", 75), .left("ICICN5202502", 200),
                  .left("03/02/25", 268), .right("1,25,000.00", 480), .right("2,48,544.00", 575))
        page.line(.left("TECHNOLOGIES PVT LTD-SALARY", 75))
        page.line(.left("05/02/25", 30), .left("EMI 412345678", 75), .left("41234567", 200),
                  .left("05/02/25", 268), .right("18,250.00", 400), .right("2,30,294.00", 575))
        page.line(.left("10/02/25", 30), .left("ATW-512345XXXXXX1234", 75), .left("1234", 200),
                  .left("10/02/25", 268), .right("10,000.00", 400), .right("2,20,294.00", 575))
        page.line(.left("15/02/25", 30), .left("POS BIGBASKET", 75), .left("504612345678", 200),
                  .left("14/02/25", 268), .right("2,345.60", 400), .right("2,17,948.40", 575))
        page.line(.left("POS DEBIT", 75))
        page.line(.left("28/02/25", 30), .left("CREDIT INTEREST", 75), .left("0000000000", 200),
                  .left("28/02/25", 268), .right("512.00", 480), .right("2,18,460.40", 575))
        page.line(.left("CAPITALISED", 75))
        page.line(.left("STATEMENT SUMMARY :-", 30), gap: 20)
        page.line(.left("Opening Balance", 30), .left("Dr Count", 150), .left("Cr Count", 220), .left("Debits", 300),
                  .left("Credits", 380), .left("Closing Bal", 460))
        page.line(.right("1,24,000.00", 100), .right("4", 180), .right("2", 250), .right("31,051.60", 350),
                  .right("1,25,512.00", 430), .right("2,18,460.40", 520))
        let statement = parse(page)
        #expect(statement.account == "…6789")
        #expect(statement.currency.code == "INR")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["124000.00", "218460.40"])
        // The reference column is not part of the narration.
        #expect(statement.rows == [
            "2025-02-01 -456.00 UPI-SWIGGY-503212345678",
            "2025-02-03 125000.00 NEFT CR-ICIC0000104-ACME TECHNOLOGIES PVT LTD-SALARY",
            "2025-02-05 -18250.00 EMI 412345678",
            "2025-02-10 -10000.00 ATW-512345XXXXXX1234",
            "2025-02-15 -2345.60 POS BIGBASKET POS DEBIT",
            "2025-02-28 512.00 CREDIT INTEREST CAPITALISED",
        ])
        #expect(statement.transactions.map { $0.valueDate?.iso }.dropFirst(4).first == "2025-02-14")
        #expect(statement.transactions.map { $0.balance?.decimalString }.last == "218460.40")
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func germanDirectBankWithTheValueDateOnTheDetailLine() {
        var page = HandBuiltPage()
        page.line(.left("Direktbank Beispiel AG", 40))
        page.line(.left("Girokonto Nummer 5432109876", 40))
        page.line(.left("Kontoauszug Februar 2025", 40), .left("Datum 28.02.2025", 380))
        page.line(.left("IBAN DE12 5001 0517 5432 1098 76", 40))
        page.line(.left("Alter Saldo", 40), .right("1.520,40 Euro", 530))
        page.line(.left("Buchung", 40), .left("Buchung / Verwendungszweck", 110), .right("Betrag (EUR)", 530))
        page.line(.left("Valuta", 40))
        page.line(.left("03.02.2025", 40), .left("Lastschrift Stadtwerke Musterstadt GmbH", 110), .right("-65,00", 530))
        page.line(.left("03.02.2025", 40), .left("Mandat: MREF4711 Referenz: 2025-02", 110))
        page.line(.left("05.02.2025", 40), .left("Gehalt/Rente Arbeitgeber GmbH", 110), .right("2.340,00", 530))
        page.line(.left("04.02.2025", 40), .left("Gehalt Februar 2025", 110))
        page.line(.left("10.02.2025", 40), .left("Lastschrift REWE Markt GmbH", 110), .right("-23,45", 530))
        page.line(.left("08.02.2025", 40), .left("Kartenzahlung girocard", 110))
        page.line(.left("Neuer Saldo", 40), .right("3.771,95 Euro", 530))
        let statement = parse(page)
        #expect(statement.institution == "Direktbank Beispiel AG")
        #expect(statement.currency.code == "EUR")
        #expect(statement.period == nil)
        #expect(statement.statementDate?.iso == "2025-02-28")
        #expect(statement.balancesText == ["1520.40", "3771.95"])
        #expect(statement.rows == [
            "2025-02-03 -65.00 Lastschrift Stadtwerke Musterstadt GmbH Mandat: MREF4711 Referenz: 2025-02",
            "2025-02-05 2340.00 Gehalt/Rente Arbeitgeber GmbH Gehalt Februar 2025",
            "2025-02-10 -23.45 Lastschrift REWE Markt GmbH Kartenzahlung girocard",
        ])
        #expect(statement.transactions.map { $0.valueDate?.iso } == ["2025-02-03", "2025-02-04", "2025-02-08"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func mobileBankWithTheDateColumnAfterTheDescription() {
        var page = HandBuiltPage()
        page.line(.left("Example Mobile Bank", 40))
        page.line(.left("Kontoauszug", 40), .left("01.02.2025 bis 28.02.2025", 380))
        page.line(.left("IBAN DE89 1001 1001 2623 4567 89", 40))
        page.line(.left("Beschreibung", 40), .left("Verbuchungsdatum", 330), .right("Betrag", 530))
        page.line(.left("REWE Markt GmbH", 40), .left("03.02.2025", 330), .right("-23,45€", 530))
        page.line(.left("Mastercard • Lebensmittel", 40))
        page.line(.left("Wertstellung 03.02.2025", 40))
        page.line(.left("Arbeitgeber GmbH", 40), .left("05.02.2025", 330), .right("+2.340,00€", 530))
        page.line(.left("Gutschrift • Gehalt", 40))
        page.line(.left("Spotify AB", 40), .left("12.02.2025", 330), .right("-10,99€", 530))
        page.line(.left("Mastercard • Medien", 40))
        page.line(.left("Alter Kontostand", 40), .right("+1.520,40€", 530), gap: 20)
        page.line(.left("Ausgänge", 40), .right("-34,44€", 530))
        page.line(.left("Eingänge", 40), .right("+2.340,00€", 530))
        page.line(.left("Dein neuer Kontostand", 40), .right("+3.825,96€", 530))
        let statement = parse(page)
        #expect(statement.currency.code == "EUR")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["1520.40", "3825.96"])
        #expect(statement.rows == [
            "2025-02-03 -23.45 REWE Markt GmbH Mastercard • Lebensmittel Wertstellung 03.02.2025",
            "2025-02-05 2340.00 Arbeitgeber GmbH Gutschrift • Gehalt",
            "2025-02-12 -10.99 Spotify AB Mastercard • Medien",
        ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func japaneseAccountInYenWithKanjiHeaders() {
        var page = HandBuiltPage()
        page.line(.left("サンプル銀行", 40), .left("普通預金 お取引明細", 300))
        page.line(.left("口座番号 1234567", 40), .left("（単位：円）", 450))
        page.line(.left("日付", 40), .left("摘要", 120), .right("お支払金額", 360), .right("お預り金額", 450), .right("差引残高", 540))
        page.line(.left("2025/02/01", 40), .left("前月繰越", 120), .right("150,000", 540))
        page.line(.left("2025/02/03", 40), .left("カード ABCストア", 120), .right("3,240", 360), .right("146,760", 540))
        page.line(.left("2025/02/10", 40), .left("振込 カブシキガイシャサンプル", 120), .right("250,000", 450), .right("396,760", 540))
        page.line(.left("2025/02/27", 40), .left("口座振替 電気料金", 120), .right("8,512", 360), .right("388,248", 540))
        page.line(.left("2025/02/28", 40), .left("次月繰越", 120), .right("388,248", 540))
        let statement = parse(page)
        #expect(statement.institution == "サンプル銀行")
        #expect(statement.currency.code == "JPY")
        #expect(statement.period == nil)
        #expect(statement.balancesText == ["150000", "388248"])
        #expect(statement.rows == [
            "2025-02-03 -3240 カード ABCストア",
            "2025-02-10 250000 振込 カブシキガイシャサンプル",
            "2025-02-27 -8512 口座振替 電気料金",
        ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    // MARK: 5. UK account: balance once a day, carried over a page break

    private func ukPage(_ number: Int, period: String = "01 February to 28 February 2025") -> HandBuiltPage {
        var page = HandBuiltPage(number: number)
        page.line(.left("Example Bank UK plc", 40), .left("Your Statement", 400))
        page.line(.left("MR JOHN SMITH", 40), .left("IBAN GB29 EXAM 4012 3471 2345 67", 330))
        page.line(.left("Sort Code 40-12-34", 40), .left("Account Number 71234567", 200))
        page.line(.left(period, 40))
        page.line(.left("Date", 40), .left("Payment type and details", 110), .right("Paid out", 380), .right("Paid in", 450),
                  .right("Balance", 530))
        return page
    }

    @Test func ukAccountWithDailyBalancesAndBalanceCarriedOverAPageBreak() {
        var first = ukPage(1)
        first.line(.left("01 Feb 25", 40), .left("BALANCE BROUGHT FORWARD", 110), .right("1,250.00", 530))
        first.line(.left("03 Feb 25", 40), .left("DD BRITISH GAS", 110), .right("54.20", 380))
        first.line(.left("VIS TESCO STORES 2345", 110), .right("23.45", 380), .right("1,172.35", 530))
        first.line(.left("05 Feb 25", 40), .left("CR ACME LTD SALARY", 110), .right("2,000.00", 450))
        first.line(.left("))) PRET A MANGER", 110), .right("6.95", 380), .right("3,165.40", 530))
        // The day goes on over the page: no balance on its last row here.
        first.line(.left("07 Feb 25", 40), .left("SO J SMITH SAVINGS", 110), .right("250.00", 380))
        first.line(.left("BALANCE CARRIED FORWARD", 110), .right("2,915.40", 530))
        first.line(.left("International Bank Account Number GB29EXAM40123471234567", 40), gap: 30)
        first.line(.left("Example Bank UK plc. Registered in England number 1234567", 40))
        var second = ukPage(2)
        second.line(.left("BALANCE BROUGHT FORWARD", 110), .right("2,915.40", 530))
        second.line(.left("VIS AMAZON.CO.UK*AB12C", 110), .right("19.99", 380), .right("2,895.41", 530))
        second.line(.left("10 Feb 25", 40), .left("VIS SAINSBURYS S/MKT", 110), .right("42.10", 380))
        second.line(.left("BP DR A PATEL DENTIST", 110), .right("85.00", 380), .right("2,768.31", 530))
        second.line(.left("14 Feb 25", 40), .left("CR HMRC TAX REFUND", 110), .right("120.00", 450), .right("2,888.31", 530))
        second.line(.left("20 Feb 25", 40), .left("DD COUNCIL TAX", 110), .right("142.00", 380), .right("2,746.31", 530))
        second.line(.left("BALANCE CARRIED FORWARD", 110), .right("2,746.31", 530))
        second.line(.left("Example Bank UK plc. Registered in England number 1234567", 40), gap: 30)
        let statement = parse(first, second)
        #expect(statement.institution == "Example Bank UK plc")
        #expect(statement.account == "…4567")
        #expect(statement.kind == .current)
        #expect(statement.currency.code == "GBP")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["1250.00", "2746.31"])
        #expect(statement.rows == [
            "2025-02-03 -54.20 DD BRITISH GAS",
            "2025-02-03 -23.45 VIS TESCO STORES 2345",
            "2025-02-05 2000.00 CR ACME LTD SALARY",
            "2025-02-05 -6.95 ))) PRET A MANGER",
            "2025-02-07 -250.00 SO J SMITH SAVINGS",
            "2025-02-07 -19.99 VIS AMAZON.CO.UK*AB12C",
            "2025-02-10 -42.10 VIS SAINSBURYS S/MKT",
            "2025-02-10 -85.00 BP DR A PATEL DENTIST",
            "2025-02-14 120.00 CR HMRC TAX REFUND",
            "2025-02-20 -142.00 DD COUNCIL TAX",
        ])
        #expect(statement.transactions.map { $0.balance?.decimalString } == [
            nil, "1172.35", nil, "3165.40", nil, "2895.41", nil, "2768.31", "2888.31", "2746.31",
        ])
        #expect(statement.transactions.map(\.page) == [1, 1, 1, 1, 1, 2, 2, 2, 2, 2])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func ukAccountWhoseEntriesEndWithTheirAmount() {
        var page = ukPage(1, period: "01 March to 31 March 2025")
        page.line(.left("01 Mar 25", 40), .left("BALANCE BROUGHT FORWARD", 110), .right("500.00", 530))
        page.line(.left("03 Mar 25", 40), .left("DD BRITISH GAS", 110))
        page.line(.left("REF 6012345678", 110), .right("54.20", 380))
        page.line(.left("VIS TESCO STORES 2345", 110))
        page.line(.left("OXFORD", 110), .right("23.45", 380), .right("422.35", 530))
        page.line(.left("05 Mar 25", 40), .left("CR ACME LTD", 110))
        page.line(.left("SALARY MARCH", 110), .right("2,000.00", 450), .right("2,422.35", 530))
        page.line(.left("06 Mar 25", 40), .left("))) PRET A MANGER", 110), .right("6.95", 380), .right("2,415.40", 530))
        page.line(.left("BALANCE CARRIED FORWARD", 110), .right("2,415.40", 530))
        let statement = parse(page)
        #expect(statement.currency.code == "GBP")
        #expect(statement.periodText == "2025-03-01..2025-03-31")
        #expect(statement.balancesText == ["500.00", "2415.40"])
        #expect(statement.rows == [
            "2025-03-03 -54.20 DD BRITISH GAS REF 6012345678",
            "2025-03-03 -23.45 VIS TESCO STORES 2345 OXFORD",
            "2025-03-05 2000.00 CR ACME LTD SALARY MARCH",
            "2025-03-06 -6.95 ))) PRET A MANGER",
        ])
        #expect(statement.transactions.first?.rawText == "03 Mar 25 DD BRITISH GAS\nREF 6012345678 54.20")
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func oneEntryWhoseAmountIsOnItsSecondLineAmongEntriesWrappedBelow() {
        var page = ukPage(1, period: "01 March to 31 March 2025")
        page.line(.left("01 Mar 25", 40), .left("BALANCE BROUGHT FORWARD", 110), .right("500.00", 530))
        page.line(.left("03 Mar 25", 40), .left("DD BRITISH GAS", 110), .right("54.20", 380), .right("445.80", 530))
        page.line(.left("REF 6012345678", 110))
        page.line(.left("05 Mar 25", 40), .left("BP J SMITH", 110))
        page.line(.left("RENT MARCH", 110), .right("400.00", 380), .right("45.80", 530))
        page.line(.left("07 Mar 25", 40), .left("CR ACME LTD SALARY", 110), .right("2,000.00", 450), .right("2,045.80", 530))
        page.line(.left("BALANCE CARRIED FORWARD", 110), .right("2,045.80", 530))
        let statement = parse(page)
        #expect(statement.currency.code == "GBP")
        #expect(statement.periodText == "2025-03-01..2025-03-31")
        #expect(statement.balancesText == ["500.00", "2045.80"])
        #expect(statement.rows == [
            "2025-03-03 -54.20 DD BRITISH GAS REF 6012345678",
            "2025-03-05 -400.00 BP J SMITH RENT MARCH",
            "2025-03-07 2000.00 CR ACME LTD SALARY",
        ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func appStatementGroupingRowsUnderDayHeadings() {
        var page = HandBuiltPage()
        page.line(.left("Example Digital Bank", 40))
        page.line(.left("Statement 1 March 2025 - 31 March 2025", 40))
        page.line(.left("Opening balance", 40), .right("£250.00", 300))
        page.line(.left("Closing balance", 40), .right("£2,022.31", 300))
        page.line(.left("Description", 40), .right("Money out", 400), .right("Money in", 470), .right("Balance", 540), gap: 16)
        page.line(.left("3 March 2025", 40))
        page.line(.left("Tesco Express", 40), .right("12.50", 400), .right("237.50", 540))
        page.line(.left("Pret A Manger", 40), .right("4.20", 400), .right("233.30", 540))
        page.line(.left("5 March 2025", 40))
        page.line(.left("ACME Ltd Salary", 40), .right("1,800.00", 470), .right("2,033.30", 540))
        page.line(.left("Netflix", 40), .right("10.99", 400), .right("2,022.31", 540))
        let statement = parse(page)
        #expect(statement.currency.code == "GBP")
        #expect(statement.periodText == "2025-03-01..2025-03-31")
        #expect(statement.balancesText == ["250.00", "2022.31"])
        #expect(statement.rows == [
            "2025-03-03 -12.50 Tesco Express",
            "2025-03-03 -4.20 Pret A Manger",
            "2025-03-05 1800.00 ACME Ltd Salary",
            "2025-03-05 -10.99 Netflix",
        ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    // MARK: 6. No balances; no table

    @Test func tableWithoutBalancesIsUnverifiableAndTheNoticePageAddsNoRows() {
        var first = HandBuiltPage(number: 1)
        first.line(.left("Example Credit Union", 40))
        first.line(.left("Transaction history for account ending 4417", 40))
        first.line(.left("Date", 40), .left("Description", 110), .right("Amount (USD)", 530))
        first.line(.left("03/14/2025", 40), .left("DEBIT CARD PURCHASE SAFEWAY #1234", 110), .right("-54.12", 530))
        first.line(.left("03/15/2025", 40), .left("ACH DEPOSIT ACME CORP PAYROLL", 110), .right("2,150.00", 530))
        first.line(.left("03/17/2025", 40), .left("CHECK #1045", 110), .right("-120.00", 530))
        first.line(.left("03/20/2025", 40), .left("ATM WITHDRAWAL 5TH AVE", 110), .right("-60.00", 530))
        first.line(.left("NEW YORK NY", 110))
        first.line(.left("Page 1 of 2", 40), gap: 30)
        var second = HandBuiltPage(number: 2)
        second.line(.left("Important information about your account", 40))
        second.line(.left("Effective May 1, 2025 the monthly service fee for this account changes from", 40))
        second.line(.left("$5.00 to $7.50. The fee is waived when your average daily balance is at least", 40))
        second.line(.left("$1,500.00 or when your direct deposits in the month reach a total of $500.00", 40))
        second.line(.left("Fee schedule", 40), gap: 20)
        second.line(.left("Overdraft item fee", 110), .right("$35.00", 530))
        second.line(.left("Stop payment order", 110), .right("$30.00", 530))
        second.line(.left("Outgoing domestic wire", 110), .right("$25.00", 530))
        second.line(.left("Page 2 of 2", 40), gap: 30)
        let statement = parse(first, second)
        #expect(statement.currency.code == "USD")
        #expect(statement.period == nil)
        #expect(statement.balancesText == [nil, nil])
        #expect(statement.rows == [
            "2025-03-14 -54.12 DEBIT CARD PURCHASE SAFEWAY #1234",
            "2025-03-15 2150.00 ACH DEPOSIT ACME CORP PAYROLL",
            "2025-03-17 -120.00 CHECK #1045",
            "2025-03-20 -60.00 ATM WITHDRAWAL 5TH AVE NEW YORK NY",
        ])
        #expect(statement.verification.verdict == .unverifiable)
        #expect(statement.problemTexts == [
            "the statement prints no opening, closing or running balance to check the rows against",
        ])
    }

    @Test func proseWithAmountsButNoTableInventsNoRows() {
        var page = HandBuiltPage()
        page.line(.left("Example Bank UK plc", 40))
        page.line(.left("Changes to your account fees", 40))
        page.line(.left("Dear Mr Smith,", 40))
        page.line(.left("From 1 May 2025 the monthly fee for your account will rise from £3.00", 40))
        page.line(.left("to £4.50. An unarranged overdraft will cost you no more than £25.00", 40))
        page.line(.left("in any month. If you keep at least £1,000.00 in your account", 40))
        page.line(.left("we will refund the fee each month.", 40))
        page.line(.left("Returned payment fee", 110), .right("£10.00", 530))
        page.line(.left("Foreign cash withdrawal", 110), .right("£1.50", 530))
        page.line(.left("31/03/2025 is the last day on which the old fee of £3.00", 40))
        page.line(.left("applies.", 40))
        let statement = parse(page)
        #expect(statement.transactions.isEmpty, "\(statement.rows)")
        #expect(statement.currency.code == "GBP")
        #expect(statement.balancesText == [nil, nil])
        #expect(statement.verification.verdict == .unverifiable)
        #expect(statement.problemTexts.first == "no transaction table found: no line starts with a date and ends with an amount")
    }

    // MARK: 7. A running balance that breaks once

    private func usPage(_ number: Int) -> HandBuiltPage {
        var page = HandBuiltPage(number: number)
        page.line(.left("Fabrikam Test Bank", 40), .left("Page \(number) of 2", 460))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 520))
        return page
    }

    @Test func oneMisprintedRunningBalanceIsOneProblemAtItsPageAndLine() throws {
        var first = usPage(1)
        first.line(.left("Beginning balance", 110), .right("$1,000.00", 520))
        first.line(.left("03/03/2025", 40), .left("GROCERY STORE", 110), .right("-$45.20", 440), .right("$954.80", 520))
        first.line(.left("03/04/2025", 40), .left("PAYROLL DEPOSIT", 110), .right("$1,200.00", 440), .right("$2,154.80", 520))
        var second = usPage(2)
        second.line(.left("03/10/2025", 40), .left("ELECTRIC COMPANY", 110), .right("-$80.00", 440), .right("$2,074.80", 520))
        // Misprinted: 2,074.80 - 12.50 is 2,062.30; the rows after it follow from 2,062.30.
        second.line(.left("03/12/2025", 40), .left("COFFEE SHOP", 110), .right("-$12.50", 440), .right("$2,026.30", 520))
        second.line(.left("03/15/2025", 40), .left("RENT", 110), .right("-$900.00", 440), .right("$1,162.30", 520))
        second.line(.left("03/20/2025", 40), .left("REFUND", 110), .right("$20.00", 440), .right("$1,182.30", 520))
        second.line(.left("Ending balance", 110), .right("$1,182.30", 520))
        let statement = parse(first, second)
        #expect(statement.currency.code == "USD")
        #expect(statement.period == nil)
        #expect(statement.rows == [
            "2025-03-03 -45.20 GROCERY STORE", "2025-03-04 1200.00 PAYROLL DEPOSIT", "2025-03-10 -80.00 ELECTRIC COMPANY",
            "2025-03-12 -12.50 COFFEE SHOP", "2025-03-15 -900.00 RENT", "2025-03-20 20.00 REFUND",
        ])
        #expect(statement.balancesText == ["1000.00", "1182.30"])
        #expect(statement.verification.verdict == .failed)
        #expect(statement.verification.problems.count == 1, "\(statement.problemTexts)")
        let problem = try #require(statement.verification.problems.first)
        #expect(problem.page == 2)
        #expect(problem.line == 4)
        #expect(problem.message.contains("2,026.30"))
    }

    @Test func oneMisprintedAmountIsOneProblemAtItsPageAndLine() throws {
        var first = usPage(1)
        first.line(.left("Beginning balance", 110), .right("$1,000.00", 520))
        first.line(.left("03/03/2025", 40), .left("GROCERY STORE", 110), .right("-$45.20", 440), .right("$954.80", 520))
        var second = usPage(2)
        // Printed -54.20 where the balance moved by 45.20 (a transposition): the rows after it
        // follow from its printed balance.
        second.line(.left("03/10/2025", 40), .left("ELECTRIC COMPANY", 110), .right("-$54.20", 440), .right("$909.60", 520))
        second.line(.left("03/15/2025", 40), .left("RENT", 110), .right("-$900.00", 440), .right("$9.60", 520))
        second.line(.left("Ending balance", 110), .right("$9.60", 520))
        let statement = parse(first, second)
        #expect(statement.currency.code == "USD")
        #expect(statement.rows == ["2025-03-03 -45.20 GROCERY STORE", "2025-03-10 -54.20 ELECTRIC COMPANY", "2025-03-15 -900.00 RENT"])
        #expect(statement.balancesText == ["1000.00", "9.60"])
        #expect(statement.verification.verdict == .failed)
        #expect(statement.verification.problems.count == 1, "\(statement.problemTexts)")
        let problem = try #require(statement.verification.problems.first)
        #expect(problem.page == 2)
        #expect(problem.line == 3)
    }

    // MARK: 8. Date order decided per statement

    /// A small statement whose dates are `dates`, its amounts in `currency`.
    private func datedStatement(currency: String, dates: [String], heading: String? = nil) -> Statement {
        var page = HandBuiltPage()
        page.line(.left("Example Bank", 40))
        if let heading { page.line(.left(heading, 40)) }
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount (\(currency))", 440), .right("Balance", 520))
        page.line(.left("Opening balance", 110), .right("1,000.00", 520))
        let balances = ["990.00", "970.00", "940.00", "900.00"]
        for (index, date) in dates.enumerated() {
            page.line(.left(date, 40), .left("PAYMENT \(index + 1)", 110), .right("-\(10 * (index + 1)).00", 440),
                      .right(balances[index], 520))
        }
        page.line(.left("Closing balance", 110), .right(balances[dates.count - 1], 520))
        return StatementParser().parse(pages: [page.page])
    }

    /// The rows of `datedStatement` on `dates` (ISO): amounts and descriptions do not depend on the order.
    private func datedRows(_ dates: [String]) -> [String] {
        dates.enumerated().map { index, date in "\(date) -\(10 * (index + 1)).00 PAYMENT \(index + 1)" }
    }

    private func expectFacts(_ statement: Statement, currency: String) {
        #expect(statement.currency.code == currency)
        #expect(statement.balancesText == ["1000.00", "900.00"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func ambiguousDatesFollowTheCurrencysConvention() {
        let dates = ["02/03/2025", "02/05/2025", "02/10/2025", "02/12/2025"]
        let dollars = datedStatement(currency: "USD", dates: dates)
        expectFacts(dollars, currency: "USD")
        #expect(dollars.rows == datedRows(["2025-02-03", "2025-02-05", "2025-02-10", "2025-02-12"]))
        let euros = datedStatement(currency: "EUR", dates: dates)
        expectFacts(euros, currency: "EUR")
        #expect(euros.rows == datedRows(["2025-03-02", "2025-05-02", "2025-10-02", "2025-12-02"]))
    }

    @Test func oneUnambiguousDateDecidesTheWholeStatement() {
        let monthFirst = datedStatement(currency: "EUR", dates: ["02/03/2025", "02/05/2025", "02/13/2025", "02/14/2025"])
        expectFacts(monthFirst, currency: "EUR")
        #expect(monthFirst.rows == datedRows(["2025-02-03", "2025-02-05", "2025-02-13", "2025-02-14"]))
        let dayFirst = datedStatement(currency: "USD", dates: ["03/02/2025", "05/02/2025", "13/02/2025", "14/02/2025"])
        expectFacts(dayFirst, currency: "USD")
        #expect(dayFirst.rows == datedRows(["2025-02-03", "2025-02-05", "2025-02-13", "2025-02-14"]))
    }

    @Test func anUnambiguousDateInThePeriodDecidesTheRows() {
        // A dollar account in a day-first country: only the period's 28/02 tells the order.
        let statement = datedStatement(currency: "USD", dates: ["03/02/2025", "05/02/2025", "10/02/2025", "12/02/2025"],
                                       heading: "Período del 01/02/2025 al 28/02/2025")
        expectFacts(statement, currency: "USD")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.rows == datedRows(["2025-02-03", "2025-02-05", "2025-02-10", "2025-02-12"]))
    }
}
