import Foundation
import LedgerStore
import StatementCore
import Testing

/// The reports' query: the rows a filter names, oldest first, without rows marked duplicate.
@Suite struct LedgerEntriesTests {
    @Test(arguments: testedBackends) func entriesLeaveDuplicatesOutAndKeepOrder(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(
            request(
                statement([
                    row("2025-03-09", "COMPRA TARJ. MERCADONA VALENCIA", -4_250, line: 1),
                    row("2025-03-02", "RECIBO MOVISTAR", -4_520, line: 2),
                    row("2025-03-20", "NOMINA CONTOSO", 210_000, line: 3),
                ]), file: "march.pdf"))
        let all = try ledger.entries()
        #expect(all.map(\.date.iso) == ["2025-03-02", "2025-03-09", "2025-03-20"])
        #expect(all.map(\.amount) == [eur(-4_520), eur(-4_250), eur(210_000)])
        let grocer = try #require(try ledger.transactions().first { $0.description.contains("MERCADONA") })
        try ledger.markDuplicate(transactionID: grocer.id)
        #expect(try ledger.entries().map(\.description) == ["RECIBO MOVISTAR", "NOMINA CONTOSO"])
        #expect(try ledger.entries(TransactionFilter(since: date("2025-03-10"))).map(\.amount.minorUnits) == [210_000])
    }
}
