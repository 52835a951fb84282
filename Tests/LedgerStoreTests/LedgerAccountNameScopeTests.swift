import Testing
@testable import LedgerStore
import StatementCore

/// `import --account NAME` names the account of a statement printing no number; a printed number
/// always wins. A file printing several accounts must not give each of them the one name.
@Suite struct LedgerAccountNameScopeTests {
    private func numbered(_ number: String, _ masked: String, _ rows: [Transaction]) -> Statement {
        var printed = statement(rows)
        printed.accountNumber = number
        printed.account = masked
        return printed
    }

    private let current = [row("2025-03-02", "Shop", -4_530, line: 8)]
    private let savings = [row("2025-03-31", "Interest", 312, line: 20)]

    @Test(arguments: testedBackends) func aNameGivenForAFileOfTwoNumberedAccountsNamesNeither(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let file = [
            request(numbered("ES91 2100 0418 4502 0005 1234", "…1234", current), file: "combined.pdf"),
            request(numbered("ES12 0049 0001 5000 1111 1234", "…1234", savings), file: "combined.pdf"),
        ]
        let outcomes = try ledger.importStatements(file, options: ImportOptions(accountName: "Joint"))
        #expect(outcomes.map(\.status) == [.imported, .imported])
        let accounts = try ledger.accounts()
        #expect(accounts.count == 2)
        // Neither takes the name: it could be either's, and the printed numbers keep them apart.
        #expect(accounts.allSatisfy { $0.name == nil }, "\(accounts.map(\.name))")
        #expect(Set(StoredAccount.distinctLabels(accounts).values).count == 2)
    }

    @Test(arguments: testedBackends) func theNameGoesToTheStatementPrintingNoNumber(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        var unread = statement(savings)
        unread.account = nil
        let file = [
            request(numbered("ES91 2100 0418 4502 0005 1234", "…1234", current), file: "combined.pdf"),
            request(unread, file: "combined.pdf"),
        ]
        let outcomes = try ledger.importStatements(file, options: ImportOptions(accountName: "Savings"))
        #expect(outcomes.map(\.status) == [.imported, .imported])
        let accounts = try ledger.accounts().sorted { $0.id < $1.id }
        #expect(accounts.map(\.name) == [nil, "Savings"])
        #expect(accounts.map(\.maskedNumber) == ["…1234", "unknown"])
    }

    @Test(arguments: testedBackends) func aFileOfOneNumberedAccountStillTakesItsName(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let file = [request(numbered("ES91 2100 0418 4502 0005 1234", "…1234", current), file: "march.pdf")]
        _ = try ledger.importStatements(file, options: ImportOptions(accountName: "Household"))
        #expect(try ledger.accounts().map(\.name) == ["Household"])
    }
}
