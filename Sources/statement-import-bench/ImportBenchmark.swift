import Foundation
import LedgerStore
import StatementCore

/// `import [--pages N] [--ledger LOCATION]`: a generated statement end to end into a fresh
/// ledger, as the `import` command does minus categorisation (the bench does not link the CLI's
/// categoriser; rows go in uncategorised). The file's SHA-256 is part of a real import, so it is
/// timed too. `--ledger postgresql://…` (an empty database) times the same rows on a server.
func importBenchmark(_ options: [String]) throws {
    var rest = options
    var location: String?
    if let flag = rest.firstIndex(of: "--ledger"), rest.indices.contains(flag + 1) {
        location = rest[flag + 1]
        rest.removeSubrange(flag...(flag + 1))
    }
    let pages = positiveIntegerOption("--pages", in: rest, default: 200, usage: "import [--pages N] [--ledger LOCATION]")
    let file = try GeneratedStatementFile.make(pages: pages)
    defer { file.remove() }
    let ledger = try Ledger(path: location ?? file.directory + "/ledger.sqlite")

    let (_, extractSeconds) = try measured { try extractOnly(path: file.path) }
    let (statement, parseSeconds) = try measured { try extractAndParse(path: file.path) }
    let (sha256, hashSeconds) = try measured { SHA256.hexDigest(try Data(contentsOf: URL(fileURLWithPath: file.path))) }
    let request = StatementImportRequest(statement: statement, fileName: "large.pdf", fileSHA256: sha256,
                                         toolVersion: "bench")
    let (outcome, ledgerSeconds) = try measured { try ledger.importStatement(request) }
    let totalSeconds = parseSeconds + hashSeconds + ledgerSeconds

    print("import into \(ledger.backend.rawValue) (\(ledger.path)): \(pages) pages, \(file.rowCount.formatted()) rows generated; verdict \(statement.verification.verdict.rawValue); "
        + "status \(outcome.status), \(outcome.inserted.formatted()) rows inserted")
    let rows = outcome.inserted
    // The floor of every step is extraction alone, measured here in the same run.
    func ratio(_ seconds: Double) -> String { extractSeconds > 0 ? String(format: "%.2fx", seconds / extractSeconds) : "-" }
    printTable([
        ["step", "seconds", "pages/s", "rows/s", "vs extraction alone"],
        ["extraction alone (floor)", secondsText(extractSeconds), perSecond(pages, extractSeconds), "-", "1.00x"],
        ["extract + parse", secondsText(parseSeconds), perSecond(pages, parseSeconds), perSecond(rows, parseSeconds),
         ratio(parseSeconds)],
        ["file SHA-256", secondsText(hashSeconds), perSecond(pages, hashSeconds), "-", "-"],
        ["ledger import", secondsText(ledgerSeconds), "-", perSecond(rows, ledgerSeconds), "-"],
        ["end to end", secondsText(totalSeconds), perSecond(pages, totalSeconds), perSecond(rows, totalSeconds),
         ratio(totalSeconds)],
    ])
}
