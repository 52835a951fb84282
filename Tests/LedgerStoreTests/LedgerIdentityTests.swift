import Foundation
import Testing
@testable import LedgerStore
import StatementCore

/// Never merge what differs, never double what is the same.
@Suite struct LedgerIdentityTests {
    /// The same fee on the same day on two accounts of one bank ending in the same four digits.
    private func numbered(_ number: String?, masked: String? = "…5678", rows: [Transaction], to end: String = "2025-03-31") -> Statement {
        var result = statement(rows, to: end)
        result.account = masked
        result.accountNumber = number
        return result
    }

    let fees = [row("2025-03-31", "Monthly account fee", -500, line: 8), row("2025-03-02", "Mercadona", -4_530, line: 9)]

    @Test(arguments: testedBackends) func twoAccountsEndingAlikeStayApartWithAllTheirRows(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let first = try ledger.importStatement(request(numbered("GB29 NWBK 6016 1331 5678", rows: fees), file: "a.pdf"))
        let second = try ledger.importStatement(request(numbered("GB94 BARC 1020 1530 5678", rows: fees), file: "b.pdf"))
        #expect(first.inserted == 2 && second.inserted == 2 && second.duplicates == 0)
        #expect(try ledger.accounts().count == 2)
        #expect(try count(ledger, "transactions") == 4)
        #expect(try ledger.check().isHealthy)
        // Only the hash of the number is stored.
        let stored = try ledger.database.query("SELECT identity FROM accounts") { $0.text(0) }
        #expect(stored.allSatisfy { !$0.contains("NWBK") && !$0.contains("BARC") && $0.hasPrefix("number:") })
    }

    @Test(arguments: testedBackends) func aStatementWithoutANumberIsRefusedUntilNamedAndTheNameIsRemembered(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let march = request(numbered(nil, masked: nil, rows: fees), file: "march.pdf")
        #expect(throws: LedgerError.unnamedAccount(institution: "Banco Ejemplo", knownNames: [])) {
            try ledger.importStatement(march)
        }
        #expect(try count(ledger, "statements") == 0 && count(ledger, "accounts") == 0)
        #expect(try ledger.importStatement(march, options: ImportOptions(accountName: "Joint")).inserted == 2)
        // Remembered for the bank: April goes to the same account without being told.
        let april = request(numbered(nil, masked: nil, rows: [row("2025-04-02", "Lidl", -1_200)]), file: "april.pdf")
        #expect(try ledger.importStatement(april).inserted == 1)
        #expect(try ledger.accounts().count == 1)
        // A second named account: from then on the name must be given.
        let other = request(numbered(nil, masked: nil, rows: [row("2025-04-03", "Aldi", -900)]), file: "other.pdf")
        #expect(try ledger.importStatement(other, options: ImportOptions(accountName: "Savings")).inserted == 1)
        let may = request(numbered(nil, masked: nil, rows: [row("2025-05-02", "Lidl", -1_300)]), file: "may.pdf")
        #expect(throws: LedgerError.unnamedAccount(institution: "Banco Ejemplo", knownNames: ["Joint", "Savings"])) {
            try ledger.importStatement(may)
        }
    }

    @Test(arguments: testedBackends) func aResavedCopyIsAlreadyImportedAndAddsNothing(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let march = numbered("ES91 2100 0418 4502 0005 5678", rows: fees)
        #expect(try ledger.importStatement(request(march, file: "march.pdf")).status == .imported)
        let copy = try ledger.importStatement(request(march, file: "march (1).pdf"))
        #expect(copy.status == .alreadyImported && copy.copyOf == "march.pdf" && copy.inserted == 0 && copy.duplicates == 0)
        #expect(try count(ledger, "statements") == 1 && count(ledger, "statement_rows") == 2)
        var counts = ImportRunCounts()
        counts.record(file: [copy])
        #expect(counts.skipped == 1 && counts.rowsInserted == 0 && counts.duplicates == 0)
    }

    @Test(arguments: testedBackends) func aDryRunCountsTheSameFileAndItsCopiesOnce(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let options = ImportOptions(dryRun: true)
        let march = numbered("ES91 2100 0418 4502 0005 5678", rows: fees)
        #expect(try ledger.importStatement(request(march, file: "march.pdf"), options: options).inserted == 2)
        #expect(try ledger.importStatement(request(march, file: "march.pdf"), options: options).status == .alreadyImported)
        let copy = try ledger.importStatement(request(march, file: "copy.pdf"), options: options)
        #expect(copy.status == .alreadyImported && copy.copyOf == "march.pdf")
        // An overlapping statement: the rows the run already counted are duplicates.
        let overlap = numbered("ES91 2100 0418 4502 0005 5678", rows: fees + [row("2025-03-20", "Lidl", -700)])
        let outcome = try ledger.importStatement(request(overlap, file: "overlap.pdf"), options: options)
        #expect(outcome.inserted == 1 && outcome.duplicates == 2)
        #expect(try count(ledger, "statements") == 0)
    }

    @Test(arguments: testedBackends) func anAccountFromBeforeIsClaimedByItsFullNumberAndKeepsItsRows(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        // As an older ledger stored it: known by its last four digits only.
        #expect(try ledger.importStatement(request(numbered(nil, masked: "…5678", rows: fees), file: "old.pdf")).inserted == 2)
        // Running on to April 1st: over March's days alone it would have to close as old.pdf does.
        let full = numbered("ES91 2100 0418 4502 0005 5678", rows: fees + [row("2025-03-20", "Lidl", -700)], to: "2025-04-01")
        let outcome = try ledger.importStatement(request(full, file: "new.pdf"))
        #expect(outcome.inserted == 1 && outcome.duplicates == 2)
        #expect(try ledger.accounts().count == 1)
        // Another account ending alike is a new account now.
        let other = try ledger.importStatement(request(numbered("ES12 0049 0001 5000 1111 5678", rows: fees), file: "other.pdf"))
        #expect(other.inserted == 2 && other.duplicates == 0)
        #expect(try ledger.accounts().count == 2)
        #expect(try ledger.check().isHealthy)
    }
}

extension LedgerIdentityTests {
    /// An account named by an older version has no layout in its identity: the remembered name
    /// cannot say the statement looks the same, so it asks once; named again, the account is
    /// found by its name (no second account) and remembers the layout from then on.
    @Test(arguments: testedBackends) func anAccountNamedBeforeLayoutsWereKeptIsFoundByItsNameAndLearnsTheLayout(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let march = request(numbered(nil, masked: nil, rows: fees), file: "march.pdf")
        #expect(try ledger.importStatement(march, options: ImportOptions(accountName: "Joint")).inserted == 2)
        try ledger.database.run("UPDATE accounts SET identity = ?", [.text("name:Banco Ejemplo\u{1F}Joint\u{1F}EUR")])
        let april = request(numbered(nil, masked: nil, rows: [row("2025-04-02", "Lidl", -1_200)]), file: "april.pdf")
        #expect(throws: LedgerError.unnamedAccount(institution: "Banco Ejemplo", knownNames: [])) {
            try ledger.importStatement(april)
        }
        #expect(try ledger.importStatement(april, options: ImportOptions(accountName: "Joint")).inserted == 1)
        let may = request(numbered(nil, masked: nil, rows: [row("2025-05-02", "Lidl", -1_300)]), file: "may.pdf")
        #expect(try ledger.importStatement(may).inserted == 1)
        #expect(try ledger.accounts().count == 1)
    }

    /// A bank whose name was not read is never remembered: another bank's statement could read the same.
    @Test func aStatementOfAnUnreadBankIsAskedEachTime() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(.sqlite))
        var unread = numbered(nil, masked: nil, rows: fees)
        unread.institution = nil
        #expect(try ledger.importStatement(request(unread, file: "march.pdf"), options: ImportOptions(accountName: "BTG")).inserted == 2)
        var april = numbered(nil, masked: nil, rows: [row("2025-04-02", "Lidl", -1_200)])
        april.institution = nil
        #expect(throws: LedgerError.unnamedAccount(institution: AccountIdentity.unknownInstitution, knownNames: [])) {
            try ledger.importStatement(request(april, file: "april.pdf"))
        }
    }
}
