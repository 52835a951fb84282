import StatementCore
import Testing
import Toolbox
@testable import LedgerStore

/// Transfer pairs in the ledger: found at import in the same transaction, kept through a
/// person's word, left out of nothing but spending, and gone with a removed statement.
@Suite struct TransferPairsStoreTests {
    func account(_ number: String, kind: AccountKind = .current, _ rows: [Transaction]) -> Statement {
        let closing = 100_000 + rows.reduce(0) { $0 + $1.amount.minorUnits }
        return Statement(
            institution: "Banco Ejemplo", account: number, kind: kind, currency: .eur,
            period: DateRange(start: date("2025-03-01"), end: date("2025-03-31")), statementDate: date("2025-03-31"),
            openingBalance: eur(100_000), closingBalance: eur(closing), transactions: rows,
            verification: Verification(verdict: .verified, problems: []), pageCount: 1)
    }

    func twoAccounts(_ backend: LedgerBackend, in directory: TemporaryDirectory) throws -> Ledger {
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(
            request(
                account(
                    "ES00 0000 0000 0000 0000 6789",
                    [row("2025-03-03", "TRANSFER TO ES00 0000 0000 0000 0000 4417", -12_000), row("2025-03-05", "CORNER GROCER", -4_590, line: 2)]),
                file: "current.pdf"))
        #expect(try ledger.transferPairs().isEmpty, "no partner yet")
        _ = try ledger.importStatement(
            request(
                account("ES00 0000 0000 0000 0000 4417", [row("2025-03-04", "TRANSFER FROM 6789", 12_000)]),
                file: "savings.pdf"))
        return ledger
    }

    @Test(arguments: testedBackends) func theSecondLegsImportPairsThemAndTheEntriesSaySo(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try twoAccounts(backend, in: directory)
        let pairs = try ledger.transferPairs()
        #expect(pairs.count == 1)
        #expect(pairs.first?.status == .found && pairs.first?.strength == .named)
        let entries = try ledger.entries()
        #expect(entries.filter(\.inTransferPair).map(\.amount.minorUnits).sorted() == [-12_000, 12_000])
        #expect(try ledger.check().transfers.isEmpty)
    }

    @Test(arguments: testedBackends) func aPersonsUnpairingIsKeptAndNeverOverridden(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try twoAccounts(backend, in: directory)
        let out = try #require(try ledger.transferPairs().first?.outgoingID)
        let undone = try ledger.unpairTransfer(out)
        #expect(undone != nil)
        try ledger.findTransferPairs()
        #expect(try ledger.transferPairs().map(\.status) == [.unpaired])
        #expect(try ledger.entries().allSatisfy { !$0.inTransferPair })
        // Unpaired by a person, the legs are not flagged as missing their partner either.
        #expect(try ledger.check().transfers.isEmpty)
        let incoming = try #require(try ledger.transferPairs().first?.incomingID)
        try ledger.pairTransfer(incoming, out)
        #expect(try ledger.transferPairs().filter(\.stands).map(\.strength) == [.person])
        let confirmed = try ledger.confirmTransferPair(out)
        #expect(confirmed.status == .confirmed)
        #expect(throws: LedgerError.self) { try ledger.pairTransfer(out, out) }
        let events = try ledger.database.query("SELECT action FROM ledger_events ORDER BY id") { $0.text(0) }
        #expect(events == ["transfer unpaired", "transfer paired", "transfer pair confirmed"])
    }

    /// A person's pair of two amounts in one currency is stored and its difference said, and it
    /// never takes a leg of a pair they confirmed without their undoing it first.
    @Test(arguments: testedBackends) func aPersonsPairOfTwoAmountsIsSaidAndConfirmedPairsAreLeftAlone(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try twoAccounts(backend, in: directory)
        let pair = try #require(try ledger.transferPairs().first)
        let out = try #require(pair.outgoingID), incoming = try #require(pair.incomingID)
        let grocer = try #require(try ledger.transactions(TransactionFilter()).first { $0.amount.minorUnits == -4_590 }?.id)
        let note = try #require(try ledger.pairTransfer(grocer, incoming))
        #expect(note.contains("moves 45.90 EUR out") && note.contains("120.00 EUR in") && note.contains("--unpair"), "\(note)")
        try ledger.unpairTransfer(grocer)
        #expect(try ledger.pairTransfer(out, incoming) == nil)
        try ledger.confirmTransferPair(out)
        _ = try ledger.importStatement(
            request(account("ES00 0000 0000 0000 0000 5500", [row("2025-03-04", "FROM A FRIEND", 12_000)]), file: "third.pdf"))
        let third = try #require(try ledger.transactions(TransactionFilter()).first { $0.amount.minorUnits == 12_000 && $0.id != incoming }?.id)
        #expect {
            try ledger.pairTransfer(out, third)
        } throws: { error in
            "\(error)".contains("is in a transfer you confirmed") && "\(error)".contains("--unpair")
        }
        #expect(try ledger.transferPairs().filter(\.stands).map(\.status) == [.confirmed])
        try ledger.unpairTransfer(out)
        try ledger.pairTransfer(out, third)
        #expect(try ledger.transferPairs().filter(\.stands).compactMap(\.incomingID) == [third])
    }

    @Test func aLegWhosePartnerIsMissingIsListedByCheckAndARemovedStatementTakesItsPairs() throws {
        let directory = try TemporaryDirectory()
        let ledger = try twoAccounts(.sqlite, in: directory)
        let savings = try #require(try ledger.statements().first { $0.fileName == "savings.pdf" })
        _ = try ledger.removeStatement(id: savings.id)
        #expect(try ledger.transferPairs().isEmpty)
        let notes = try ledger.check().transfers
        #expect(notes.count == 1)
        #expect(notes.first?.hasSuffix("120.00 EUR left …6789 on 3 Mar 2025, not seen arriving at …4417") == true, "\(notes)")
    }

    /// A person's word on a transfer survives taking one leg's statement back and importing it
    /// again: the rows come back with the same fingerprints, and the word the removal kept for
    /// them is applied before the tool pairs anything. An unpaired pair stays unpaired, a
    /// confirmed one comes back confirmed.
    @Test(arguments: testedBackends) func aPersonsWordSurvivesRemovingAndReimportingALeg(_ backend: LedgerBackend) throws {
        for word in [StoredTransferPair.Status.unpaired, .confirmed] {
            let directory = try TemporaryDirectory()
            let ledger = try twoAccounts(backend, in: directory)
            let out = try #require(try ledger.transferPairs().first?.outgoingID)
            if word == .unpaired { try ledger.unpairTransfer(out) } else { try ledger.confirmTransferPair(out) }
            let savings = try #require(try ledger.statements().first { $0.fileName == "savings.pdf" })
            _ = try ledger.removeStatement(id: savings.id)
            _ = try ledger.importStatement(
                request(account("ES00 0000 0000 0000 0000 4417", [row("2025-03-04", "TRANSFER FROM 6789", 12_000)]), file: "savings.pdf"))
            let pairs = try ledger.transferPairs()
            #expect(pairs.count == 1 && pairs.first?.status == word, "\(word): \(pairs.map(\.status))")
            #expect(pairs.first?.outgoingID == out && pairs.first?.incomingID != nil)
            #expect(try ledger.check().transfers.isEmpty, "\(word)")
            // Removed and imported a second time, the word is still there.
            let again = try #require(try ledger.statements().first { $0.fileName == "savings.pdf" })
            _ = try ledger.removeStatement(id: again.id)
            _ = try ledger.importStatement(
                request(account("ES00 0000 0000 0000 0000 4417", [row("2025-03-04", "TRANSFER FROM 6789", 12_000)]), file: "savings.pdf"))
            #expect(try ledger.transferPairs().map(\.status) == [word], "\(word) twice")
        }
    }

    @Test func aLedgerOfTheLastVersionGainsTheTableAndPairsOnDemand() throws {
        let directory = try TemporaryDirectory()
        let ledger = try twoAccounts(.sqlite, in: directory)
        try ledger.database.run("DELETE FROM transfer_pairs")
        #expect(try ledger.check().transfers.first?.contains("review --find-pairs") == true)
        #expect(try ledger.findTransferPairs().pairs.count == 1)
        #expect(try ledger.transferPairs().count == 1)
        #expect(try ledger.storedSchemaVersion() == LedgerSchema.migrations.count)
    }
}
