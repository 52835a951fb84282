import Foundation
import PDFText
import StatementCore
import StatementImport

/// `parse [--pages N]`: fastest of three runs of extraction alone and extraction + parse of a generated statement,
/// the same read as `import` does it on one thread and on two, whether the parse verifies, and peak memory of
/// extraction at 50 and N pages.
func parseBenchmark(_ options: [String]) throws {
    if options.count == 2, options[0] == PeakMemoryProbe.childFlag {
        return try PeakMemoryProbe.runChild(path: options[1])
    }
    let pages = positiveIntegerOption("--pages", in: options, default: 500, usage: "parse [--pages N]")
    let file = try GeneratedStatementFile.make(pages: pages)
    defer { file.remove() }
    print("parse: \(file.pages) pages, \(file.rowCount.formatted()) rows generated, PDF \((file.byteCount / 1024).formatted()) KiB")
    try CommandBenchmarks.parseFigures(file)
    print("its steps, in this process:")

    let (extracted, extractSeconds) = try fastestOf(3) { try extractOnly(path: file.path) }
    let (statement, parseSeconds) = try fastestOf(3) { try extractAndParse(path: file.path) }
    let inMemory = try Array(PDFDocument(path: file.path).pages())
    let (_, parseOnlySeconds) = fastestOf(3) { StatementParser().parse(pages: inMemory) }
    printTable([
        ["step", "seconds", "pages/s", "rows/s"],
        ["extraction only", secondsText(extractSeconds), perSecond(extracted.pages, extractSeconds), "-"],
        [
            "extraction + parse", secondsText(parseSeconds), perSecond(statement.pageCount, parseSeconds),
            perSecond(statement.transactions.count, parseSeconds),
        ],
        [
            "parse only (pages in memory)", secondsText(parseOnlySeconds), perSecond(inMemory.count, parseOnlySeconds),
            perSecond(statement.transactions.count, parseOnlySeconds),
        ],
    ])
    print("parsing adds \(Int((100 * (parseSeconds - extractSeconds) / extractSeconds).rounded()))% to extraction")
    // As `import --jobs N` reads a file (hash, pages extracted on N threads, parse): one core against two.
    let (_, oneCore, oneCoreCPU) = try fastestWithCPU(3) {
        try StatementFileReader(parser: StatementParser(), password: nil, jobs: 1).read(file.path)
    }
    let (_, twoCores, twoCoresCPU) = try fastestWithCPU(3) {
        try StatementFileReader(parser: StatementParser(), password: nil, jobs: 2).read(file.path)
    }
    print(
        "read as import does, --jobs 1: \(secondsText(oneCore)) s (CPU \(secondsText(oneCoreCPU))); "
            + "--jobs 2: \(secondsText(twoCores)) s (CPU \(secondsText(twoCoresCPU))); "
            + "two cores take \(String(format: "%.2f", twoCores / max(oneCore, 0.000_001)))x the wall of one")

    let rowsMatch = statement.transactions.count == file.rowCount
    print(
        "verdict: \(statement.verification.verdict.rawValue)"
            + "; rows parsed \(statement.transactions.count.formatted()) vs generated \(file.rowCount.formatted())"
            + (rowsMatch ? " (equal)" : " (DIFFERENT)"))
    for problem in statement.verification.problems.prefix(5) { print("  problem: \(problem)") }

    try printExtractionPeaks(pageCounts: [50, pages])
}

/// Peak memory should barely move between 50 and N pages: pages are read one at a time.
private func printExtractionPeaks(pageCounts: [Int]) throws {
    var rows = [["pages", "VmHWM before open", "VmHWM after extraction", "growth"]]
    for pages in pageCounts {
        let file = try GeneratedStatementFile.make(pages: pages)
        defer { file.remove() }
        if let peaks = try PeakMemoryProbe.measure(path: file.path) {
            rows.append([
                "\(pages)", "\(peaks.beforeKiB.formatted()) KiB", "\(peaks.afterKiB.formatted()) KiB",
                "\((peaks.afterKiB - peaks.beforeKiB).formatted()) KiB",
            ])
        } else {
            rows.append(["\(pages)", "n/a", "n/a", "n/a"])
        }
    }
    print("peak resident memory, extraction only (one child process per file):")
    printTable(rows)
}
