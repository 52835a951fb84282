import Categorisation
import Foundation
@testable import LedgerStore
@testable import StatementImport
import StatementCore
import Testing
import Toolbox

/// One answer is one lesson: `review --set` given again for the same row, or the statement removed
/// later, made one person's choice count as several agreements, and the merchant's next rows
/// were filed past review on that.
@Suite struct RepeatedAnswerTests {
    static let description = "ZORBLAX CORNER CAFE"

    private func ledger(in directory: URL) throws -> String {
        let path = directory.appendingPathComponent("ledger.sqlite").path
        let day = try #require(LocalDate(iso: "2025-03-02"))
        let rows = [Transaction(date: day, description: Self.description, amount: Money(minorUnits: -380, currency: .gbp), page: 1, line: 10)]
        let statement = Statement(
            institution: "Testbank", account: "…9876", currency: .gbp, period: DateRange(start: day, end: day),
            openingBalance: Money(minorUnits: 10_000, currency: .gbp), closingBalance: Money(minorUnits: 9_620, currency: .gbp),
            transactions: rows, verification: Verification(verdict: .verified, problems: []), pageCount: 1)
        _ = try Ledger(path: path).importStatements([
            StatementImportRequest(
                statement: statement, fileName: "march.pdf", fileSHA256: SHA256.hexDigest("march"), toolVersion: "test",
                suggestions: [nil])
        ])
        return path
    }

    @Test func theSameAnswerTwiceAndARemovalCountOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("RepeatedAnswer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try ledger(in: directory)
        let id = try #require(try Ledger(path: path).transactions(TransactionFilter()).first?.id)
        for _ in 0..<3 { try CategoryTeacher(LedgerAccess(path: path)).set(id, category: "restaurants") }
        try CategoryTeacher(LedgerAccess(path: path)).confirm(id)
        #expect(try Ledger(path: path).learnedMerchants().map(\.agreements) == [1])
        let statement = try #require(try Ledger(path: path).statements().first)
        _ = try LedgerCorrections(ledger: LedgerAccess(path: path)).removeStatement(id: statement.id, dryRun: false)
        let learned = try Ledger(path: path).learnedMerchants()
        #expect(learned.map(\.agreements) == [1] && learned.map(\.disagreements) == [0], "\(learned)")
        #expect(learned.first?.confidence == 0.75)
    }
}
