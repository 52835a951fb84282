@testable import LedgerStore
import StatementCore
import Testing
import Toolbox

/// Fingerprints and content signatures are stored and compared across versions: however they are
/// computed, they must be the SHA-256 of the fields joined by U+001F that docs/ledger-schema.md names.
@Suite struct RowFingerprintTests {
    /// The contract's formula, spelled out plainly.
    static func documented(_ fields: [String]) -> String { SHA256.hexDigest(fields.joined(separator: "\u{1F}")) }

    static let rows = [
        row("2025-03-02", "CAFÉ  Central", -250), row("2025-03-02", "cafe central", -250),
        row("2025-03-02", "Cafe Central", -250, line: 3), row("2025-03-03", "Nómina", 180_000),
    ]

    @Test(arguments: ["Banco Ejemplo\u{1F}…1234\u{1F}EUR", "number:" + String(repeating: "ab", count: 32)])
    func rowsAreNumberedAndHashedAsDocumented(accountKey: String) {
        let made = RowFingerprint.fingerprints(for: RowFingerprintTests.rows, accountKey: accountKey)
        let expected = [
            ("2025-03-02", "-250", "cafe central", 1), ("2025-03-02", "-250", "cafe central", 2),
            ("2025-03-02", "-250", "cafe central", 3), ("2025-03-03", "180000", "nomina", 1),
        ]
        .map { RowFingerprintTests.documented(["fp1", accountKey, $0.0, $0.1, "EUR", $0.2, String($0.3)]) }
        #expect(made.map(\.fingerprint.hex) == expected)
        #expect(made.map(\.occurrence) == [1, 2, 3, 1])
        #expect(
            RowFingerprint.fingerprint(
                accountKey: accountKey, date: date("2025-03-03"), amountMinor: 180_000,
                currency: "eur", normalisedDescription: "nomina", occurrence: 1) == expected[3])
    }

    @Test func contentSignatureIsTheDigestOfItsFieldsJoined() {
        let statement = statement(RowFingerprintTests.rows)
        let account = ResolvedAccount(id: 1, fingerprintKey: "key", identity: "number:" + String(repeating: "0", count: 64))
        let prints = RowFingerprint.fingerprints(for: statement.transactions, accountKey: "key")
        let expected = RowFingerprintTests.documented(
            [
                account.identity, "2025-03-01", "2025-03-31", "100000",
                String(100_000 - 250 * 3 + 180_000),
            ] + prints.map(\.fingerprint.hex))
        #expect(Ledger.contentSignature(statement, account: account, fingerprints: prints) == expected)
    }
}
