import Testing
@testable import StatementCore

/// Statements in the shapes of countries and languages the other families do not cover: Polish,
/// Turkish, Swedish and Norwegian (space thousands, `kr`), Indian lakhs with Dr/Cr, Australian
/// with a BSB, South African rand, Chilean pesos without decimals.
@Suite struct UnseenLayoutMoreCountriesTests {
    @Test func polishAccountWithSpaceThousands() {
        var page = HandBuiltPage()
        page.line(.left("Bank Przykładowy S.A.", 40))
        page.line(.left("Wyciąg z rachunku za okres 01.03.2025 - 31.03.2025", 40))
        page.line(.left("Waluta: PLN", 40))
        page.line(.left("Saldo początkowe", 40), .right("2 500,00", 300))
        page.line(.left("Saldo końcowe", 40), .right("6 154,01", 300))
        page.line(.left("Data operacji", 40), .left("Opis operacji", 120), .right("Kwota", 440), .right("Saldo", 530))
        page.line(.left("03.03.2025", 40), .left("WYNAGRODZENIE ZA LUTY", 120), .right("4 800,00", 440), .right("7 300,00", 530))
        page.line(.left("05.03.2025", 40), .left("BIEDRONKA WARSZAWA", 120), .right("-145,99", 440), .right("7 154,01", 530))
        page.line(.left("10.03.2025", 40), .left("PRZELEW CZYNSZ", 120), .right("-1 000,00", 440), .right("6 154,01", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "PLN")
        #expect(statement.balancesText == ["2500.00", "6154.01"])
        #expect(
            statement.rows == [
                "2025-03-03 4800.00 WYNAGRODZENIE ZA LUTY",
                "2025-03-05 -145.99 BIEDRONKA WARSZAWA",
                "2025-03-10 -1000.00 PRZELEW CZYNSZ",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func turkishAccountWithBorcAndAlacakColumns() {
        var page = HandBuiltPage()
        page.line(.left("Örnek Bankası A.Ş.", 40))
        page.line(.left("Hesap Özeti 01.03.2025 - 31.03.2025", 40))
        page.line(.left("Para Birimi: TRY", 40))
        page.line(.left("Tarih", 40), .left("Açıklama", 110), .right("Borç", 360), .right("Alacak", 440), .right("Bakiye", 530))
        page.line(.left("Devreden Bakiye", 110), .right("1.000,00", 530))
        page.line(.left("04.03.2025", 40), .left("MAAŞ ÖDEMESİ", 110), .right("25.000,00", 440), .right("26.000,00", 530))
        page.line(.left("07.03.2025", 40), .left("MIGROS ISTANBUL", 110), .right("1.250,50", 360), .right("24.749,50", 530))
        page.line(.left("Dönem Sonu Bakiye", 110), .right("24.749,50", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "TRY")
        #expect(statement.balancesText == ["1000.00", "24749.50"])
        #expect(statement.rows == ["2025-03-04 25000.00 MAAŞ ÖDEMESİ", "2025-03-07 -1250.50 MIGROS ISTANBUL"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func swedishAccountInKronorWithSpaceThousands() {
        var page = HandBuiltPage()
        page.line(.left("Exempelbanken AB", 40))
        page.line(.left("Kontoutdrag 2025-03-01 - 2025-03-31", 40))
        page.line(.left("Ingående saldo", 40), .right("12 000,00 kr", 300))
        page.line(.left("Utgående saldo", 40), .right("10 651,50 kr", 300))
        page.line(.left("Datum", 40), .left("Text", 120), .right("Belopp", 440), .right("Saldo", 530))
        page.line(.left("2025-03-03", 40), .left("ICA KVANTUM", 120), .right("-348,50", 440), .right("11 651,50", 530))
        page.line(.left("2025-03-25", 40), .left("HYRA MARS", 120), .right("-1 000,00", 440), .right("10 651,50", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "SEK")
        #expect(statement.balancesText == ["12000.00", "10651.50"])
        #expect(statement.rows == ["2025-03-03 -348.50 ICA KVANTUM", "2025-03-25 -1000.00 HYRA MARS"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func norwegianAccountWithInAndOutColumns() {
        var page = HandBuiltPage()
        page.line(.left("Eksempelbanken ASA", 40))
        page.line(.left("Kontoutskrift 01.03.2025 - 31.03.2025", 40))
        page.line(.left("Valuta: NOK", 40))
        page.line(.left("Inngående saldo", 40), .right("5 000,00", 300))
        page.line(.left("Utgående saldo", 40), .right("34 501,00", 300))
        page.line(.left("Dato", 40), .left("Beskrivelse", 110), .right("Ut av konto", 380), .right("Inn på konto", 460))
        page.line(.left("05.03.2025", 40), .left("LØNN MARS", 110), .right("31 000,00", 460))
        page.line(.left("12.03.2025", 40), .left("REMA 1000 OSLO", 110), .right("1 499,00", 380))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "NOK")
        #expect(statement.balancesText == ["5000.00", "34501.00"])
        #expect(statement.rows == ["2025-03-05 31000.00 LØNN MARS", "2025-03-12 -1499.00 REMA 1000 OSLO"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func indianAccountWithLakhsMarkedDrAndCr() {
        var page = HandBuiltPage()
        page.line(.left("EXAMPLE BANK OF INDIA", 40))
        page.line(.left("Statement of Account from 01-03-2025 to 31-03-2025", 40))
        page.line(.left("Currency INR", 40))
        page.line(.left("Date", 40), .left("Particulars", 110), .right("Amount", 430), .right("Balance", 540))
        page.line(.left("01-03-2025", 40), .left("OPENING BALANCE", 110), .right("1,20,000.00 Cr", 540))
        page.line(.left("04-03-2025", 40), .left("NEFT SALARY ACME", 110), .right("1,50,000.00 Cr", 430), .right("2,70,000.00 Cr", 540))
        page.line(.left("10-03-2025", 40), .left("EMI HOME LOAN", 110), .right("45,500.00 Dr", 430), .right("2,24,500.00 Cr", 540))
        page.line(.left("31-03-2025", 40), .left("CLOSING BALANCE", 110), .right("2,24,500.00 Cr", 540))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "INR")
        #expect(statement.balancesText == ["120000.00", "224500.00"])
        #expect(statement.rows == ["2025-03-04 150000.00 NEFT SALARY ACME", "2025-03-10 -45500.00 EMI HOME LOAN"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func australianAccountWithABSB() {
        var page = HandBuiltPage()
        page.line(.left("Example Bank of Australia", 40))
        page.line(.left("BSB 062-000   Account number 1234 5678", 40))
        page.line(.left("Statement period 1 Mar 2025 to 31 Mar 2025", 40))
        page.line(.left("Opening balance", 40), .right("$1,000.00 CR", 300))
        page.line(.left("Closing balance", 40), .right("$2,765.40 CR", 300))
        page.line(.left("Date", 40), .left("Transaction", 110), .right("Debit", 360), .right("Credit", 440), .right("Balance", 540))
        page.line(.left("03 Mar", 40), .left("SALARY ACME PTY LTD", 110), .right("2,000.00", 440), .right("$3,000.00 CR", 540))
        page.line(.left("08 Mar", 40), .left("WOOLWORTHS 1234 SYDNEY", 110), .right("234.60", 360), .right("$2,765.40 CR", 540))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "AUD")
        #expect(statement.account == "…5678")
        #expect(statement.balancesText == ["1000.00", "2765.40"])
        #expect(statement.rows == ["2025-03-03 2000.00 SALARY ACME PTY LTD", "2025-03-08 -234.60 WOOLWORTHS 1234 SYDNEY"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func southAfricanAccountInRand() {
        var page = HandBuiltPage()
        page.line(.left("Example Bank South Africa Ltd", 40))
        page.line(.left("Statement period 2025/03/01 to 2025/03/31", 40))
        page.line(.left("Opening balance", 40), .right("R5 000.00", 300))
        page.line(.left("Closing balance", 40), .right("R18 711.50", 300))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 540))
        page.line(.left("2025/03/01", 40), .left("SALARY", 110), .right("15 000.00", 440), .right("20 000.00", 540))
        page.line(.left("2025/03/04", 40), .left("PICK N PAY CAPE TOWN", 110), .right("-1 288.50", 440), .right("18 711.50", 540))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "ZAR")
        #expect(statement.balancesText == ["5000.00", "18711.50"])
        #expect(statement.rows == ["2025-03-01 15000.00 SALARY", "2025-03-04 -1288.50 PICK N PAY CAPE TOWN"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func chileanAccountInPesosWithoutDecimals() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo Chile", 40))
        page.line(.left("Cartola cuenta corriente en pesos (CLP)", 40))
        page.line(.left("Periodo del 01/03/2025 al 31/03/2025", 40))
        page.line(.left("Saldo inicial", 40), .right("$ 1.250.000", 300))
        page.line(.left("Saldo final", 40), .right("$ 2.015.010", 300))
        page.line(.left("Fecha", 40), .left("Descripción", 110), .right("Cargos", 360), .right("Abonos", 440), .right("Saldo", 540))
        page.line(.left("05/03/2025", 40), .left("REMUNERACION", 110), .right("950.000", 440), .right("2.200.000", 540))
        page.line(.left("12/03/2025", 40), .left("SUPERMERCADO LIDER", 110), .right("184.990", 360), .right("2.015.010", 540))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "CLP")
        #expect(statement.balancesText == ["1250000", "2015010"])
        #expect(statement.rows == ["2025-03-05 950000 REMUNERACION", "2025-03-12 -184990 SUPERMERCADO LIDER"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func dutchAccountWithAfAndBijColumns() {
        var page = HandBuiltPage()
        page.line(.left("Voorbeeldbank N.V.", 40))
        page.line(.left("Rekeningafschrift 01-03-2025 t/m 31-03-2025", 40))
        page.line(.left("IBAN NL91 ABNA 0417 1643 00", 40))
        page.line(.left("Beginsaldo", 40), .right("€ 1.500,00", 300))
        page.line(.left("Eindsaldo", 40), .right("€ 3.865,10", 300))
        page.line(.left("Datum", 40), .left("Omschrijving", 110), .right("Af", 400), .right("Bij", 480))
        page.line(.left("02-03-2025", 40), .left("SALARIS MAART", 110), .right("2.450,00", 480))
        page.line(.left("06-03-2025", 40), .left("ALBERT HEIJN 1234", 110), .right("84,90", 400))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "EUR")
        #expect(statement.balancesText == ["1500.00", "3865.10"])
        #expect(statement.rows == ["2025-03-02 2450.00 SALARIS MAART", "2025-03-06 -84.90 ALBERT HEIJN 1234"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func czechAccountInKoruna() {
        var page = HandBuiltPage()
        page.line(.left("Příkladová banka a.s.", 40))
        page.line(.left("Výpis z účtu za období 01.03.2025 - 31.03.2025", 40))
        page.line(.left("Měna: CZK", 40))
        page.line(.left("Počáteční zůstatek", 40), .right("10 000,00", 300))
        page.line(.left("Konečný zůstatek", 40), .right("42 751,00", 300))
        page.line(.left("Datum", 40), .left("Popis", 110), .right("Částka", 440), .right("Zůstatek", 530))
        page.line(.left("05.03.2025", 40), .left("MZDA BŘEZEN", 110), .right("35 000,00", 440), .right("45 000,00", 530))
        page.line(.left("11.03.2025", 40), .left("ALBERT PRAHA", 110), .right("-2 249,00", 440), .right("42 751,00", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "CZK")
        #expect(statement.balancesText == ["10000.00", "42751.00"])
        #expect(statement.rows == ["2025-03-05 35000.00 MZDA BŘEZEN", "2025-03-11 -2249.00 ALBERT PRAHA"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func hungarianAccountInForint() {
        var page = HandBuiltPage()
        page.line(.left("Példa Bank Zrt.", 40))
        page.line(.left("Számlakivonat 2025.03.01 - 2025.03.31", 40))
        page.line(.left("Pénznem: HUF", 40))
        page.line(.left("Nyitó egyenleg", 40), .right("150 000,00", 300))
        page.line(.left("Záró egyenleg", 40), .right("578 010,00", 300))
        page.line(.left("Dátum", 40), .left("Közlemény", 110), .right("Összeg", 440), .right("Egyenleg", 530))
        page.line(.left("2025.03.05", 40), .left("MUNKABÉR", 110), .right("450 000,00", 440), .right("600 000,00", 530))
        page.line(.left("2025.03.09", 40), .left("TESCO BUDAPEST", 110), .right("-21 990,00", 440), .right("578 010,00", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "HUF")
        #expect(statement.balancesText == ["150000.00", "578010.00"])
        #expect(statement.rows == ["2025-03-05 450000.00 MUNKABÉR", "2025-03-09 -21990.00 TESCO BUDAPEST"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func finnishAccountInEuros() {
        var page = HandBuiltPage()
        page.line(.left("Esimerkkipankki Oyj", 40))
        page.line(.left("Tiliote 01.03.2025 - 31.03.2025", 40))
        page.line(.left("IBAN FI21 1234 5600 0007 85", 40))
        page.line(.left("Alkusaldo", 40), .right("800,00", 300))
        page.line(.left("Loppusaldo", 40), .right("2 912,35", 300))
        page.line(.left("Päivämäärä", 40), .left("Selite", 110), .right("Määrä", 440), .right("Saldo", 530))
        page.line(.left("03.03.2025", 40), .left("PALKKA", 110), .right("2 300,00", 440), .right("3 100,00", 530))
        page.line(.left("08.03.2025", 40), .left("K-MARKET HELSINKI", 110), .right("-187,65", 440), .right("2 912,35", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "EUR")
        #expect(statement.balancesText == ["800.00", "2912.35"])
        #expect(statement.rows == ["2025-03-03 2300.00 PALKKA", "2025-03-08 -187.65 K-MARKET HELSINKI"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
