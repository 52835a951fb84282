import Foundation
import Testing
@testable import LedgerStore

/// `remote_agreement` (schema 5): the last run's agreement per remote service and model.
@Suite struct LedgerRemoteAgreementTests {
    static let tiny = StoredRemoteAgreement(
        serviceURL: "http://127.0.0.1:8080/v1", model: "tiny", asked: 6, agreed: 1,
        configuredBatchSize: 25, batchSize: 12)

    @Test(arguments: testedBackends) func theLastRunIsKeptPerServiceAndModel(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        #expect(try ledger.remoteAgreement(serviceURL: Self.tiny.serviceURL, model: "tiny") == nil)
        try ledger.recordRemoteAgreement(Self.tiny)
        var better = Self.tiny
        better.agreed = 6
        better.batchSize = 25
        try ledger.recordRemoteAgreement(better)
        var other = Self.tiny
        other.model = "large"
        try ledger.recordRemoteAgreement(other)
        let stored = try #require(try ledger.remoteAgreement(serviceURL: Self.tiny.serviceURL, model: "tiny"))
        #expect(stored.agreed == 6 && stored.batchSize == 25 && stored.asked == 6 && stored.configuredBatchSize == 25)
        #expect(stored.recordedAt.count == "2026-01-01T00:00:00Z".count, "\(stored.recordedAt)")
        #expect(try ledger.remoteAgreement(serviceURL: "https://api.x.ai/v1", model: "tiny") == nil)
        #expect(try ledger.database.scalarInt("SELECT COUNT(*) FROM remote_agreement") == 2)
        // Counts that do not add up are refused by the schema.
        var impossible = Self.tiny
        impossible.agreed = 7
        #expect(throws: (any Error).self) { try ledger.recordRemoteAgreement(impossible) }
    }

    @Test func aVersion4LedgerMigratesWithNothingRemembered() throws {
        let directory = try TemporaryDirectory()
        do {
            let ledger = try Ledger(path: directory.ledgerPath)
            try ledger.database.execute("DROP TABLE remote_agreement")
            try ledger.database.execute("DROP TABLE transfer_pairs")
            try ledger.database.execute(LedgerProvenanceTests.undoProvenance)
            try ledger.database.execute("DROP TABLE budgets")
            try ledger.database.execute(LedgerForeignAmountsTests.undoForeignAmounts)
            try ledger.database.execute("DROP TABLE unverified_acceptances")
            try ledger.database.execute("DROP TABLE removed_sections")
            try ledger.database.execute("PRAGMA user_version = 4")
        }
        let ledger = try Ledger(path: directory.ledgerPath)
        #expect(try ledger.storedSchemaVersion() == Ledger.schemaVersion)
        #expect(try ledger.remoteAgreement(serviceURL: Self.tiny.serviceURL, model: "tiny") == nil)
    }
}
