import Testing
@testable import StatementCore

/// The regional wordings of covered languages: Swiss and Austrian German, Dutch and Belgian
/// Dutch and French, Québec French, Portuguese of Portugal and Brazil, Latin-American Spanish.
@Suite struct UnseenLayoutRegionalTests {

    @Test func swissGermanWithApostropheGroups() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Beispiel Bank AG", "Kontoauszug", "IBAN CH93 0076 2011 6238 5295 7", "Zeitraum 01.03.2025 - 31.03.2025"],
                header: ["Datum", "Text", "Belastung", "Gutschrift", "Saldo"], opening: "Saldovortrag", closing: "Schlusssaldo",
                total: "Umsatztotal", dates: ["03.03.25", "05.03.25", "12.03.25", "20.03.25"],
                amount: { LanguageStatement.grouped($0, group: "'", decimal: ".") }),
            currency: "CHF")
    }

    @Test func swissWithTypographicApostropheGroups() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Exemple Banque SA", "Extrait de compte", "IBAN CH93 0076 2011 6238 5295 7", "Période 01.03.2025 - 31.03.2025"],
                header: ["Date", "Texte", "Débit", "Crédit", "Solde"], opening: "Solde reporté", closing: "Solde final", total: "Total",
                dates: ["03.03.2025", "05.03.2025", "12.03.2025", "20.03.2025"],
                amount: { LanguageStatement.grouped($0, group: "’", decimal: ".") }),
            currency: "CHF")
    }

    @Test func austrianWithSaldoAltAndNeuAndJaenner() {
        let statement = LanguageStatement(
            letterhead: ["Beispielbank AG", "Kontoauszug", "IBAN AT61 1904 3002 3457 3201", "Zeitraum 1. Jänner 2025 bis 31. Jänner 2025"],
            header: ["Buchungsdatum", "Buchungstext", "Belastungen", "Gutschriften", "Saldo"], opening: "Saldo alt", closing: "Saldo neu",
            total: "Summe", dates: ["03. Jänner", "05. Jänner", "12. Jänner", "20. Jänner"], amount: LanguageStatement.european)
        let parsed = UnseenLayout.parse(statement.page)
        #expect(parsed.rows == statement.expectedRows(LanguageStatement.march.map { $0.replacingOccurrences(of: "-03-", with: "-01-") }))
        #expect(parsed.periodText == "2025-01-01..2025-01-31")
        #expect(parsed.verification.verdict == .verified, "\(parsed.problemTexts)")
    }

    @Test func germanWithBookingAndValueDateGluedInOneWord() {
        let statement = LanguageStatement(
            letterhead: ["Beispielbank AG", "Kontoauszug", "IBAN DE44 1001 0010 0123 4567 89", "Zeitraum 01.03.2025 - 31.03.2025"],
            header: ["Buchung/Wert", "Vorgang", "Soll", "Haben", "Kontostand"], opening: "alter Kontostand", closing: "neuer Kontostand",
            total: "Summe", dates: ["03.03./03.03.", "05.03./04.03.", "12.03./12.03.", "20.03./21.03."], amount: LanguageStatement.european)
        expectVerified(statement, currency: "EUR")
        let parsed = StatementParser().parse(pages: [statement.page.page])
        #expect(parsed.transactions.map { $0.valueDate?.iso ?? "-" } == ["2025-03-03", "2025-03-04", "2025-03-12", "2025-03-21"])
        // A numeric date's own slashes never split it.
        #expect(LineReader.gluedDates("03/02/2025") == nil)
        #expect(LineReader.gluedDates("15.05.2025/02.06.") == nil)
    }

    @Test func dutchWithAfAndBijColumns() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Voorbeeldbank N.V.", "Rekeningoverzicht", "IBAN NL91 ABNA 0417 1643 00", "Periode 01-03-2025 t/m 31-03-2025"],
                header: ["Datum", "Omschrijving", "Af", "Bij", "Saldo"], opening: "Beginsaldo", closing: "Eindsaldo", total: "Totaal",
                dates: ["03-03-2025", "05-03-2025", "12-03-2025", "20-03-2025"], amount: LanguageStatement.european, footer: "Pagina 1 van 1"),
            currency: "EUR")
    }

    @Test func belgianDutchWithMededeling() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Voorbeeldbank NV", "Rekeninguittreksel", "IBAN BE68 5390 0754 7034", "Periode van 01/03/2025 tot 31/03/2025"],
                header: ["Datum", "Mededeling", "Debet", "Credit", "Saldo"], opening: "Vorig saldo", closing: "Nieuw saldo", total: "Totaal",
                dates: ["03/03/2025", "05/03/2025", "12/03/2025", "20/03/2025"], amount: LanguageStatement.european),
            currency: "EUR")
    }

    @Test func belgianFrenchWithCommunication() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Banque Exemple SA", "Extrait de compte", "IBAN BE68 5390 0754 7034", "Période du 01/03/2025 au 31/03/2025"],
                header: ["Date", "Communication", "Débit", "Crédit", "Solde"], opening: "Ancien solde", closing: "Nouveau solde", total: "Total",
                dates: ["03/03/2025", "05/03/2025", "12/03/2025", "20/03/2025"], amount: LanguageStatement.european),
            currency: "EUR")
    }

    @Test func quebecFrenchWithDollarSignsAfterTheAmount() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Caisse Exemple", "Relevé de compte", "Montréal (Québec) Canada", "Du 2025-03-01 au 2025-03-31"],
                header: ["Date", "Description", "Retraits", "Dépôts", "Solde"], opening: "Solde d'ouverture", closing: "Solde de fermeture",
                dates: ["2025-03-03", "2025-03-05", "2025-03-12", "2025-03-20"], amount: { LanguageStatement.spaced($0) + " $" }),
            currency: "CAD")
    }

    @Test func portugalWithDescritivoAndMontante() {
        expectVerified(
            LanguageStatement(
                letterhead: [
                    "Banco Exemplo, S.A.", "Extrato de conta", "IBAN PT50 0002 0123 1234 5678 9015 4", "Período de 01-03-2025 a 31-03-2025",
                ],
                header: ["Data Mov.", "Descritivo", "Montante", "Saldo"], opening: "Saldo inicial", closing: "Saldo final",
                dates: ["03-03-2025", "05-03-2025", "12-03-2025", "20-03-2025"], amount: LanguageStatement.european,
                signed: { ($0 < 0 ? "-" : "") + LanguageStatement.european(abs($0)) }),
            currency: "EUR")
    }

    @Test func brazilWithCreditAndDebitLetters() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Banco Exemplo S.A.", "Extrato de conta corrente", "Agência 1234 Conta 56789-0", "Período 01/03/2025 a 31/03/2025"],
                header: ["Data", "Histórico", "Valor (R$)", "Saldo (R$)"], opening: "Saldo anterior", closing: "Saldo final",
                dates: ["03/03", "05/03", "12/03", "20/03"], amount: LanguageStatement.european,
                signed: { LanguageStatement.european(abs($0)) + ($0 < 0 ? " D" : " C") }),
            currency: "BRL")
    }

    @Test func mexicanWithRetirosAndDepositos() {
        expectVerified(
            LanguageStatement(
                letterhead: ["Banco Ejemplo, S.A.", "Estado de cuenta", "CLABE 012180001234567897", "Periodo del 01/03/2025 al 31/03/2025"],
                header: ["Fecha", "Descripción", "Retiros", "Depósitos", "Saldo"], opening: "Saldo anterior", closing: "Saldo final",
                total: "Total", dates: ["03/MAR", "05/MAR", "12/MAR", "20/MAR"], amount: LanguageStatement.english),
            currency: "MXN")
    }

    @Test func colombianWithDebitosAndCreditos() {
        expectVerified(
            LanguageStatement(
                letterhead: [
                    "Banco Ejemplo S.A.", "Extracto de cuenta de ahorros", "Cuenta 123-456789-01 Colombia", "Periodo 2025/03/01 - 2025/03/31",
                ],
                header: ["Fecha", "Descripción", "Débitos", "Créditos", "Saldo"], opening: "Saldo anterior", closing: "Saldo actual",
                dates: ["2025/03/03", "2025/03/05", "2025/03/12", "2025/03/20"], amount: { "$" + LanguageStatement.english($0) }),
            currency: "COP")
    }
}
