import Foundation
import TestSupport

/// The package's SampleStatements folder, found from this file's path (Tests/PDFTextTests/...).
enum SampleFiles {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static func path(_ relative: String) -> String {
        root.appendingPathComponent("SampleStatements").appendingPathComponent(relative).path
    }

    /// A fresh directory of the test's own, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        try TemporaryFolder.create(prefix: "pdftext-tests")
    }
}
