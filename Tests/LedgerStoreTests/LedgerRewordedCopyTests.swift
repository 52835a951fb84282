import Foundation
import Testing
@testable import LedgerStore
import StatementCore

/// A second copy of a stored statement that words some rows otherwise (another rendering, a
/// re-issue, a watermark read into the descriptions) adds nothing.
@Suite struct LedgerRewordedCopyTests {
    private func numbered(_ rows: [Transaction], opening: Int64 = 100_000) -> Statement {
        var result = statement(rows, opening: opening)
        result.account = "…5678"
        result.accountNumber = "ES91 2100 0418 4502 0005 5678"
        return result
    }

    let rows = [
        row("2025-03-02", "Mercadona", -4_530, line: 8), row("2025-03-02", "Bar Pepe", -320, line: 9),
        row("2025-03-31", "Monthly account fee", -500, line: 10),
    ]

    @Test(arguments: testedBackends) func theSameDaysBalancesAndAmountsWordedOtherwiseAreACopy(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        #expect(try ledger.importStatement(request(numbered(rows), file: "march.pdf")).inserted == 3)
        // Another rendering: two rows worded otherwise, a day's rows printed in another order.
        let reworded = [
            row("2025-03-02", "NT BAR PEPE", -320, line: 8), row("2025-03-02", "Mercadona", -4_530, line: 9),
            row("2025-03-31", "Monthly account fee DIRECT", -500, line: 10),
        ]
        let copy = try ledger.importStatement(request(numbered(reworded), file: "march-watermarked.pdf"))
        #expect(copy.status == .alreadyImported && copy.copyOf == "march.pdf" && copy.rewordedRows == 2)
        #expect(copy.inserted == 0 && copy.duplicates == 0)
        #expect(try count(ledger, "statements") == 1 && count(ledger, "transactions") == 3)
        #expect(try ledger.check().isHealthy)
    }

    @Test(arguments: testedBackends) func aDryRunFindsACopyWordedOtherwiseAsARealRunDoes(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let options = ImportOptions(dryRun: true)
        #expect(try ledger.importStatement(request(numbered(rows), file: "march.pdf"), options: options).inserted == 3)
        let reworded = [row("2025-03-02", "NT MERCADONA", -4_530, line: 8)] + rows.dropFirst()
        let copy = try ledger.importStatement(request(numbered(reworded), file: "march-watermarked.pdf"), options: options)
        #expect(copy.status == .alreadyImported && copy.copyOf == "march.pdf" && copy.rewordedRows == 1)
        #expect(try count(ledger, "statements") == 0)
    }

    @Test(arguments: testedBackends) func theSameFiguresWithOtherAmountsAreNoCopy(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        #expect(try ledger.importStatement(request(numbered(rows), file: "march.pdf")).inserted == 3)
        // The same period, balances and row count; two amounts differ by what the other makes up.
        let other = [
            row("2025-03-02", "Mercadona", -4_030, line: 8), row("2025-03-02", "Bar Pepe", -320, line: 9),
            row("2025-03-31", "Monthly account fee", -1_000, line: 10),
        ]
        let outcome = try ledger.importStatement(request(numbered(other), file: "march-other.pdf"))
        #expect(outcome.status != .alreadyImported && outcome.copyOf == nil)
    }

    @Test(arguments: testedBackends) func withoutItsPeriodOnlyTheSameWordingMakesACopy(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        var first = numbered(rows)
        first.period = nil
        #expect(try ledger.importStatement(request(first, file: "march.pdf")).inserted == 3)
        var reworded = numbered([row("2025-03-02", "Mercadona SA", -4_530, line: 8)] + rows.dropFirst())
        reworded.period = nil
        let outcome = try ledger.importStatement(request(reworded, file: "march-other.pdf"))
        #expect(outcome.status != .alreadyImported && outcome.copyOf == nil)
    }
}
