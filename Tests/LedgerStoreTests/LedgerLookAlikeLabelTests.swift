import Testing
@testable import LedgerStore
import StatementCore

/// Two accounts of one bank ending in the same four digits read alike as "Bank …1234": the
/// labels listings show tell them apart, from what the ledger already stores.
@Suite struct LedgerLookAlikeLabelTests {
    private func numbered(_ number: String, code: String? = nil, file: String) -> StatementImportRequest {
        var printed = statement([row("2025-03-02", "Shop", -4_530)])
        printed.accountNumber = number
        printed.bankCode = code
        return request(printed, file: file)
    }

    @Test func twoAccountsEndingAlikeAreLabelledApartByTheirIds() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: directory.ledgerPath)
        _ = try ledger.importStatement(numbered("ES91 2100 0418 4502 0005 1234", file: "one.pdf"))
        _ = try ledger.importStatement(numbered("ES12 0049 0001 5000 1111 1234", file: "two.pdf"))
        let accounts = try ledger.accounts()
        #expect(Set(accounts.map(\.label)).count == 1, "the plain labels read alike: \(accounts.map(\.label))")
        let labels = StoredAccount.distinctLabels(accounts)
        #expect(Set(labels.values).count == 2, "\(labels)")
        for account in accounts { #expect(labels[account.id] == "Banco Ejemplo …1234 (account \(account.id))") }
    }

    @Test func theSameNumberAtTwoBankCodesIsLabelledByItsCode() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: directory.ledgerPath)
        _ = try ledger.importStatement(numbered("12345678", code: "20-45-67", file: "one.pdf"))
        _ = try ledger.importStatement(numbered("12345678", code: "40-11-22", file: "two.pdf"))
        let labels = Set(StoredAccount.distinctLabels(try ledger.accounts()).values)
        #expect(labels == ["Banco Ejemplo 20-45-67 …5678", "Banco Ejemplo 40-11-22 …5678"], "\(labels)")
    }

    @Test func twoAccountsGivenOneNameAreLabelledApart() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: directory.ledgerPath)
        _ = try ledger.importStatement(numbered("ES91 2100 0418 4502 0005 1234", file: "one.pdf"), options: ImportOptions(accountName: "Joint"))
        _ = try ledger.importStatement(numbered("ES12 0049 0001 5000 1111 5678", file: "two.pdf"), options: ImportOptions(accountName: "Joint"))
        let accounts = try ledger.accounts()
        let labels = StoredAccount.distinctLabels(accounts)
        #expect(Set(labels.values) == Set(accounts.map { "Joint (account \($0.id))" }), "\(labels)")
    }

    @Test func labelsThatDifferAlreadyAreLeftAsTheyAre() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: directory.ledgerPath)
        _ = try ledger.importStatement(numbered("ES91 2100 0418 4502 0005 1234", file: "one.pdf"))
        _ = try ledger.importStatement(numbered("ES12 0049 0001 5000 1111 5678", file: "two.pdf"))
        let accounts = try ledger.accounts()
        #expect(StoredAccount.distinctLabels(accounts) == Dictionary(uniqueKeysWithValues: accounts.map { ($0.id, $0.label) }))
    }
}
