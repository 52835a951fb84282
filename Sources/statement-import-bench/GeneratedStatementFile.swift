import Foundation
import StatementPDFWriter

/// A `LargeStatement` written to a fresh temporary directory, so benchmarks read a real file
/// as an import would. Only the figures are kept, not the PDF bytes, so the parent process
/// does not carry the generated statement around while it measures.
struct GeneratedStatementFile {
    let directory: String
    let path: String
    let pages: Int
    let rowCount: Int
    let byteCount: Int

    static func make(pages: Int) throws -> GeneratedStatementFile {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("statement-import-bench-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let large = LargeStatement.make(pages: pages)
        let path = directory + "/large-\(pages)-pages.pdf"
        try large.pdf.write(to: URL(fileURLWithPath: path))
        return GeneratedStatementFile(
            directory: directory, path: path, pages: pages,
            rowCount: large.statement.entries.count, byteCount: large.pdf.count)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }
}
