import Foundation
import StatementCore
@testable import StatementImport
import StatementPDFWriter
import Testing

/// One file's pages read on several threads come back exactly as one thread reads them.
@Suite struct ParallelPagesTests {
    /// A generated statement of `pages` pages in its own temporary folder, removed after `body`.
    private func withStatement(pages: Int, _ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ParallelPagesTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("large.pdf").path
        try LargeStatement.make(pages: pages).pdf.write(to: URL(fileURLWithPath: path))
        try body(path)
    }

    @Test func threadsReadTheSamePagesInTheSameOrder() throws {
        try withStatement(pages: 21) { path in
            let one = try StatementFileReader(parser: StatementParser(), password: nil, jobs: 1).read(path)
            let three = try StatementFileReader(parser: StatementParser(), password: nil, jobs: 3).read(path)
            #expect(one.statements == three.statements)
            #expect(one.statements.first?.transactions.count ?? 0 > 0)
            #expect(one.sha256 == three.sha256 && one.pagesWithoutText == three.pagesWithoutText)

            let pages = try #require(ParallelPages.read(path: path, password: nil, pageCount: 21, jobs: 3))
            #expect(pages.map(\.number) == Array(1...21))
            #expect(pages == (try StatementFileReader(parser: StatementParser(), password: nil, jobs: 1).pages(path)))
        }
    }

    @Test func theFileIsHashedWhileItsPagesAreParsedUnlessItsHashIsGiven() throws {
        try withStatement(pages: 12) { path in
            let reader = StatementFileReader(parser: StatementParser(), password: nil, jobs: 2)
            let read = try reader.read(path)
            #expect(read.sha256 == FileHasher.sha256(path))
            // Import hashes a file before reading it when the ledger may hold it: that hash is kept,
            // once the bytes read are shown to be the bytes hashed (issue 26 item 1).
            let given = try #require(FileHasher.sha256(path))
            #expect(try reader.read(path, sha256: given).sha256 == given)
            let stale = String(repeating: "ab", count: 32)
            let error = #expect(throws: AppError.self) { try reader.read(path, sha256: stale) }
            #expect(error?.message.contains("changed while it was being read") == true)
        }
    }

    @Test func aFileThatCannotBeOpenedAgainFallsBackToOneThread() {
        #expect(ParallelPages.read(path: "/nonexistent/statement.pdf", password: nil, pageCount: 20, jobs: 2) == nil)
    }
}
