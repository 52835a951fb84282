import Foundation
import PDFText
import StatementCore

/// Opens, extracts and parses one statement file: the work `parse` and `import` share.
struct StatementReader {
    var parser: StatementParser
    var password: String?

    struct Result {
        /// One statement per account the file prints; almost always exactly one.
        var statements: [Statement]
        var sha256: String
        /// Pages without a text layer, for a warning.
        var pagesWithoutText: [Int]
    }

    func read(_ path: String) throws(CLIError) -> Result {
        let document = try DocumentOpener.open(path, password: password)
        var pages: [TextPage] = []
        var empty: [Int] = []
        for page in document.pages() {
            if !page.hasText { empty.append(page.number) }
            pages.append(page)
        }
        if !pages.isEmpty && empty.count == pages.count {
            throw CLIError("\(path): no page has a text layer (a scanned image?): run it through OCR first, for example `ocrmypdf in.pdf out.pdf`",
                           exitCode: .dataError)
        }
        guard let sha256 = StatementReader.fileSHA256(path) else {
            throw CLIError("\(path): cannot be read: check its permissions", exitCode: .noInput)
        }
        do {
            return Result(statements: try parser.statements(in: pages), sha256: sha256, pagesWithoutText: empty)
        } catch {
            throw CLIError("\(path): \(error)", exitCode: .dataError)
        }
    }

    static func fileSHA256(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var hasher = SHA256()
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            hasher.update(chunk)
        }
        return SHA256.hex(hasher.finish())
    }
}
