import Foundation
import LedgerStore
import StatementCore
import StatementImport

/// `import [--pages N]`: first `statement-import import` itself beside `pdftotext -layout`, and the
/// use case it calls (`CommandBenchmarks`); then a generated statement end to end into a fresh ledger, as the `import`
/// command reads it (extraction on one thread and on two, parse, file SHA-256) minus
/// categorisation (the bench does not load rules; rows go in uncategorised). Each step is shown
/// on one core and on two beside extraction alone on one core, its floor, with wall and CPU
/// seconds: on a shared machine CPU seconds move less with the load.
func importBenchmark(_ options: [String]) throws {
    let pages = positiveIntegerOption("--pages", in: options, default: 200, usage: "import [--pages N]")
    let file = try GeneratedStatementFile.make(pages: pages)
    defer { file.remove() }
    print("import: \(pages) pages, \(file.rowCount.formatted()) rows generated")
    try CommandBenchmarks.importFigures(file)
    print("its steps, in this process (rows stored uncategorised):")

    typealias Timing = (wall: Double, cpu: Double)
    var extraction: [Timing] = [], reading: [Timing] = [], storing: [Timing] = []
    var rows = 0
    var verdict = ""
    for cores in [1, 2] {
        let reader = StatementFileReader(parser: StatementParser(), password: nil, jobs: cores)
        let (_, extractWall, extractCPU) = try fastestWithCPU(3) { try reader.pages(file.path).count }
        let (read, readWall, readCPU) = try fastestWithCPU(3) { try reader.read(file.path) }
        let ledger = try Ledger(path: file.directory + "/ledger-\(cores).sqlite")
        let requests = read.statements.indices.map { index in
            StatementImportRequest(
                statement: read.statements[index], fileName: "large.pdf", fileSHA256: read.sha256,
                toolVersion: "bench")
        }
        // The ledger writer stays one thread whatever the cores: measured once per fresh ledger.
        let (outcomes, storeWall, storeCPU) = try fastestWithCPU(1) { try ledger.importStatements(requests) }
        extraction.append((extractWall, extractCPU))
        reading.append((readWall, readCPU))
        storing.append((storeWall, storeCPU))
        rows = outcomes.reduce(0) { $0 + $1.inserted }
        verdict = read.statements.map(\.verification.verdict.rawValue).joined(separator: ", ")
    }
    // The parse takes every page at once; of it only the work on each line by itself (the
    // decimal-mark votes, reading the line) runs on the threads, the rest on one:
    // with that serial, this is the least two cores can take of one core's wall for
    // extract + parse + SHA-256.
    let inMemory = try StatementFileReader(parser: StatementParser(), password: nil, jobs: 1).pages(file.path)
    let (_, parseWall, parseCPU) = fastestWithCPU(3) { try? StatementParser().statements(in: inMemory) }
    // The generated statement prints amounts with a decimal point and two decimals, and its
    // currency on its first page, so the currency votes of every line are not counted.
    let lines = inMemory.flatMap(\.lines)
    let lineReader = LineReader(decimalMark: .point, minorDigits: 2)
    let (_, _, lineReadingCPU) = fastestWithCPU(3) { (DecimalMark.detect(lines: lines, threads: 1), lines.map(lineReader.read).count) }
    print("import: \(pages) pages, \(file.rowCount.formatted()) rows generated; verdict \(verdict); \(rows.formatted()) rows inserted")
    let floor = extraction[0].wall
    func cell(_ timing: Timing) -> String { "\(secondsText(timing.wall)) s (CPU \(secondsText(timing.cpu)))" }
    func line(_ name: String, _ timings: [Timing], rows count: Int?) -> [String] {
        [
            name, cell(timings[0]), cell(timings[1]),
            timings[0].wall > 0 ? String(format: "%.2f", timings[1].wall / timings[0].wall) : "-",
            floor > 0 ? String(format: "%.2fx", timings[0].wall / floor) : "-",
            count.map { perSecond($0, timings[0].wall) } ?? "-",
        ]
    }
    let total = zip(reading, storing).map { Timing($0.wall + $1.wall, $0.cpu + $1.cpu) }
    printTable([
        ["step", "1 core", "2 cores", "wall 2:1", "1 core vs extraction", "rows/s (1 core)"],
        line("extraction alone (floor)", extraction, rows: nil),
        line("extract + parse + SHA-256", reading, rows: rows),
        line("ledger import (one writer)", storing, rows: rows),
        line("end to end", total, rows: rows),
    ])
    // From CPU seconds, which a busy machine disturbs less than wall seconds.
    let serial = max(0, parseCPU - lineReadingCPU) / max(reading[0].cpu, 0.000_001)
    print(
        "parse alone (pages in memory, one thread): \(secondsText(parseWall)) s (CPU \(secondsText(parseCPU)), "
            + "of which the work on each line by itself \(secondsText(lineReadingCPU)), done on the threads); the rest of the parse is "
            + "\(Int((100 * serial).rounded()))% of the CPU of extract + parse + SHA-256 on one core: "
            + "two cores can take at best \(String(format: "%.2f", serial + (1 - serial) / 2)) of its wall")
}
