import Foundation
import Testing
@testable import LedgerStore
import StatementCore

/// `Ledger.audit`: each kind of difference between a statement and what the ledger holds.
@Suite struct LedgerAuditTests {
    @Test(arguments: testedBackends) func everyKindOfDifferenceIsNamedWithTheStatementsLine(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        var held = statement(
            [
                row("2025-03-02", "Mercadona", -4_530, line: 3), row("2025-03-05", "Bar Pepe", -320, line: 4),
                row("2025-03-09", "Renfe", -1_890, line: 5), row("2025-03-15", "Gym", -3_000, line: 6),
            ], verdict: .unverifiable)
        held.format = .csv
        _ = try ledger.importStatement(request(held, file: "march.csv"), options: ImportOptions(acceptUnverified: true))
        let account = try #require(try ledger.accounts().first?.id)
        // The PDF: Mercadona as held, the bar on another amount, Renfe booked a day later, no gym, a salary.
        let printed = statement([
            row("2025-03-02", "MERCADONA VALENCIA", -4_530, line: 20), row("2025-03-05", "Bar Pepe", -350, line: 21),
            row("2025-03-10", "RENFE VIAJEROS", -1_890, line: 22), row("2025-03-28", "NOMINA", 200_000, line: 23),
        ])
        let audit = try ledger.audit(printed, accountID: account)
        #expect(!audit.matches && audit.statementRows == 4 && audit.ledgerRows == 4)
        let kinds = audit.findings.map { "\($0.kind.rawValue) \($0.line.map(String.init) ?? "-") \($0.ledgerRow?.line ?? 0)" }
        #expect(kinds == ["amount_differs 21 4", "date_differs 22 5", "missing 23 0", "extra - 6"], "\(kinds)")
        #expect(audit.findings.last?.ledgerRow?.fileName == "march.csv" && audit.findings.last?.ledgerRow?.format == .csv)
        #expect(try ledger.audit(held, accountID: account).matches)
    }

    @Test func pairingTakesTheBankIDFirstAndTheClosestDateThen() {
        func pairing(_ day: String, _ minor: Int64, _ words: String, _ reference: String? = nil) -> RowPairing.Row {
            RowPairing.Row(date: date(day), amount: eur(minor), description: words, bankReference: reference)
        }
        let printed = [pairing("2025-03-03", -500, "A", "X1"), pairing("2025-03-04", -500, "B")]
        let held = [pairing("2025-03-05", -500, "b"), pairing("2025-03-04", -500, "zzz"), pairing("2025-03-01", -700, "A", "X1")]
        let pairs = RowPairing.pair(statement: printed, ledger: held).map { "\($0.statement)-\($0.ledger) \($0.match.rawValue)" }
        #expect(pairs == ["0-2 bankReference", "1-1 sameDay"], "\(pairs)")
    }
}
