import Testing
@testable import LedgerStore
import StatementCore

/// Two statements of one file that print no account number, over the same days, are two
/// accounts (one file never prints one account twice for the same days): named after the account
/// the first went to, with their place ("Joint (2)"), and said so; never merged. The same
/// statement printed twice is one statement, stored once.
@Suite struct LedgerUnnumberedApartTests {
    private func unnumbered(
        _ rows: [Transaction], opening: Int64 = 100_000, from start: String = "2025-03-01", to end: String = "2025-03-31"
    )
        -> Statement
    {
        var printed = statement(rows, opening: opening, from: start, to: end)
        printed.account = nil
        return printed
    }

    private let current = [row("2025-03-02", "Shop", -4_530, line: 8), row("2025-03-20", "Salary", 250_000, line: 9)]
    private let savings = [row("2025-03-31", "Interest", 312, line: 20)]

    @Test(arguments: testedBackends) func twoStatementsPrintingNoNumberOverTheSameDaysAreTwoAccounts(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let file = [
            request(unnumbered(current), file: "joint.pdf"), request(unnumbered(savings, opening: 500_000), file: "joint.pdf"),
        ]
        let outcomes = try ledger.importStatements(file, options: ImportOptions(accountName: "Joint"))
        #expect(outcomes.map(\.status) == [.imported, .imported])
        let accounts = try ledger.accounts().sorted { $0.id < $1.id }
        try #require(accounts.map(\.name) == ["Joint", "Joint (2)"])
        #expect(outcomes[1].warnings.contains { $0.contains("stored apart as account 'Joint (2)'") }, "\(outcomes[1].warnings)")
        #expect(outcomes[0].warnings.isEmpty, "\(outcomes[0].warnings)")
        #expect(outcomes[1].keptApart != nil && outcomes[0].keptApart == nil)
        let rows = try ledger.transactions()
        #expect(Set(rows.filter { $0.accountID == accounts[0].id }.map(\.description)) == ["Shop", "Salary"])
        #expect(rows.filter { $0.accountID == accounts[1].id }.map(\.description) == ["Interest"])
        #expect(try ledger.check().isHealthy)
    }

    @Test(arguments: testedBackends) func nextMonthsFileGoesToTheSameTwoAccounts(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let march = [unnumbered(current), unnumbered(savings, opening: 500_000)]
        _ = try ledger.importStatements(march.map { request($0, file: "march.pdf") }, options: ImportOptions(accountName: "Joint"))
        let april = [
            unnumbered(
                [row("2025-04-03", "Bakery", -1_250, line: 8)], opening: march[0].closingBalance?.minorUnits ?? 0, from: "2025-04-01",
                to: "2025-04-30"),
            unnumbered(
                [row("2025-04-30", "Interest", 330, line: 20)], opening: march[1].closingBalance?.minorUnits ?? 0, from: "2025-04-01",
                to: "2025-04-30"),
        ]
        let outcomes = try ledger.importStatements(april.map { request($0, file: "april.pdf") }, options: ImportOptions(accountName: "Joint"))
        #expect(outcomes.map(\.status) == [.imported, .imported])
        let accounts = try ledger.accounts().sorted { $0.id < $1.id }
        try #require(accounts.map(\.name) == ["Joint", "Joint (2)"])
        let rows = try ledger.transactions()
        #expect(Set(rows.filter { $0.accountID == accounts[1].id }.map(\.date.iso)) == ["2025-03-31", "2025-04-30"])
        #expect(try ledger.check().isHealthy)
    }

    /// An earlier "Joint (2)" whose statements contradict this one (other rows over the same days)
    /// is another account again: "Joint (3)".
    @Test(arguments: testedBackends) func aContradictedPlaceIsPassedOver(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let first = [unnumbered(current), unnumbered(savings, opening: 500_000)]
        _ = try ledger.importStatements(first.map { request($0, file: "one.pdf") }, options: ImportOptions(accountName: "Joint"))
        let other = [unnumbered(current), unnumbered([row("2025-03-15", "Dividend", 7_700, line: 20)], opening: 90_000)]
        let outcomes = try ledger.importStatements(other.map { request($0, file: "two.pdf") }, options: ImportOptions(accountName: "Joint"))
        #expect(outcomes[0].status == .alreadyImported && outcomes[1].status == .imported)
        #expect(try ledger.accounts().sorted { $0.id < $1.id }.map(\.name) == ["Joint", "Joint (2)", "Joint (3)"])
    }

    /// A name remembered for the bank's statements of this layout goes to the first; the second is apart.
    @Test(arguments: testedBackends) func aRememberedNameIsNotSharedEither(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let february = unnumbered([row("2025-02-10", "Shop", -1_000)], from: "2025-02-01", to: "2025-02-28")
        _ = try ledger.importStatements([request(february, file: "february.pdf")], options: ImportOptions(accountName: "Joint"))
        let file = [unnumbered(current, opening: 99_000), unnumbered(savings, opening: 500_000)].map { request($0, file: "march.pdf") }
        let outcomes = try ledger.importStatements(file)
        #expect(outcomes.map(\.status) == [.imported, .imported])
        #expect(try ledger.accounts().sorted { $0.id < $1.id }.map(\.name) == ["Joint", "Joint (2)"])
    }

    @Test(arguments: testedBackends) func theSameStatementPrintedTwiceIsStoredOnce(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        var again = unnumbered(current)
        // Printed again further on: other lines, the same statement.
        again.transactions = again.transactions.map {
            var moved = $0; moved.line += 40; return moved
        }
        let file = [request(unnumbered(current), file: "twice.pdf"), request(again, file: "twice.pdf")]
        let outcomes = try ledger.importStatements(file, options: ImportOptions(accountName: "Joint"))
        #expect(outcomes.map(\.status) == [.imported, .alreadyImported])
        #expect(outcomes[1].copyOf == "statement 1 of this file")
        #expect(try ledger.accounts().map(\.name) == ["Joint"])
        #expect(try ledger.transactions().count == current.count)
    }

    /// With "Joint" and "Joint (2)" remembered for the bank's layout, a later file without a name
    /// (as `batch` imports it) goes to the accounts whose balances its statements carry over; a
    /// statement carrying over neither is asked about, never guessed.
    @Test(arguments: testedBackends) func laterFilesFindTheTwoByTheirBalances(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let march = [unnumbered(current), unnumbered(savings, opening: 500_000)]
        _ = try ledger.importStatements(march.map { request($0, file: "march.pdf") }, options: ImportOptions(accountName: "Joint"))
        func april(_ rows: [Transaction], opening: Int64) -> Statement {
            unnumbered(rows, opening: opening, from: "2025-04-01", to: "2025-04-30")
        }
        let closing = march.map { $0.closingBalance?.minorUnits ?? 0 }
        // The savings account first this time: the balances say which is which, not the order.
        let file = [
            april([row("2025-04-30", "Interest", 330, line: 20)], opening: closing[1]),
            april([row("2025-04-03", "Bakery", -1_250, line: 8)], opening: closing[0]),
        ]
        let outcomes = try ledger.importStatements(file.map { request($0, file: "april.pdf") })
        #expect(outcomes.map(\.status) == [.imported, .imported])
        let accounts = try ledger.accounts().sorted { $0.id < $1.id }
        try #require(accounts.map(\.name) == ["Joint", "Joint (2)"])
        let rows = try ledger.transactions()
        #expect(rows.first { $0.description == "Bakery" }?.accountID == accounts[0].id)
        #expect(rows.filter { $0.accountID == accounts[1].id }.count == 2)
        let stray = unnumbered([row("2025-05-03", "Shop", -100)], opening: 1, from: "2025-05-01", to: "2025-05-31")
        #expect(throws: LedgerError.self) { try ledger.importStatements([request(stray, file: "may.pdf")]) }
    }
}
