import Foundation
import Testing
@testable import LedgerStore
import StatementCore

/// Where each row came from (format, file, the bank's id, page and line) and the statement that
/// proves rows another format stored: a month read from its CSV download, then from its PDF.
@Suite struct LedgerProvenanceTests {
    /// What a test simulating a ledger from before the provenance step drops (the step adds it back).
    static let undoProvenance = """
        DROP TABLE row_proofs;
        ALTER TABLE statements DROP COLUMN format;
        ALTER TABLE transactions DROP COLUMN bank_reference;
        """

    /// March as its PDF prints it.
    let printed = [
        row("2025-03-02", "CARD PAYMENT MERCADONA VALENCIA", -4_530, line: 12),
        row("2025-03-10", "TRANSFER FROM ACME SL PAYROLL", 250_000, line: 13),
        row("2025-03-20", "CARD PAYMENT CAFE CENTRAL", -250, line: 14),
        row("2025-03-25", "CARD PAYMENT RENFE", -1_890, line: 15),
    ]

    /// The same month from the bank's CSV, in the counterparty's words, with the salary left out
    /// and the café held twice: it does not add up, so it is stored only as accepted unverified.
    func download() -> Statement {
        var csv = statement(
            [
                row("2025-03-02", "Mercadona", -4_530, line: 5), row("2025-03-20", "Cafe Central", -250, line: 6),
                row("2025-03-20", "Cafe Central", -250, line: 7), row("2025-03-25", "Renfe Viajeros", -1_890, line: 8),
            ], verdict: .unverifiable)
        csv.format = .csv
        csv.bankReferences = [nil, "R2", "R3", nil]
        return csv
    }

    @Test(arguments: testedBackends) func aRowRemembersItsFileFormatAndBankID(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(request(download(), file: "march.csv"), options: ImportOptions(acceptUnverified: true))
        let rows = try ledger.transactions()
        let provenance = try ledger.provenance(of: rows)
        let cafe = try #require(rows.first { $0.line == 6 })
        #expect(provenance[cafe.id]?.format == .csv && provenance[cafe.id]?.fileName == "march.csv")
        #expect(provenance[cafe.id]?.bankReference == "R2" && provenance[cafe.id]?.line == 6)
        #expect(try ledger.statements().map(\.format) == [.csv])
        let json = try ledger.export(.json)
        #expect(json.contains("\"bank_reference\" : \"R2\"") && json.contains("\"format\" : \"csv\""), "\(json)")
    }

    @Test(arguments: testedBackends) func thePDFProvesTheCSVsRowsAndAddsOnlyWhatItLacked(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(request(download(), file: "march.csv"), options: ImportOptions(acceptUnverified: true))
        let outcome = try ledger.importStatement(request(statement(printed), file: "march.pdf"))
        #expect(outcome.inserted == 1 && outcome.duplicates == 3 && outcome.proven == 3 && outcome.heldTwice == 1, "\(outcome)")
        let kept = try ledger.transactions().filter { !$0.duplicate }
        #expect(kept.count == printed.count)
        #expect(try count(ledger, "row_proofs") == 3)
        let provenance = try ledger.provenance(of: kept)
        let mercadona = try #require(kept.first { $0.description == "Mercadona" })
        #expect(provenance[mercadona.id]?.provenBy.map(\.line) == [12])
        #expect(provenance[mercadona.id]?.provenBy.first?.matchedBy == .dateAmount)
        #expect(provenance[mercadona.id]?.provenBy.first?.format == .pdf)
        #expect(try ledger.database.scalarInt("SELECT COUNT(*) FROM ledger_events WHERE action = 'marked duplicate'") == 1)
        // Removing the PDF takes its proofs with it.
        _ = try ledger.removeStatement(id: try #require(outcome.statementID))
        #expect(try count(ledger, "row_proofs") == 0)
    }

    @Test(arguments: testedBackends) func theBankIDMatchesWhateverTheWords(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        var ofx = statement([row("2025-03-02", "POS 4417 MERCADONA", -4_530), row("2025-03-02", "POS 4417 LIDL", -4_530)])
        ofx.format = .ofxSGML
        ofx.bankReferences = ["F1", "F2"]
        _ = try ledger.importStatement(request(ofx, file: "march.ofx"))
        // The CAMT file books the Lidl payment a day later and names it otherwise.
        var camt = statement([row("2025-03-03", "Lidl Dienstleistung", -4_530)], opening: 95_470, from: "2025-03-03")
        camt.format = .camt053
        camt.bankReferences = ["F2"]
        let outcome = try ledger.importStatement(request(camt, file: "march.xml"))
        #expect(outcome.inserted == 0 && outcome.proven == 1)
        let proofs = try ledger.database.query("SELECT t.description, p.matched_by FROM row_proofs p JOIN transactions t ON t.id = p.transaction_id")
        {
            "\($0.text(0)) \($0.text(1))"
        }
        #expect(proofs == ["POS 4417 LIDL bank_reference"])
    }
}
