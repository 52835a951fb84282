import Foundation
import Testing
import PDFText
import StatementCore

@Suite struct PDFDocumentTests {
    private func openError(_ path: String, password: String? = nil) -> PDFOpenError? {
        do {
            _ = try PDFDocument(path: path, password: password)
            return nil
        } catch {
            return error
        }
    }

    @Test func missingFileIsNotFound() throws {
        let directory = try SampleFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(openError(directory.appendingPathComponent("nope.pdf").path) == .notFound)
    }

    @Test func unreadableFileIsNotReadable() throws {
        let directory = try SampleFiles.temporaryDirectory()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
            try? FileManager.default.removeItem(at: directory)
        }
        let copy = directory.appendingPathComponent("locked.pdf")
        try FileManager.default.copyItem(atPath: SampleFiles.path("current-account-en.pdf"), toPath: copy.path)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: copy.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: copy.path) }
        guard access(copy.path, R_OK) != 0 else {
            // Running as root: permissions do not stop reading, so there is nothing to assert.
            return
        }
        #expect(openError(copy.path) == .notReadable)
    }

    @Test func htmlErrorPageIsNotPDF() {
        #expect(openError(SampleFiles.path("bad/error-page.pdf")) == .webPage)
    }

    @Test func truncatedFileIsDamaged() {
        guard case .damaged = openError(SampleFiles.path("bad/truncated.pdf")) else {
            Issue.record("truncated.pdf should be reported as damaged, got \(String(describing: openError(SampleFiles.path("bad/truncated.pdf"))))")
            return
        }
    }

    @Test func encryptedFileWithoutPasswordNeedsPassword() {
        #expect(openError(SampleFiles.path("bad/encrypted.pdf")) == .needsPassword)
    }

    @Test func encryptedFileWithWrongPasswordIsWrongPassword() {
        #expect(openError(SampleFiles.path("bad/encrypted.pdf"), password: "not-the-password") == .wrongPassword)
    }

    @Test func encryptedFileOpensWithTheRightPassword() throws {
        let document = try PDFDocument(path: SampleFiles.path("bad/encrypted.pdf"), password: "sample-pass")
        #expect(document.pageCount == 2)
        let words = try #require(document.words(onPage: 1)).words.map(\.text)
        #expect(words.contains("Northwind"))
    }

    @Test func scannedPageOpensButHasNoWords() throws {
        let document = try PDFDocument(path: SampleFiles.path("bad/scanned.pdf"))
        #expect(document.pageCount >= 1)
        for number in 1...document.pageCount {
            #expect(document.words(onPage: number)?.words.isEmpty == true)
            #expect(document.page(number)?.hasText == false)
        }
    }

    @Test func pagesOutsideTheDocumentHaveNoWords() throws {
        let document = try PDFDocument(path: SampleFiles.path("current-account-en.pdf"))
        #expect(document.words(onPage: 0) == nil)
        #expect(document.words(onPage: document.pageCount + 1) == nil)
        #expect(Array(document.pages(2...99)).map(\.number) == [2])
    }

    @Test func headerWordsShareALineInColumnOrder() throws {
        let document = try PDFDocument(path: SampleFiles.path("current-account-en.pdf"))
        let page = try #require(document.page(1))
        let header = try #require(page.lines.first { $0.text.hasPrefix("Date Description") })
        #expect(header.text == "Date Description Paid out Paid in Balance")
        let xs = ["Date", "Description", "Paid", "Balance"].map { name in header.words.first { $0.text == name }?.x0 ?? -1 }
        #expect(xs == xs.sorted())
        let paid = header.words.filter { $0.text == "Paid" }.map(\.x0)
        #expect(paid.count == 2)
        #expect(paid[0] < paid[1])
        #expect(xs[2] > xs[1] && xs[3] > paid[1])
    }

    @Test func balanceFiguresEndWhereTheBalanceHeaderEnds() throws {
        let document = try PDFDocument(path: SampleFiles.path("current-account-en.pdf"))
        let page = try #require(document.page(1))
        let header = try #require(page.lines.first { $0.text.hasPrefix("Date Description") })
        let balanceHeader = try #require(header.words.last { $0.text == "Balance" })
        let opening = try #require(page.lines.first { $0.text.contains("Balance brought forward") })
        let figure = try #require(opening.words.last)
        #expect(figure.text == "2,842.37")
        #expect(abs(figure.x1 - balanceHeader.x1) <= 3)
        #expect(figure.y0 > balanceHeader.y1)
    }
}
