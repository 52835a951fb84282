import Foundation
import StatementPDFWriter

/// `write-statement PATH [--pages N] [--account NUMBER]`: writes a `LargeStatement` to PATH unless a
/// file is already there, so `scripts/bench-compare` times tools on a statement made by the
/// project's own writer; statements of other accounts share no row (a folder of distinct ones).
func writeStatementCommand(_ options: [String]) throws {
    let usage = "write-statement PATH [--pages N] [--account NUMBER]"
    var rest = Array(options.dropFirst())
    var account = "87654321"
    if let flag = rest.firstIndex(of: "--account") {
        guard flag + 1 < rest.count, rest[flag + 1].allSatisfy(\.isASCIIDigit), !rest[flag + 1].isEmpty else {
            FileHandle.standardError.write(Data("usage: statement-import-bench \(usage) (NUMBER: digits)\n".utf8))
            exit(2)
        }
        account = rest[flag + 1]
        rest.removeSubrange(flag...(flag + 1))
    }
    guard let path = options.first, !path.hasPrefix("-") else {
        FileHandle.standardError.write(Data("usage: statement-import-bench \(usage)\n".utf8))
        exit(2)
    }
    let pages = positiveIntegerOption("--pages", in: rest, default: 500, usage: usage)
    if FileManager.default.fileExists(atPath: path) {
        print("\(path): already there, kept")
        return
    }
    let large = LargeStatement.make(pages: pages, accountNumber: account)
    do {
        try large.pdf.write(to: URL(fileURLWithPath: path))
    } catch {
        FileHandle.standardError.write(Data("\(path): cannot be written: check that its folder exists and is writable\n".utf8))
        exit(1)
    }
    print("\(path): \(pages) pages, \(large.statement.entries.count) rows, account \(account)")
}
