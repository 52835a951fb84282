@testable import LedgerStore
import StatementCore
import Testing

/// Weighing a card and storing its statement share one computation per account key: whatever
/// was asked first, each key's answer is that key's fingerprints.
@Suite struct StatementFingerprintsTests {
    @Test func eachKeyAnswersItsOwnFingerprintsAgainAndAgain() {
        let statement = statement(RowFingerprintTests.rows)
        let rows = StatementFingerprints(statement)
        for key in ["masked:one", "masked:two", "masked:one"] {
            let expected = RowFingerprint.fingerprints(for: statement.transactions, accountKey: key)
            let answered = rows.rows(accountKey: key)
            #expect(answered.map(\.fingerprint) == expected.map(\.fingerprint))
            #expect(answered.map(\.occurrence) == expected.map(\.occurrence))
        }
        #expect(rows.rows(accountKey: "masked:one").map(\.fingerprint) != rows.rows(accountKey: "masked:two").map(\.fingerprint))
    }
}
