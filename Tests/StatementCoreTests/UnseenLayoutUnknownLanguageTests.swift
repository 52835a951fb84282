import Testing
@testable import StatementCore

/// Statements in a language no vocabulary here knows (Swahili): the parser may still read them
/// from their shape, but it never calls wrong rows verified.
@Suite struct UnseenLayoutUnknownLanguageTests {
    static let march = ["2025-03-03", "2025-03-05", "2025-03-12", "2025-03-20"]

    private func swahili(signed: ((Int64) -> String)?, header: [String]) -> LanguageStatement {
        LanguageStatement(
            letterhead: ["Benki ya Mfano", "Taarifa ya akaunti", "Sarafu TZS"],
            header: header, opening: "Salio la kuanzia", closing: "Salio la mwisho",
            descriptions: ["Malipo ya umeme", "Mshahara Contoso", "Duka Fabrikam", "Kutoa ATM Centrum"],
            dates: ["03/03/2025", "05/03/2025", "12/03/2025", "20/03/2025"],
            amount: { LanguageStatement.grouped($0, group: ",", decimal: ".") }, signed: signed)
    }

    private func expectHonest(_ parsed: Statement, _ statement: LanguageStatement) {
        if parsed.verification.verdict == .verified {
            #expect(parsed.rows == statement.expectedRows(Self.march), "verified, so its rows must be right")
        }
    }

    @Test func signedAmountsUnderUnknownHeaders() {
        let statement = swahili(
            signed: { ($0 < 0 ? "-" : "") + LanguageStatement.grouped(abs($0), group: ",", decimal: ".") },
            header: ["Tarehe", "Maelezo", "Kiasi", "Salio"])
        expectHonest(UnseenLayout.parse(statement.page), statement)
    }

    @Test func unsignedMoneyOutAndInColumnsUnderUnknownHeaders() {
        let statement = swahili(signed: nil, header: ["Tarehe", "Maelezo", "Kutoa", "Kuweka", "Salio"])
        let parsed = UnseenLayout.parse(statement.page)
        expectHonest(parsed, statement)
    }

    @Test func aBrokenBalanceChainIsNeverVerified() {
        var statement = swahili(signed: nil, header: ["Tarehe", "Maelezo", "Kutoa", "Kuweka", "Salio"])
        // The third row's amount misprinted: no reading of the page balances.
        statement.amount = { minor in LanguageStatement.grouped(minor == 123_456 ? 123_465 : minor, group: ",", decimal: ".") }
        let parsed = UnseenLayout.parse(statement.page)
        #expect(parsed.verification.verdict != .verified, "\(parsed.rows)")
    }

    @Test func unknownMonthNamesGiveNoRowsRatherThanWrongDates() {
        // Swahili months ("Machi") are not known: the rows have no date the parser can read.
        var statement = swahili(signed: nil, header: ["Tarehe", "Maelezo", "Kutoa", "Kuweka", "Salio"])
        statement.dates = ["3 Machi 2025", "5 Machi 2025", "12 Machi 2025", "20 Machi 2025"]
        let parsed = UnseenLayout.parse(statement.page)
        #expect(parsed.verification.verdict != .verified)
        expectHonest(parsed, statement)
    }
}
