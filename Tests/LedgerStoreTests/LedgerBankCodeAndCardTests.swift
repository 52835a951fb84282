import Foundation
import Testing
@testable import LedgerStore
import StatementCore

/// The same account number at two sort codes is two accounts; cards printing only their last
/// four digits join the card whose statements they agree with, and are never merged into one
/// they contradict.
@Suite struct LedgerBankCodeAndCardTests {
    let fees = [row("2025-03-31", "Monthly account fee", -500, line: 8), row("2025-03-02", "Mercadona", -4_530, line: 9)]

    private func plain(
        _ number: String?, code: String?, rows: [Transaction], opening: Int64 = 100_000,
        from start: String = "2025-03-01", to end: String = "2025-03-31"
    ) -> Statement {
        var result = statement(rows, opening: opening, from: start, to: end)
        result.account = number.map { Statement.mask(account: $0) } ?? "…3107"
        result.accountNumber = number
        result.bankCode = code
        if number == nil { result.kind = .card }
        return result
    }

    @Test(arguments: testedBackends) func theSameNumberAtTwoSortCodesStaysTwoAccounts(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let first = try ledger.importStatement(request(plain("12345678", code: "20-45-67", rows: fees), file: "a.pdf"))
        let second = try ledger.importStatement(request(plain("12345678", code: "30-91-56", rows: fees), file: "b.pdf"))
        #expect(first.inserted == 2 && second.inserted == 2 && second.duplicates == 0)
        #expect(try ledger.accounts().count == 2)
        let codes = try ledger.database.query("SELECT bank_code FROM accounts ORDER BY id") { $0.optionalText(0) }
        #expect(codes == ["20-45-67", "30-91-56"])
        // The same number and code again is the same account.
        let april = plain(
            "12345678", code: "20 45 67", rows: [row("2025-04-02", "Lidl", -1_200)],
            opening: 94_970, from: "2025-04-01", to: "2025-04-30")
        #expect(try ledger.importStatement(request(april, file: "april.pdf")).inserted == 1)
        #expect(try ledger.accounts().count == 2)
        // Printed without its code, the number is held at two codes: it cannot be told which.
        let bare = plain("12345678", code: nil, rows: [row("2025-05-02", "Aldi", -900)], from: "2025-05-01", to: "2025-05-31")
        #expect(throws: LedgerError.uncodedNumber(institution: "Banco Ejemplo", masked: "…5678", codes: ["20-45-67", "30-91-56"], names: [])) {
            try ledger.importStatement(request(bare, file: "may.pdf"))
        }
        #expect(try ledger.check().isHealthy)
    }

    @Test(arguments: testedBackends) func anAccountStoredWithoutItsCodeTakesItAndKeepsItsRows(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        #expect(try ledger.importStatement(request(plain("12345678", code: nil, rows: fees), file: "old.pdf")).inserted == 2)
        // Running on to April 1st: over March's days alone it would have to close as old.pdf does.
        let coded = plain("12345678", code: "20-45-67", rows: fees + [row("2025-03-20", "Lidl", -700)], to: "2025-04-01")
        let outcome = try ledger.importStatement(request(coded, file: "new.pdf"))
        #expect(outcome.inserted == 1 && outcome.duplicates == 2)
        #expect(try ledger.accounts().count == 1)
        let identity = try ledger.database.query("SELECT identity, bank_code FROM accounts") { ($0.text(0), $0.optionalText(1)) }
        #expect(identity.first?.0.hasSuffix("/204567") == true && identity.first?.1 == "20-45-67")
        // A later statement without the code still finds it.
        let bare = plain("12345678", code: nil, rows: [row("2025-04-02", "Aldi", -900)], from: "2025-04-01", to: "2025-04-30")
        #expect(try ledger.importStatement(request(bare, file: "april.pdf")).inserted == 1)
        #expect(try ledger.accounts().count == 1)
    }

    @Test func aVersion3LedgerMigratesAndItsAccountsTakeTheirCodes() throws {
        let directory = try TemporaryDirectory()
        do {
            let ledger = try Ledger(path: directory.ledgerPath)
            _ = try ledger.importStatement(request(plain("12345678", code: nil, rows: fees), file: "old.pdf"))
            // As version 3 left it: no bank_code column, no remote_agreement, transfer_pairs or budgets table, no provenance.
            try ledger.database.execute("ALTER TABLE accounts DROP COLUMN bank_code")
            try ledger.database.execute("DROP TABLE remote_agreement")
            try ledger.database.execute("DROP TABLE transfer_pairs")
            try ledger.database.execute(LedgerProvenanceTests.undoProvenance)
            try ledger.database.execute("DROP TABLE budgets")
            try ledger.database.execute(LedgerForeignAmountsTests.undoForeignAmounts)
            try ledger.database.execute("DROP TABLE unverified_acceptances")
            try ledger.database.execute("DROP TABLE removed_sections")
            try ledger.database.execute("PRAGMA user_version = 3")
        }
        let ledger = try Ledger(path: directory.ledgerPath)
        #expect(try ledger.storedSchemaVersion() == Ledger.schemaVersion)
        #expect(try ledger.database.query("SELECT bank_code FROM accounts") { $0.optionalText(0) } == [nil])
        // Running on to April 1st: over March's days alone it would have to close as old.pdf does.
        let coded = plain("12345678", code: "20-45-67", rows: fees + [row("2025-03-20", "Lidl", -700)], to: "2025-04-01")
        let outcome = try ledger.importStatement(request(coded, file: "new.pdf"))
        #expect(outcome.inserted == 1 && outcome.duplicates == 2)
        #expect(try ledger.accounts().count == 1)
        #expect(try ledger.check().isHealthy)
    }

    @Test(arguments: testedBackends) func anIBANIgnoresThePrintedBIC(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(request(plain("ES91 2100 0418 4502 0005 1332", code: nil, rows: fees), file: "a.pdf"))
        let withBIC = plain(
            "ES91 2100 0418 4502 0005 1332", code: "CAIXESBBXXX", rows: fees + [row("2025-03-20", "Lidl", -700)], to: "2025-04-01")
        #expect(try ledger.importStatement(request(withBIC, file: "b.pdf")).duplicates == 2)
        #expect(try ledger.accounts().count == 1)
    }

    @Test(arguments: testedBackends) func twoCardsWithTheSameLastFourOverTheSameDaysStayApart(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let mine = plain(nil, code: nil, rows: fees, opening: -20_000)
        let partners = plain(
            nil, code: nil, rows: [row("2025-03-05", "Zara", -3_999), row("2025-03-31", "Monthly account fee", -500)],
            opening: -5_000)
        #expect(try ledger.importStatement(request(mine, file: "mine.pdf")).inserted == 2)
        // Same bank, last four and currency, other rows over the same days: another card.
        #expect(throws: LedgerError.self) { try ledger.importStatement(request(partners, file: "partner.pdf")) }
        #expect(try count(ledger, "statements") == 1)
        let named = try ledger.importStatement(request(partners, file: "partner.pdf"), options: ImportOptions(accountName: "Partner"))
        #expect(named.inserted == 2 && named.duplicates == 0)
        #expect(try ledger.accounts().count == 2)
        // Their next statements go each to its own card: the balance carries over.
        let myApril = plain(
            nil, code: nil, rows: [row("2025-04-03", "Lidl", -1_000)], opening: -25_030,
            from: "2025-04-01", to: "2025-04-30")
        let partnersApril = plain(
            nil, code: nil, rows: [row("2025-04-03", "Lidl", -1_000)], opening: -9_499,
            from: "2025-04-01", to: "2025-04-30")
        let first = try ledger.importStatement(request(myApril, file: "mine-april.pdf"))
        let second = try ledger.importStatement(request(partnersApril, file: "partner-april.pdf"))
        #expect(first.inserted == 1 && second.inserted == 1)
        let perAccount = try ledger.database.query("SELECT account_id, COUNT(*) FROM statements GROUP BY account_id ORDER BY account_id") {
            $0.int64(1)
        }
        #expect(perAccount == [2, 2])
        #expect(try ledger.check().isHealthy)
    }

    @Test(arguments: testedBackends) func aCardStatementThatDoesNotCarryTheBalanceOverIsRefused(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(request(plain(nil, code: nil, rows: fees, opening: -20_000), file: "march.pdf"))
        let other = plain(nil, code: nil, rows: [row("2025-04-03", "Lidl", -1_000)], opening: -77_700, from: "2025-04-01", to: "2025-04-30")
        #expect {
            try ledger.importStatement(request(other, file: "april.pdf"))
        } throws: { error in
            guard case let .unclearAccount(_, masked, why, _) = error as? LedgerError else { return false }
            return masked == "…3107" && why.contains("closes at -250.30") && why.contains("opens at -777.00")
        }
        // The person says it is the same card: it joins, and `check` shows the disagreement.
        let same = try ledger.importStatement(request(other, file: "april.pdf"), options: ImportOptions(accountName: "3107"))
        #expect(same.inserted == 1)
        #expect(try ledger.accounts().count == 1)
        // Far apart in time and nothing contradicts: the same card, as before.
        let later = plain(nil, code: nil, rows: [row("2025-09-03", "Lidl", -1_000)], opening: -87_700, from: "2025-09-01", to: "2025-09-30")
        #expect(try ledger.importStatement(request(later, file: "september.pdf")).inserted == 1)
        #expect(try ledger.accounts().count == 1)
    }

    @Test(arguments: testedBackends) func anOverlappingStatementOfTheSameCardJoinsIt(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(request(plain(nil, code: nil, rows: fees, opening: -20_000), file: "march.pdf"))
        // 15 March to 14 April: the fee on the 31st is printed again, with a new row after it.
        let overlapping = plain(
            nil, code: nil, rows: [row("2025-03-31", "Monthly account fee", -500), row("2025-04-03", "Lidl", -1_000)],
            opening: -24_530, from: "2025-03-15", to: "2025-04-14")
        let outcome = try ledger.importStatement(request(overlapping, file: "overlap.pdf"))
        #expect(outcome.inserted == 1 && outcome.duplicates == 1)
        #expect(try ledger.accounts().count == 1)
    }
}
