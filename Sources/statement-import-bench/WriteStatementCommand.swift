import Foundation
import StatementPDFWriter

/// `write-statement PATH [--pages N]`: writes a `LargeStatement` to PATH unless a file is already
/// there, so `scripts/bench-compare` times tools on a statement made by the project's own writer.
func writeStatementCommand(_ options: [String]) throws {
    guard let path = options.first, !path.hasPrefix("-") else {
        FileHandle.standardError.write(Data("usage: statement-import-bench write-statement PATH [--pages N]\n".utf8))
        exit(2)
    }
    let pages = positiveIntegerOption("--pages", in: Array(options.dropFirst()), default: 500,
                                      usage: "write-statement PATH [--pages N]")
    if FileManager.default.fileExists(atPath: path) {
        print("\(path): already there, kept")
        return
    }
    let large = LargeStatement.make(pages: pages)
    try large.pdf.write(to: URL(fileURLWithPath: path))
    print("\(path): \(pages) pages, \(large.statement.entries.count) rows")
}
