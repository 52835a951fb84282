import Testing
@testable import StatementCore

/// Header vocabularies and column orders: which column holds the date, the description, the reference and the money.
@Suite struct UnseenLayoutColumnTests {
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
        let statement = UnseenLayout.parse(page)
        #expect(statement.institution == "BANQUE EXEMPLE")
        #expect(statement.kind == .current)
        #expect(statement.currency.code == "EUR")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["2450.00", "2735.34"])
        #expect(
            statement.rows == [
                "2025-02-03 -84.20 PRLV SEPA EDF CLIENTS PARTICULIERS ECH/030225 ID EMETTEUR/FR12ZZZ123456",
                "2025-02-05 2150.00 VIR SEPA RECU /DE ACME SARL /MOTIF SALAIRE FEVRIER 2025",
                "2025-02-07 -1234.56 CB FNAC LYON 06/02",
                "2025-02-12 -6.40 CB BOULANGERIE PAUL 11/02",
                "2025-02-14 -60.00 RETRAIT DAB LYON BELLECOUR",
                "2025-02-20 -500.00 VIR SEPA EMIS VERS M DUPONT LIVRET A",
                "2025-02-25 23.00 REMBOURSEMENT CPAM DU RHONE",
                "2025-02-28 -2.50 FRAIS TENUE DE COMPTE",
            ])
        #expect(
            statement.transactions.map { $0.balance?.decimalString } == [
                "2365.80", "4515.80", "3281.24", "3274.84", "3214.84", "2714.84", "2737.84", "2735.34",
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
        let statement = UnseenLayout.parse(page)
        #expect(statement.institution == "Example Building Society")
        #expect(statement.currency.code == "GBP")
        #expect(statement.period == nil)
        #expect(statement.statementDate?.iso == "2025-03-15")
        #expect(statement.balancesText == ["1234.56", "2427.16"])
        #expect(
            statement.rows == [
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
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "GBP")
        #expect(statement.periodText == "2025-03-01..2025-03-31")
        #expect(statement.balancesText == ["1000.00", "3016.50"])
        #expect(
            statement.rows == [
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
        let statement = UnseenLayout.parse(page)
        #expect(statement.institution == "Banco Ejemplar")
        #expect(statement.currency.code == "EUR")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["1250.00", "2121.65"])
        #expect(
            statement.rows == [
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
        let statement = UnseenLayout.parse(page)
        #expect(statement.kind == .card)
        #expect(statement.currency.code == "USD")
        #expect(statement.periodText == "2024-12-16..2025-01-15")
        #expect(statement.balancesText == ["-800.00", "-912.34"])
        #expect(
            statement.rows == [
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
        let statement = UnseenLayout.parse(page)
        #expect(statement.kind == .card)
        #expect(statement.currency.code == "GBP")
        #expect(statement.periodText == "2024-12-15..2025-01-14")
        #expect(statement.balancesText == ["-150.00", "-223.40"])
        #expect(
            statement.rows == [
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
        let statement = UnseenLayout.parse(page)
        #expect(statement.kind == .card)
        #expect(statement.currency.code == "USD")
        #expect(statement.period == nil)
        #expect(statement.statementDate?.iso == "2025-01-15")
        #expect(statement.balancesText == ["-612.40", "-499.12"])
        #expect(
            statement.rows == [
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
        page.line(
            .left("Txn Date", 30), .left("Description", 110), .right("Withdrawal Amount (INR)", 430),
            .right("Deposit Amount (INR)", 560))
        page.line(.left("02 Mar 2025", 30), .left("UPI/DR/512345/GROCER", 110), .right("1,250.00", 430))
        page.line(.left("05 Mar 2025", 30), .left("NEFT/CR/ACME/SALARY", 110), .right("65,000.00", 560))
        page.line(.left("10 Mar 2025", 30), .left("ATM WDL MUMBAI", 110), .right("4,500.00", 430))
        let statement = UnseenLayout.parse(page)
        #expect(statement.institution == "EXAMPLE BANK OF INDIA")
        #expect(statement.currency.code == "INR")
        #expect(statement.periodText == "2025-03-01..2025-03-31")
        #expect(statement.balancesText == ["50000.00", "109250.00"])
        #expect(
            statement.rows == [
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
        page.line(
            .left("S No.", 30), .left("Value Date", 60), .left("Transaction Date", 120), .left("Transaction Remarks", 190),
            .right("Withdrawal Amount (INR)", 430), .right("Deposit Amount (INR)", 500), .right("Balance (INR)", 575))
        page.line(.left("B/F", 190), .right("45,210.55", 575))
        page.line(
            .left("1", 30), .left("02/04/2025", 60), .left("02/04/2025", 120), .left("UPI/512345678901/Zomato", 190),
            .right("389.00", 430), .right("44,821.55", 575))
        page.line(
            .left("2", 30), .left("05/04/2025", 60), .left("05/04/2025", 120), .left("NEFT-ACME SOFTWARE-SALARY", 190),
            .right("85,000.00", 500), .right("1,29,821.55", 575))
        page.line(
            .left("3", 30), .left("18/04/2025", 60), .left("17/04/2025", 120), .left("ATM/CASH WDL/MUMBAI", 190),
            .right("5,000.00", 430), .right("1,24,821.55", 575))
        let statement = UnseenLayout.parse(page)
        #expect(statement.kind == .savings)
        #expect(statement.currency.code == "INR")
        #expect(statement.periodText == "2025-04-01..2025-04-30")
        #expect(statement.balancesText == ["45210.55", "124821.55"])
        // The first date printed is the value date, the second the transaction's.
        #expect(
            statement.rows == [
                "2025-04-02 -389.00 UPI/512345678901/Zomato",
                "2025-04-05 85000.00 NEFT-ACME SOFTWARE-SALARY",
                "2025-04-18 -5000.00 ATM/CASH WDL/MUMBAI",
            ])
        // B/F and running balances only: a balance is printed, but no closing proves the rows.
        #expect(statement.verification.verdict == .failed, "\(statement.problemTexts)")
    }

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
        let statement = UnseenLayout.parse(page)
        #expect(statement.institution == "Banca Esempio S.p.A.")
        #expect(statement.currency.code == "EUR")
        #expect(statement.periodText == "2025-01-01..2025-03-31")
        #expect(statement.balancesText == ["3210.50", "5175.78"])
        #expect(
            statement.rows == [
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
        page.line(
            .left("Date", 30), .left("Narration", 75), .left("Chq./Ref.No.", 200), .left("Value Dt", 268),
            .right("Withdrawal Amt.", 400), .right("Deposit Amt.", 480), .right("Closing Balance", 575))
        page.line(
            .left("01/02/25", 30), .left("UPI-SWIGGY-503212345678", 75), .left("503212345678", 200),
            .left("01/02/25", 268), .right("456.00", 400), .right("1,23,544.00", 575))
        page.line(
            .left("03/02/25", 30), .left("NEFT CR-ICIC0000104-ACME", 75), .left("ICICN5202502", 200),
            .left("03/02/25", 268), .right("1,25,000.00", 480), .right("2,48,544.00", 575))
        page.line(.left("TECHNOLOGIES PVT LTD-SALARY", 75))
        page.line(
            .left("05/02/25", 30), .left("EMI 412345678", 75), .left("41234567", 200),
            .left("05/02/25", 268), .right("18,250.00", 400), .right("2,30,294.00", 575))
        page.line(
            .left("10/02/25", 30), .left("ATW-512345XXXXXX1234", 75), .left("1234", 200),
            .left("10/02/25", 268), .right("10,000.00", 400), .right("2,20,294.00", 575))
        page.line(
            .left("15/02/25", 30), .left("POS BIGBASKET", 75), .left("504612345678", 200),
            .left("14/02/25", 268), .right("2,345.60", 400), .right("2,17,948.40", 575))
        page.line(.left("POS DEBIT", 75))
        page.line(
            .left("28/02/25", 30), .left("CREDIT INTEREST", 75), .left("0000000000", 200),
            .left("28/02/25", 268), .right("512.00", 480), .right("2,18,460.40", 575))
        page.line(.left("CAPITALISED", 75))
        page.line(.left("STATEMENT SUMMARY :-", 30), gap: 20)
        page.line(
            .left("Opening Balance", 30), .left("Dr Count", 150), .left("Cr Count", 220), .left("Debits", 300),
            .left("Credits", 380), .left("Closing Bal", 460))
        page.line(
            .right("1,24,000.00", 100), .right("4", 180), .right("2", 250), .right("31,051.60", 350),
            .right("1,25,512.00", 430), .right("2,18,460.40", 520))
        let statement = UnseenLayout.parse(page)
        #expect(statement.account == "…6789")
        #expect(statement.currency.code == "INR")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["124000.00", "218460.40"])
        // The reference column is not part of the narration.
        #expect(
            statement.rows == [
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
        let statement = UnseenLayout.parse(page)
        #expect(statement.institution == "Direktbank Beispiel AG")
        #expect(statement.currency.code == "EUR")
        #expect(statement.period == nil)
        #expect(statement.statementDate?.iso == "2025-02-28")
        #expect(statement.balancesText == ["1520.40", "3771.95"])
        #expect(
            statement.rows == [
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
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "EUR")
        #expect(statement.periodText == "2025-02-01..2025-02-28")
        #expect(statement.balancesText == ["1520.40", "3825.96"])
        #expect(
            statement.rows == [
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
        let statement = UnseenLayout.parse(page)
        #expect(statement.institution == "サンプル銀行")
        #expect(statement.currency.code == "JPY")
        #expect(statement.period == nil)
        #expect(statement.balancesText == ["150000", "388248"])
        #expect(
            statement.rows == [
                "2025-02-03 -3240 カード ABCストア",
                "2025-02-10 250000 振込 カブシキガイシャサンプル",
                "2025-02-27 -8512 口座振替 電気料金",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
