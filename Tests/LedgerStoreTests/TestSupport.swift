import Categorisation
import Foundation
@testable import LedgerStore
import TestSupport
import StatementCore
import Toolbox

/// A fresh directory per test, removed when the test's scope ends, with the ledger's places in it.
final class TemporaryDirectory: TemporaryFolder, @unchecked Sendable {
    /// The database `ledgerLocation(.postgresql)` made for this test.
    var serverLedger: String?

    init() throws {
        try super.init(prefix: "ledger-tests")
    }

    var ledgerPath: String { path + "/ledger.sqlite" }
}

func date(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

func eur(_ minor: Int64) -> Money { Money(minorUnits: minor, currency: .eur) }

func row(_ day: String, _ description: String, _ minor: Int64, line: Int = 1) -> Transaction {
    Transaction(date: date(day), description: description, amount: eur(minor), page: 1, line: line)
}

/// A verified statement whose closing balance follows from its rows.
func statement(
    _ rows: [Transaction], opening: Int64 = 100_000, from start: String = "2025-03-01",
    to end: String = "2025-03-31", verdict: Verification.Verdict = .verified
) -> Statement {
    let closing = opening + rows.reduce(0) { $0 + $1.amount.minorUnits }
    return Statement(
        institution: "Banco Ejemplo", account: "…1234", kind: .current, currency: .eur,
        period: DateRange(start: date(start), end: date(end)), statementDate: date(end),
        openingBalance: eur(opening), closingBalance: eur(closing), transactions: rows,
        verification: Verification(
            verdict: verdict,
            problems: verdict == .failed ? [VerificationProblem(page: 1, line: 3, message: "balance off")] : []),
        pageCount: 1)
}

func request(_ statement: Statement, file: String, suggestions: [Suggestion?] = []) -> StatementImportRequest {
    StatementImportRequest(
        statement: statement, fileName: file, fileSHA256: SHA256.hexDigest(file),
        toolVersion: "test", suggestions: suggestions)
}

func count(_ ledger: Ledger, _ table: String) throws -> Int64 {
    try ledger.database.scalarInt("SELECT COUNT(*) FROM \(table)") ?? -1
}

/// The backends the shared ledger tests run against: SQLite always, PostgreSQL when its server
/// can be started here (see `PostgreSQLTestServer.unavailableReason` for why it may not).
let testedBackends: [LedgerBackend] = PostgreSQLTestServer.isAvailable ? [.sqlite, .postgresql] : [.sqlite]

extension TemporaryDirectory {
    /// The ledger location of this test on `backend`: the file in this directory, or a fresh
    /// database on the shared test cluster (the same one for every call of this test).
    func ledgerLocation(_ backend: LedgerBackend) throws -> String {
        guard backend == .postgresql else { return ledgerPath }
        if let made = serverLedger { return made }
        let made = try PostgreSQLTestServer.shared.get().makeDatabase()
        serverLedger = made
        return made
    }
}
