import Foundation
import LedgerStore
import StatementCore
import Testing
@testable import StatementImport
import Toolbox

/// Issue 36 item 6: how many rows of a merchant would follow an answer is read from an index made
/// once per review, not a scan of the ledger per answer; the count stays right as answers settle
/// rows and as one is undone.
@Suite struct ReviewFollowingRowsTests {
    @Test func theCountFollowsEachAnswerAndAnUndo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ReviewFollowing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("ledger.sqlite").path
        let rows = (0..<4).map { index in
            Transaction(
                date: LocalDate(iso: "2025-03-0\(index + 2)") ?? LocalDate(dayNumber: 0),
                description: index == 3 ? "PIZZERIA NAPOLI" : "CAFE QUIETPLACE", amount: Money(minorUnits: -380, currency: .eur),
                page: 1, line: 10 + index)
        }
        let statement = Statement(
            institution: "Banco Ejemplo", account: "…1234", currency: .eur, period: nil,
            openingBalance: Money(minorUnits: 10_000, currency: .eur), closingBalance: Money(minorUnits: 10_000 - 4 * 380, currency: .eur),
            transactions: rows, verification: Verification(verdict: .verified, problems: []), pageCount: 1)
        _ = try Ledger(path: path).importStatements([
            StatementImportRequest(statement: statement, fileName: "march.pdf", fileSHA256: SHA256.hexDigest("march"), toolVersion: "test")
        ])
        let reviewer = try Reviewer(LedgerAccess(path: path))
        var session = try reviewer.session()
        let cafes = session.rows.filter { $0.transaction.description == "CAFE QUIETPLACE" }.map(\.transaction.id)
        #expect(cafes.count == 3)

        #expect(try reviewer.rowsThatWouldFollow(cafes[0], category: "restaurants") == 2)
        let first = ReviewDecision.settle(rowID: cafes[0], category: "restaurants")
        session.commit(first, snapshot: try reviewer.apply(first))
        #expect(try reviewer.rowsThatWouldFollow(cafes[0], category: "restaurants") == 2)
        let second = ReviewDecision.settle(rowID: cafes[1], category: "restaurants")
        session.commit(second, snapshot: try reviewer.apply(second))
        // The row settled a moment ago is locked now: only the third still follows.
        #expect(try reviewer.rowsThatWouldFollow(cafes[1], category: "restaurants") == 1)
        guard case .decide(let undo) = session.interpret("u") else {
            Issue.record("u did not undo")
            return
        }
        session.commit(undo, snapshot: try reviewer.apply(undo))
        #expect(try reviewer.rowsThatWouldFollow(cafes[0], category: "restaurants") == 2)
    }
}
