import Foundation
import LedgerStore
import StatementCore
import StatementImport

/// `backends URL [--pages N]`: the same generated statement, read once, stored by the ledger
/// writer into a fresh SQLite file and into the empty PostgreSQL database at URL, with wall and
/// CPU seconds (this process's CPU: the server's own is not counted) and rows per second.
func ledgerBackendsBenchmark(_ options: [String]) throws {
    let usage = "backends postgresql://user@host/empty-database [--pages N]"
    guard let url = options.first, !LedgerLocation.isFile(url) else {
        FileHandle.standardError.write(Data("usage: statement-import-bench \(usage)\n".utf8))
        exit(2)
    }
    let pages = positiveIntegerOption("--pages", in: Array(options.dropFirst()), default: 200, usage: usage)
    let file = try GeneratedStatementFile.make(pages: pages)
    defer { file.remove() }
    let read = try StatementFileReader(parser: StatementParser(), password: nil, jobs: 1).read(file.path)
    let requests = read.statements.map {
        StatementImportRequest(statement: $0, fileName: "large.pdf", fileSHA256: read.sha256, toolVersion: "bench")
    }
    var table = [["ledger", "rows", "wall s", "CPU s", "rows/s"]]
    for location in [file.directory + "/ledger.sqlite", url] {
        let ledger = try Ledger(path: location)
        let (outcomes, wall, cpu) = try fastestWithCPU(1) { try ledger.importStatements(requests) }
        let rows = outcomes.reduce(0) { $0 + $1.inserted }
        table.append(["\(ledger.backend.rawValue) \(ledger.path)", rows.formatted(), secondsText(wall), secondsText(cpu), perSecond(rows, wall)])
    }
    print("ledger import of one statement, \(pages) pages, \(file.rowCount.formatted()) rows generated")
    printTable(table)
}
